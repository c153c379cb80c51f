/**
 * code-highlight: what it takes for code blocks to cost little on pages that have them and
 * nothing on pages that do not.
 *
 * - Prism and the extra languages (`prism.additionalLanguages`) load with a page's code blocks.
 *   theme-classic registers the languages from a client module, and client modules run on every
 *   page, so Prism and every grammar sat in the main bundle (about 35 KiB gzipped) and ran at
 *   start-up on every page. This plugin replaces that client module with nothing;
 *   src/theme/CodeBlock/Content registers the same languages through the same theme function
 *   (`@theme/prism-include-languages`) when the code-block code loads, before any block renders.
 * - The colours of both modes come from CSS variables (`css` option, from src/data/codeThemes.ts),
 *   written into the head of every page, so one server rendering is right in both modes.
 */
import type { Plugin } from '@docusaurus/types';

export interface PluginOptions {
  /** Rules defining the colour variables of the site's code theme, for light and dark mode. */
  css: string;
}

/** theme-classic's client module, as the generated client-modules list requires it. */
const CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

export default function codeHighlight(_context: unknown, options: PluginOptions): Plugin {
  if (typeof options?.css !== 'string' || !options.css.includes('--flp-code-')) {
    throw new Error('code-highlight: the css option must hold the code theme variables (src/data/codeThemes.ts)');
  }
  if (/<\/style/i.test(options.css)) throw new Error('code-highlight: the css option may not close the style element');
  return {
    name: 'code-highlight',
    configureWebpack() {
      const withoutExtension = CLIENT_MODULE.replace(/\.js$/, '');
      return {
        resolve: { alias: { [`${withoutExtension}$`]: false, [`${CLIENT_MODULE}$`]: false } },
      };
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', attributes: { 'data-code-theme': 'true' }, innerHTML: options.css }] };
    },
  };
}
