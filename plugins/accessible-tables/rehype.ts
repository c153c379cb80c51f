/**
 * Rehype plugin for the MDX of docs and pages: every Markdown table can be reached and scrolled by
 * keyboard, and is named.
 *
 * Infima styles every table `display: block; overflow: auto`, so a table wider than the text column
 * (most tables on a 375 px phone) scrolls inside the page. A scroll region must be reachable by
 * keyboard (WCAG 2.1.1; axe's `scrollable-region-focusable`), so each table gets `tabIndex={0}`,
 * and an `aria-label` that screen readers announce on focus: the heading it sits under and its
 * column names. Making tables wrap instead of scroll (CSS) would squeeze four columns of code
 * names and URLs into 340 px, breaking identifiers mid-word or overflowing the page.
 *
 * Tables written as JSX (`<table>` in MDX, the catalogue components) are left alone: they manage
 * their own scroll region.
 */

import type { HastNode } from '../shared/hast';

const HEADING = /^h[1-6]$/;

/** The visible text of a node: text and inline code, without MDX expressions or comments. */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type !== 'element' && node.type !== 'root') return '';
  return (node.children ?? []).map(textOf).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The column names of a table: the cells of its first row. */
export function columnNames(table: HastNode): string[] {
  const rows: HastNode[] = [];
  const collect = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (child.tagName === 'thead' || child.tagName === 'tbody') collect(child);
    }
  };
  collect(table);
  const first = rows[0];
  return (first?.children ?? [])
    .filter((cell) => cell.type === 'element' && (cell.tagName === 'th' || cell.tagName === 'td'))
    .map((cell) => squash(textOf(cell)))
    .filter(Boolean);
}

/** The accessible name of a table under `heading`: "Heading: column, column", or whichever part there is. */
export function tableLabel(heading: string | undefined, columns: readonly string[]): string {
  const parts = [heading, columns.join(', ')].filter(Boolean);
  return parts.length > 0 ? parts.join(': ') : 'Table';
}

export default function rehypeAccessibleTables() {
  return (tree: HastNode): void => {
    let heading: string | undefined;
    const visit = (node: HastNode): void => {
      for (const child of node.children ?? []) {
        if (child.type === 'element' && HEADING.test(child.tagName ?? '')) {
          heading = squash(textOf(child)) || undefined;
          continue;
        }
        if (child.type === 'element' && child.tagName === 'table') {
          const properties = (child.properties ??= {});
          properties.tabIndex ??= 0;
          properties.ariaLabel ??= tableLabel(heading, columnNames(child));
          continue;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
