/**
 * error-catalog: the FLP error catalogue (catalog/errors/*.yaml).
 * - loadContent reads and validates it; a bad entry fails the build, naming file and code.
 * - allContentLoaded checks its links against the site's routes (`shared/site-routes.ts`).
 * - contentLoaded gives each platform's error-code page that platform's codes (createData,
 *   catalog-<platform>.json, imported for ErrorCodeTable by remark.ts), the migration guides each platform's 6.x names (legacy-names.json,
 *   imported by LegacyErrorNames) and every page a small summary (global data).
 * - postBuild publishes /error-codes.json, which the /error-lookup page fetches after
 *   load, and its JSON Schema.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { CATALOG_DIR, ERROR_CATALOG_PLUGIN, type LoadedCatalog, loadCatalog } from './load';
import { JSON_PATH, SCHEMA_PATH, catalogVersion, publicCatalog, publicCatalogJsonSchema } from './publish';
import {
  CATALOG_PLATFORMS,
  CatalogError,
  type Catalog,
  type ErrorCatalogGlobalData,
  catalogLinkProblems,
} from './schema';
import { pluginContent } from '../shared/loaded-content';
import { readSiteRoutes } from '../shared/site-routes';

const PLUGIN_NAME = ERROR_CATALOG_PLUGIN;
/** The module ErrorCodeTable reads the server's codes from (configureWebpack resolves it). */
const SERVER_CODES_MODULE = '@flp/error-codes-on-server';
import { legacyNameTable } from './lib/legacy';
import { entriesForPlatform } from './lib/group';
import { themeAndSources } from '../shared/theme-source';

export default function errorCatalogPlugin(context: LoadContext): Plugin<LoadedCatalog> {
  const { siteDir, siteConfig } = context;
  let publicDir: string | null = null;
  let serverCodes: string | null = null;

  return {
    name: PLUGIN_NAME,

    ...themeAndSources(__dirname, [join(siteDir, CATALOG_DIR, '*.yaml')]),

    async loadContent() {
      return loadCatalog(siteDir);
    },

    async contentLoaded({ content, actions }) {
      const catalog: Catalog = { categories: content.categories, sources: content.sources, entries: content.entries };
      // The pages show no `raisedBy` or `citedBy` (who raises or names a service code is for
      // checks/raisers.ts and the published JSON): left out of the data the error-code pages load.
      const shown: Catalog = {
        ...catalog,
        entries: catalog.entries.map((entry) => {
          const { raisedBy, citedBy, ...rest } = entry;
          return raisedBy === undefined && citedBy === undefined ? entry : rest;
        }),
      };
      // Each platform's codes in a file of their own, which its error-code page loads (remark.ts).
      for (const platform of CATALOG_PLATFORMS) {
        const entries = entriesForPlatform(shown.entries, platform);
        await actions.createData(`catalog-${platform}.json`, JSON.stringify({ categories: shown.categories, entries }));
      }
      // The server build renders the tables from all of them, imported up front (configureWebpack).
      serverCodes = await actions.createData(
        'server-codes.js',
        [
          ...CATALOG_PLATFORMS.map((platform, i) => `import c${i} from './catalog-${platform}.json';`),
          `export default { ${CATALOG_PLATFORMS.map((platform, i) => `${JSON.stringify(platform)}: c${i}`).join(', ')} };`,
        ].join('\n'),
      );
      // The migration guides' 6.x-name tables need a few names per platform, not the catalogue.
      await actions.createData('legacy-names.json', JSON.stringify(legacyNameTable(catalog.entries)));
      // The same file the build publishes, served by the dev server (see configureWebpack).
      const file = await actions.createData(
        `public${JSON_PATH}`,
        JSON.stringify(publicCatalog(catalog, siteConfig.url, siteConfig.baseUrl)),
      );
      publicDir = dirname(file);
      const globalData: ErrorCatalogGlobalData = {
        jsonPath: JSON_PATH,
        version: catalogVersion(catalog),
        count: catalog.entries.length,
        platforms: [...CATALOG_PLATFORMS],
        categories: catalog.categories.map(({ id, title, from, to }) => ({ id, title, from, to })),
      };
      actions.setGlobalData(globalData);
    },

    async allContentLoaded({ allContent }) {
      const catalog = pluginContent<LoadedCatalog>(allContent, PLUGIN_NAME, 'the error catalogue’s links');
      const problems = catalogLinkProblems(catalog, readSiteRoutes(allContent, siteConfig.baseUrl));
      if (problems.length > 0) throw new CatalogError(problems);
    },

    configureWebpack(_config, isServer) {
      // ErrorCodeTable's codes on the server: every platform's, imported up front, so the server
      // renders each table at once; in the browser, none (the page loads its own when it needs them).
      const alias = {
        [SERVER_CODES_MODULE]:
          isServer && serverCodes ? serverCodes : join(__dirname, 'theme', 'ErrorCodeTable', 'noServerCodes.ts'),
      };
      if (isServer || !publicDir) return { resolve: { alias } };
      // Read by `docusaurus start` only (merged into its dev-server options); webpack's
      // Configuration type does not declare devServer.
      const devServer = { static: [{ directory: publicDir, publicPath: siteConfig.baseUrl, watch: false }] };
      return { devServer, resolve: { alias } } as Configuration;
    },

    async postBuild({ content, outDir }) {
      const catalog: Catalog = { categories: content.categories, sources: content.sources, entries: content.entries };
      const published = publicCatalog(catalog, siteConfig.url, siteConfig.baseUrl);
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, JSON_PATH.slice(1)), JSON.stringify(published));
      await writeFile(
        join(outDir, SCHEMA_PATH.slice(1)),
        JSON.stringify(publicCatalogJsonSchema(published.$schema), null, 2),
      );
    },
  };
}
