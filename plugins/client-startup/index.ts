/**
 * client-startup: upstream modules of the browser bundle replaced where they cost start-up time
 * on the main thread. Each replacement says what it changes; re-check them when upgrading.
 *
 * - theme-common's `reactUtils` (client/reactUtils.tsx): no ICU collator built during hydration.
 * - core's browser entry (client/clientEntry.tsx, production builds): the route's preload in a task
 *   of its own after the main bundle's.
 * - `ComponentCreator` (client/ComponentCreator.tsx): each route's loadable component created when
 *   the route is first used, not all of them when the route table is evaluated.
 * - core's `ClientLifecyclesDispatcher` (client/ClientLifecyclesDispatcher.tsx): the scroll after a
 *   client-side navigation no longer throws on a fragment with a malformed escape (`#%E0`).
 * - theme-common's `useCodeWordWrap` (client/useCodeWordWrap.ts): a resize while a page with code
 *   blocks is replaced no longer throws (an upstream race, not a start-up cost), and code blocks of
 *   hidden tabs do not render again after hydration.
 * - plugin-content-docs' `docsPreferredVersion` (client/docsPreferredVersion.tsx) and theme-common's
 *   `useWindowSize` (client/useWindowSize.ts): the updates their effects make right after hydration,
 *   which React renders in one task that cannot yield, are gone where nothing changed (no stored
 *   preferred version) and in a transition where it did (the window size on a phone).
 * - `path-to-regexp` (client/pathToRegexp.ts): route paths without parameters matched by comparing
 *   strings, not by compiling a regular expression per route on every page load.
 * - utils-common's index (client/utilsCommon.ts): the same exports without tslib, which its
 *   CommonJS index required whole into every page's main bundle (weight, not time).
 * - core's `PendingNavigation` (client/PendingNavigation.tsx), `App` (client/App.tsx) and, in
 *   production, the router's history (client/displayedHistory.ts, given to the router by
 *   client/clientEntry.tsx): the router's context holds the page shown, so the page a client-side
 *   navigation leaves is not rendered again when the navigation starts and the click is answered
 *   at once; `App` leaves out core's `useIsBrowser()` provider (the theme's Root has one that flips
 *   in a transition).
 *
 * - In production, the async chunks' files are named by chunk id, not by Docusaurus's chunk names,
 *   and a content hash of 6 hex digits: the runtime every page parses first maps ids to hashes only
 *   (about 2 KiB gzipped less than both maps for this site's 430 chunks, and 0.6 KiB less than
 *   8-digit hashes). The id makes each name unique; the hash only tells a chunk's versions apart,
 *   for which 24 bits are plenty. The names stay in the route registry.
 * - The browser's copy of the site configuration without what only the build reads: the plugin and
 *   theme lists with their options, the presets, the HTML template (config-loader.cjs).
 *
 * - In production, the entry is in two files, React and the rest (ENTRY_PARTS), so that the end of
 *   each one's compilation on the main thread is a task of its own.
 * - In production, the entry's files (the runtime, React and the main bundle) begin with V8's compile hint
 *   `//# allFunctionsCalledOnLoad` (COMPILE_HINT): Chromium compiles their functions on the thread
 *   that streams the script, instead of on the main thread when each is first called. Most of them
 *   are called at start-up: React DOM's module alone is half the main bundle, and its first call
 *   parsed all of it on the main thread. At 4 × CPU the main bundle's task on the largest guide
 *   took 156-173 ms before, 120-154 after (medians of eight loads each, four runs), its compilation
 *   on the main thread 92-101 ms before, 34-40 after. Other browsers read it as a comment. Not the
 *   route chunks: hinted too, they changed nothing measurable while the modules run in the script's
 *   task (with the modules a task later they did; perf/HISTORY.md, "the main bundle compiled off
 *   the main thread"), and a chunk loaded on demand (the playback check's player) would compile
 *   what it never calls. Without it, React's file compiled faster on the main thread but its
 *   functions then compiled in the modules' start: the page's blocking time was higher (8 loads).
 *
 * A production build fails when one of them did not take effect (`shared/module-replacements.ts`).
 */
import { basename, extname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addBootScripts } from './boot-tables';
import { replacementPlugins, type ModuleReplacement } from '../shared/module-replacements';

const client = (file: string) => join(__dirname, 'client', file);

/** `@docusaurus/<pkg>`'s `file` (a path with `/`) replaced by `client/<local>`, named `<pkg> <module>`. */
function swap(pkg: string, file: string, local: string): ModuleReplacement {
  const parts = [pkg, ...file.split('/')].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    name: `${pkg} ${basename(file, extname(file))}`,
    upstream: new RegExp(`@docusaurus[\\\\/]${parts.join('[\\\\/]')}$`),
    local: client(local),
  };
}

