import { describe, expect, it } from 'vitest';
import { attachPlatformData, platformDataModule } from '../../plugins/error-catalog/remark';

interface Node {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: { estree?: { body: { type: string; source?: { value: string } }[] } };
}

const table = (platform: unknown): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'ErrorCodeTable',
  attributes: [{ type: 'mdxJsxAttribute', name: 'platform', value: platform }],
  children: [],
});

describe('error-code tables get their platform’s codes only', () => {
  it('imports the platform’s data file once and gives each table of that platform its data', () => {
    const first = table('web');
    const second = table('web');
    const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }, first, second] };
    attachPlatformData(tree);
    const imports = tree.children?.filter((node) => node.type === 'mdxjsEsm') ?? [];
    expect(imports).toHaveLength(1);
    expect(imports[0]?.value).toBe(`import __flpErrorCodes_web from "${platformDataModule('web')}";`);
    expect(imports[0]?.data?.estree?.body[0]).toMatchObject({
      type: 'ImportDeclaration',
      source: { value: '@generated/error-catalog/default/catalog-web.json' },
    });
    for (const node of [first, second]) {
      expect(node.attributes?.find((a) => a.name === 'catalog')?.value).toMatchObject({
        type: 'mdxJsxAttributeValueExpression',
        value: '__flpErrorCodes_web',
      });
    }
  });

  it('fails the build on a platform that is not a literal of the catalogue’s, naming the page', () => {
    expect(() => attachPlatformData({ type: 'root', children: [table('psp')] }, 'docs/x.md')).toThrow(
      /^docs\/x\.md: <ErrorCodeTable> needs a literal platform="…" of android, .* \(got "psp"\)$/,
    );
    expect(() => attachPlatformData({ type: 'root', children: [table({ type: 'expression' })] })).toThrow(
      'needs a literal platform',
    );
  });

  it('leaves a page without a table as it is', () => {
    const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    attachPlatformData(tree);
    expect(tree.children).toHaveLength(1);
  });
});
