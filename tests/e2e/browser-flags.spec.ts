import {test, expect} from '@playwright/test';

/**
 * The tests' Chromium turns off features with a `--disable-features` switch of its own (config/chromium.ts), which
 * replaces the one Playwright passes: Chromium keeps only the last. The browser's own record of its command line
 * shows both, so a Playwright upgrade that turns off one more feature fails here until config/chromium.ts names it.
 */
test('the browser still turns off every feature Playwright turns off, and the address-bar pop-ups', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const switches = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(','));
  expect(switches.length, `--disable-features switches in: ${commandLine}`).toBeGreaterThanOrEqual(2);
  const effective = switches.at(-1)!;
  for (const earlier of switches.slice(0, -1)) expect(effective).toEqual(expect.arrayContaining(earlier));
  expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  await page.close();
});
