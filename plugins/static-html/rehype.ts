/**
 * Rehype plugin, the last of the MDX of docs and pages: the parts of a page that are plain HTML
 * reach React as HTML.
 *
 * MDX turns every element of a page into a React element, and the browser's React then creates a
 * fiber for each and walks the server's HTML element by element to hydrate it: on the largest API
 * operation page, 3,000 elements of tables, paragraphs and lists that no script ever touches.
 * Here, each largest subtree that renders the same whatever the theme does (no MDX component, no
 * expression, no element the theme's MDX components replace) keeps its root element, and its
 * children become that element's `dangerouslySetInnerHTML`: the server writes the same HTML, React
 * hydrates the root alone and leaves its contents as they are, and a client-side move to the page
 * has the browser parse the HTML instead of creating the elements one by one. The page's script
 * is smaller too: the HTML is shorter than the calls that create its elements.
 *
 * What the theme renders (`MDX_COMPONENT_TAGS`: links, headings, images, code blocks, details…)
 * stays React, with everything above it; inside a plain subtree, the elements the theme passes
 * through unchanged (inline code, a list without classes, a list item without an id) are plain.
 *
 * With `keptAsBuilt` (the module of src/components/KeptAsBuilt), each largest subtree that would
 * be plain but for its Markdown links is wrapped in that component, its root marked
 * `data-flp-kept` with an id unique to the page: such a subtree is React (a client-side move to the
 * page renders its links, which follow the router), but the page loaded from the server keeps its
 * HTML as built instead of hydrating it. On the largest API operation page its 131 links were
 * about 500 of the article's 2,100 fibers, with the cells, paragraphs and inline code around them.
 */
import { relative } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { find, html as htmlSchema } from 'property-information';
import { KEPT_ATTRIBUTE } from '../../src/components/KeptAsBuilt/attribute';
import type { HastNode } from '../shared/hast';

export { KEPT_ATTRIBUTE };

/** The tags theme-classic's MDXComponents replaces (a unit test compares it with the theme's map). */
export const MDX_COMPONENT_TAGS: ReadonlySet<string> = new Set([
  'Head',
  'details',
  'Details',
  'code',
  'a',
  'pre',
  'ul',
  'li',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'admonition',
  'mermaid',
]);

/** Elements whose whitespace text React does not render (hast-util-to-estree drops it). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

type Properties = Record<string, unknown>;

/** Whether the theme renders this element as the plain element (it does for these few cases). */
function passedThrough(node: HastNode): boolean {
  const properties: Properties = node.properties ?? {};
  const children = node.children ?? [];
  switch (node.tagName) {
    case 'code':
      // MDXCode: inline code (text without a line break) is a plain `code`; the rest is a code block.
      return children.length > 0 && children.every((child) => child.type === 'text' && !child.value?.includes('\n'));
    case 'ul':
      // MDXUl changes task lists' classes only.
      return properties.className === undefined;
    case 'li':
      // MDXLi registers an id as an anchor and gives it a class.
      return properties.id === undefined;
    default:
      return !MDX_COMPONENT_TAGS.has(node.tagName ?? '');
  }
}

/** Whether a node renders the same as plain HTML (memoised: the tree is walked top-down once). */
function plain(node: HastNode, memo: Map<HastNode, boolean>): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  let result: boolean;
  if (node.type === 'text') result = true;
  else if (node.type !== 'element') result = false;
  else result = passedThrough(node) && (node.children ?? []).every((child) => plain(child, memo));
  memo.set(node, result);
  return result;
}

/** A JSX attribute for a HAST property, as React names it; undefined when it needs more than a string. */
function jsxAttribute(property: string, value: unknown): HastNode | undefined | null {
  if (value === undefined || value === null || value === false) return null;
  // A style needs an object, an alignment a style (asReactRenders): such an element stays React.
  if (property === 'style' || property === 'align') return undefined;
  const info = find(htmlSchema, property);
  const name =
    property === 'className' ? 'className' : /^(aria|data)[A-Z]/.test(property) ? info.attribute : info.property;
  let text: string | null;
  if (value === true) text = null;
  else if (Array.isArray(value)) text = value.join(info.commaSeparated ? ', ' : ' ');
  else if (typeof value === 'string' || typeof value === 'number') text = String(value);
  else return undefined;
  return { type: 'mdxJsxAttribute', name, value: text } as unknown as HastNode;
}

