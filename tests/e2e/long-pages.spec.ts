/**
 * Long pages skip what is out of view (src/css/custom.css, src/clientModules/skipOffscreen.ts): the
 * content's top-level blocks away from the screen are not rendered until they come near, below the
 * first screen from the load on, and each is rendered once in idle time so the page gets its exact
 * height. The reader must
 * not see it: nothing on screen moves or vanishes, the page ends with the height and heading places
 * it has with every block rendered, a block comes on screen rendered, and a link to a heading stays
 * on that heading while the blocks above it get their height.
 */
import type { Page } from '@playwright/test';
import { AWAY_ATTRIBUTE, SIZED_ATTRIBUTE } from '../../src/clientModules/skipOffscreen';
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

/** Waits until every block of the content has been rendered once. */
async function allSized(page: Page): Promise<void> {
  await expect(page.locator(`.markdown[${SIZED_ATTRIBUTE}]`)).toBeAttached({ timeout: 15_000 });
}

/** How many blocks have contents the browser skips rendering (out of view). */
function skippedBlocks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.markdown > *')).filter((block) => {
        const inner = block.firstElementChild;
        return inner !== null && !inner.checkVisibility({ contentVisibilityAuto: true });
      }).length,
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

/** Every block rendered, as without skipping. */
async function renderAll(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('a long page skips the blocks out of view, and ends with the height and heading places of the whole page', async ({
  page,
}) => {
  for (const path of LONG_PAGES) {
    await page.goto(path);
    expect(await skippedBlocks(page), `${path}: blocks below the fold are skipped`).toBeGreaterThan(5);
    await allSized(page);
    expect(await skippedBlocks(page), `${path}: and still skipped once sized`).toBeGreaterThan(5);
    const onScreen = await page.evaluate(
      (attribute) =>
        Array.from(document.querySelectorAll(`.markdown > [${attribute}]`)).filter((block) => {
          const { top, bottom } = block.getBoundingClientRect();
          return bottom > 0 && top < window.innerHeight;
        }).length,
      AWAY_ATTRIBUTE,
    );
    expect(onScreen, `${path}: no block on screen is marked away`).toBe(0);
    expect(await layoutShift(page), `${path}: nothing on screen moved from the load to the end of sizing`).toBe(0);
    const skipping = await geometry(page);
    expect(skipping.headings.length, path).toBeGreaterThan(5);
    await renderAll(page);
    expect(await geometry(page), `${path}: the same with every block rendered`).toEqual(skipping);
  }
});

test('a link to a heading far down stays on that heading while the blocks above it get their height', async ({
  page,
}) => {
  const path = LONG_PAGES[0]!;
  await page.goto(path);
  const ids = await page.locator('.markdown h2[id], .markdown h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  const id = ids[Math.floor(ids.length * 0.8)]!;
  await page.goto('about:blank');
  await page.goto(`${path}#${id}`);
  const heading = page.locator(`[id="${id}"]`);
  const top = (): Promise<number> => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
  const atLoad = await top();
  expect(atLoad).toBeGreaterThanOrEqual(0);
  expect(atLoad).toBeLessThan(200);
  await allSized(page);
  expect(await top()).toBe(atLoad);
  expect(await layoutShift(page)).toBe(0);
});

test('a skipped block is rendered when the reader reaches it, at its place', async ({ page }) => {
  await page.goto(LONG_PAGES[0]!);
  await allSized(page);
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

test('after a client-side move, the next page skips what is out of view and ends with its exact height', async ({
  page,
}) => {
  await page.goto('/docs/products/player/ios/overview');
  await allSized(page);
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'API reference', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ios\/references$/);
  await expect(page.locator('article h1')).toHaveText('iOS / tvOS API reference');
  await allSized(page);
  expect(await skippedBlocks(page)).toBeGreaterThan(5);
  const skipping = await geometry(page);
  await renderAll(page);
  expect(await geometry(page)).toEqual(skipping);
});
