/**
 * The routes of the site a catalogue may link to, with their titles, from what Docusaurus loaded:
 * every doc of the current docs version as the docs plugin routes it (its permalink, so `id` and
 * `slug` front matter and number prefixes count; generated API pages included) and every site page
 * of the pages plugin. Worked out once per load of the site (`allContentLoaded`) and shared by the
 * plugins that check or resolve links.
 */
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { oncePerLoad, pluginContent } from './loaded-content';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** Route (without the base URL, the query, the hash or a trailing slash) → page title. */
export type SiteRoutes = ReadonlyMap<string, string | null>;

/** What the catalogues ask of the routes: whether a route is a page, and its title. */
export type RouteLookup = Pick<SiteRoutes, 'has' | 'get'>;

/** The route of a link without its query and hash: `/docs/x#y` → `/docs/x`. */
export function routeOf(link: string): string {
  return link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
}

/** A permalink as the catalogues write routes: `/base/docs/x/` → `/docs/x`. */
export function permalinkRoute(permalink: string, baseUrl: string): string {
  return routeOf(permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink);
}

/** Routes of the current docs version, with their titles. */
export function readDocsRoutes(allContent: AllContent, baseUrl: string): SiteRoutes {
  return oncePerLoad(allContent, `docs-routes ${baseUrl}`, () => {
    const docs = pluginContent<DocsContent>(allContent, DOCS_PLUGIN, 'the docs routes');
    const current = docs.loadedVersions.find((version) => version.isLast);
    return new Map(current?.docs.map((doc) => [permalinkRoute(doc.permalink, baseUrl), doc.title]));
  });
}

/** Routes of the current docs version and the site pages, with their titles. */
export function readSiteRoutes(allContent: AllContent, baseUrl: string): SiteRoutes {
  return oncePerLoad(allContent, `site-routes ${baseUrl}`, () => {
    const pages = pluginContent<PagesContent>(allContent, PAGES_PLUGIN, 'the site pages’ routes');
    const routes = new Map(readDocsRoutes(allContent, baseUrl));
    for (const page of pages) {
      routes.set(permalinkRoute(page.permalink, baseUrl), page.type === 'mdx' ? (page.title ?? null) : null);
    }
    return routes;
  });
}
