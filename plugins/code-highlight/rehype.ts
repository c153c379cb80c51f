/**
 * Rehype plugin for the MDX of docs and pages: gives every fenced code block its highlighted
 * lines, made at build time (./highlight.ts), as the `highlighted` property of its `code` element.
 * MDX passes it to the theme's CodeBlock, which shows it as it is (src/theme/CodeBlock).
 *
 * Blocks whose lines the code block changes in the browser are left to the browser: line ranges
 * or `showLineNumbers` in the metastring, and magic comments (highlight-next-line, …).
 */
import { createHighlighter, type Highlighter, type HighlighterOptions } from './highlight';
import type { HastNode } from '../shared/hast';

export interface RehypeCodeHighlightOptions extends HighlighterOptions {
  /** Comment directives of themeConfig.prism.magicComments (theme-classic's defaults when unset). */
  magicComments?: readonly { line?: string; block?: { start: string; end: string } }[];
  /** themeConfig.prism.defaultLanguage. */
  defaultLanguage?: string;
}

/** theme-classic's default magic comments. */
const DEFAULT_MAGIC_COMMENTS = [
  { line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** The same language theme-classic's code block picks: the `language-*` class, lower-cased. */
export function blockLanguage(className: unknown, defaultLanguage: string | undefined): string {
  const classes = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? className.split(' ')
      : [];
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return (language ?? defaultLanguage ?? 'text').toLowerCase();
}

/** Whether the browser's code block would change the lines (highlighted or numbered lines). */
export function changesLines(code: string, metastring: unknown, directives: readonly string[]): boolean {
  const meta = typeof metastring === 'string' ? metastring : '';
  if (/\{[\d,-]+\}/.test(meta) || /\bshowLineNumbers\b/.test(meta)) return true;
  return directives.some((directive) => code.includes(directive));
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

export default function rehypeCodeHighlight(options: RehypeCodeHighlightOptions) {
  let highlight: Highlighter | undefined;
  const directives = (options.magicComments ?? DEFAULT_MAGIC_COMMENTS).flatMap((comment) =>
    [comment.line, comment.block?.start, comment.block?.end].filter((d): d is string => Boolean(d)),
  );
  const visit = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      const code = child.children?.length === 1 ? child.children[0] : undefined;
      if (child.type === 'element' && child.tagName === 'pre' && code?.type === 'element' && code.tagName === 'code') {
        const properties = (code.properties ??= {});
        const text = textOf(code);
        if (!changesLines(text, properties.metastring, directives)) {
          highlight ??= createHighlighter(options);
          // theme-classic drops the code's last line break before highlighting.
          properties.highlighted = highlight(
            text.replace(/\r?\n$/, ''),
            blockLanguage(properties.className, options.defaultLanguage),
          );
        }
        continue;
      }
      visit(child);
    }
  };
  return (tree: HastNode): void => visit(tree);
}
