/**
 * code-highlight: code blocks that cost the browser almost nothing.
 *
 * - The fenced blocks of docs and pages are highlighted at build time (./rehype.ts, a rehype
 *   plugin of the docs and pages plugins, with ./highlight.ts): each block's lines arrive as HTML
 *   in the page and in its MDX chunk, and the theme's CodeBlock shows that HTML as it is. No Prism,
 *   no grammar and no React element per token in the browser.
 * - Prism and the extra languages (`prism.additionalLanguages`) load only with the blocks that are
 *   highlighted in the browser (code from data, numbered or highlighted lines):
 *   src/theme/CodeBlock/InBrowser registers them through theme-classic's own function
 *   (`@theme/prism-include-languages`). theme-classic registers them from a client module, which
 *   runs on every page and put Prism and every grammar in the main bundle (about 35 KiB gzipped);
 *   this plugin replaces that client module with nothing.
 * - The colours of both modes come from CSS variables (`css` option, from src/data/codeThemes.ts),
 *   written into the head of every page, so one rendering is right in both modes.
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
