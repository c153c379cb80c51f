/**
 * The Markdown twin of one docs page: its MDX source turned into plain Markdown that reads well
 * without the site, for AI assistants and scripts.
 *
 * The source is parsed the way the docs build parses it (Docusaurus' own preprocessing, then MDX,
 * GFM, directives and HTML comments), the tree is rewritten, and the result is printed by
 * remark-stringify. So imports, exports and components found in code blocks stay code, which a
 * line-based filter cannot promise.
 * - front matter, `import`/`export` lines, MDX comments and HTML comments are removed;
 * - `<Tabs>`/`<TabItem>` become headed sections, one per tab (a bold line inside lists and quotes);
 * - `:::note` and the other admonitions become block quotes led by their label or title;
 * - `<details>` keeps its body under its summary as a bold line;
 * - HTML-like elements keep their meaning (`<code>`, `<a>`, `<img>`, `<br>`, `<strong>`...), layout
 *   wrappers (`<div>`, `<ApiTable>`...) are unwrapped;
 * - components with a Markdown form are rendered (`components` option), the others are unwrapped
 *   when they have content and dropped when they have none; a heading left with nothing under it
 *   is dropped too;
 * - code blocks keep their language; a `title="…"` becomes a bold line before the block, the other
 *   Docusaurus options (line highlights, `showLineNumbers`) are dropped; mermaid stays a code block;
 * - links to other docs files (`./setup.md`) become the pages' URLs, and every site-relative link
 *   (`/docs/…`, `pathname:///api/…`) becomes absolute, so a copied page still links correctly.
 */
import { dirname, resolve } from 'node:path';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { splitFrontMatter } from '../shared/front-matter';
import {
  type ComponentRenderer,
  type JsxProps,
  type MdNode,
  TWIN_ONLY,
  heading,
  paragraph,
  plainText,
  strong,
  text,
} from '../shared/mdast';

export interface TwinOptions {
  /** Absolute path of the source file: relative links to other docs files resolve from its folder. */
  sourcePath?: string;
  /** The page title: the twin's `# heading` when the content has no h1 of its own. */
  title: string;
  /** Origin of the site (`https://developers.flp.video`), for absolute links. */
  siteUrl: string;
  /** Base URL of the site (`/`). */
  baseUrl: string;
  /** Permalink of the page a docs file is (by absolute path), if it is one. */
  resolveDocFile?: (absolutePath: string) => string | undefined;
  /** Short notes shown under the title as block quotes (draft page, unmaintained version). */
  notices?: readonly string[];
  /** Components with a Markdown form of their own, by name. They override the built-in ones. */
  components?: Readonly<Record<string, ComponentRenderer>>;
}

/** Docusaurus' default admonition keywords (theme-classic); the project adds none. */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

const ADMONITION_LABELS: Record<string, string> = {
  secondary: 'Note',
  info: 'Info',
  success: 'Success',
  danger: 'Danger',
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  important: 'Important',
  caution: 'Caution',
};

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

/** Evaluates an MDX attribute or text expression when it is a plain literal (`{'x'}`, `{2}`); undefined otherwise. */
function literal(node: {
  value?: unknown;
  data?: Record<string, unknown>;
}): string | number | boolean | null | undefined {
  const program = node.data?.estree as { body?: { type: string; expression?: { type: string; value?: unknown } }[] };
  const body = program?.body;
  if (!body || body.length !== 1 || body[0]?.type !== 'ExpressionStatement') return undefined;
  const expression = body[0].expression;
  if (expression?.type !== 'Literal') return undefined;
  const value = expression.value;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
    ? value
    : undefined;
}

/** The attributes of a JSX element as plain values; expressions that are not literals are left out. */
export function jsxProps(node: MdNode): JsxProps {
  const props: Record<string, string | number | boolean | null> = {};
  const attributes = Array.isArray(node.attributes) ? (node.attributes as MdNode[]) : [];
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.name !== 'string') continue;
    const value = attribute.value as unknown;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const evaluated = literal(value as MdNode);
      if (evaluated !== undefined) props[attribute.name] = evaluated;
    }
  }
  return props;
}

/** `title="…"` of a code block's meta string. */
function codeTitle(meta: string | null | undefined): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

interface Context {
  /** Whether the parent takes block content (root, list item, quote...) rather than inline content. */
  flow: boolean;
  /** Whether headings may be written here: at the top level of the page or of a tab. */
  headings: boolean;
  /** Depth of the last heading written before this point at the top level. */
  depth: { current: number };
  /** Headings here are at least this deep (inside a tab: below the tab's heading). */
  minDepth: number;
}

