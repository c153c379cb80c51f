/**
 * Remark plugin: `<Fact id="playback-token.lifetime"/>` in a docs page becomes the fact's value as
 * text (`2 hours`) when the page is compiled, so the HTML, the search index (built from the HTML)
 * and the Markdown twins (`plugins/llms-txt`, same function) all read the catalogue's value. An
 * unknown id fails the build naming the page.
 */
import type { FactsFile } from './schema';
import { formatFact } from './schema';
import { replaceNodes } from '../shared/replace-nodes';

export const FACT_COMPONENT = 'Fact';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
}

/** The id attribute of a `<Fact>` element, or null when the node is not one. */
export function factIdOf(node: Node): string | null {
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== FACT_COMPONENT) {
    return null;
  }
  const id = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
  if (typeof id !== 'string') throw new Error(`<${FACT_COMPONENT}> needs a literal id="..." attribute`);
  return id;
}

/** The text a fact renders to; throws on an unknown id. */
export function factText(facts: FactsFile, id: string, where = ''): string {
  const fact = facts.facts.find((f) => f.id === id);
  if (!fact) throw new Error(`${where ? `${where}: ` : ''}<Fact id="${id}"/>: no such fact in catalog/facts.yaml`);
  return formatFact(fact);
}

/** Replaces every `<Fact>` under `tree` by its text (a paragraph when it stands alone). */
export function replaceFacts(tree: Node, facts: FactsFile, where = ''): void {
  replaceNodes(tree, factIdOf, (child, id) => {
    const text: Node = { type: 'text', value: factText(facts, id, where) };
    return [child.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [text] } : text];
  });
}

/** The plugin, given the parsed catalogue (docusaurus.config.ts loads it once). */
export default function remarkFacts(options: { facts: FactsFile }) {
  return (tree: Node, file: { path?: string }) => replaceFacts(tree, options.facts, file.path ?? '');
}
