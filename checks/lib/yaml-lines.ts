/** YAML read with the line of every value, so a check can name `file:line`. */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';

export type YamlPath = readonly (string | number)[];

export interface LocatedYaml {
  /** The parsed data. */
  data: unknown;
  /** The line of the value at a path (the closest enclosing value's when it has none of its own). */
  lineOf(path: YamlPath): number;
}

export function parseYamlWithLines(text: string): LocatedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const lines = new Map<string, number>();
  const visit = (node: Node | null | undefined, path: (string | number)[]) => {
    if (!node) return;
    const offset = node.range?.[0];
    if (offset !== undefined) lines.set(JSON.stringify(path), lineCounter.linePos(offset).line);
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        visit(pair.value as Node, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item as Node, [...path, i]));
    }
  };
  visit(doc.contents as Node, []);
  return {
    data: doc.toJS(),
    lineOf(path) {
      for (let n = path.length; n >= 0; n -= 1) {
        const line = lines.get(JSON.stringify(path.slice(0, n)));
        if (line !== undefined) return line;
      }
      return 1;
    },
  };
}
