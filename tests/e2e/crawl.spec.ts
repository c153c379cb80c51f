import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { watchCspViolations } from './support/csp';
import { installRawMarkupCheck } from './support/raw-markup';
import { signIn } from './support/sign-in';
import { type SitePage, sitemapPages } from './support/sitemap';
import { renderReference } from '../../plugins/api-reference/generate';

const SITE_DIR = join(__dirname, '..', '..');

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
 * - Signed in (as demo), after the signed-out pass of the same shard: the return from the login page
 *   is a full load, then the first page of each kind is visited by the router and shows the
 *   reader's signed-in view. The sign-in check starts only after hydration on every page (the
 *   server-rendered state is "initialising" for everyone), so a full load signed in runs the same
 *   code on every kind; what differs per kind, its components rendering for a signed-in reader, a
 *   router visit runs too.
 * - On every page visited, signed out and in: no Markdown or MDX syntax in the text the reader sees
 *   after hydration (the rules of checks/rendering-rules.ts, which the `rendering` step of
 *   `npm test` applies to the built HTML), so what client components render is checked too.
 */

const SHARDS = 2;

/**
 * The API reference's pages, generated from api/*.yaml by one template per page type: pages of a
 * type that import the same components run the same code, whichever service they document.
 */
const GENERATED_KINDS = new Map(
  renderReference(SITE_DIR).pages.map((page) => [
    page.route,
    `API ${page.kind} (${[...page.content.matchAll(/^import (\w+) from/gm)].map((m) => m[1]).join(', ')})`,
  ]),
);

/**
 * Pages that run the same code are of one kind: the generated API pages of one template, a docs
 * folder, or a page with a special component.
 */
function pageKind(path: string): string {
  const generated = GENERATED_KINDS.get(path.replace(/\/$/, ''));
  if (generated) return generated;
  if (!path.startsWith('/docs/')) return path;
  const name = path.replace(/\/$/, '').split('/').pop() ?? '';
  if (['error-codes', 'releasenotes', 'references', 'features', 'known-issues'].includes(name)) return name;
  return path.replace(/\/[^/]*\/?$/, '');
}

/** The pages grouped by kind, in sitemap order within each kind. */
function kindsOf(all: readonly SitePage[]): SitePage[][] {
  const kinds = new Map<string, SitePage[]>();
  for (const page of all) kinds.set(pageKind(page.path), [...(kinds.get(pageKind(page.path)) ?? []), page]);
  return [...kinds.values()];
}

/**
 * The kinds of one shard: whole kinds, so each kind is loaded in full once in all, balanced by
 * page count (the largest kinds first, each to the shard with fewer pages so far).
 */
function shardOf(all: readonly SitePage[], shard: number): SitePage[][] {
  const shards = Array.from({ length: SHARDS }, () => ({ pages: 0, kinds: [] as SitePage[][] }));
  for (const kind of kindsOf(all).sort((a, b) => b.length - a.length)) {
    const smallest = shards.reduce((least, candidate) => (candidate.pages < least.pages ? candidate : least));
    smallest.kinds.push(kind);
    smallest.pages += kind.length;
  }
  return shards[shard]?.kinds ?? [];
}

/**
 * Loads a page in full and waits until it has hydrated (the fixture's `goto`) and the sign-in state
 * is settled (the navbar shows `authButton`), so the sign-in client's requests and frames have run
 * under the policy too. The waits poll in the page at every frame: Playwright's own assertions poll
 * at up to half-second intervals, which would add seconds to every page of the crawl.
 */
async function loadInFull(page: Page, path: string, authButton: 'Sign in' | 'Sign out'): Promise<string | null> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (response?.status() !== 200) return `${path}: HTTP ${response?.status()}`;
  if ((await page.locator('#__docusaurus main, #__docusaurus [class*="docMainContainer"]').count()) === 0) {
    return `${path}: no main content`;
  }
  try {
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll<HTMLElement>('nav.navbar button, nav.navbar [role="button"]')).some(
          (button) => button.textContent?.trim() === name && button.checkVisibility({ visibilityProperty: true }),
        ),
      authButton,
      { timeout: 20_000 },
    );
  } catch {
    return `${path}: the navbar never showed "${authButton}"`;
  }
  const raw = await page.evaluate(() => window.__flpRawMarkup?.() ?? ['the rendering check is not installed']);
  return raw.length > 0 ? `${path}: Markdown or MDX shown as text: ${raw.join(' | ')}` : null;
}

/**
 * Moves through pages with the site's router, as links do, inside the page: for each, waits until
 * the document has that page's title and checks that it shows main content. Returns the problems.
 */
async function route(page: Page, targets: readonly SitePage[]): Promise<string[]> {
  if (targets.length === 0) return [];
  return page.evaluate(async (targets) => {
    const problems: string[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const { path, title } of targets) {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      const deadline = performance.now() + 15_000;
      while (document.title !== title && performance.now() < deadline) await frame();
      if (document.title !== title) {
        problems.push(`${path}: the router did not reach the page (title "${document.title}", expected "${title}")`);
      } else if (!document.querySelector('#__docusaurus main, #__docusaurus article')) {
        problems.push(`${path}: no main content`);
      } else {
        const raw = window.__flpRawMarkup?.() ?? ['the rendering check is not installed'];
        if (raw.length > 0) problems.push(`${path}: Markdown or MDX shown as text: ${raw.join(' | ')}`);
      }
    }
    return problems;
  }, targets);
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page of the sitemap (part ${shard + 1} of ${SHARDS}) renders signed out, and a page of each kind signed in, without a console error or CSP violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(8 * 60_000);
    const violations = await watchCspViolations(page);
    await installRawMarkupCheck(page);
    const kinds = shardOf(await sitemapPages(request), shard);
    const broken: string[] = [];
    for (const [first, ...others] of kinds) {
      const problem = await loadInFull(page, first!.path, 'Sign in');
      if (problem) broken.push(problem);
      else broken.push(...(await route(page, others)));
    }
    expect(broken, 'signed out').toEqual([]);

    await signIn(page);
    broken.push(
      ...(await route(
        page,
        kinds.map(([first]) => first!),
      )),
    );
    await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(broken, 'signed in').toEqual([]);
    expect(violations).toEqual([]);
  });
}
