/**
 * The docs plugin's route tree, split by sidebar. Docusaurus puts every page of a docs version under
 * one version route whose props hold every sidebar of the version and a title and description for
 * every doc (`docsSidebars`, `docs`): one data chunk that each docs page loads before it renders, at
 * 126 KB (21 KiB gzipped) for this site, of which a page uses its own sidebar. Here each sidebar
 * whose pages share a folder no other page of the version is in gets a version route of its own at
 * that folder, with that sidebar and its docs alone; the rest (pages in no sidebar, sidebars that
 * share a folder, the tag pages) stay under the version's path, last, with what they use. The
 * components are Docusaurus's own: `DocVersionRoot` provides the version's data, `DocRoot` finds the
 * sidebar named by the page's route, and `useDocById` (the doc cards) finds the docs the cards of
 * its categories name.
 *
 * The router takes the first route whose path matches (react-router's Switch, and `matchRoutes` on
 * the server and for preloading), case-insensitively and as a prefix at a `/`. So a sidebar gets its
 * own route only when no page outside it lies under its folder: `splitVersionRoute` checks every
 * page against the order it returns, and throws where the router would show a page under the wrong
 * route.
 */
import type { RouteConfig } from '@docusaurus/types';

/** The props of a docs version route (the docs plugin's `PropVersionMetadata`, the fields used here). */
export interface VersionProp {
  docsSidebars: Record<string, unknown[]>;
  docs: Record<string, { id: string; sidebar?: string | null }>;
  [field: string]: unknown;
}

/** The components of the docs plugin's routes (its options `docVersionRootComponent`, `docRootComponent`). */
export interface DocsComponents {
  versionRoot: string;
  docRoot: string;
}

/** A sidebar item as the docs plugin writes it into the version prop (the fields read here). */
interface SidebarItem {
  type?: string;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
}

/**
 * The doc ids a doc card can show: the items of the categories that have a page of their own (a
 * generated index, or a doc that may hold `<DocCardList />`), the only places the theme renders
 * doc cards, which read a doc's description by the id its item names (`useDocById`).
 */
export function docIdsOnCards(items: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(items)) {
    for (const item of items) docIdsOnCards(item, into);
  } else if (typeof items === 'object' && items !== null) {
    const item = items as SidebarItem;
    if (item.type === 'category' && item.items) {
      if (item.href) {
        for (const child of item.items) if (child.type === 'link' && child.docId) into.add(child.docId);
      }
      docIdsOnCards(item.items, into);
    }
  }
  return into;
}

/**
 * The version prop with only `sidebars`, and of `docs` only those a doc card can show (above): the
 * rest would be data every page of the sidebar loads and no component reads (the descriptions of all
 * its docs, 2.8 KiB gzipped for the Web player's); a page's own title and description come with its
 * content.
 */
function versionPropFor(version: VersionProp, sidebars: readonly string[]): VersionProp {
  const onCards = docIdsOnCards(sidebars.map((name) => version.docsSidebars[name]));
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => onCards.has(id)));
  return {
    ...version,
    docsSidebars: Object.fromEntries(sidebars.map((name) => [name, version.docsSidebars[name] ?? []])),
    docs,
  };
}

/** Whether react-router's non-exact, case-insensitive match of `prefix` takes `path`. */
export function prefixMatches(prefix: string, path: string): boolean {
  const p = prefix.replace(/\/+$/, '').toLowerCase();
  const candidate = path.toLowerCase();
  return candidate === p || candidate.startsWith(`${p}/`);
}

/** The folder of a path (`/docs/a/b` → `/docs/a`; `/docs/a/` → `/docs/a`). */
export function folderOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(0, trimmed.lastIndexOf('/')) || '/';
}

/**
 * The folders a sidebar's route can take: the folders of its pages, each widened to its parent while
 * the parent is deeper than `floor` and holds no page of `foreign`, then without the folders inside
 * another.
 */
