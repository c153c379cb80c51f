/**
 * Links prefetch their pages' files when the main thread is idle, once the reader has done something
 * on the page (plugins/route-prefetch): the files a linked page loads before it can render are
 * fetched by the page that links to it, including a page of another docs section, whose route table
 * is loaded first; a visit with no interaction fetches none of them.
 */
import { resolve } from 'node:path';
import { measurePage } from '../../checks/page-weight';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

const BUILD_DIR = resolve(__dirname, '..', '..', process.env.FLP_TEST_BUILD_DIR ?? 'build');

const PAGE = '/docs/products/player/web/basic-playback';
const LINKED = [
  // In the page's sidebar, same section.
  '/docs/products/player/web/overview',
  // In the navbar's SDKs menu (laid out while closed), another section.
  '/docs/products/player/android/overview',
];

const fetchedPaths = (page: Page) =>
  page.evaluate(() => [
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
      (l) => new URL(l.href).pathname,
    ),
    ...performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  ]);

test('a page prefetches the files of the pages it links to once the reader acts, and none before', async ({ page }) => {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const own = new Set((await measurePage(BUILD_DIR, PAGE)).assets.map((a) => a.url));
  const neededBy = new Map<string, string[]>();
  for (const route of LINKED) {
    neededBy.set(
      route,
      (await measurePage(BUILD_DIR, route)).assets
        .filter((a) => a.kind === 'js' && a.from === 'route' && !own.has(a.url))
        .map((a) => a.url),
    );
  }
  await page.goto(PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Idle for longer than the prefetch queue's 3-second deadline, with no input: nothing prefetched.
  await page.waitForTimeout(3500);
  const before = await fetchedPaths(page);
  for (const [route, needed] of neededBy) {
    expect(
      needed.filter((url) => before.includes(url)),
      `files of ${route} fetched with no input`,
    ).toEqual([]);
  }
  // The reader moves the mouse: once their actions pause (a second), the links in view are
  // prefetched; not in the frames that answer the action itself.
  await page.mouse.move(400, 300);
  await page.waitForTimeout(300);
  const during = await fetchedPaths(page);
  for (const [route, needed] of neededBy) {
    expect(
      needed.filter((url) => during.includes(url)),
      `files of ${route} fetched while the reader acts`,
    ).toEqual([]);
  }
  for (const [route, needed] of neededBy) {
    expect(needed.length, `${route} has files of its own`).toBeGreaterThan(0);
    // Prefetched with <link rel=prefetch>; a route table is loaded as a script (it is run to know the
    // section's routes), so both count.
    await expect
      .poll(() => fetchedPaths(page), { message: `the files of ${route} are fetched before a click`, timeout: 10_000 })
      .toEqual(expect.arrayContaining(needed));
  }
});
