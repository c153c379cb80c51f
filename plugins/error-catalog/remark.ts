/**
 * Remark plugin: `<ErrorCodeTable platform="web" />` in a docs page gets the codes of that platform
 * alone. The element is given `catalog={…}`, imported from the platform's data file the plugin
 * writes (`catalog-<platform>.json`: the categories and the entries of that platform), so a page's
 * script carries its platform's codes (27 KiB gzipped for the Web), not every platform's (44 KiB).
 * A platform that is not a literal of the catalogue's platforms fails the build, naming the page.
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
const identifier = (name: string) => ({ type: 'Identifier', name });

/** `import <name> from '<source>'` as an MDX ESM node (with the ESTree the MDX compiler reads). */
function importNode(name: string, source: string): Node {
  const literal = { type: 'Literal', value: source, raw: JSON.stringify(source) };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(name) }],
          source: literal,
        },
      ]),
    },
  };
}

/** `catalog={<name>}` as an MDX JSX attribute. */
function catalogAttribute(name: string): { type: string; name: string; value: unknown } {
  return {
    type: 'mdxJsxAttribute',
    name: 'catalog',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: name,
      data: { estree: program([{ type: 'ExpressionStatement', expression: identifier(name) }]) },
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
  const imported = new Set<CatalogPlatform>();
  for (const table of tablesIn(tree)) {
    const platform = table.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'platform')?.value;
    if (typeof platform !== 'string' || !(CATALOG_PLATFORMS as readonly string[]).includes(platform)) {
      throw new Error(
        `${where ? `${where}: ` : ''}<${TABLE_COMPONENT}> needs a literal platform="…" of ${CATALOG_PLATFORMS.join(', ')}` +
          ` (got ${JSON.stringify(platform ?? null)})`,
      );
    }
    if (table.attributes?.some((a) => a.name === 'catalog')) continue;
    const name = `__flpErrorCodes_${platform}`;
    table.attributes = [...(table.attributes ?? []), catalogAttribute(name)];
    if (!imported.has(platform as CatalogPlatform)) {
      imported.add(platform as CatalogPlatform);
      tree.children = [importNode(name, platformDataModule(platform as CatalogPlatform)), ...(tree.children ?? [])];
    }
  }
}

export default function remarkErrorCodeTables() {
  return (tree: Node, file: { path?: string }) => attachPlatformData(tree, file.path);
}
