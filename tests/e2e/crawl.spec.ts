import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { watchCspViolations } from './support/csp';
import { DESKTOP, PHONE, QUERY_PAGES, type Viewport, installLayoutCheck, resizeAndMeasure } from './support/layout';
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
 * - On every page visited signed out, and on the pages reached by a query string: the layout pass
 *   (support/layout.ts), the page measured at one width and then, after a resize, at the other (the
 *   viewport alternates between 390 px and 1280 px, so each page costs one resize). A page loaded
 *   in full is loaded at 1280 px, where the navbar shows its sign-in button.
 * Each pass runs on the page while it is shown, so every page is rendered once for all of them; the
 * failures of each pass are reported on their own.
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
 * The problems of each pass, reported each on its own (soft assertions, so one pass's failures do
 * not hide another's).
 */
interface Problems {
  signedOut: string[];
  layout: string[];
  signedIn: string[];
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
 * Moves to a page with the site's router, as links do, inside the page: waits until the document
 * has that page's title, checks that it shows main content and no raw markup, and (with `layout`)
 * measures it at the width the viewport has. The problems of the crawl and of the layout pass (a
 * page the router does not reach is a problem of both).
 */
async function route(
  page: Page,
  { path, title }: SitePage,
  layout: boolean,
): Promise<{ reached: boolean; rendering: string[]; layout: string[] }> {
  return page.evaluate(
    async ({ path, title, layout }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      // The title and the canonical link are set together once the page is shown; the canonical
      // link tells apart two pages of one title.
      const shown = () => {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
        const at = canonical ? new URL(canonical).pathname.replace(/\/$/, '') : '';
        return document.title === title && at === path.replace(/\/$/, '');
      };
      const deadline = performance.now() + 15_000;
      while (!shown() && performance.now() < deadline) await frame();
      if (!shown()) {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
        const problem = `${path}: the router did not reach the page (title "${document.title}", expected "${title}"; canonical ${canonical})`;
        return { reached: false, rendering: [problem], layout: layout ? [problem] : [] };
      }
      const problems: string[] = [];
      if (!document.querySelector('#__docusaurus main, #__docusaurus article')) {
        const text = (document.querySelector('#__docusaurus')?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 160);
        problems.push(`${path}: no main content (title "${document.title}", shown: "${text}")`);
      } else {
        const raw = window.__flpRawMarkup?.() ?? ['the rendering check is not installed'];
        if (raw.length > 0) problems.push(`${path}: Markdown or MDX shown as text: ${raw.join(' | ')}`);
      }
      const measured = layout ? (window.__flpLayout?.(path) ?? ['the layout check is not installed']) : [];
      return { reached: true, rendering: problems, layout: measured };
    },
    { path, title, layout },
  );
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page of the sitemap (part ${shard + 1} of ${SHARDS}) renders signed out and fits a ${PHONE.width} px ${PHONE.name} and a ${DESKTOP.width} px ${DESKTOP.name} screen without running under the table of contents, and a page of each kind renders signed in, without a console error or CSP violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(8 * 60_000);
    const violations = await watchCspViolations(page);
    await installRawMarkupCheck(page);
    await installLayoutCheck(page);
    const all = await sitemapPages(request);
    const shared = [...new Set(all.map((sitePage) => sitePage.title))].filter(
      (title) => all.filter((sitePage) => sitePage.title === title).length > 1,
    );
    expect
      .soft(shared, 'titles that more than one page has (tabs, bookmarks and search engines could not tell them apart)')
      .toEqual([]);
    const kinds = shardOf(all, shard);
    const problems: Problems = { signedOut: [], layout: [], signedIn: [] };
    let width: Viewport = DESKTOP;
    /** Measures the page shown at the current width (unless `measured` already), then resizes to the other and measures it again. */
    const measureBoth = async (path: string, measured: string[] | null): Promise<void> => {
      problems.layout.push(...(measured ?? (await resizeAndMeasure(page, width, path))));
      width = width === DESKTOP ? PHONE : DESKTOP;
      problems.layout.push(...(await resizeAndMeasure(page, width, path)));
    };
    /** A full load at desktop width, where the navbar shows its buttons. */
    const toDesktop = async (): Promise<void> => {
      if (width !== DESKTOP) await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      width = DESKTOP;
    };

    for (const [first, ...others] of kinds) {
      await toDesktop();
      const problem = await loadInFull(page, first!.path, 'Sign in');
      if (problem) {
        problems.signedOut.push(problem);
        continue;
      }
      await measureBoth(first!.path, null);
      for (const target of others) {
        const visit = await route(page, target, true);
        problems.signedOut.push(...visit.rendering);
        if (visit.reached) await measureBoth(target.path, visit.layout);
        else problems.layout.push(...visit.layout);
      }
    }
    // The pages whose content comes from the query string (not in the sitemap), in the first shard.
    for (const { path, ready } of shard === 0 ? QUERY_PAGES : []) {
      await toDesktop();
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await measureBoth(path, null);
    }
    expect.soft(kinds.flat().length, 'pages in this part').toBeGreaterThan(100);
    expect.soft(problems.signedOut, 'signed out: HTTP, main content, no Markdown or MDX shown as text').toEqual([]);
    expect
      .soft(
        problems.layout,
        `layout at ${PHONE.width} px and ${DESKTOP.width} px: nothing wider than the screen or under the table of contents`,
      )
      .toEqual([]);

    await toDesktop();
    await signIn(page);
    for (const [first] of kinds) problems.signedIn.push(...(await route(page, first!, false)).rendering);
    await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect.soft(problems.signedIn, 'signed in').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
}
