import { toMarkdownTwin } from '../../../plugins/markdown-twin/markdown';
import type { ComponentRenderer } from '../../../plugins/shared/mdast';

/** The site the twins of the unit tests link to. */
export const TWIN_SITE = 'https://developers.flp.video';

/** The Markdown twin of `source`, a page titled `title` of TWIN_SITE, with `components` rendered. */
export function twinOf(source: string, title: string, components: Record<string, ComponentRenderer>): string {
  return toMarkdownTwin(source, { title, siteUrl: TWIN_SITE, baseUrl: '/', components });
}
