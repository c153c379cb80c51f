/**
 * Reading docs sources as data: front matter and fenced code blocks. Used by
 * the content report and the code-sample checks.
 */
export interface CodeBlock {
  /** Language tag of the fence (```kotlin), '' when untagged. */
  lang: string;
  /** The rest of the info string, e.g. title="Player.kt". */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  let open: { fence: string; indent: number; info: string; line: number; body: string[] } | null = null;
  lines.forEach((text, index) => {
    const match = FENCE.exec(text);
    if (open) {
      if (match && match[2]!.startsWith(open.fence) && match[3]!.trim() === '') {
        const [lang = '', ...meta] = open.info.trim().split(/\s+/);
        blocks.push({ lang, meta: meta.join(' '), code: open.body.join('\n'), line: open.line });
        open = null;
      } else {
        open.body.push(text.slice(Math.min(open.indent, text.length - text.trimStart().length)));
      }
      return;
    }
    if (match) {
      open = { fence: match[2]!, indent: match[1]!.length, info: match[3]!, line: index + 1, body: [] };
    }
  });
  if (open) {
    throw new Error(`Unclosed code fence opened at line ${(open as { line: number }).line}`);
  }
  return blocks;
}

export { splitFrontMatter, type FrontMatterResult } from '../../plugins/shared/front-matter';
