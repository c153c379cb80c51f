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
  it('gives each table a loader of its platform’s data file, which the page does not import up front', () => {
    const first = table('web');
    const second = table('android');
    const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }, first, second] };
    attachPlatformData(tree);
    expect(tree.children?.filter((node) => node.type === 'mdxjsEsm')).toEqual([]);
    for (const [node, platform] of [
      [first, 'web'],
      [second, 'android'],
    ] as const) {
      const load = node.attributes?.find((a) => a.name === 'load')?.value as {
        value: string;
        data: { estree: { body: { expression: unknown }[] } };
      };
      expect(load.value).toBe(`() => import("${platformDataModule(platform)}")`);
      expect(load.data.estree.body[0]?.expression).toMatchObject({
        type: 'ArrowFunctionExpression',
        params: [],
        body: {
          type: 'ImportExpression',
          source: { value: `@generated/error-catalog/default/catalog-${platform}.json` },
        },
      });
    }
    // A second pass leaves a table that has its loader as it is.
    attachPlatformData(tree);
    expect(first.attributes?.filter((a) => a.name === 'load')).toHaveLength(1);
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