const REPLACEMENTS: readonly ModuleReplacement[] = [
  // Bare requests only: each replacement imports its original by another name.
  { name: 'core ComponentCreator', upstream: /^@docusaurus\/ComponentCreator$/, local: client('ComponentCreator.tsx') },
  { name: 'path-to-regexp', upstream: /^path-to-regexp$/, local: client('pathToRegexp.ts') },
  { name: 'utils-common index', upstream: /^@docusaurus\/utils-common$/, local: client('utilsCommon.ts') },
  swap('theme-common', 'lib/utils/reactUtils.js', 'reactUtils.tsx'),
  swap('core', 'lib/client/PendingNavigation.js', 'PendingNavigation.tsx'),
  // Not a start-up cost: a fragment with a malformed escape (`#%E0`) crashed a loaded page.
  swap('core', 'lib/client/ClientLifecyclesDispatcher.js', 'ClientLifecyclesDispatcher.tsx'),
  // Not a start-up cost but an upstream race fixed the same way: a resize during a page change.
  swap('theme-common', 'lib/hooks/useCodeWordWrap.js', 'useCodeWordWrap.ts'),
  // The effects right after hydration: no update where nothing changed, a transition where it did.
  swap('plugin-content-docs', 'lib/client/docsPreferredVersion.js', 'docsPreferredVersion.tsx'),
  swap('theme-common', 'lib/hooks/useWindowSize.js', 'useWindowSize.ts'),
];

/**
 * Production builds only: the entry has no hot reloading, and the app goes with the entry's router.
 * (With the app replaced under `docusaurus start`, a page saved there was hot-reloaded in place and
 * the search did not find its new words until the page was reloaded: tests/dev/search.spec.ts.)
 */
const PRODUCTION_ONLY: readonly ModuleReplacement[] = [
  swap('core', 'lib/client/clientEntry.js', 'clientEntry.tsx'),
  swap('core', 'lib/client/App.js', 'App.tsx'),
];

/** Production builds: the routes of each section in a table of their own (route-tables.cjs). */
const ROUTE_TABLE_RULES = [
  { test: /[\\/]\.docusaurus[\\/](routes|registry)\.js$/, use: [join(__dirname, 'route-tables.cjs')] },
  {
    test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
    type: 'javascript/auto',
    use: [join(__dirname, 'route-tables.cjs')],
  },
];

/**
 * The entry in two files: React (React DOM is half of the entry) and the rest. A script's
 * compilation ends on the main thread when it runs, in the script's task; in one file, that and
 * the modules' start made the page's longest task after the first paint. Measured on this build's
 * pages in Chromium, mobile viewport, blocking time of the observed tasks at 4 × (perf/HISTORY.md,
 * "2 December 2026 (evening)"). Two files, not more: each split costs the compression a shared
 * vocabulary (about 0.5 KiB gzipped for this one, 2.3 for three files).
 */
const ENTRY_PARTS = {
  entryReact: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    type: /^javascript\//,
    chunks: 'initial',
    name: 'react',
    priority: 60,
    enforce: true,
  },
} as const;

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function clientStartup(context: LoadContext): Plugin {
  return {
    name: 'client-startup',
    // Production builds: each page boots with its route table and chunks (boot-tables.ts).
    async postBuild({ outDir, routesPaths, siteConfig }) {
      await addBootScripts(context.generatedFilesDir, outDir, siteConfig.baseUrl, routesPaths);
    },
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      const production = config.mode === 'production';
      const replacements = production ? [...REPLACEMENTS, ...PRODUCTION_ONLY] : REPLACEMENTS;
      return {
        ...(production && {
          output: { chunkFilename: 'assets/js/[id].[contenthash:6].js' },
          optimization: { splitChunks: { cacheGroups: ENTRY_PARTS } },
        }),
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [join(__dirname, 'config-loader.cjs')] },
            ...(production ? ROUTE_TABLE_RULES : []),
          ],
        },
        plugins: [
          ...replacementPlugins(
            'client-startup',
            currentBundler.instance.NormalModuleReplacementPlugin,
            replacements,
            production,
          ),
          // First line of the entry's files, after minification (which drops comments) and before
          // the content hash is computed.
          ...(production
            ? [
                new currentBundler.instance.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  entryOnly: true,
                  test: /\.js$/,
                  stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
                }),
              ]
            : []),
        ],
      };
    },
  };
}
