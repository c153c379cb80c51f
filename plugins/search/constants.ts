/** `search-index-{tag}.json` at the site root (product specification §7). */
export const INDEX_FILE_PREFIX = 'search-index-';
