/**
 * The Markdown twin's public face, for `plugins/llms-txt` (the twins and /llms.txt), the search's
 * development index and the tests: a docs page's MDX source turned into plain Markdown
 * (`markdown.ts`), and the twin of every page the docs plugin loaded, converted once per load with
 * the catalogue components rendered by their plugins (`twins.ts`). Where a twin lives
 * (`/docs/x` → `/docs/x.md`) is `plugins/shared/twin-paths.ts`, which the browser and the MCP server
 * read without loading the converter; the nodes a component's Markdown form is made of are
 * `plugins/shared/mdast.ts`. Both are re-exported here.
 */
export { type TwinOptions, TwinSyntaxError, printTwin, toMarkdownTwin, toTwinTree } from './markdown';
export { type TwinPage, catalogComponents, docsInstances, loadTwinPages, pruneTwinCache } from './twins';
export { twinFile, twinUrl } from '../shared/twin-paths';
export * from '../shared/mdast';
