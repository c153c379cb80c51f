/**
 * `docusaurus start` as a writer previews with it. Search (plugins/search/dev.ts): the index is
 * made from the docs' sources, with the build's engine and ranking, and made again when a page is
 * saved. Links: the dev server leads where the build leads (plugins/dev-redirects, the feeds of
 * plugins/release-notes, anchors).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { readBuiltIndexes, readSuite, runSuite } from '../../benches/lib/search-relevance';
import { queryTerms } from '../../plugins/search/text';
import { DEV_IDP_ORIGIN } from './env';

const SITE_DIR = join(__dirname, '..', '..');
/** Where the dev server's search plugin writes the index it serves (generated files). */
const DEV_INDEX_DIR = join(SITE_DIR, '.docusaurus', 'search', 'dev-index');
const EDITED_PAGE = join(SITE_DIR, 'docs', 'products', 'player', 'web', 'basic-playback.md');

const box = (page: Page) => page.locator('nav.navbar').getByRole('combobox', { name: 'Search...' });

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const button = page.locator('nav.navbar').getByRole('button', { name: 'Sign in' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await Promise.all([page.waitForURL(new RegExp(`^${DEV_IDP_ORIGIN}/auth/realms/flp/`)), button.click()]);
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('demo');
  await page.locator('#kc-login').click();
  await expect(box(page)).toBeVisible({ timeout: 30_000 });
}

/** Types a query and waits until the panel has answered it (results, or the no-results line). */
async function searchFor(page: Page, query: string): Promise<string[]> {
  // A new input each time, also for the same query again (a saved page is searched anew).
  await box(page).fill('');
  await box(page).fill(query);
  // Until the query is answered the panel shows neither results nor the no-results line.
  const answered = page.getByRole('option').first().or(page.getByText('No results in the docs pages.'));
  await expect(answered).toBeVisible({ timeout: 15_000 });
  return page.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''));
}

test('the dev index ranks the relevance suite as well as the build does (docs queries)', async () => {
  const suite = readSuite(SITE_DIR).filter((q) => [q.expected].flat().every((route) => route.startsWith('/docs/')));
  const { indexes } = await readBuiltIndexes(DEV_INDEX_DIR, ['docs-default-current', 'docs-default-6.x']);
  const figures = runSuite(suite, indexes);
  const misses = figures.outcomes
    .filter((o) => o.rank === null || o.rank > 3)
    .map((o) => `"${o.query.query}" -> ${o.query.expected} (rank ${o.rank ?? 'none'})`);
  console.log(
    `dev index: ${suite.length} docs queries, success@1 ${figures.successAt1.toFixed(3)}, success@3 ${figures.successAt3.toFixed(3)}, MRR ${figures.mrr.toFixed(3)}`,
  );
  // The build's success@3 floor (tests/e2e/search-relevance.spec.ts); success@1 a little lower than
  // the build's 0.75: an error code's section holds its whole catalogue entry here (causes, what to
  // do), where the build indexes the table row, so a few rows outrank a guide's heading by a place.
  expect(figures.successAt3, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  expect(figures.successAt1).toBeGreaterThanOrEqual(0.7);
});

test('a signed-in writer finds a guide, then finds a page by a word saved into it; site pages are said to be left out', async ({
  page,
}) => {
  await signIn(page, '/docs/products/player/web/overview');
  expect((await searchFor(page, 'fairplay certificate ios'))[0]).toContain(
    '/docs/products/player/ios/protected-playback',
  );
  await expect(page.locator('[data-search-dev-note]')).toContainText('site pages');

  // A word no page has: the panel says what development does not search, not a bare "No results found.".
  // Letters only: the index drops a term with 3+ letter-digit switches as an opaque id
  // (plugins/search/text.ts), which a base-36 timestamp has at some times and not at others.
  const word = `quokkaprobe${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
  expect(queryTerms(word).map((group) => group.term)).toEqual([word]);
  expect(await searchFor(page, word)).toEqual([]);
  await expect(page.getByText('No results in the docs pages.')).toBeVisible();
  await expect(page.getByText('No results found.')).toHaveCount(0);

  const original = readFileSync(EDITED_PAGE, 'utf8');
  try {
    writeFileSync(EDITED_PAGE, `${original.trimEnd()}\n\nThe ${word} step is only a test of the search.\n`);
    const saved = Date.now();
    // The dev server rebuilds the site and the index after the save; a search asked meanwhile may
    // wait for it past searchFor's own limit, and is asked again. The bound is the poll's 60 s.
    const firstHit = (): Promise<string> =>
      searchFor(page, word).then(
        (hrefs) => hrefs[0] ?? '',
        () => '',
      );
    await expect
      .poll(firstHit, { timeout: 60_000, intervals: [500] })
      .toContain('/docs/products/player/web/basic-playback');
    console.log(`a saved page was found by its new word after ${((Date.now() - saved) / 1000).toFixed(1)} s`);
  } finally {
    writeFileSync(EDITED_PAGE, original);
  }
});

test('the dev server follows the links the build follows: /docs, the release feeds, links to headings', async ({
  page,
  request,
}) => {
  for (const feed of ['/release-notes/web/rss.xml', '/release-notes/web/atom.xml']) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    expect(await response.text(), feed).toMatch(/^<\?xml/);
  }
  await page.goto('/docs/');
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Player SDKs' })).toBeVisible();
  await page.goto('/docs/products/player/web/overview#drm');
  await expect(page.locator('h2#drm')).toBeInViewport({ timeout: 30_000 });
  // Far down the longest page, whose blocks below the first screen skip until they come near.
  await page.goto('/docs/products/cms/metadata-service/update#responses-1');
  const far = page.locator('[id="responses-1"]');
  await expect(far).toBeInViewport({ timeout: 30_000 });
  const top = (): Promise<number> => far.evaluate((h) => Math.round(h.getBoundingClientRect().top));
  await expect.poll(top, { timeout: 10_000 }).toBeLessThan(200);
  const landed = await top();
  expect(landed).toBeGreaterThanOrEqual(0);
  await page.waitForTimeout(1000);
  expect(Math.abs((await top()) - landed)).toBeLessThanOrEqual(1);
});
