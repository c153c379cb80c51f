/**
 * A small loaded content of the site, as Docusaurus hands it to the plugins' `allContentLoaded`:
 * the docs plugin's versions (the current one last, as `lastVersion: 'current'` makes it) and the
 * pages plugin's pages. The plugins read their routes from it (`plugins/shared/site-routes.ts`).
 */
import type { AllContent } from '@docusaurus/types';
import { DOCS_PLUGIN, PAGES_PLUGIN, type RouteLookup, readDocsRoutes } from '../../../plugins/shared/site-routes';

export interface LoadedPage {
  permalink: string;
  title: string;
  /** A doc's id (docs only). */
  id?: string;
}

export function loadedContent({
  docs,
  olderDocs = [],
  mdxPages = [],
  reactPages = [],
}: {
  /** Docs of the current version. */
  docs: LoadedPage[];
  /** Docs of an older version. */
  olderDocs?: LoadedPage[];
  mdxPages?: LoadedPage[];
  /** Permalinks of React pages (no title). */
  reactPages?: string[];
}): AllContent {
  const version = (isLast: boolean, pages: LoadedPage[]) => ({ isLast, docs: pages.map((page) => ({ ...page })) });
  return {
    [DOCS_PLUGIN]: { default: { loadedVersions: [version(false, olderDocs), version(true, docs)] } },
    [PAGES_PLUGIN]: {
      default: [
        ...mdxPages.map((page) => ({ type: 'mdx', ...page })),
        ...reactPages.map((permalink) => ({ type: 'jsx', permalink })),
      ],
    },
  };
}

/**
 * The routes the real catalogues are resolved against in unit tests, which have no docs plugin
 * loaded: every route is a page (titled from `pages`, a small loaded-content fixture, else untitled)
 * but those of `missing`. Whether the catalogues' links name real pages is the build's check: the
 * plugins resolve them against the docs plugin's loaded content and fail on a link to no page.
 */
export function catalogueRoutes(pages: LoadedPage[] = [], missing: readonly string[] = []): RouteLookup {
  const titles = readDocsRoutes(loadedContent({ docs: pages }), '/');
  const absent = new Set(missing);
  return {
    has: (route) => !absent.has(route),
    get: (route) => (absent.has(route) ? undefined : (titles.get(route) ?? null)),
  };
}