export function sidebarFolders(own: readonly string[], foreign: readonly string[], floor: string): string[] {
  const depth = (path: string) => path.replace(/\/+$/, '').split('/').length;
  const free = (folder: string) => !foreign.some((path) => prefixMatches(folder, path) || prefixMatches(path, folder));
  let folders = [...new Set(own.map(folderOf))];
  if (!folders.every(free)) return [];
  for (let changed = true; changed;) {
    changed = false;
    folders = folders.map((folder) => {
      const parent = folderOf(folder);
      if (depth(parent) <= depth(floor) || !free(parent)) return folder;
      changed = changed || parent !== folder;
      return parent;
    });
    folders = [...new Set(folders)];
  }
  return folders.filter((folder) => !folders.some((other) => other !== folder && prefixMatches(other, folder))).sort();
}

/**
 * A docs version route split into version routes for each sidebar whose pages lie in folders no page
 * of another sidebar is in (one per folder, each with that sidebar's data alone; a page in no sidebar
 * in such a folder goes with it), followed by the version's route with everything else. A version
 * route of another shape (no version prop, no `DocRoot` child) is returned as it is.
 */
export function splitVersionRoute(route: RouteConfig, components: DocsComponents): RouteConfig[] {
  const version = route.props?.version as VersionProp | undefined;
  const children = route.routes ?? [];
  const docRoot = children.find((child) => child.component === components.docRoot);
  if (route.component !== components.versionRoot || !version?.docsSidebars || !docRoot) return [route];
  const leaves = docRoot.routes ?? [];
  const others = children.filter((child) => child !== docRoot);
  const sidebarOf = (page: RouteConfig) => (typeof page.sidebar === 'string' ? page.sidebar : null);

  const groups: { sidebar: string; folders: string[] }[] = [];
  for (const sidebar of Object.keys(version.docsSidebars)) {
    const own = leaves.filter((leaf) => sidebarOf(leaf) === sidebar).map((leaf) => leaf.path);
    if (own.length === 0) continue;
    const foreign = [
      ...leaves.filter((leaf) => ![sidebar, null].includes(sidebarOf(leaf))).map((leaf) => leaf.path),
      ...others.map((other) => other.path),
      ...groups.flatMap((group) => group.folders),
    ];
    const folders = sidebarFolders(own, foreign, route.path);
    if (folders.length > 0) groups.push({ sidebar, folders });
  }
  const groupOf = (leaf: RouteConfig) => {
    const sidebar = sidebarOf(leaf);
    return groups.find((group) =>
      sidebar === null ? group.folders.some((folder) => prefixMatches(folder, leaf.path)) : group.sidebar === sidebar,
    );
  };
  const grouped = new Set(groups.map((group) => group.sidebar));
  const split: RouteConfig[] = groups.flatMap((group) => {
    const props = { ...route.props, version: versionPropFor(version, [group.sidebar]) };
    return group.folders.map((folder) => ({
      ...route,
      path: folder,
      props,
      routes: [
        {
          ...docRoot,
          path: folder,
          routes: leaves.filter((leaf) => groupOf(leaf) === group && prefixMatches(folder, leaf.path)),
        },
      ],
    }));
  });
  const restSidebars = Object.keys(version.docsSidebars).filter((name) => !grouped.has(name));
  split.push({
    ...route,
    props: { ...route.props, version: versionPropFor(version, restSidebars) },
    routes: [{ ...docRoot, routes: leaves.filter((leaf) => groupOf(leaf) === undefined) }, ...others],
  });

  // Every page is first matched by the route that holds it, as the router matches.
  for (const target of split) {
    for (const page of (target.routes ?? []).flatMap((child) => (child.routes ? child.routes : [child]))) {
      const first = split.find((candidate) => prefixMatches(candidate.path, page.path));
      if (first !== target) {
        throw new Error(
          `docs-sidebar-routes: ${page.path} would be matched by the version route at ${first?.path ?? 'none'}`,
        );
      }
    }
  }
  return split;
}

/** The docs plugin's root route with each of its version routes split by sidebar. */
export function splitDocsRoutes(root: RouteConfig, components: DocsComponents): RouteConfig {
  if (!root.routes) return root;
  return { ...root, routes: root.routes.flatMap((route) => splitVersionRoute(route, components)) };
}