class TwinConverter {
  private readonly components: Readonly<Record<string, ComponentRenderer>>;

  constructor(
    private readonly source: string,
    private readonly options: TwinOptions,
  ) {
    this.components = { ...this.builtIns(), ...(options.components ?? {}) };
  }

  private builtIns(): Record<string, ComponentRenderer> {
    const unwrap: ComponentRenderer = (_props, children) => children;
    const drop: ComponentRenderer = () => [];
    return {
      // Layout wrappers: the content is what counts.
      div: unwrap,
      span: unwrap,
      section: unwrap,
      p: unwrap,
      center: unwrap,
      ApiTable: unwrap,
      // Elements with no text of their own.
      video: drop,
      iframe: drop,
      script: drop,
      style: drop,
      hr: () => [{ type: 'thematicBreak' }],
      // The method and path of an API operation.
      ApiEndpoint: (props) =>
        typeof props.method === 'string' && typeof props.path === 'string'
          ? [paragraph([{ type: 'inlineCode', value: `${props.method.toUpperCase()} ${props.path}` }])]
          : [],
      // An interactive panel: nothing to read without the site.
      ApiTryIt: drop,
    };
  }

  convert(tree: MdNode): MdNode {
    const context: Context = { flow: true, headings: true, depth: { current: 1 }, minDepth: 1 };
    let children = this.children(tree.children ?? [], context);
    children = dropEmptySections(children);
    const first = children[0];
    const head: MdNode[] = [];
    if (!(first?.type === 'heading' && first.depth === 1)) head.push(heading(1, this.options.title));
    else head.push(children.shift()!);
    for (const notice of this.options.notices ?? []) {
      head.push({ type: 'blockquote', children: [paragraph([text(notice)])] });
    }
    return { type: 'root', children: [...head, ...children] };
  }

  /** Converts a list of siblings; phrasing content lifted into a block parent is wrapped in paragraphs. */
  private children(nodes: readonly MdNode[], context: Context): MdNode[] {
    const out: MdNode[] = [];
    for (const node of nodes) out.push(...this.node(node, context));
    return context.flow ? wrapPhrasing(out) : out;
  }

