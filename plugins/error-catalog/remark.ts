/**
 * Remark plugin: `<ErrorCodeTable platform="web" />` in a docs page gets the codes of that platform
 * alone, loaded on demand: the element is given `load={() => import(…)}`, the platform's data file
 * the plugin writes (`catalog-<platform>.json`: the categories and the entries of that platform).
 * The server renders the table from it; a page loaded in the browser keeps that HTML and never
 * loads the file (27 KiB gzipped for the Web), which a client-side move to the page loads
 * (plugins/error-catalog/theme/ErrorCodeTable). A platform that is not a literal of the catalogue's
 * platforms fails the build, naming the page.
 */
import { CATALOG_PLATFORMS, type CatalogPlatform } from './schema';

export const TABLE_COMPONENT = 'ErrorCodeTable';

/** The module of one platform's table data. */
export function platformDataModule(platform: CatalogPlatform): string {
  return `@generated/error-catalog/default/catalog-${platform}.json`;
}

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
}

const program = (body: unknown[]) => ({ type: 'Program', sourceType: 'module', body, comments: [] });

/** `load={() => import("<source>")}` as an MDX JSX attribute (with the ESTree the MDX compiler reads). */
function loadAttribute(source: string): { type: string; name: string; value: unknown } {
  const literal = { type: 'Literal', value: source, raw: JSON.stringify(source) };
  // `() => import(source)`: no parameters, an expression body.
  const flags = { id: null, params: [], async: false, generator: false, expression: true };
  const arrow = { type: 'ArrowFunctionExpression', ...flags, body: { type: 'ImportExpression', source: literal } };
  return {
    type: 'mdxJsxAttribute',
    name: 'load',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `() => import(${JSON.stringify(source)})`,
      data: { estree: program([{ type: 'ExpressionStatement', expression: arrow }]) },
    },
  };
}

function tablesIn(node: Node, found: Node[] = []): Node[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === TABLE_COMPONENT) {
    found.push(node);
  }
  for (const child of node.children ?? []) tablesIn(child, found);
  return found;
}

/** Gives every `<ErrorCodeTable platform>` under `tree` its platform's data; throws on a platform it does not know. */
export function attachPlatformData(tree: Node, where = ''): void {
  for (const table of tablesIn(tree)) {
    const platform = table.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'platform')?.value;
    if (typeof platform !== 'string' || !(CATALOG_PLATFORMS as readonly string[]).includes(platform)) {
      throw new Error(
        `${where ? `${where}: ` : ''}<${TABLE_COMPONENT}> needs a literal platform="…" of ${CATALOG_PLATFORMS.join(', ')}` +
          ` (got ${JSON.stringify(platform ?? null)})`,
      );
    }
    if (table.attributes?.some((a) => a.name === 'load')) continue;
    table.attributes = [...(table.attributes ?? []), loadAttribute(platformDataModule(platform as CatalogPlatform))];
  }
}

export default function remarkErrorCodeTables() {
  return (tree: Node, file: { path?: string }) => attachPlatformData(tree, file.path);
}
