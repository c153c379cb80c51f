import type { Config } from '@docusaurus/types';
import type * as ClassicTheme from '@docusaurus/theme-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as Pages from '@docusaurus/plugin-content-pages';
import type * as Sitemap from '@docusaurus/plugin-sitemap';
import type * as Gtag from '@docusaurus/plugin-google-gtag';
import type { SearchPluginOptions as SearchOptions } from './plugins/search';
import type { PluginOptions as LlmsTxtOptions } from './plugins/llms-txt';
import type { PluginOptions as PrecompressOptions } from './plugins/precompress';
import type { PluginOptions as CodeHighlightOptions } from './plugins/code-highlight';
import type { PluginOptions as DevRedirectsOptions } from './plugins/dev-redirects';
import rehypeCodeHighlight, { type RehypeCodeHighlightOptions } from './plugins/code-highlight/rehype';
import rehypeAccessibleTables from './plugins/accessible-tables/rehype';
import rehypeStaticHtml, { type RehypeStaticHtmlOptions } from './plugins/static-html/rehype';
import rehypeReadableHeadings from './plugins/readable-headings/rehype';
import remarkFacts from './plugins/facts/remark';
import remarkWebhookDelivery from './plugins/api-reference/remark-webhook-delivery';
import remarkRetryTable from './plugins/api-reference/remark-retry-table';
import remarkErrorCodeTables from './plugins/error-catalog/remark';
import remarkDevLinkSources from './plugins/dev-problems/remark';
import { loadFacts } from './plugins/facts/load';
import type { UserThemeConfig as CommonThemeConfig } from '@docusaurus/theme-common';

import { readSiteEnv } from './src/config/env';
import { SSR_TEMPLATE } from './src/config/ssrTemplate';
import { readAuthEnv } from './src/auth/config';
import { COMPANY_LINKS, PLATFORMS, PRODUCTS, SECTIONS, platformOverviewRoute } from './src/data/registry';
import { announcement } from './src/data/announcement';
import { playerPageTitle } from './src/config/docTitles';
import { codeStyleClasses, codeTheme, codeThemeCss } from './src/data/codeThemes';

const env = readSiteEnv(process.env);
const auth = readAuthEnv(process.env);

const SITE_TITLE = 'FLP Developer Portal';
/** The docs sections' names by sidebar id. */
const SECTION_LABELS: Record<string, string> = Object.fromEntries(
  SECTIONS.map((section) => [section.sidebarId, section.label]),
);

/**
 * `docusaurus start`: what the build would fail on (broken links, a docs load that fails) is shown in
 * the browser and the terminal as the writer saves (plugins/dev-problems). The build has none of it.
 */
const DEV_SERVER = process.env.NODE_ENV === 'development';

/**
 * Paths that lead elsewhere: pages in the build, routes under `docusaurus start` (plugins/dev-redirects).
 * `/docs` is the docs' index: the home page, which lists every SDK and service (no one platform's
 * overview is the reader's way in).
 */
const REDIRECTS = [
  { from: '/docs', to: '/' },
  { from: '/docs/6.x', to: '/docs/6.x/products/player/ios/overview' },
];

/** Prism grammars beyond prism-react-renderer's own, for the code blocks of the docs. */
const PRISM_LANGUAGES = [
  'kotlin',
  'swift',
  'java',
  'bash',
  'json',
  'yaml',
  'groovy',
  'http',
  'brightscript',
  'ini',
  'csharp',
  'php',
  'ruby',
];

/**
 * Fenced code blocks of docs and pages are highlighted at build time (plugins/code-highlight);
 * Markdown tables, scroll regions on narrow screens, are focusable and named, and the first paint waits
 * for the first one near the top (plugins/accessible-tables);
 * headings break at sensible points on a phone (plugins/readable-headings);
 * what is plain HTML reaches React as HTML, not an element per element, and what is plain but for its
 * links keeps the server's HTML at hydration (plugins/static-html).
 */
const rehypePlugins: Docs.Options['rehypePlugins'] = [
  [
    rehypeCodeHighlight,
    {
      theme: codeTheme,
      additionalLanguages: PRISM_LANGUAGES,
      styleClasses: codeStyleClasses,
    } satisfies RehypeCodeHighlightOptions,
  ],
  rehypeAccessibleTables,
  rehypeReadableHeadings,
  // Last: it hands the plain subtrees the others made to React as HTML, and has the server's HTML
  // of the parts that are plain but for their links kept at hydration.
  [rehypeStaticHtml, { keptAsBuilt: '@site/src/components/KeptAsBuilt' } satisfies RehypeStaticHtmlOptions],
];

