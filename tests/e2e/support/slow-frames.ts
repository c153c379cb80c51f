import type { Page } from '@playwright/test';

/**
 * Makes every frame of the page come `ms` later, as on a phone busy with a long page: the page
 * shows an address a click or key wrote after the frame that answers it, so a test can act (press
 * back) before that frame.
 */
export async function slowFrames(page: Page, ms = 300): Promise<void> {
  await page.evaluate((delay) => {
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      frame(() => window.setTimeout(() => callback(performance.now()), delay));
  }, ms);
}
