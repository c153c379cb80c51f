/**
 * Rehype plugin for the MDX of docs and pages: headings break at sensible points on a narrow screen
 * (src/lib/headingBreaks.ts): an error code is kept whole, a dotted name may break after its dots.
 * The text of each heading (inline code included) is cut into those parts: a `span` of the class
 * `flp-nowrap` for a code, a `wbr` element for a break. The table of contents and the heading's id
 * come from the Markdown, before this, and are unchanged.
 */
import type { HastNode } from '../shared/hast';
import { NOWRAP_CLASS, headingParts } from '../../src/lib/headingBreaks';

const HEADING = /^h[1-6]$/;

function partsOf(value: string): HastNode[] | null {
  const parts = headingParts(value);
  if (parts.length === 1 && 'text' in parts[0]! && !parts[0].nowrap) return null;
  return parts.map((part): HastNode => {
    if ('wbr' in part) return { type: 'element', tagName: 'wbr', properties: {}, children: [] };
    const text: HastNode = { type: 'text', value: part.text };
    return part.nowrap
      ? { type: 'element', tagName: 'span', properties: { className: [NOWRAP_CLASS] }, children: [text] }
      : text;
  });
}

function breakText(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value) return partsOf(child.value) ?? [child];
    breakText(child);
    return [child];
  });
}

function visit(node: HastNode): void {
  if (node.type === 'element' && HEADING.test(node.tagName ?? '')) return breakText(node);
  for (const child of node.children ?? []) visit(child);
}

export default function rehypeReadableHeadings() {
  return (tree: HastNode): void => visit(tree);
}
