/**
 * The class of a table's block (`custom.css`), for the Markdown tables the rehype plugin wraps
 * (`plugins/accessible-tables/rehype.ts`) and the tables components render (`TableBlock`).
 */
export const TABLE_BLOCK_CLASS = 'flp-table';
