/**
 * Performance budgets of the portal, read by `npm run bench:pages`, the `budgets` step of
 * `npm test` (checks/check-budgets.ts) and `npm run bench:lighthouse`.
 *
 * Page weight: one representative route per page type; the initial JS and CSS of that route
 * (gzip level 9, see checks/page-weight.ts) may not exceed its budget. Budgets sit about 2-3 KiB above
 * the figures of 2 December 2026, lowered as each docs page stopped loading every sidebar's data,
 * each error-code page every platform's codes, every page the build's plugin options, the docs
 * without a twin in the global data and the sidebars' doc descriptions, and every page tslib
 * (perf/HISTORY.md, "Page weight"). Never raise one to fit new code:
 * move the code to where it is used, or take weight out elsewhere.
 *
 * Lighthouse: targets are ratios to a stock Docusaurus site measured in the same run (see
 * `ReferenceTarget`); the absolute scores are printed for information with the CPU benchmark index.
 */

export interface PageType {
  /** Short id used in tables and by the Lighthouse pages below. */
  id: string;
  label: string;
  /** Site path without the base URL, as a link in the docs would write it. */
  route: string;
  /** A page of the API reference (generated from api/*.yaml). */
  api?: boolean;
  /** Largest allowed initial JS and CSS, gzipped, in KiB (1024 bytes). */
  budget: { jsKiB: number; cssKiB: number };
  /**
   * Largest initial JS as a multiple of the stock Docusaurus guide's, built in the same run
   * (scripts/lib/scratch-site.ts): 1.0 for the guide and the home page, 1.15 for the other types.
   */
  stockRatio: number;
}

/**
 * A Lighthouse target relative to a page of the stock Docusaurus site that `npm run bench:lighthouse`
 * builds and measures in the same run, interleaved (scripts/lib/scratch-site.ts): ratios hold on any
 * machine, where absolute scores move with the CPU (± 6 points between runs on a 2-core machine).
 */
export interface ReferenceTarget {
  /** The stock page compared with: its one-paragraph home page, or the guide's Markdown twin. */
  page: 'home' | 'guide';
  /** Largest total blocking time as a share of the stock page's (mobile medians). */
  maxTbtRatio: number;
  /**
   * Smallest lead of the mobile performance score over the stock page's, in points (medians). The
   * score ends at 100: when the stock page scores more than 100 minus the lead, the target is 100.
   */
  minPerformanceLead?: number;
}

export interface LighthousePage {
  /** Id of the measured page in the bench's tables and its `--page` option. */
  page: string;
  /** Id of a page type above. */
  type: string;
  /**
   * Which page of the type: its route above (`route`), or the largest page of the type in the
   * build, by HTML size (`largest`; benches/lib/largest-pages.ts), the page its reader waits
   * longest for. A type the build cannot tell apart (the home page, the error lookup) has its route.
   */
  on: 'route' | 'largest';
  /** Targets against the stock Docusaurus site, on the mobile preset. */
  reference?: ReferenceTarget;
}

export interface Budgets {
  pageTypes: PageType[];
  /**
   * Page types still over their `stockRatio`, each with what is left to do: held by their `budget`
   * meanwhile. The budgets step fails when one of them meets its ratio (take it off the list).
   */
  overStock: Record<string, string>;
  api: {
    /** The plain docs page API pages are compared with. */
    plainPage: string;
    /** An API page's initial JS may be at most this many times the plain page's. */
    maxJsRatio: number;
    /** Source files of API reference pages, as module paths in the route registry. */
    contentModule: RegExp;
  };
  lighthouse: {
    pages: LighthousePage[];
    /** Lowest acceptable accessibility score on every page, mobile and desktop. */
    accessibility: number;
    /** Largest cumulative layout shift on every page, mobile and desktop (medians). */
    maxCls: number;
    /** Largest LCP as a share of the stock page's, on pages with a reference (mobile medians). */
    maxLcpRatio: number;
    /** Lowest performance score of every page, mobile and desktop (medians). */
    minPerformance?: number;
    /**
     * Largest TBT and LCP of a page loaded by a signed-in reader, as a multiple of the same page
     * signed out (mobile medians; the pages with a reference target).
     */
    maxSignedInRatio: number;
  };
}

/**
 * A page type whose CSS budget is the shared 18 KiB (every page type loads the same stylesheet; 17.0
 * on 1 December 2026, once the rules no page can use were dropped, plugins/css-prune).
 */
function pageType(
  id: string,
  label: string,
  route: string,
  jsKiB: number,
  stockRatio: number,
  options: { api?: boolean } = {},
): PageType {
  return { id, label, route, ...options, budget: { jsKiB, cssKiB: 18 }, stockRatio };
}

export const BUDGETS: Budgets = {
  pageTypes: [
    pageType('home', 'Home', '/', 136, 1.0),
    pageType('guide', 'Guide', '/docs/products/player/web/basic-playback', 166, 1.0),
    pageType('tag', 'Tag page', '/docs/tags/apidocsmedia-3', 144, 1.15),
    pageType('api-operation', 'API operation', '/docs/products/cms/metadata-service/get_episodes', 172, 1.15, {
      api: true,
    }),
    pageType('api-schema', 'API schema', '/docs/products/cms/metadata-service/schemas/series', 160, 1.15, {
      api: true,
    }),
    pageType('data-model', 'Data model', '/docs/products/edge/data-model/live/live-channel', 157, 1.15, { api: true }),
    pageType('error-codes', 'Error codes', '/docs/products/player/web/error-codes', 164, 1.15),
    pageType('error-lookup', 'Error lookup', '/error-lookup', 140, 1.15),
    // The releases are the page's HTML; its script carries their outlines (version, date, change
    // types), not their text, so the page no longer grows with each release's notes. The card that
    // renders a release loads with the catalogue, after a client-side move only.
    pageType('release-notes', 'Release notes', '/release-notes/', 140, 1.15),
    pageType('product', 'Product landing', '/CMS', 137, 1.15),
  ],
  overStock: {},

  api: {
    plainPage: 'guide',
    maxJsRatio: 1.3,
    contentModule: /^@site\/.*\.api\.mdx$/,
  },
  lighthouse: {
    pages: [
      { page: 'home', type: 'home', on: 'route', reference: { page: 'home', maxTbtRatio: 0.5 } },
      {
        page: 'guide',
        type: 'guide',
        on: 'route',
        reference: { page: 'guide', maxTbtRatio: 0.3, minPerformanceLead: 10 },
      },
      { page: 'largest-guide', type: 'guide', on: 'largest', reference: { page: 'guide', maxTbtRatio: 0.5 } },
      { page: 'api-operation', type: 'api-operation', on: 'largest', reference: { page: 'guide', maxTbtRatio: 0.5 } },
      { page: 'tag', type: 'tag', on: 'largest' },
      { page: 'error-lookup', type: 'error-lookup', on: 'route' },
      { page: 'release-notes', type: 'release-notes', on: 'largest' },
      { page: 'error-codes', type: 'error-codes', on: 'largest' },
      { page: 'product', type: 'product', on: 'largest' },
    ],
    accessibility: 100,
    maxCls: 0.02,
    maxLcpRatio: 1,
    minPerformance: 95,
    maxSignedInRatio: 1.2,
  },
};
