/**
 * The error catalogue's public face: what other plugins, the MCP server and the checks use of
 * `catalog/errors/`. Its loader, its schema's types and platforms, the matching of `/error-lookup`
 * (`lib/lookup.ts`, which the MCP server's lookup_error shares), and the Markdown forms of its
 * components.
 */
export { CATALOG_DIR, loadCatalog } from './load';
export { CATALOG_PLATFORMS, type Catalog, type CatalogEntry, type CatalogPlatform, type Category } from './schema';
export { isCatalogJson, parseQuery, searchCatalog } from './lib/lookup';
export { errorCodeTable, legacyErrorNames } from './twin';
