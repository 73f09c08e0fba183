import type {Page} from '@playwright/test';

/** Storage blocked the way Chromium blocks it when a reader disables site data: reading it throws. */
export const BLOCK_STORAGE = `
for (const kind of ['localStorage', 'sessionStorage']) {
  Object.defineProperty(window, kind, {
    configurable: true,
    get() { throw new DOMException('The user has denied access to storage.', 'SecurityError'); },
  });
}`;

/** Uncaught errors and console errors of a page, as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}