/** The plugin's options (docusaurus.config.ts). */
export interface RehypeStaticHtmlOptions {
  /** The module of the component that keeps a subtree with links as built at hydration (none: no such subtree is wrapped). */
  keptAsBuilt?: string;
}

/** The name the kept subtrees' component is imported under in each MDX module. */
const KEPT_COMPONENT = 'KeptAsBuilt';
/** The hast property of `KEPT_ATTRIBUTE` (`dataFlpKept`). */
const KEPT_PROPERTY = find(htmlSchema, KEPT_ATTRIBUTE).property;
/** The properties of a Markdown link: its target and, written `[a](/b "title")`, its title. */
const LINK_PROPERTIES: ReadonlySet<string> = new Set(['href', 'title']);

/** Whether a node is an element this plugin made HTML (`asHtmlElement`). */
const isInlinedHtml = (node: HastNode): boolean =>
  node.type === 'mdxJsxFlowElement' && (node as { data?: { flpStaticHtml?: boolean } }).data?.flpStaticHtml === true;

/** Whether a subtree is plain but for Markdown links (memoised, as `plain`). */
function plainButLinks(node: HastNode, memo: Map<HastNode, boolean>): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  let result: boolean;
  if (node.type === 'text' || isInlinedHtml(node)) result = true;
  else if (node.type !== 'element') result = false;
  else {
    const properties = node.properties ?? {};
    const own =
      node.tagName === 'a'
        ? typeof properties.href === 'string' && Object.keys(properties).every((key) => LINK_PROPERTIES.has(key))
        : passedThrough(node);
    result = own && (node.children ?? []).every((child) => plainButLinks(child, memo));
  }
  memo.set(node, result);
  return result;
}

const hasLink = (node: HastNode): boolean =>
  (node.type === 'element' && node.tagName === 'a') || (node.children ?? []).some(hasLink);

