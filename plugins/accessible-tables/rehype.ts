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
 * On a phone a table of three columns or more reads as a list of cards instead (`custom.css`, under
 * 600 px): one card a row, its first cell the title, each other cell after its column's name. As a
 * scrolled table, such a table showed its first column or two, and the columns beyond the screen
 * made every row as tall as their text wrapped one word a line (500 px rows on the iOS references,
 * blank on screen). The cards need each cell's column name: it is written on the cell
 * (`data-label`), and the table gets the class `flp-table-cards`. Two-column tables (member and
 * notes) fit a phone as tables and stay so.
 *
 * A table at the top level of a page is wrapped in a block of its own (`div.flp-table`): on long
 * pages the top-level blocks away from the screen skip rendering and clip what they hold
 * (`custom.css`), which a table that scrolls sideways in its own box cannot do itself. The
 * catalogue and API components wrap their tables in the same block (`TableBlock`).
 *
 * Tables written as JSX (`<table>` in MDX, the catalogue components) are left alone here: they
 * manage their own scroll region and block.
 *
 * The first paint of a page waits until the parser has passed the first Markdown table among its
 * first blocks (`holdFirstPaintForTables`), so that a table near the top is not drawn while its
 * rows still come.
 */

import type { HastNode } from '../shared/hast';
import { TABLE_BLOCK_CLASS, TABLE_CARDS_CLASS } from '../../src/components/TableBlock/className';
import { BLOCKS_RENDERED_AT_LOAD } from '../../src/clientModules/skipOffscreen';

const HEADING = /^h[1-6]$/;

/** The visible text of a node: text and inline code, without MDX expressions or comments. */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type !== 'element' && node.type !== 'root') return '';
  return (node.children ?? []).map(textOf).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rows of a table, head and body, in order. */
function rowsOf(table: HastNode): HastNode[] {
  const rows: HastNode[] = [];
  const collect = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (child.tagName === 'thead' || child.tagName === 'tbody') collect(child);
    }
  };
  collect(table);
  return rows;
}

const cellsOf = (row: HastNode): HastNode[] =>
  (row.children ?? []).filter((cell) => cell.type === 'element' && (cell.tagName === 'th' || cell.tagName === 'td'));

/** The column names of a table: the cells of its first row. */
export function columnNames(table: HastNode): string[] {
  const first = rowsOf(table)[0];
  return (first ? cellsOf(first) : []).map((cell) => squash(textOf(cell))).filter(Boolean);
}

/** Tables of this many columns or more read as cards on a phone. */
export const CARD_COLUMNS = 3;

/** The class of those tables (`custom.css`). */
export const CARDS_CLASS = TABLE_CARDS_CLASS;

/**
 * Marks a table of CARD_COLUMNS columns or more for the phone's cards: the class, and on each body
 * cell after the first the name of its column (none where the column has no name). Returns whether it did.
 */
export function markCards(table: HastNode): boolean {
  const [head, ...body] = rowsOf(table);
  if (!head || body.length === 0) return false;
  const names = cellsOf(head).map((cell) => squash(textOf(cell)));
  if (names.length < CARD_COLUMNS) return false;
  const properties = (table.properties ??= {});
  const classes = Array.isArray(properties.className) ? (properties.className as string[]) : [];
  if (!classes.includes(CARDS_CLASS)) properties.className = [...classes, CARDS_CLASS];
  for (const row of body) {
    cellsOf(row).forEach((cell, index) => {
      const name = names[index];
      // The first cell is the card's title: it needs no name.
      if (index > 0 && name) (cell.properties ??= {}).dataLabel = name;
    });
  }
  return true;
}

/** The accessible name of a table under `heading`: "Heading: column, column", or whichever part there is. */
export function tableLabel(heading: string | undefined, columns: readonly string[]): string {
  const parts = [heading, columns.join(', ')].filter(Boolean);
  return parts.length > 0 ? parts.join(': ') : 'Table';
}

/**
 * The id of an empty, hidden marker right after the first table among a page's first blocks, which
 * its first paint waits for.
 */
export const FIRST_TABLE_END_ID = 'flp-first-table-end';

/** Top-level nodes the page shows as blocks (not whitespace, imports or comments). */
const isBlock = (node: HastNode): boolean => node.type === 'element' || node.type === 'mdxJsxFlowElement';

/**
 * A table grows its columns to fit the rows the parser adds: painted while its rows still come, a
 * table near the top of a page moves its cells sideways when they do (seen on the iOS references'
 * products table, its second block). So the first paint of a page waits until the parser has
 * passed the first Markdown table among its first blocks (those rendered at load; the title's
 * header is the first of them): a `<link rel="expect" blocking="render">` in the page's head, through
 * the theme's `Head`, to an empty hidden marker the table's block holds after the table. Not to the
 * block itself: Chromium lets the page render once the expected element is inserted, which for the
 * block is before its rows (a browser test caught a first frame with none of them). Only the first
 * table: waiting for a later one of those blocks held the first paint of the iOS references until a
 * third of its HTML was parsed. Browsers without `rel="expect"` ignore it. A page with no table
 * there waits for nothing.
 */
export function holdFirstPaintForTables(tree: HastNode): void {
  const blocks = (tree.children ?? []).filter(isBlock).slice(0, BLOCKS_RENDERED_AT_LOAD - 1);
  const first = blocks.find((block) => {
    const classes = block.properties?.className;
    return block.type === 'element' && Array.isArray(classes) && classes.includes(TABLE_BLOCK_CLASS);
  });
  if (!first) return;
  const marker: HastNode = {
    type: 'element',
    tagName: 'span',
    properties: { id: FIRST_TABLE_END_ID, hidden: true },
    children: [],
  };
  (first.children ??= []).push(marker);
  const link: HastNode = {
    type: 'element',
    tagName: 'link',
    properties: { rel: ['expect'], href: `#${FIRST_TABLE_END_ID}`, blocking: 'render' },
    children: [],
  };
  (tree.children ??= []).unshift({ type: 'element', tagName: 'Head', properties: {}, children: [link] });
}

export default function rehypeAccessibleTables() {
  return (tree: HastNode): void => {
    let heading: string | undefined;
    const visit = (node: HastNode): void => {
      const children = node.children ?? [];
      children.forEach((child, index) => {
        if (child.type === 'element' && HEADING.test(child.tagName ?? '')) {
          heading = squash(textOf(child)) || undefined;
          return;
        }
        if (child.type === 'element' && child.tagName === 'table') {
          const properties = (child.properties ??= {});
          properties.tabIndex ??= 0;
          properties.ariaLabel ??= tableLabel(heading, columnNames(child));
          markCards(child);
          if (node === tree) {
            children[index] = {
              type: 'element',
              tagName: 'div',
              properties: { className: [TABLE_BLOCK_CLASS] },
              children: [child],
            };
          }
          return;
        }
        visit(child);
      });
    };
    visit(tree);
    holdFirstPaintForTables(tree);
  };
}
