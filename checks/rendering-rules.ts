/**
 * Markdown and MDX syntax that must never reach a reader: if one of these shows in the visible
 * text of a page (scripts, styles and code removed), the source was not converted as its writer
 * meant. Plain data, so the same rules run on the built HTML (rendering.ts) and in the browser
 * after hydration (the crawl of tests/e2e).
 */
export interface RenderingRule {
  id: string;
  /** What the reader sees and what to do about it. */
  message: string;
  /** Source of a global regular expression over one line of visible text. */
  pattern: string;
}

export const RENDERING_RULES: readonly RenderingRule[] = [
  {
    id: 'directive',
    message:
      'a directive fence printed as text: an admonition whose title is not in brackets (`:::warning[Title]`), or an unclosed or misnested `:::` block',
    pattern: String.raw`:{3,}[a-z]*`,
  },
  {
    id: 'heading-id',
    message: 'a heading id printed as text (`{#id}` must end the heading line)',
    pattern: String.raw`\{#[\w-]+\}`,
  },
  {
    id: 'link',
    message: 'Markdown link syntax printed as text (a broken `[text](url)` or a link inside a component)',
    pattern: String.raw`\]\((?:https?:|mailto:|\.{0,2}/|#)[^)\s]*\)?`,
  },
  {
    id: 'reference-link',
    message: 'a reference link without its definition (`[text][ref]`)',
    pattern: String.raw`\[[^\]\n]+\]\[[^\]\n]*\]`,
  },
  {
    id: 'emphasis',
    message: 'an emphasis marker printed as text (`**` that does not close or sits inside a word, or `__bold__`)',
    pattern: String.raw`\*\*|(?:^|\s)__[^_\s][^_]*__(?=[\s.,;:)]|$)`,
  },
  {
    id: 'comment',
    message: 'a comment printed as text (MDX comments are `{/* … */}`, HTML comments are not read by MDX)',
    pattern: String.raw`\{\/\*.*?\*\/\}|\{\/\*|\*\/\}|<!--.*?-->|<!--|-->`,
  },
  {
    id: 'variable',
    message: 'an unreplaced variable or expression (`{{name}}`, `${name}`, `{frontMatter.x}`, `{props.x}`)',
    pattern: String.raw`\{\{\s*[\w.]+\s*\}\}|\$\{[\w.]+\}|\{(?:frontMatter|props|metadata|toc)\.[\w.]+\}`,
  },
  {
    id: 'component',
    message: 'a JSX component printed as text (not imported, or written inside a code span or a table cell)',
    pattern: String.raw`</?(?:Tabs|TabItem|details|summary|Admonition|CodeBlock|[A-Z][a-z]+[A-Z]\w*)(?:\s[^<>]*)?/?>`,
  },
];

export interface RenderingFinding {
  rule: string;
  message: string;
  /** The offending text with a little context. */
  excerpt: string;
  /** Where the match starts in the line. */
  index: number;
}

/** The findings of one line of visible text (the browser runs the same code, passed in as text). */
export function findRaw(line: string, rules: readonly RenderingRule[] = RENDERING_RULES): RenderingFinding[] {
  const found: RenderingFinding[] = [];
  for (const rule of rules) {
    for (const match of line.matchAll(new RegExp(rule.pattern, 'g'))) {
      const start = Math.max(0, match.index - 30);
      const end = Math.min(line.length, match.index + match[0].length + 30);
      found.push({
        rule: rule.id,
        message: rule.message,
        excerpt: `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`,
        index: match.index,
      });
    }
  }
  return found;
}
