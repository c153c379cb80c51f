/** The Markdown form of `<Fact id="..."/>`: the fact's value from `catalog/facts.yaml`, as the page shows it. */
import { type ComponentRenderer, text } from '../shared/mdast';
import { factText } from './remark';
import type { FactsFile } from './schema';

export function factRenderer(facts: FactsFile): ComponentRenderer {
  return (props) => {
    if (typeof props.id !== 'string') throw new Error('<Fact> needs a literal id="..." attribute');
    return [text(factText(facts, props.id))];
  };
}
