/**
 * The small Markdown subset migration notes are written in, parsed to a tree
 * the theme renders with plain React elements (never as HTML): paragraphs,
 * `- ` lists, fenced code blocks, `code` spans, **strong** and [links](/route).
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'code'; lang: string; code: string };

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) inlines.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) inlines.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) inlines.push({ kind: 'strong', text: match[2] });
    else inlines.push({ kind: 'link', text: match[3] ?? '', href: match[4] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) inlines.push({ kind: 'text', text: text.slice(last) });
  return inlines;
}

const FENCE = /^```\s*([\w-]*)\s*$/;
const ITEM = /^[-*]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let items: string[] | null = null;
  const flush = (): void => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    if (items) blocks.push({ kind: 'list', items: items.map(parseInline) });
    paragraph = [];
    items = null;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line.trim());
    if (fence) {
      flush();
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !/^```\s*$/.test((lines[i] ?? '').trim())) body.push(lines[i++] ?? '');
      if (i >= lines.length) throw new Error('Unclosed code fence in migration notes');
      blocks.push({ kind: 'code', lang: fence[1] ?? '', code: body.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      if (paragraph.length > 0) flush();
      items = [...(items ?? []), item[1] ?? ''];
    } else if (items && /^\s+/.test(line)) {
      const current: string[] = items;
      current[current.length - 1] = `${current[current.length - 1] ?? ''} ${line.trim()}`;
    } else {
      if (items) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** Every link target of a note, for build-time link checks. */
export function markdownLinks(blocks: readonly Block[]): string[] {
  const inlines = blocks.flatMap((block) =>
    block.kind === 'paragraph' ? block.inlines : block.kind === 'list' ? block.items.flat() : [],
  );
  return inlines.flatMap((inline) => (inline.kind === 'link' ? [inline.href] : []));
}
