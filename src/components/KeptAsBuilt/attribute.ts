/**
 * The attribute that names a kept part's root in the built HTML: `plugins/static-html/rehype.ts`
 * writes it, `KeptAsBuilt` reads the server's HTML by it while the page hydrates.
 */
export const KEPT_ATTRIBUTE = 'data-flp-kept';