/**
 * `<Fact id="..."/>` in docs and pages reads its value from catalog/facts.yaml (plugins/facts);
 * `<WebhookDelivery event="..."/>` is the event's example delivery, signed at build time from its
 * OpenAPI example (plugins/api-reference/remark-webhook-delivery.ts); `<RetryTable />` which requests
 * are safe to send again, from the documents' verdicts (plugins/api-reference/remark-retry-table.ts).
 */
const facts = loadFacts(__dirname);
// Each plugin is a closure over its options, not a [plugin, options] pair: Docusaurus sends the site
// config to the browser, and an options object would put the facts catalogue (and this machine's
// site directory) into every page's main bundle.
const remarkPlugins: Docs.Options['remarkPlugins'] = [
  function factsPlugin() {
    return remarkFacts({ facts });
  },
  function webhookDeliveryPlugin() {
    return remarkWebhookDelivery({ siteDir: __dirname });
  },
  function retryTablePlugin() {
    return remarkRetryTable({ siteDir: __dirname });
  },
  // Each error-code page imports its platform's codes only (plugins/error-catalog/remark.ts).
  remarkErrorCodeTables,
  // Under `npm start` only: links carry their source file and line (plugins/dev-problems).
  ...(DEV_SERVER
    ? [
        function devLinkSourcesPlugin() {
          return remarkDevLinkSources({ siteDir: __dirname });
        },
      ]
    : []),
];

