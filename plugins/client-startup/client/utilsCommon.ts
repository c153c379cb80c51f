/**
 * `@docusaurus/utils-common`'s index for the browser bundle: the same exports, re-exported from
 * the package's own modules. Upstream's index is compiled to CommonJS with TypeScript's helpers
 * imported from tslib (for one `__importDefault`), which put all of tslib (about 3.7 KiB
 * gzipped, none of it used anywhere else) into the main bundle of every page: a CommonJS require of
 * an ES module keeps every export.
 *
 * Upstream: @docusaurus/utils-common@3.10.2 lib/index.js
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors (upstream's comment).
export const blogPostContainerID = '__blog-post-container';
