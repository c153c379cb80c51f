/**
 * Highlighting at build time: the lines of a code block as the HTML the theme's code block would
 * render in the browser (prism-react-renderer's tokens, one `span.token-line` per line, a `span` per
 * token with the theme's style, a closing `<br>`), made once in Node by the same library, grammars
 * and theme. The browser then shows that HTML as it is: no Prism, no grammar, no React element
 * per token (see src/theme/CodeBlock/Content).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeTokens, Prism, type PrismTheme, type Token } from 'prism-react-renderer';

export interface HighlighterOptions {
  /** The theme the site highlights with (themeConfig.prism.theme). */
  theme: PrismTheme;
  /** Prism grammars added to prism-react-renderer's own (themeConfig.prism.additionalLanguages). */
  additionalLanguages: readonly string[];
  /**
   * Classes standing for whole style attributes: the declarations as React writes them
   * (`color:var(--x);font-style:var(--y)`) to the class that sets them. Other styles stay inline.
   */
  styleClasses?: ReadonlyMap<string, string>;
}

export type Highlighter = (code: string, language: string) => string;

/** prismjs, as theme-classic resolves it for its own language registration. */
const themeRequire = createRequire(require.resolve('@docusaurus/theme-classic/package.json'));
const registered = new Set<string>();

/**
 * Adds a prismjs grammar to prism-react-renderer's Prism instance, as theme-classic's
 * prism-include-languages does in the browser. The component file is run against that instance
 * directly, so the result does not depend on what else has loaded prismjs in this process.
 */
function registerLanguage(language: string): void {
  if (registered.has(language)) return;
  if (!/^[a-z][a-z0-9-]*$/.test(language))
    throw new Error(`code-highlight: "${language}" is not a Prism language name`);
  const files = language === 'php' ? ['markup-templating', language] : [language];
  for (const name of files) {
    let file: string;
    try {
      file = themeRequire.resolve(`prismjs/components/prism-${name}.js`);
    } catch {
      throw new Error(`code-highlight: prismjs has no "${name}" language (themeConfig.prism.additionalLanguages)`);
    }
    new Function('Prism', readFileSync(file, 'utf8'))(Prism);
  }
  registered.add(language);
}

/** theme-classic's CodeBlock/Line: a line holding only a line break renders as an empty line. */
function fixLineBreak(line: Token[]): Token[] {
  const only = line.length === 1 ? line[0] : undefined;
  return only && only.content === '\n' ? [{ ...only, content: '' }] : line;
}

type Style = Record<string, string | undefined>;

/** prism-react-renderer's themeToDict: the style of each token type, in the order of the theme. */
function themeStyles(theme: PrismTheme, language: string): { plain: Style; types: Map<string, Style> } {
  const types = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) types.set(type, { ...types.get(type), ...(entry.style as Style) });
  }
  return { plain: { ...(theme.plain as Style), backgroundColor: undefined }, types };
}

/** prism-react-renderer's getTokenProps style. */
function tokenStyle(token: Token, styles: ReturnType<typeof themeStyles>): Style | undefined {
  const { types, empty } = token;
  if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && empty) return styles.types.get(types[0] ?? '');
  return Object.assign(empty ? { display: 'inline-block' } : {}, ...types.map((type) => styles.types.get(type)));
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The declarations of a style attribute as React writes them, e.g. `color:red;font-style:italic`. */
function styleDeclarations(style: Style | undefined): string {
  return Object.entries(style ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

/** The class and style attributes of an element: the style as a class where there is one for it. */
function attributes(classes: string[], style: Style | undefined, styleClasses: ReadonlyMap<string, string>): string {
  const declarations = styleDeclarations(style);
  const styleClass = declarations ? styleClasses.get(declarations) : undefined;
  const names = escapeHtml((styleClass ? [...classes, styleClass] : classes).join(' '));
  return ` class="${names}"${declarations && !styleClass ? ` style="${escapeHtml(declarations)}"` : ''}`;
}

/** Prism's tokens of the code in prism-react-renderer's lines (its useTokenize). */
function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The inner HTML of a code block's `<code>` element, for code already split from its magic comments. */
export function createHighlighter(options: HighlighterOptions): Highlighter {
  for (const language of options.additionalLanguages) registerLanguage(language);
  const styleClasses = options.styleClasses ?? new Map<string, string>();
  return (code, language) => {
    const lang = language.toLowerCase();
    const styles = themeStyles(options.theme, lang);
    return tokenize(code, lang)
      .map((tokens) => {
        const spans = fixLineBreak(tokens).map(
          (token) =>
            `<span${attributes(['token', ...token.types], tokenStyle(token, styles), styleClasses)}>` +
            `${escapeHtml(token.content)}</span>`,
        );
        // A `span` (shown as a block by src/css/custom.css): `code` may hold phrasing content only.
        return `<span${attributes(['token-line'], styles.plain, styleClasses)}>${spans.join('')}<br></span>`;
      })
      .join('');
  };
}
