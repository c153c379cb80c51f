/**
 * Doc ids the site turns into routes itself, as `/docs/<id>`: `docRoute` of src/data/registry.ts (the
 * navbar, the landing pages and their cards, the product pages' flows) and the API page manifest. The
 * browser code keeps that plain function (looking the docs plugin's data up there would add code to
 * every page that links a doc); instead the build holds each of those ids to the docs plugin's loaded
 * content: a doc whose permalink is another (its `slug` or `id` front matter, a number prefix) or an
 * id that is no doc of the current version fails, naming the doc and where the id comes from.
 */
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { PLATFORMS, SECTIONS, docRoute, platformDocRoute } from '../../src/data/registry';
import { PRODUCT_PAGES } from '../../src/data/productPages';
import { oncePerLoad, pluginContent } from './loaded-content';
import { DOCS_PLUGIN, permalinkRoute } from './site-routes';

/** A doc id the site writes a route for, the route it writes, and where the id is declared. */
export interface WrittenDocRoute {
  id: string;
  route: string;
  from: string;
}

/**
 * The pages of every platform's folder that the site's code links by name: the overview (navbar,
 * cards), the release notes (/release-notes) and the error codes (/error-lookup, the error entries).
 * The pages the catalogues name (features, known issues, migration guides) are held to the docs
 * routes by their own plugins' link checks.
 */
const PLATFORM_PAGES = ['overview', 'releasenotes', 'error-codes'];

/** Every doc id src/data/registry.ts and the product pages turn into a route, with that route. */
export function registryDocRoutes(): WrittenDocRoute[] {
  return [
    ...SECTIONS.map((section) => ({
      id: section.landingDocId,
      route: docRoute(section.landingDocId),
      from: `src/data/registry.ts SECTIONS ${section.sidebarId}`,
    })),
    ...PLATFORMS.flatMap((platform) =>
      PLATFORM_PAGES.map((page) => ({
        id: `products/player/${platform.id}/${page}`,
        route: platformDocRoute(platform.id, page),
        from: `src/data/registry.ts platformDocRoute(${platform.id}, ${page})`,
      })),
    ),
    ...Object.entries(PRODUCT_PAGES).flatMap(([slug, page]) =>
      page.flows.flatMap((flow) =>
        flow.steps.map((step) => ({
          id: step.docId,
          route: docRoute(step.docId),
          from: `src/data/productPages.ts ${slug} "${flow.title}"`,
        })),
      ),
    ),
  ];
}

/** The docs of the current version: id → route (without the base URL or a trailing slash). */
export function readDocRoutesById(allContent: AllContent, baseUrl: string): ReadonlyMap<string, string> {
  return oncePerLoad(allContent, `doc-routes-by-id ${baseUrl}`, () => {
    const docs = pluginContent<DocsContent>(allContent, DOCS_PLUGIN, 'the docs routes');
    const current = docs.loadedVersions.find((version) => version.isLast);
    return new Map(current?.docs.map((doc) => [doc.id, permalinkRoute(doc.permalink, baseUrl)]));
  });
}

/** One line per written route that is not the docs plugin's route of its doc. */
export function docRouteProblems(docs: ReadonlyMap<string, string>, written: readonly WrittenDocRoute[]): string[] {
  const problems: string[] = [];
  for (const { id, route, from } of written) {
    const actual = docs.get(id);
    if (actual === undefined) problems.push(`${from}: "${id}" is no doc of the current docs version (for ${route})`);
    else if (actual !== route)
      problems.push(`${from}: the doc "${id}" is at ${actual}, not ${route}: give it no slug, or link it by its route`);
  }
  return problems;
}

/** Fails with every problem of docRouteProblems. */
export function checkDocRoutes(docs: ReadonlyMap<string, string>, written: readonly WrittenDocRoute[]): void {
  const problems = docRouteProblems(docs, written);
  if (problems.length) {
    throw new Error(
      `Docs routes the site writes as /docs/<id> that are not the docs plugin's (plugins/shared/doc-routes.ts):\n- ${problems.join('\n- ')}`,
    );
  }
}
