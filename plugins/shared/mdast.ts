/**
 * The Markdown (mdast) nodes a component's Markdown form is made of: the node type, the renderer of
 * a component, small builders, and plain Markdown parsed into nodes. The catalogue plugins render
 * their components with these (each plugin's `twin.ts`), `plugins/markdown-twin` puts the results
 * into the twins of the pages, and the search's development index reads them back.
 * No parser is made until one is used, so a module that only names these types loads nothing more.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';

/** A node of the Markdown (mdast) tree, with the MDX and directive extensions; loosely typed on purpose. */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  name?: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  title?: string | null;
  lang?: string | null;
  meta?: string | null;
  attributes?: unknown;
  data?: Record<string, unknown>;
  position?: { start: { offset?: number }; end: { offset?: number } };
  [key: string]: unknown;
}

/** Attribute values of a JSX element: strings, `true` for bare attributes, evaluated string/number/boolean literals. */
export type JsxProps = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Renders a component as Markdown. Gets its attributes and its children (already converted);
 * returns the nodes that replace it (none to drop it).
 */
export type ComponentRenderer = (props: JsxProps, children: MdNode[]) => MdNode[];

export const text = (value: string): MdNode => ({ type: 'text', value });
export const strong = (value: string): MdNode => ({ type: 'strong', children: [text(value)] });
export const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value });
export const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
/** A tight list, one paragraph per item. */
export const list = (items: MdNode[][], ordered = false): MdNode => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(children)] })),
});
/**
 * A heading; `id` is the anchor the page's component gives it (kept in `data.hProperties`, as
 * remark-rehype reads it), where it is not the one the docs' slugger makes from its text.
 */
export const heading = (depth: number, value: string, id?: string): MdNode => ({
  type: 'heading',
  depth,
  children: [text(value)],
  ...(id !== undefined && { data: { hProperties: { id } } }),
});

/** Inline parts joined by commas: `a, b, c`. */
export function joined(parts: MdNode[][]): MdNode[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(', '), ...part]));
}

/**
 * What the twin adds that the page does not have as a heading (a tab's label): `data.twinOnly`, so
 * the search's development index does not make it a section with an anchor the page lacks.
 */
export const TWIN_ONLY = 'twinOnly';

/**
 * A heading that stands for an element with an anchor that the page's search index makes a
 * section of its own (an error code's table row): `data.searchSubsection`.
 */
export const SEARCH_SUBSECTION = 'searchSubsection';

/** The text of a node and its descendants. */
export function plainText(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'code') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(plainText).join('');
}

let plainParser: Processor | undefined;

/** Plain Markdown (no MDX) as nodes, for components whose data holds Markdown text. */
export function parseMarkdown(markdown: string): MdNode[] {
  plainParser ??= unified().use(remarkParse).use(remarkGfm) as unknown as Processor;
  return (plainParser.parse(markdown) as unknown as MdNode).children ?? [];
}

/** The inline nodes of one line of plain Markdown. */
export function parseInlineMarkdown(markdown: string): MdNode[] {
  const [first] = parseMarkdown(markdown);
  return first?.type === 'paragraph' ? (first.children ?? []) : [text(markdown)];
}
