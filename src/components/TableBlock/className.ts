/**
 * The class of a table's block (`custom.css`), for the Markdown tables the rehype plugin wraps
 * (`plugins/accessible-tables/rehype.ts`) and the tables components render (`TableBlock`).
 */
export const TABLE_BLOCK_CLASS = 'flp-table';

/**
 * The class of a table that reads as a list of cards on a phone (`custom.css`, under 600 px): one
 * card a row, its first cell the title, each other cell after its column's name (`data-label` on
 * the cell). Markdown tables of three columns or more get it from the rehype plugin; the error-code
 * tables set it themselves.
 */
export const TABLE_CARDS_CLASS = 'flp-table-cards';