  private node(node: MdNode, context: Context): MdNode[] {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
      case 'toml':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const value = literal(node);
        return typeof value === 'string' || typeof value === 'number' ? [text(String(value))] : [];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node, context);
      case 'containerDirective':
        return this.admonition(node, context);
      case 'leafDirective':
      case 'textDirective':
        // Not an admonition: Docusaurus prints such text as written (`key:value` is not a directive).
        return [text(this.original(node))];
      case 'heading': {
        const depth = Math.min(Math.max(node.depth ?? 1, context.minDepth), 6);
        const converted = { ...this.withChildren(node, { ...context, flow: false, headings: false }), depth };
        stripHeadingId(converted);
        if (context.headings) context.depth.current = depth;
        return [converted];
      }
      case 'code':
        return this.code(node);
      case 'link':
      case 'definition':
        return [this.withChildren({ ...node, url: this.url(node.url ?? '') }, { ...context, flow: false })];
      case 'image':
        return [{ ...node, url: this.url(node.url ?? '') }];
      case 'paragraph':
      case 'tableCell':
      case 'emphasis':
      case 'strong':
      case 'delete':
        return [this.withChildren(node, { ...context, flow: false })];
      case 'listItem':
      case 'blockquote':
      case 'footnoteDefinition':
        return [this.withChildren(node, { ...context, flow: true, headings: false })];
      default:
        return node.children ? [this.withChildren(node, context)] : [node];
    }
  }

  private withChildren(node: MdNode, context: Context): MdNode {
    if (!node.children) return node;
    return { ...node, children: this.children(node.children, context) };
  }

  /** The links of rendered nodes, made absolute like the page's own. */
  private absolutize(node: MdNode): MdNode {
    const url = typeof node.url === 'string' ? { url: this.url(node.url) } : {};
    return { ...node, ...url, ...(node.children ? { children: node.children.map((c) => this.absolutize(c)) } : {}) };
  }

  /** The source text of a node, as written. */
  private original(node: MdNode): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? plainText(node) : this.source.slice(start, end);
  }

  private element(node: MdNode, context: Context): MdNode[] {
    const name = node.name ?? '';
    const props = jsxProps(node);
    if (name === 'Tabs') return this.tabs(node, context);
    if (name === 'details') return this.details(node, context);
    const inline = { ...context, flow: false };
    const custom = this.components[name];
    if (custom) {
      const children = this.children(node.children ?? [], { ...context, headings: false });
      const rendered = custom(props, children).map((n) => this.absolutize(n));
      return context.flow ? rendered : rendered.flatMap((n) => (PHRASING.has(n.type) ? [n] : (n.children ?? [])));
    }
    switch (name) {
      case 'br':
        return context.flow ? [] : [{ type: 'break' }];
      case 'code':
        return [{ type: 'inlineCode', value: (node.children ?? []).map(plainText).join('') }];
      case 'strong':
      case 'b':
        return [{ type: 'strong', children: this.children(node.children ?? [], inline) }];
      case 'em':
      case 'i':
        return [{ type: 'emphasis', children: this.children(node.children ?? [], inline) }];
      case 'a':
      case 'Link': {
        const href = props.href ?? props.to;
        const children = this.children(node.children ?? [], inline);
        return typeof href === 'string' ? [{ type: 'link', url: this.url(href), children }] : children;
      }
      case 'img':
        return typeof props.src === 'string'
          ? [{ type: 'image', url: this.url(props.src), alt: typeof props.alt === 'string' ? props.alt : '' }]
          : [];
      case 'summary':
        return [context.flow ? paragraph([strong(plainText(node))]) : strong(plainText(node))];
    }
    const heading = /^h([1-6])$/.exec(name);
    if (heading && context.flow) {
      return this.node({ type: 'heading', depth: Number(heading[1]), children: node.children ?? [] }, context);
    }
    // Any other element or component: keep what it contains, drop it when it contains nothing.
    return this.children(node.children ?? [], { ...context, headings: false });
  }

  /** Each tab becomes a heading one level below the section it is in, followed by its content. */
  private tabs(node: MdNode, context: Context): MdNode[] {
    const out: MdNode[] = [];
    const depth = Math.min(context.depth.current + 1, 6);
    for (const item of node.children ?? []) {
      if (!(item.type === 'mdxJsxFlowElement' && item.name === 'TabItem')) {
        out.push(...this.node(item, context));
        continue;
      }
      const props = jsxProps(item);
      const label = String(props.label ?? props.value ?? '');
      if (label && context.headings && context.flow)
        out.push({ ...heading(depth, label), data: { [TWIN_ONLY]: true } });
      else if (label) out.push(paragraph([strong(label)]));
      // Headings inside a tab go below the tab's heading.
      const inner: Context = context.headings
        ? { ...context, depth: { current: depth }, minDepth: Math.min(depth + 1, 6) }
        : context;
      out.push(...this.children(item.children ?? [], inner));
    }
    return out;
  }

  /** `<details>`: the summary as a bold line, then the body. */
  private details(node: MdNode, context: Context): MdNode[] {
    const children = node.children ?? [];
    let summary: string | null = null;
    const rest: MdNode[] = [];
    for (const child of children) {
      const inner = child.type === 'paragraph' && child.children?.length === 1 ? child.children[0]! : child;
      if (summary === null && /^mdxJsx(Flow|Text)Element$/.test(inner.type) && inner.name === 'summary') {
        summary = plainText(inner).trim();
      } else rest.push(child);
    }
    const body = this.children(rest, { ...context, flow: true, headings: false });
    return summary ? [paragraph([strong(summary)]), ...body] : body;
  }

  private admonition(node: MdNode, context: Context): MdNode[] {
    const name = node.name ?? '';
    if (!(ADMONITION_KEYWORDS as readonly string[]).includes(name)) {
      // An unknown container directive is text in Docusaurus too.
      return context.flow ? [paragraph([text(this.original(node))])] : [text(this.original(node))];
    }
    const children = node.children ?? [];
    const labelNode = children[0]?.data?.directiveLabel ? children[0] : undefined;
    const title = labelNode ? plainText(labelNode).trim() : '';
    const body = this.children(labelNode ? children.slice(1) : children, {
      ...context,
      flow: true,
      headings: false,
    });
    const label = ADMONITION_LABELS[name] ?? name;
    const first = body[0];
    let quote: MdNode[];
    // A title goes on a line of its own; without one, "**Note:** text" when the body starts with a paragraph.
    if (title) quote = [paragraph([strong(title)]), ...body];
    else if (first?.type === 'paragraph') {
      quote = [{ ...first, children: [strong(`${label}:`), text(' '), ...(first.children ?? [])] }, ...body.slice(1)];
    } else quote = [paragraph([strong(label)]), ...body];
    return [{ type: 'blockquote', children: quote }];
  }

  private code(node: MdNode): MdNode[] {
    const title = codeTitle(node.meta);
    const block: MdNode = { type: 'code', lang: node.lang ?? null, meta: null, value: node.value ?? '' };
    return title ? [paragraph([strong(title)]), block] : [block];
  }

  /** Site-relative and docs-file links made absolute; other links as they are. */
  private url(url: string): string {
    const { siteUrl, baseUrl, sourcePath, resolveDocFile } = this.options;
    const origin = siteUrl.replace(/\/+$/, '');
    if (url.startsWith('pathname://')) url = url.slice('pathname://'.length);
    if (url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
    if (url.startsWith('/')) {
      const withBase = url.startsWith(baseUrl) ? url : `${baseUrl.replace(/\/$/, '')}${url}`;
      return `${origin}${withBase}`;
    }
    const [path = '', hash = ''] = url.split(/(?=#)/);
    if (sourcePath && resolveDocFile && /\.mdx?$/.test(path)) {
      const permalink = resolveDocFile(resolve(dirname(sourcePath), decodeURI(path)));
      if (permalink) return `${origin}${permalink}${hash}`;
    }
    return url;
  }
}

/** Wraps runs of inline nodes that ended up among blocks into paragraphs; whitespace-only runs are dropped. */
function wrapPhrasing(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || (n.value ?? '').trim() !== '')) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** A trailing `{#custom-id}` of a heading: the anchor is the site's business. */
function stripHeadingId(node: MdNode): void {
  const last = node.children?.at(-1);
  // `{#id}`, or the space left before a `{/* #id */}` comment, which the converter drops.
  if (last?.type === 'text' && last.value) last.value = last.value.replace(/\s*\\?\{#[^}\s]+\}\s*$/, '').trimEnd();
}

/**
 * Drops headings with nothing under them before the next heading of the same or a higher level
 * (the "Try it" heading of a panel that has no Markdown form), from the end, so a section whose
 * only subsection went empty goes too.
 */
function dropEmptySections(nodes: readonly MdNode[]): MdNode[] {
  const kept: MdNode[] = [];
  for (let index = nodes.length - 1; index >= 0; index -= 1) {
    const node = nodes[index]!;
    const next = kept[0];
    if (node.type === 'heading' && (!next || (next.type === 'heading' && (next.depth ?? 0) <= (node.depth ?? 0)))) {
      continue;
    }
    kept.unshift(node);
  }
  return kept;
}

/**
 * The source after Docusaurus' own preprocessing, so it parses exactly as in the build. The site
 * runs with `future.v4`, which turns off the MDX 1 admonition titles (`:::tip Title`): such a block
 * is a paragraph on the page, and so in the twin (`npm test`'s rendering check fails on it).
 */
export function preprocess(body: string): string {
  return escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body));
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkComment);
const printer = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', listItemIndent: 'one', emphasis: '_', strong: '*' });

/**
 * MDX the parser rejects, at its place in the source file (front matter lines counted, as the MDX
 * compiler counts them): under `docusaurus start` the compiler reports it, so the twins leave it to it.
 */
export class TwinSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${line}:${column}: ${reason}`);
    this.name = 'TwinSyntaxError';
  }
}

/** The Markdown twin of a docs source file (front matter included), as a tree. */
export function toTwinTree(source: string, options: TwinOptions): MdNode {
  const unmarked = source.replace(/^\uFEFF/, '');
  const { body } = splitFrontMatter(unmarked);
  // The body's lines are numbered from its own start; the file's, from the front matter's.
  const frontMatterLines = unmarked.slice(0, unmarked.length - body.length).split('\n').length - 1;
  const content = preprocess(body);
  let tree: MdNode;
  try {
    tree = parser.parse(content) as unknown as MdNode;
  } catch (error) {
    const place = error as { line?: unknown; column?: unknown; reason?: unknown };
    if (typeof place.line !== 'number') throw error;
    throw new TwinSyntaxError(
      place.line + frontMatterLines,
      typeof place.column === 'number' ? place.column : 1,
      typeof place.reason === 'string' ? place.reason : (error as Error).message,
    );
  }
  return new TwinConverter(content, options).convert(tree);
}

/** A twin's tree printed as Markdown. */
export function printTwin(tree: MdNode): string {
  return printer.stringify(tree as never);
}

/** The Markdown twin of a docs source file (front matter included). */
export function toMarkdownTwin(source: string, options: TwinOptions): string {
  return printTwin(toTwinTree(source, options));
}
