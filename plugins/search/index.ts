/**
 * search: the portal's local search.
 * - postBuild reads the built HTML of every docs page and site page, splits it into sections
 *   (h1–h3, and the rows of the error-code tables) and writes one `search-index-{tag}.json`
 *   per docs version (`docs-default-current`, `docs-default-6.x`) and for the site pages
 *   (`default`): `{documents, index}`, a manifest naming the shards of the index and of its
 *   documents (publish.ts, shards.ts), the index being MiniSearch's in a compact form (engine.ts).
 * - theme/SearchBar is the navbar widget (@theme/SearchBar: listed in `themes` after the classic
 *   theme, this plugin shadows its empty one); a Web Worker (worker.ts) loads the manifests when the
 *   box is hovered or focused, and per query the shards the query needs.
 * - client/highlight marks the searched terms on the page a result leads to (`?highlight=`).
 * - Under `docusaurus start`, which renders no HTML, allContentLoaded builds the docs' indexes
 *   from the pages' Markdown twins instead (dev.ts), with the same engine, fields, sharding and
 *   ranking, and again whenever a page changes; the dev server serves them from the generated
 *   folder. The site pages (React pages) are not in them, which the widget says.
 */
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { buildIndexes, pagesToIndex } from './collect';
import { DevIndexWriter } from './dev';
import { publishIndex } from './publish';
import type { ExtractOptions, SubsectionRule } from './extract';

export interface SearchPluginOptions {
  /** How many sidebar categories above a doc are indexed (nearest first); 0 indexes none. */
  indexDocSidebarParentCategories?: number;
  /**
   * A label per sidebar id, counted as the outermost category of the docs of that sidebar
   * (`roku` -> `Roku player`): tells the five platforms' same-titled pages apart.
   */
  sidebarLabels?: Record<string, string>;
  /** Elements with an id that are sections of their own (see extract.ts). */
  subsections?: SubsectionRule[];
  /** Routes not to index. */
  excludeRoutes?: string[];
}

export const EXTRACT_DEFAULTS: Omit<ExtractOptions, 'subsections'> = {
  // Docs: the Markdown of the article (not breadcrumbs, version badge, TOC, pagination).
  // Other pages: their main element.
  contentSelectors: ['article .theme-doc-markdown', 'main'],
  ignoreSelectors: [
    '.hash-link',
    'nav',
    'button',
    'form',
    'select',
    'svg',
    'noscript',
    '.theme-doc-toc-mobile',
    '.theme-admonition-icon',
    // Content that repeats another page's: the search leads to that page instead (for example the
    // migration guides' table of every 6.x error name, whose codes have their rows in error-codes).
    '[data-search-ignore]',
  ],
};

function checkOptions(options: SearchPluginOptions): Required<SearchPluginOptions> {
  const depth = options.indexDocSidebarParentCategories ?? 0;
  if (!Number.isInteger(depth) || depth < 0) {
    throw new Error(`search plugin: indexDocSidebarParentCategories must be a whole number >= 0, got ${String(depth)}`);
  }
  for (const rule of options.subsections ?? []) {
    if (!rule.selector || !rule.title) {
      throw new Error(
        `search plugin: each subsection needs a selector and a title selector, got ${JSON.stringify(rule)}`,
      );
    }
  }
  return {
    indexDocSidebarParentCategories: depth,
    sidebarLabels: options.sidebarLabels ?? {},
    subsections: options.subsections ?? [],
    excludeRoutes: options.excludeRoutes ?? [],
  };
}

export default function searchPlugin(context: LoadContext, rawOptions: SearchPluginOptions = {}): Plugin {
  const options = checkOptions(rawOptions);
  const collect = {
    parentCategoriesDepth: options.indexDocSidebarParentCategories,
    sidebarLabels: options.sidebarLabels,
    excludeRoutes: options.excludeRoutes,
  };
  // `docusaurus start`: the development index (dev.ts), written in the background to a folder of
  // the generated files that the dev server serves, one rebuild after the other.
  const devDir = join(context.generatedFilesDir, 'search', 'dev-index');
  const devIndex = new DevIndexWriter(devDir, collect);

  return {
    name: 'search',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    getClientModules() {
      return [join(__dirname, 'client', 'highlight.ts')];
    },

    allContentLoaded({ allContent }) {
      // Not awaited: the dev server starts (and shows a saved page) without waiting for the index.
      if (process.env.NODE_ENV === 'development') devIndex.update(allContent, context);
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      // Read by `docusaurus start` only (merged into its dev-server options).
      mkdirSync(devDir, { recursive: true });
      const devServer = { static: [{ directory: devDir, publicPath: context.baseUrl, watch: false }] };
      return { devServer } as Configuration;
    },

    async postBuild({ outDir, plugins, baseUrl }) {
      const pages = pagesToIndex(plugins, collect);
      const { files, skipped } = await buildIndexes(outDir, baseUrl, pages, {
        ...EXTRACT_DEFAULTS,
        subsections: options.subsections,
      });
      if (skipped.length > 0) {
        throw new Error(`search plugin: no HTML content to index for ${skipped.join(', ')}`);
      }
      // Each index is sharded (publish.ts): the manifest `search-index-{tag}.json` and the files
      // it names under `search-index/{tag}/`, fetched by the search box only as queries need them.
      const written = [...files].flatMap(([tag, file]) => [...publishIndex(tag, file)]);
      await Promise.all(
        [...new Set(written.map(([path]) => dirname(join(outDir, path))))].map((dir) =>
          mkdir(dir, { recursive: true }),
        ),
      );
      await Promise.all(written.map(([path, json]) => writeFile(join(outDir, path), json)));
    },
  };
}
