import { describe, expect, it } from 'vitest';
import rehypeAccessibleTables, {
  CARDS_CLASS,
  FIRST_TABLE_END_ID,
  columnNames,
  holdFirstPaintForTables,
  markCards,
  tableLabel,
} from '../../plugins/accessible-tables/rehype';
import { BLOCKS_RENDERED_AT_LOAD } from '../../src/clientModules/skipOffscreen';
import { TABLE_BLOCK_CLASS } from '../../src/components/TableBlock/className';

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  value?: string;
  name?: string;
};

const text = (value: string): Node => ({ type: 'text', value });
const el = (tagName: string, children: Node[], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
/** The hidden marker after the first table near the top, which the page's first paint waits for. */
const endMarker = (): Node => el('span', [], { id: FIRST_TABLE_END_ID, hidden: true });
/** A table as remark-gfm and remark-rehype make it from Markdown: a head row, then body rows. */
const table = (head: Node[][], ...rows: string[][]): Node =>
  el('table', [
    el('thead', [
      el(
        'tr',
        head.map((cell) => el('th', cell)),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el(
          'tr',
          row.map((cell) => el('td', [text(cell)])),
        ),
      ),
    ),
  ]);

describe('accessible Markdown tables', () => {
  it('makes every table focusable and names it by its heading and columns, nested ones included', () => {
    const csp = table([[text('directive')], [text('value')], [text('why')]], ['script-src', 'cdn', 'player']);
    const first = table([[text('a')], [text('b')]]);
    const inAdmonition = table([[el('code', [text('E-4024')])], [text(' meaning ')]]);
    const tree: Node = {
      type: 'root',
      children: [
        first,
        el('h2', [text('Content '), el('code', [text('Security')]), text(' Policy'), { type: 'mdxTextExpression' }]),
        el('p', [text('Allow these hosts.')]),
        csp,
        el('h3', [text('Pitfalls')]),
        { type: 'mdxJsxFlowElement', name: 'Admonition', children: [inAdmonition] },
      ],
    };
    rehypeAccessibleTables()(tree);
    expect(first.properties).toEqual({ tabIndex: 0, ariaLabel: 'a, b' });
    expect(csp.properties).toEqual({
      tabIndex: 0,
      ariaLabel: 'Content Security Policy: directive, value, why',
      className: [CARDS_CLASS],
    });
    expect(inAdmonition.properties).toEqual({ tabIndex: 0, ariaLabel: 'Pitfalls: E-4024, meaning' });
  });

  it('wraps a table at the top level of the page in a block of its own, not a nested one', () => {
    const top = table([[text('a')], [text('b')]]);
    const nested = table([[text('c')], [text('d')]]);
    const admonition: Node = { type: 'mdxJsxFlowElement', name: 'Admonition', children: [nested] };
    const tree: Node = { type: 'root', children: [el('p', [text('Before.')]), top, admonition] };
    rehypeAccessibleTables()(tree);
    // After the head link its first paint waits for (see below): the table is among the first blocks.
    expect(tree.children?.[2]).toEqual(el('div', [top, endMarker()], { className: [TABLE_BLOCK_CLASS] }));
    expect(top.properties).toMatchObject({ tabIndex: 0 });
    expect(admonition.children).toEqual([nested]);
  });

  it('keeps a name or tab index the author set, and names a table of empty headers by its heading', () => {
    const named = table([[text('x')]]);
    named.properties = { ariaLabel: 'Supported devices' };
    const empty = table([[], []], ['Roku OS', '11.5 or later']);
    const tree: Node = { type: 'root', children: [el('h2', [text('Requirements')]), empty, named] };
    rehypeAccessibleTables()(tree);
    expect(named.properties).toEqual({ tabIndex: 0, ariaLabel: 'Supported devices' });
    expect(empty.properties).toEqual({ tabIndex: 0, ariaLabel: 'Requirements' });
  });

  it('reads the first row’s cells, with or without a head', () => {
    expect(columnNames(el('table', [el('tr', [el('td', [text(' one ')]), el('td', [text('two')])])]))).toEqual([
      'one',
      'two',
    ]);
    expect(columnNames(el('table', []))).toEqual([]);
    expect(tableLabel(undefined, [])).toBe('Table');
    expect(tableLabel('Options', [])).toBe('Options');
  });

  it('marks tables of three columns or more for the phone’s cards, naming each body cell after the first', () => {
    const options = table(
      [[text('option')], [el('code', [text('type')])], [text(' default ')], [text('notes')]],
      ['autoplay', 'Bool', 'false', 'Starts on ready.'],
      ['muted', 'Bool', '', 'Needed for autoplay in Safari.'],
    );
    options.properties = { className: ['wide'] };
    expect(markCards(options)).toBe(true);
    expect(options.properties.className).toEqual(['wide', CARDS_CLASS]);
    const rows = options.children?.[1]?.children ?? [];
    expect(rows.map((row) => row.children?.map((cell) => cell.properties?.dataLabel))).toEqual([
      [undefined, 'type', 'default', 'notes'],
      [undefined, 'type', 'default', 'notes'],
    ]);
    // Marked once: a second pass adds nothing.
    expect(markCards(options)).toBe(true);
    expect(options.properties.className).toEqual(['wide', CARDS_CLASS]);
  });

  it('leaves two-column tables, tables without a body and unnamed columns as they are', () => {
    const members = table([[text('member')], [text('notes')]], ['load(_:)', 'Replaces the source.']);
    expect(markCards(members)).toBe(false);
    expect(members.properties).toEqual({});
    expect(markCards(table([[text('a')], [text('b')], [text('c')]]))).toBe(false);
    const unnamed = table([[text('key')], [], [text('value')]], ['k', 'x', 'v']);
    expect(markCards(unnamed)).toBe(true);
    const cells = unnamed.children?.[1]?.children?.[0]?.children ?? [];
    expect(cells.map((cell) => cell.properties?.dataLabel)).toEqual([undefined, undefined, 'value']);
  });

  describe('the first paint waits for the first table near the top', () => {
    const block = (): Node =>
      el('div', [table([[text('a')], [text('b')]], ['1', '2'])], { className: [TABLE_BLOCK_CLASS] });
    const paragraphs = (count: number): Node[] => Array.from({ length: count }, (_, i) => el('p', [text(`P${i}.`)]));
    const expectLink = (tree: Node) =>
      expect(tree.children?.[0]).toEqual(
        el('Head', [el('link', [], { rel: ['expect'], href: `#${FIRST_TABLE_END_ID}`, blocking: 'render' })]),
      );

    it('names the first table block among the first blocks and links the head to it', () => {
      const [first, second] = [block(), block()];
      const tree: Node = {
        type: 'root',
        children: [el('p', [text('Intro.')]), first, text('\n'), second, ...paragraphs(3)],
      };
      holdFirstPaintForTables(tree);
      expectLink(tree);
      // The marker comes after the table: Chromium renders once the expected element is inserted.
      expect(first.children?.at(-1)).toEqual(endMarker());
      expect(first.children?.[0]?.tagName).toBe('table');
      expect(second.children).toHaveLength(1);
    });

    it('counts blocks as the page shows them: not whitespace, imports or comments; the title comes first', () => {
      const last = block();
      const hidden: Node[] = [text('\n'), { type: 'mdxjsEsm' }, { type: 'comment', value: 'x' }];
      // The title's header is the first block the page shows, so the content's first blocks are one fewer.
      const tree: Node = {
        type: 'root',
        children: [...hidden, ...paragraphs(BLOCKS_RENDERED_AT_LOAD - 2), ...hidden, last],
      };
      holdFirstPaintForTables(tree);
      expectLink(tree);
      expect(last.children?.at(-1)).toEqual(endMarker());
    });

    it('waits for nothing when no table is among the first blocks', () => {
      const far = block();
      const tree: Node = { type: 'root', children: [...paragraphs(BLOCKS_RENDERED_AT_LOAD - 1), far] };
      holdFirstPaintForTables(tree);
      expect(far.children).toHaveLength(1);
      expect(tree.children?.some((node) => node.tagName === 'Head')).toBe(false);
      const none: Node = { type: 'root', children: paragraphs(3) };
      holdFirstPaintForTables(none);
      expect(none.children).toEqual(paragraphs(3));
    });
  });
});
