import type {Page} from '@playwright/test';

/**
 * Waits until no finite animation is running. Switching the colour mode starts
 * about 60 colour transitions (links, navbar, search button); reading colours
 * while they run measures colours half-way between the modes. A cancelled
 * animation (its element restyled again) rejects `finished` and may be
 * replaced by a new one: hence `allSettled`, and a loop.
 */
export async function colourTransitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}
