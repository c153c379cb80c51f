/**
 * The site's scripts start once the server-rendered page has painted (src/config/ssrTemplate.ts):
 * the first contentful paint comes before the main bundle is even requested or added to the page,
 * and the page then hydrates as usual.
 */
import { test, expect } from './support/fixtures';
import { COMPILE_HINT } from '../../plugins/client-startup';

for (const route of ['/', '/docs/products/player/web/basic-playback']) {
  test(`${route}: paints, then adds the scripts in order, then hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const added: { src: string; at: number }[] = [];
      (window as unknown as { added: typeof added }).added = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLScriptElement && node.src) added.push({ src: node.src, at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const { added, fcp } = await page.evaluate(() => ({
      added: (window as unknown as { added: { src: string; at: number }[] }).added,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(fcp, 'first contentful paint').toBeDefined();
    const boot = added.filter((script) => /\/assets\/js\/(runtime~main|react|main)\.[0-9a-f]+\.js$/.test(script.src));
    expect(boot.map((script) => new URL(script.src).pathname.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
      '/assets/js/react',
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
    for (const script of boot) expect(script.at).toBeGreaterThanOrEqual(fcp ?? Infinity);
    // Nor is any of them fetched before the paint: their links name them without preloading them.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~main|react|main)\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    expect(fetched).toHaveLength(3);
    for (const at of fetched) expect(at).toBeGreaterThanOrEqual(fcp ?? Infinity);
  });
}

test("the entry's files begin with the compile hint, the page's route chunks do not", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(response.url())) scripts.push(response.url());
  });
  await page.goto('/docs/products/player/web/basic-playback');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // The runtime, React and the rest of the entry (plugins/client-startup, ENTRY_PARTS).
  const entry = scripts.filter((url) => /\/(runtime~main|react|main)\.[0-9a-f]+\.js$/.test(url));
  expect(entry).toHaveLength(3);
  const others = scripts.filter((url) => !entry.includes(url));
  expect(others.length, 'route chunks').toBeGreaterThan(0);
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    expect(text.startsWith(`${COMPILE_HINT}\n`), url).toBe(entry.includes(url));
  }
});

test('hydration keeps the built head: the title and the head’s meta and link tags stay as built', async ({ page }) => {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { headChanges: string[] }).headChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      const built = document.title;
      new MutationObserver((records) => {
        if (document.title !== built) changes.push(`title: ${document.title}`);
        for (const record of records) {
          const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
          for (const node of nodes)
            if (node instanceof Element && node.matches('meta, link[data-rh]')) changes.push(node.outerHTML);
        }
      }).observe(document.head, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.goto('/docs/products/player/web/basic-playback');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // The head's commit after hydration (data-has-hydrated) has run by the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges)).toEqual([]);
  await expect(page).toHaveTitle('Basic playback · Web / SmartTVs player | FLP Developer Portal');
});
