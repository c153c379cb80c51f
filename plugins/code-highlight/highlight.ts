/**
 * Highlighting at build time: the lines of a code block as HTML that shows what the theme's code
 * block would render in the browser (the same characters in the same colours and font styles, from
 * prism-react-renderer's tokens, grammars and theme), made once in Node. The browser then shows
 * that HTML as it is: no Prism, no grammar, no React element per token (see
 * src/theme/CodeBlock/Content).
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

/**
 * prism-react-renderer's getTokenProps style, for a token with text (empty tokens, which it gives
 * `display: inline-block`, are left out of the lines).
 */
function tokenStyle(token: Token, styles: ReturnType<typeof themeStyles>): Style | undefined {
  const { types } = token;
  if (types.length === 1 && types[0] === 'plain') return undefined;
  return Object.assign({}, ...types.map((type) => styles.types.get(type)));
}

/** Text as HTML text: quotes are text there. */
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The declarations of a style attribute as React writes them, e.g. `color:red;font-style:italic`. */
function styleDeclarations(style: Style | undefined): string {
  return Object.entries(style ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
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

/**
 * The inner HTML of a code block's `<code>` element, for code already split from its magic
 * comments: the lines as written, ended by their line breaks (the block's `pre` keeps them), with
 * no element per line. Within a line, only what the theme colours differently from plain code is an
 * element: text in the plain colour (which the block has) is text, an empty token is left out, and
 * neighbouring tokens of the same style are one `span` with the class of that style (a style
 * attribute where there is no class for it). prism-react-renderer renders a `span.token-line` and a
 * `<br>` for every line and a `span` with the token's types as classes for every token; the same
 * characters get the same styles here, with under half the elements on the API reference's pages.
 */
export function createHighlighter(options: HighlighterOptions): Highlighter {
  for (const language of options.additionalLanguages) registerLanguage(language);
  const styleClasses = options.styleClasses ?? new Map<string, string>();
  return (code, language) => {
    const lang = language.toLowerCase();
    const styles = themeStyles(options.theme, lang);
    const plain = styleDeclarations(styles.plain);
    return tokenize(code, lang)
      .map((tokens) => {
        const runs: { declarations: string; text: string }[] = [];
        for (const token of fixLineBreak(tokens)) {
          if (token.content === '') continue;
          const declarations = styleDeclarations(tokenStyle(token, styles));
          const style = declarations === plain ? '' : declarations;
          const last = runs[runs.length - 1];
          if (last && last.declarations === style) last.text += token.content;
          else runs.push({ declarations: style, text: token.content });
        }
        return runs
          .map(({ declarations, text }) => {
            if (!declarations) return escapeText(text);
            const styleClass = styleClasses.get(declarations);
            const attribute = styleClass ? `class="${styleClass}"` : `style="${escapeHtml(declarations)}"`;
            return `<span ${attribute}>${escapeText(text)}</span>`;
          })
          .join('');
      })
      .join('\n');
  };
}
