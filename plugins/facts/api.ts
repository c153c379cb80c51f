/**
 * The facts' public face: the schema of `catalog/facts.yaml` (its types, meanings and formatting),
 * its loader, the text `<Fact>` becomes, and the Markdown form of `<Fact>`. The remark plugin
 * itself (`remark.ts`) is listed in `docusaurus.config.ts`.
 */
export * from './schema';
export { loadFacts } from './load';
export { factText } from './remark';
export { factRenderer } from './twin';
