import type { APIRequestContext, Page } from '@playwright/test';
import { load } from 'cheerio';
import { test, expect } from './support/fixtures';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/sign-in';

/**
 * Every page of the sitemap, as production serves it: the build behind nginx with its
 * Content-Security-Policy (deploy/nginx). The fixture fails a test on any console error or uncaught
 * exception; these tests also fail on any CSP violation Chromium reports.
 * - Every page's HTML, over HTTP: served with 200, the app's root and the page's main content.
 * - Signed out, in the browser: the first page of each kind is loaded in full (so it hydrates and
 *   the sign-in check runs under the policy), the other pages of that kind are visited the way a
 *   reader moves on, by the router (their code runs, their chunks load, their content renders to
 *   the title the HTML has). Pages of one kind run the same code on a full load, so loading each
 *   in full would take several times as long and check nothing new. Two shards of whole kinds
 *   run in parallel.
 * - Signed in (as demo): one page of each kind, loaded in full.
 */

const SHARDS = 2;

interface SitePage {
  path: string;
  /** The document title of the built HTML, which the router must also reach. */
  title: string;
}

let pages: SitePage[] | undefined;

/** The sitemap's pages with their titles, read once per worker; each must serve its page. */
async function sitemapPages(request: APIRequestContext): Promise<SitePage[]> {
  if (pages) return pages;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(240);
  const broken: string[] = [];
  const found: SitePage[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const $ = load(await response.text());
    if (response.status() !== 200) broken.push(`${path}: HTTP ${response.status()}`);
    else if ($('#__docusaurus').length === 0) broken.push(`${path}: no app root`);
    else if ($('#__docusaurus main, #__docusaurus article').length === 0) broken.push(`${path}: no main content`);
    else found.push({ path, title: $('title').first().text() });
  }
  expect(broken).toEqual([]);
  pages = found;
  return found;
}

/** Pages that run the same code are of one kind: a docs folder, or a page with a special component. */
function pageKind(path: string): string {
  if (!path.startsWith('/docs/')) return path;
  const name = path.replace(/\/$/, '').split('/').pop() ?? '';
  if (['error-codes', 'releasenotes', 'references', 'features', 'known-issues'].includes(name)) return name;
  return path.replace(/\/[^/]*\/?$/, '');
}

/**
 * The pages of one shard: whole kinds, so each kind is loaded in full once in all, balanced by
 * page count (the largest kinds first, each to the shard with fewer pages so far).
 */
function shardOf(all: readonly SitePage[], shard: number): SitePage[] {
  const kinds = new Map<string, SitePage[]>();
  for (const page of all) kinds.set(pageKind(page.path), [...(kinds.get(pageKind(page.path)) ?? []), page]);
  const shards: SitePage[][] = Array.from({ length: SHARDS }, () => []);
  for (const group of [...kinds.values()].sort((a, b) => b.length - a.length)) {
    shards.reduce((smallest, candidate) => (candidate.length < smallest.length ? candidate : smallest)).push(...group);
  }
  return shards[shard] ?? [];
}

/**
 * Loads a page in full and waits until it has hydrated and, with `authButton`, until the sign-in
 * state is settled (the navbar shows that button), so the sign-in client's requests and frames
 * have run under the policy too.
 */
async function loadInFull(page: Page, path: string, authButton: 'Sign in' | 'Logout'): Promise<string | null> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (response?.status() !== 200) return `${path}: HTTP ${response?.status()}`;
  await expect(page.locator('html'), path).toHaveAttribute('data-has-hydrated', 'true');
  if ((await page.locator('#__docusaurus main, #__docusaurus [class*="docMainContainer"]').count()) === 0) {
    return `${path}: no main content`;
  }
  await expect(page.locator('nav.navbar').getByRole('button', { name: authButton }), path).toBeVisible({
    timeout: 20_000,
  });
  return null;
}

/** Moves to a page with the site's router, as a link does, and waits until it shows that page. */
async function route(page: Page, target: SitePage): Promise<string | null> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, target.path);
  try {
    await page.waitForFunction((title) => document.title === title, target.title, { timeout: 15_000 });
  } catch {
    return `${target.path}: the router did not reach the page (title "${await page.title()}", expected "${target.title}")`;
  }
  return (await page.locator('#__docusaurus main, #__docusaurus article').count()) === 0
    ? `${target.path}: no main content`
    : null;
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`signed out, every page of the sitemap (part ${shard + 1} of ${SHARDS}) renders without a console error or CSP violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(8 * 60_000);
    const violations = await watchCspViolations(page);
    const mine = shardOf(await sitemapPages(request), shard);
    const broken: string[] = [];
    const kindsSeen = new Set<string>();
    for (const target of mine) {
      const firstOfKind = !kindsSeen.has(pageKind(target.path));
      kindsSeen.add(pageKind(target.path));
      const problem = firstOfKind ? await loadInFull(page, target.path, 'Sign in') : await route(page, target);
      if (problem) broken.push(problem);
    }
    expect(broken).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('signed in, a page of every kind loads without a console error or CSP violation', async ({ page, request }) => {
  test.setTimeout(8 * 60_000);
  const violations = await watchCspViolations(page);
  const samples = new Map<string, string>();
  for (const { path } of await sitemapPages(request))
    if (!samples.has(pageKind(path))) samples.set(pageKind(path), path);
  expect(samples.size).toBeGreaterThan(40);

  await page.goto('/docs/support/s1');
  await signIn(page);
  const broken: string[] = [];
  for (const path of samples.values()) {
    const problem = await loadInFull(page, path, 'Logout');
    if (problem) broken.push(problem);
  }
  expect(broken).toEqual([]);
  expect(violations).toEqual([]);
});
