/**
 * Remark plugin: `<RetryTable />` in a docs page becomes the table of which requests are safe to send
 * again (retries.ts): the methods' defaults, then every operation whose OpenAPI document says
 * otherwise (`x-flp-retry`), linked to its page, with the document's reason. The errors guide and
 * the operation pages so read one rule; a document without a verdict where one is needed fails the
 * build naming the operation.
 */
import type { ServiceDocument } from './bundle';
import { loadServiceDocuments } from './bundle';
import { apiPages, operationRouteIn } from './manifest';
import { isDefaultVerdict, repeatLabel, retryVerdicts, verdictNote } from './retries';
import { type MdNode, parseMarkdown } from '../shared/mdast';
import { replaceNodes } from '../shared/replace-nodes';
import { mdCell } from './mdx';

export const RETRY_TABLE_COMPONENT = 'RetryTable';

/** The defaults, one row per group of methods. */
const DEFAULT_ROWS: readonly [string, string, string][] = [
  ['Every `GET`, `HEAD`, `PUT` and `DELETE`', 'Yes', 'A repeat leaves the resource as the first request left it.'],
  ['Every `POST`', repeatLabel('key'), 'A repeat with the same key returns the first answer.'],
  ['Every `PATCH`', 'Per operation, below', 'An update may be a merge patch or start new work.'],
];

/** The table as Markdown. */
export function retryTableMarkdown(services: readonly ServiceDocument[]): string {
  const pages = apiPages(services);
  const rows = DEFAULT_ROWS.map((row) => [...row]);
  for (const { op, verdict } of retryVerdicts(services)) {
    if (isDefaultVerdict(op, verdict)) continue;
    const route = operationRouteIn(pages, op.service, op.operationId);
    if (!route) throw new Error(`<${RETRY_TABLE_COMPONENT}>: no page for ${op.service} ${op.operationId}`);
    const summary = typeof op.operation.summary === 'string' ? op.operation.summary : op.operationId;
    rows.push([
      `\`${op.method.toUpperCase()}\` [${summary}](${route})`,
      repeatLabel(verdict.repeat),
      verdictNote(verdict),
    ]);
  }
  const header = '| requests | safe to send again | why |\n| --- | --- | --- |';
  return `${header}\n${rows.map((row) => `| ${row.map(mdCell).join(' | ')} |`).join('\n')}`;
}

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
}

function isTable(node: Node): true | null {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === RETRY_TABLE_COMPONENT
    ? true
    : null;
}

/** The table's nodes. */
export function retryTableNodes(services: readonly ServiceDocument[]): MdNode[] {
  return parseMarkdown(retryTableMarkdown(services));
}

/** The plugin, given the site's directory: the OpenAPI documents are read once, on first use. */
export default function remarkRetryTable(options: { siteDir: string }) {
  let services: readonly ServiceDocument[] | undefined;
  return (tree: Node, file: { path?: string }) =>
    replaceNodes(tree, isTable, () => {
      try {
        return retryTableNodes((services ??= loadServiceDocuments(options.siteDir))) as Node[];
      } catch (error) {
        throw new Error(`${file.path ?? ''}: ${(error as Error).message}`);
      }
    });
}
