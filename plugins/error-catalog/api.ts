/**
 * The error catalogue's public face: what other plugins, the MCP server and the checks use of
 * `catalog/errors/`. Its loader and plugin name, its schema's types and platforms, a code's release,
 * 6.x name and page on each platform, the matching of `/error-lookup`
 * (`lib/lookup.ts`, which the MCP server's lookup_error shares), and the Markdown forms of its
 * components.
 */
export { CATALOG_DIR, ERROR_CATALOG_PLUGIN, type LoadedCatalog, loadCatalog } from './load';
export {
  CATALOG_PLATFORMS,
  FIRST_7X_RELEASE,
  type Catalog,
  type CatalogEntry,
  type CatalogPlatform,
  type Category,
} from './schema';
export { isCatalogJson, parseQuery, searchCatalog } from './lib/lookup';
export { errorPageRoute, legacyNameFor, nativeText, sinceFor } from './lib/format';
export { errorCodeTable, legacyErrorNames } from './twin';