/** A short hash of a text (FNV-1a), in base 36: the page's part of a kept subtree's id. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** `import KeptAsBuilt from "<module>";` as an MDX ESM node with its estree. */
function keptImport(module: string): HastNode {
  const source = { type: 'Literal', value: module, raw: JSON.stringify(module) };
  const specifier = { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: KEPT_COMPONENT } };
  return {
    type: 'mdxjsEsm',
    value: `import ${KEPT_COMPONENT} from ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{ type: 'ImportDeclaration', specifiers: [specifier], source, attributes: [] }],
      },
    },
  } as unknown as HastNode;
}

/**
 * Wraps each largest subtree that is plain but for its links in the kept component; returns how many.
 * The ids are the file's hash and a count, so a partial imported by the page has ids of its own.
 */
function wrapKeptSubtrees(tree: HastNode, path: string): number {
  const memo = new Map<HastNode, boolean>();
  const prefix = shortHash(path);
  let count = 0;
  const visit = (node: HastNode): void => {
    const children = node.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (
        child.type === 'element' &&
        child.tagName !== 'a' &&
        passedThrough(child) &&
        hasLink(child) &&
        plainButLinks(child, memo)
      ) {
        const id = `${prefix}-${count++}`;
        child.properties = { ...child.properties, [KEPT_PROPERTY]: id };
        children[i] = {
          type: 'mdxJsxFlowElement',
          name: KEPT_COMPONENT,
          attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
          children: [child],
          data: { _mdxExplicitJsx: true },
        } as unknown as HastNode;
        continue;
      }
      visit(child);
    }
  };
  visit(tree);
  return count;
}

/** The MDX elements named with `keptId`: tab groups, their panels, `<details>`. */
const FOLDING_ELEMENTS: ReadonlySet<string> = new Set(['Tabs', 'TabItem', 'details', 'Details']);

/**
 * Gives each tab group, tab panel and `<details>` of the page the prop `keptId`, unique to the page
 * (the file's hash and a count, as kept subtrees have). The theme's `TabItem` and `Details` mark
 * their content with it, and a part hidden at load keeps its built HTML until shown
 * (keptWhileHidden.ts); `Tabs` makes its tab and panel ids of it. React's `useId` cannot name them:
 * its ids differ between the server's rendering and the browser's.
 */
function markFoldingParts(tree: HastNode, path: string): void {
  const prefix = `${shortHash(path)}-f`;
  let count = 0;
  const visit = (node: HastNode): void => {
    const element = node as HastNode & { name?: string; attributes?: HastNode[] };
    if (node.type === 'mdxJsxFlowElement' && FOLDING_ELEMENTS.has(element.name ?? '')) {
      element.attributes = [
        ...(element.attributes ?? []),
        { type: 'mdxJsxAttribute', name: 'keptId', value: `${prefix}${count++}` } as unknown as HastNode,
      ];
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
}

/** `dangerouslySetInnerHTML={{__html: "…"}}` as an MDX JSX attribute with its estree. */
function innerHtmlAttribute(html: string): HastNode {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{ type: 'ExpressionStatement', expression }],
        },
      },
    },
  } as unknown as HastNode;
}

/**
 * The subtree as MDX would have React render it: no whitespace between a table's parts, a cell's
 * alignment as a style (hast-util-to-estree's conversions; `align` is obsolete HTML).
 */
function asReactRenders(node: HastNode): HastNode {
  if (node.type === 'root') return { ...node, children: (node.children ?? []).map(asReactRenders) };
  if (node.type !== 'element') return node;
  const children = (node.children ?? [])
    .filter((child) => !(TABLE_PARTS.has(node.tagName ?? '') && child.type === 'text' && !child.value?.trim()))
    .map(asReactRenders);
  const { align, ...properties } = node.properties ?? {};
  if (typeof align === 'string') properties.style = `text-align:${align}`;
  return { ...node, properties, children };
}

/** The element as a JSX element with its children as HTML; undefined when its attributes cannot be. */
function asHtmlElement(node: HastNode): HastNode | undefined {
  const attributes: HastNode[] = [];
  for (const [property, value] of Object.entries(node.properties ?? {})) {
    const attribute = jsxAttribute(property, value);
    if (attribute === undefined) return undefined;
    if (attribute) attributes.push(attribute);
  }
  const html = toHtml({ type: 'root', children: asReactRenders(node).children ?? [] } as never);
  attributes.push(innerHtmlAttribute(html));
  return {
    type: 'mdxJsxFlowElement',
    name: node.tagName,
    attributes,
    children: [],
    // A host element, not looked up in the MDX components.
    data: { _mdxExplicitJsx: true, flpStaticHtml: true },
  } as unknown as HastNode;
}

const hasElement = (node: HastNode): boolean => (node.children ?? []).some((child) => child.type === 'element');

export default function rehypeStaticHtml(options: RehypeStaticHtmlOptions = {}) {
  return (tree: HastNode, file?: { path?: string; cwd?: string }): void => {
    const memo = new Map<HastNode, boolean>();
    const visit = (node: HastNode): void => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (child.type === 'element' && hasElement(child) && plain(child, memo)) {
          const replaced = asHtmlElement(child);
          if (replaced) {
            children[i] = replaced;
            continue;
          }
        }
        visit(child);
      }
    };
    visit(tree);
    // The file's path from the site's folder: the same ids wherever the site is built.
    const path = file?.path ? relative(file.cwd ?? '', file.path) : '';
    markFoldingParts(tree, path);
    if (options.keptAsBuilt && wrapKeptSubtrees(tree, path) > 0)
      tree.children?.unshift(keptImport(options.keptAsBuilt));
  };
}
