import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import axe from 'axe-core';
import {expect} from './fixtures';

/**
 * The axe engine the scans inject: the site's own `axe-core`, not the one `@axe-core/playwright` depends on, so that
 * the engine can be newer than the builder (whose next release asks for Node 22).
 */
export const AXE_ENGINE: string = axe.source;

/** The rules every scan of the site runs: WCAG 2.0 to 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * An axe scan that runs `axe.run` in the page itself (AxeBuilder's legacy mode). The default mode runs axe in each
 * frame and merges the results in a blank page of its own, which reaches frames of other origins; the site's pages
 * have no frames (checked here, before each scan), and that extra page cost 1.5 to 3 s a scan on this machine: light
 * and dark scans of a short page 2.5 s and 1.5 s that way against 1.4 s and 0.9 s so, of the longest page 7.1 s and
 * 5.1 s against 4.5 s and 3.4 s.
 */
export function axeInPage(page: Page, axeSource = AXE_ENGINE): AxeBuilder {
  expect(page.frames(), 'frames on the page (a scan in the page itself would not reach them)').toHaveLength(1);
  return new AxeBuilder({page, axeSource}).setLegacyMode();
}
