/** A Markdown tree holding one component written as a block (`<Fact id="…"/>`), as remark-mdx parses it. */
export function treeWithComponent(name: string, attributes: Record<string, string>) {
  return {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name,
        attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
        children: [],
      },
    ],
  };
}
