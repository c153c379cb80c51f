/**
 * route-prefetch: replaces the module behind `window.docusaurus` (@docusaurus/core's
 * lib/client/docusaurus.js), which every <Link> calls to prefetch its target when it scrolls into
 * view, with client/docusaurus.ts: the same prefetch and preload, but the chunk names of a route are
 * looked up in an index built once instead of searched for, each chunk file is prefetched once, and
 * nothing is prefetched until the reader does something on the page (a pointer, a touch, a scroll,
 * a key), so a visit that ends on the page it came for spends no data on the pages it links to.
 *
 * Upstream, each prefetch tests every key of the route chunk map with a regular expression, once
 * per matched route level (the site has several hundred routes with the generated API reference),
 * and adds a <link rel=prefetch> for every chunk of every linked route, also for files already
 * prefetched for another link: a docs page with its sidebar added about 250 link elements for some
 * 25 distinct files, all in the long tasks that follow hydration. A production build fails when the
 * replacement did not take effect (`shared/module-replacements.ts`).
 *
 * The replacement finds a chunk's files through the route registry instead of the runtime's map of
 * every chunk name (ChunkAssetPlugin's `__webpack_require__.gca`), which production builds leave out;
 * one fails when Docusaurus no longer adds that plugin under its name.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replacementPlugins, type ModuleReplacement } from '../shared/module-replacements';

const REPLACEMENT: ModuleReplacement = {
  name: 'core window.docusaurus',
  upstream: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
  local: join(__dirname, 'client', 'docusaurus.ts'),
};

/** Docusaurus's bundler plugin behind `__webpack_require__.gca` (core lib/webpack/plugins). */
const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

export default function routePrefetch(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(config, isServer, { currentBundler }) {
      // The server build never prefetches; the module only matters in the browser.
      if (isServer) return {};
      const production = config.mode === 'production';
      if (production) {
        // The prefetch finds a chunk's files through the route registry (client/docusaurus.ts), so
        // the runtime's map of every chunk name to its file is left out (about 3 KiB on every page).
        const plugins = config.plugins ?? [];
        const kept = plugins.filter((plugin) => plugin?.constructor.name !== CHUNK_ASSET_PLUGIN);
        if (kept.length === plugins.length)
          throw new Error(
            `route-prefetch: the browser build has no ${CHUNK_ASSET_PLUGIN} to leave out (renamed upstream?)`,
          );
        config.plugins = kept;
      }
      return {
        plugins: replacementPlugins(
          'route-prefetch',
          currentBundler.instance.NormalModuleReplacementPlugin,
          [REPLACEMENT],
          production,
        ),
      };
    },
  };
}
