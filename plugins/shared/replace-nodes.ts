/**
 * Replaces the nodes of a Markdown tree that stand for a component (`<Fact id/>`,
 * `<WebhookDelivery event/>`) by what they render to: `match` reads a node's value (null for any
 * other node, whose children are searched in turn), `replace` gives the nodes that take its place.
 */
export function replaceNodes<N extends { children?: N[] }, T>(
  tree: N,
  match: (node: N) => T | null,
  replace: (node: N, value: T) => N[],
): void {
  const walk = (node: N) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      const value = match(child);
      if (value === null) {
        walk(child);
        return [child];
      }
      return replace(child, value);
    });
  };
  walk(tree);
}
