/**
 * The pages the load benches measure (`npm run bench:lighthouse`, `npm run bench:load`): each entry of
 * `lighthouse.pages` in perf/budgets.ts resolved against a build, its type's route or the largest page
 * of its type in the build (by HTML size, ./largest-pages.ts), with the stock site's page it is
 * compared with.
 */
import { BUDGETS, type LighthousePage } from '../../perf/budgets';
import { PRODUCTS } from '../../src/data/registry';
import { buildStockSite, STOCK_GUIDE_PATH } from '../../scripts/lib/scratch-site';
import { type BuildPage, largestPages } from './largest-pages';
import { referencePageId } from './lighthouse';

export interface MeasuredPage {
  /** The id in perf/budgets.ts (`guide`, `largest-guide`, …). */
  page: string;
  /** Site path without the base URL. */
  route: string;
  /** The build's largest page of the type, when the entry is `on: 'largest'` and the build has one. */
  largest?: BuildPage;
  /** The stock site's page id it is compared with (`stock guide`, `stock home`), if it has a target against it. */
  reference?: string;
}

/** `lighthouse.pages` of perf/budgets.ts (those named in `only`, if given) resolved against the build in `buildDir`. */
export function measuredPages(buildDir: string, only?: readonly string[]): MeasuredPage[] {
  const entries = BUDGETS.lighthouse.pages.filter((p) => !only || only.includes(p.page));
  if (entries.length === 0) throw new Error(`no Lighthouse page is called ${only?.join(', ')} in perf/budgets.ts`);
  const largest = largestPages(
    buildDir,
    PRODUCTS.map((p) => p.slug),
  );
  return entries.map((entry: LighthousePage) => {
    const found = entry.on === 'largest' ? largest.find((l) => l.type === entry.type) : undefined;
    let route = found?.route;
    if (!route) {
      const pageType = BUDGETS.pageTypes.find((t) => t.id === entry.type);
      if (!pageType) throw new Error(`perf/budgets.ts has no page type "${entry.type}"`);
      route = pageType.route;
    }
    return {
      page: entry.page,
      route,
      ...(found ? { largest: found } : {}),
      ...(entry.reference ? { reference: referencePageId(entry.reference.page) } : {}),
    };
  });
}

/** How a measured page was chosen, for the benches' headers. */
export function describePage(page: MeasuredPage): string {
  return page.largest
    ? `${page.route} (the largest, ${Math.round(page.largest.bytes / 1024)} KiB of HTML)`
    : `${page.route} (the route of its type)`;
}

/** Pages of the reference site (the stock Docusaurus site): a page id for the tables and its path. */
export const REFERENCE_PAGES: readonly (readonly [string, string])[] = [
  [referencePageId('home'), '/'],
  [referencePageId('guide'), STOCK_GUIDE_PATH],
];

/** Writes and builds the reference site in `dir` (scripts/lib/scratch-site.ts) and returns its build folder. */
export function buildReference(buildDir: string, dir: string): string {
  const guide = BUDGETS.pageTypes.find((t) => t.id === 'guide');
  if (!guide) throw new Error('perf/budgets.ts has no guide page type for the reference site');
  return buildStockSite(buildDir, dir, guide.route);
}
