import { test, expect } from './support/fixtures';

/**
 * Visits every page of the sitemap in a real browser; the fixture fails the
 * test on any console error or uncaught exception.
 */
test('every page of the sitemap loads in the browser without a console error', async ({ page, request }) => {
  test.setTimeout(15 * 60_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(240);
  const broken: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    if (response?.status() !== 200) broken.push(`${path}: HTTP ${response?.status()}`);
    else if ((await page.locator('#__docusaurus main, #__docusaurus [class*="docMainContainer"]').count()) === 0) {
      broken.push(`${path}: no main content`);
    }
  }
  expect(broken).toEqual([]);
});
