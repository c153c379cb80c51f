/**
 * Long pages skip what is out of view (src/clientModules/skipOffscreen.ts): once painted, the
 * content's top-level blocks away from the screen are marked, and a marked block out of view is not
 * rendered until it comes near. The reader must not see it: nothing on screen moves or vanishes,
 * the page keeps its height, every heading keeps its place, and a block comes on screen rendered.
 */
import type { Page } from '@playwright/test';
import { MARKED_ATTRIBUTE, SKIP_ATTRIBUTE } from '../../src/clientModules/skipOffscreen';
import { test, expect } from './support/fixtures';

/** The largest API operation page and the largest guide (the SDK reference). */
const LONG_PAGES = ['/docs/products/cms/metadata-service/update', '/docs/products/player/ios/references'];

interface Geometry {
  height: number;
  headings: number[];
}

function geometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    headings: Array.from(document.querySelectorAll('.markdown h2, .markdown h3')).map((h) =>
      Math.round(h.getBoundingClientRect().top + window.scrollY),
    ),
  }));
}

/** Waits until the blocks out of view are marked. */
async function allMarked(page: Page): Promise<void> {
  await expect(page.locator(`.markdown[${MARKED_ATTRIBUTE}]`)).toBeAttached({ timeout: 10_000 });
}

/** How many blocks have contents the browser skips rendering (out of view). */
function skippedBlocks(page: Page): Promise<number> {
  return page.evaluate(
    (attribute) =>
      Array.from(document.querySelectorAll(`.markdown > [${attribute}]`)).filter((block) => {
        const inner = block.firstElementChild;
        return inner !== null && !inner.checkVisibility({ contentVisibilityAuto: true });
      }).length,
    SKIP_ATTRIBUTE,
  );
}

/** The page's layout shift so far (the sum of its layout-shift entries). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is not called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** Removes the marks: every block rendered, as without skipping. */
async function unmark(page: Page): Promise<void> {
  await page.evaluate((attribute) => {
    for (const block of Array.from(document.querySelectorAll(`[${attribute}]`))) block.removeAttribute(attribute);
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, SKIP_ATTRIBUTE);
}

test('a long page skips the blocks out of view, with its height and its headings where they were', async ({ page }) => {
  for (const path of LONG_PAGES) {
    await page.goto(path);
    await allMarked(page);
    expect(await skippedBlocks(page), `${path}: blocks below the fold are skipped`).toBeGreaterThan(5);
    const onScreen = await page.evaluate(
      (attribute) =>
        Array.from(document.querySelectorAll('.markdown > *')).filter((block) => {
          const { top, bottom } = block.getBoundingClientRect();
          return block.hasAttribute(attribute) && bottom > 0 && top < window.innerHeight;
        }).length,
      SKIP_ATTRIBUTE,
    );
    expect(onScreen, `${path}: no block on screen is marked`).toBe(0);
    expect(await layoutShift(page), `${path}: nothing moved from the load to the marks`).toBe(0);
    const skipping = await geometry(page);
    expect(skipping.headings.length, path).toBeGreaterThan(5);
    await unmark(page);
    expect(await geometry(page), `${path}: the same with every block rendered`).toEqual(skipping);
  }
});

test('a skipped block is rendered when the reader reaches it, at its place', async ({ page }) => {
  await page.goto(LONG_PAGES[0]!);
  await allMarked(page);
  const last = page.locator('.markdown > :last-child');
  const before = await last.evaluate((block) => block.getBoundingClientRect().top + window.scrollY);
  await page.keyboard.press('End');
  await expect
    .poll(() =>
      last.evaluate((block) =>
        Array.from(block.querySelectorAll('*')).every((el) => el.checkVisibility({ contentVisibilityAuto: true })),
      ),
    )
    .toBe(true);
  expect(await last.evaluate((block) => block.getBoundingClientRect().top + window.scrollY)).toBeCloseTo(before, 0);
});

test('after a client-side move, the next page is marked once painted and keeps its height', async ({ page }) => {
  await page.goto('/docs/products/player/ios/overview');
  await allMarked(page);
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'API reference', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ios\/references$/);
  await expect(page.locator('article h1')).toHaveText('iOS / tvOS API reference');
  await allMarked(page);
  expect(await skippedBlocks(page)).toBeGreaterThan(5);
  const skipping = await geometry(page);
  await unmark(page);
  expect(await geometry(page)).toEqual(skipping);
});
