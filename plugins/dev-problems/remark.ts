/**
 * Under `docusaurus start` only (docusaurus.config.ts): each Markdown link to a path of the site
 * carries its place in the source, `data-dev-source="docs/x.md:12"`, for the development check of
 * links (client.ts), which has the routes but not the sources. The production build adds nothing.
 */
import { relative } from 'node:path';
import { SOURCE_ATTRIBUTE } from './constants';

interface LinkNode {
  type: string;
  url?: string;
  children?: LinkNode[];
  position?: { start: { line: number } };
  data?: { hProperties?: Record<string, unknown> };
}

/** A link the build's broken-link check follows: to a path of this site, not elsewhere, not a file left as is. */
export function isSiteLink(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url);
}

export default function remarkDevLinkSources({ siteDir }: { siteDir: string }) {
  return (tree: LinkNode, file: { path?: string }): void => {
    if (!file.path) return;
    const source = relative(siteDir, file.path);
    const visit = (node: LinkNode): void => {
      if (node.type === 'link' && node.url && isSiteLink(node.url) && node.position) {
        node.data ??= {};
        node.data.hProperties = {
          ...node.data.hProperties,
          [SOURCE_ATTRIBUTE]: `${source}:${node.position.start.line}`,
        };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
