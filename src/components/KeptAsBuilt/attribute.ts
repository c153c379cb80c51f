/**
 * The attribute that names a kept part's root in the built HTML: `plugins/static-html/rehype.ts`
 * writes it, `KeptAsBuilt` reads the server's HTML by it while the page hydrates.
 */
export const KEPT_ATTRIBUTE = 'data-flp-kept';

/**
 * The attribute that names the content of a tab panel or a `<details>` in the built HTML (the value
 * of the `keptId` prop `plugins/static-html/rehype.ts` gives them): `useKeptWhileHidden` reads it.
 */
export const FOLDED_ATTRIBUTE = 'data-flp-folded';
