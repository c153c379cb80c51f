import type { APIRequestContext, Page } from '@playwright/test';
import { PROD_ORIGIN } from './support/env';
import { test, expect } from './support/fixtures';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/sign-in';

/**
 * Visits the pages of the sitemap in a real browser, as production serves them: the build behind
 * nginx with its Content-Security-Policy (deploy/nginx). The fixture fails a test on any console
 * error or uncaught exception; these tests also fail on any CSP violation Chromium reports.
 * - Signed out: every page, in two halves that run in parallel.
 * - Signed in (as demo): one page of each kind (each site page, each docs folder, the error-code,
 *   release-notes and API-reference pages of a platform), since the pages of one kind run the same
 *   code: a second full crawl would double the time and check nothing new.
 */

const SHARDS = 2;

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${PROD_ORIGIN}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(240);
  return paths;
}

/** Pages that run the same code are of one kind: a docs folder, or a page with a special component. */
function pageKind(path: string): string {
  if (!path.startsWith('/docs/')) return path;
  const name = path.replace(/\/$/, '').split('/').pop() ?? '';
  if (['error-codes', 'releasenotes', 'references'].includes(name)) return name;
  return path.replace(/\/[^/]*\/?$/, '');
}

/**
 * Loads a page and waits until it has hydrated and, with `authButton`, until the sign-in state is
 * settled (the navbar shows that button), so the sign-in client's requests and frames have run
 * under the policy too.
 */
async function visit(page: Page, path: string, authButton: 'Sign in' | 'Logout' | null): Promise<string | null> {
  const response = await page.goto(`${PROD_ORIGIN}${path}`, { waitUntil: 'load' });
  if (response?.status() !== 200) return `${path}: HTTP ${response?.status()}`;
  await expect(page.locator('html'), path).toHaveAttribute('data-has-hydrated', 'true');
  if ((await page.locator('#__docusaurus main, #__docusaurus [class*="docMainContainer"]').count()) === 0) {
    return `${path}: no main content`;
  }
  if (authButton) {
    await expect(page.locator('nav.navbar').getByRole('button', { name: authButton }), path).toBeVisible({
      timeout: 20_000,
    });
  }
  return null;
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`signed out, every page of the sitemap (part ${shard + 1} of ${SHARDS}) loads without a console error or CSP violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(15 * 60_000);
    const violations = await watchCspViolations(page);
    const paths = (await sitemapPaths(request)).filter((_, index) => index % SHARDS === shard);
    const broken: string[] = [];
    const kindsSeen = new Set<string>();
    for (const path of paths) {
      // The sign-in check is the same on every page: wait for it on the first page of each kind.
      const firstOfKind = !kindsSeen.has(pageKind(path));
      kindsSeen.add(pageKind(path));
      const problem = await visit(page, path, firstOfKind ? 'Sign in' : null);
      if (problem) broken.push(problem);
    }
    expect(broken).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('signed in, a page of every kind loads without a console error or CSP violation', async ({ page, request }) => {
  test.setTimeout(10 * 60_000);
  const violations = await watchCspViolations(page);
  const samples = new Map<string, string>();
  for (const path of await sitemapPaths(request)) if (!samples.has(pageKind(path))) samples.set(pageKind(path), path);
  expect(samples.size).toBeGreaterThan(40);

  await page.goto(`${PROD_ORIGIN}/docs/support/s1`);
  await signIn(page);
  const broken: string[] = [];
  for (const path of samples.values()) {
    const problem = await visit(page, path, 'Logout');
    if (problem) broken.push(problem);
  }
  expect(broken).toEqual([]);
  expect(violations).toEqual([]);
});