const config: Config = {
  title: SITE_TITLE,
  tagline: 'Build video apps on FLP: player SDKs, content and edge APIs, live and VOD.',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  // A PNG (128 px, drawn from img/logo.svg), as is the navbar's logo: a browser renders an SVG
  // image as a document of its own on the page's main thread (13-21 ms for a page's first one,
  // unthrottled), and decodes a PNG off it.
  favicon: 'img/logo.png',
  titleDelimiter: '|',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // A player page's document title names its player and older version (src/config/docTitles.ts),
    // made here so that no page's JavaScript carries the rule; DocItem/Content renders it.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const { title } = result.frontMatter;
      const documentTitle = typeof title === 'string' ? playerPageTitle(title, params.filePath, SECTION_LABELS) : null;
      if (documentTitle) result.frontMatter.document_title = documentTitle;
      return result;
    },
  },
  future: {
    v4: true,
    // Rspack and the other faster options, without the persistent cache: builds
    // are short anyway, and a cache left by an interrupted build can stall the next.
    faster: {
      rspackBundler: true,
      rspackPersistentCache: false,
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: true,
    },
  },
  // Plain local-storage keys (theme, docs-preferred-version-*, announcement),
  // as the product specification names them: one site per origin.
  storage: { type: 'localStorage', namespace: false },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  // sectionLabels: the docs sections' names by sidebar id, for the version dropdown's notice
  // (src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx), which would otherwise bring the whole
  // registry into every docs page's JavaScript.
  customFields: {
    auth,
    apiTryUrl: env.apiTryUrl,
    sectionLabels: SECTION_LABELS,
  },
  // A link to a heading scrolls to it on arrival under `docusaurus start` too.
  clientModules: ['./src/clientModules/anchorScroll.ts', './src/clientModules/skipOffscreen.ts'],
  // The site's scripts start once the server-rendered page has painted (src/config/ssrTemplate.ts).
  ssrTemplate: SSR_TEMPLATE,

  themes: [
    ['@docusaurus/theme-classic', { customCss: './src/css/custom.css' } satisfies ClassicTheme.Options],
    '@docusaurus/theme-mermaid',
    // The search: its index (build and development) and its navbar box, @theme/SearchBar, which
    // shadows the classic theme's empty one because this theme is listed after it.
    [
      './plugins/search',
      {
        // A doc's sidebar category and docs section are indexed with it (the specification's
        // default is 0, none): they tell apart the same-titled pages of the five platforms.
        indexDocSidebarParentCategories: 2,
        sidebarLabels: Object.fromEntries(SECTIONS.map((s) => [s.sidebarId, s.label])),
        // Each error code is a row with its own anchor: a section of its own.
        subsections: [{ selector: 'tr[id]', title: 'td:first-child > a, td:first-child > code' }],
        // The timeline repeats the platforms' release notes, which have an anchor per version.
        excludeRoutes: ['/release-notes/'],
      } satisfies SearchOptions,
    ],
  ],

  plugins: [
    // Must stay first: gzip and brotli copies of the build's text files, written once every other
    // plugin's postBuild has finished (it wraps the hooks of the plugins listed after it).
    ['./plugins/precompress', { level: env.precompress } satisfies PrecompressOptions],
    // Writes the API reference pages (docs/**/*.api.mdx) from api/*.yaml before the docs are read.
    './plugins/api-reference',
    // The docs plugin, each docs page loading the data of its own sidebar only (plugins/docs-sidebar-routes).
    [
      DEV_SERVER ? './plugins/dev-problems/docs-plugin.ts' : './plugins/docs-sidebar-routes',
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/*.test.{js,jsx,ts,tsx}', 'README.md'],
        tags: 'tags.yml',
        onInlineTags: 'throw',
        lastVersion: 'current',
        versions: {
          current: { label: '7.x', path: '', banner: 'none', badge: true },
          '6.x': { label: '6.x', path: '6.x', banner: 'unmaintained', badge: true },
        },
        showLastUpdateTime: false,
        remarkPlugins,
        rehypePlugins,
      } satisfies Docs.Options,
    ],
    ['@docusaurus/plugin-content-pages', { remarkPlugins, rehypePlugins } satisfies Pages.Options],
    ['@docusaurus/plugin-sitemap', { changefreq: null, priority: null } satisfies Sitemap.Options],
    './plugins/error-catalog',
    // The redirects: pages of the build, routes of `docusaurus start`.
    ['./plugins/dev-redirects', { redirects: REDIRECTS } satisfies DevRedirectsOptions],
    './plugins/release-notes',
    // Feature availability per SDK (catalog/features.yaml) and known issues (catalog/known-issues.yaml).
    './plugins/feature-matrix',
    './plugins/known-issues',
    // The Playback check page's rules from the facts, and /playback-rules.json (plugins/playback-check).
    './plugins/playback-check',
    // Prism and the extra languages below load with a page's code blocks, not with every page;
    // the code colours of both modes are CSS variables (src/data/codeThemes.ts).
    ['./plugins/code-highlight', { css: codeThemeCss } satisfies CodeHighlightOptions],
    // Links prefetch their targets without searching every route each time.
    './plugins/route-prefetch',
    './plugins/client-startup',
    [
      './plugins/llms-txt',
      // /llms.txt lists the docs by section, in the registry's order.
      { sidebarLabels: Object.fromEntries(SECTIONS.map((s) => [s.sidebarId, s.label])) } satisfies LlmsTxtOptions,
    ],
    ...(DEV_SERVER ? ['./plugins/dev-problems'] : []),
    // What each browser chunk is made of, for the budgets' breakdown (production builds).
    './plugins/bundle-report',
    // The stylesheet keeps only the rules a page can use (production builds).
    './plugins/css-prune',
    ...(env.gtagId
      ? [['@docusaurus/plugin-google-gtag', { trackingID: env.gtagId, anonymizeIP: false } satisfies Gtag.Options]]
      : []),
  ],

  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: { ...announcement(env.baseUrl), isCloseable: true },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: { alt: 'FLP', src: 'img/logo.png', width: 32, height: 32 },
      items: [
        {
          type: 'dropdown',
          label: 'SDKs',
          position: 'left',
          items: PLATFORMS.filter((p) => p.inSdkMenu).map((p) => ({
            label: p.label,
            to: platformOverviewRoute(p.id),
          })),
        },
        {
          type: 'dropdown',
          label: 'Products',
          position: 'left',
          items: PRODUCTS.map((p) => ({ label: p.name, to: `/${p.slug}` })),
        },
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            { label: 'Release notes', to: '/release-notes/' },
            { label: 'Error lookup', to: '/error-lookup' },
            { label: 'Playback check', to: '/playback-check' },
          ],
        },
        // The account slot (search, tenant picker and Sign out for signed-in readers, else Sign in)
        // comes first on the right: the right-hand items are laid out from the right edge, so what
        // the slot shows once the sign-in check answers grows leftwards into free space and moves
        // none of the items after it (no layout shift). Its sizes per width: src/css/custom.css.
        { type: 'search', position: 'right', className: 'flp-navbar-search' },
        { type: 'custom-signOut', position: 'right' },
        { type: 'custom-signIn', position: 'right' },
        { type: 'docsVersionDropdown', position: 'right' },
        // `flp-locale`: shown as its icon on narrower desktops (src/css/custom.css).
        { type: 'localeDropdown', position: 'right', className: 'flp-locale' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Product',
          items: [
            { label: 'Solutions', href: COMPANY_LINKS.solutions },
            { label: 'Products', href: COMPANY_LINKS.products },
            { label: 'Architecture Matters', href: COMPANY_LINKS.architecture },
          ],
        },
        {
          title: 'Company',
          items: [
            { label: 'About Us', href: COMPANY_LINKS.about },
            { label: 'Join Us', href: COMPANY_LINKS.careers },
            { label: 'Contact Us', href: COMPANY_LINKS.contact },
          ],
        },
        {
          title: 'Resources',
          items: [
            { label: 'Documentation', to: '/' },
            { label: 'Blog', href: COMPANY_LINKS.blog },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} FLP. Documentation for the FLP video platform.`,
    },
    prism: {
      // One theme for both modes: its colours are CSS variables set per mode by plugins/code-highlight.
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: [...PRISM_LANGUAGES],
    },
  } satisfies CommonThemeConfig,
};

export default config;
