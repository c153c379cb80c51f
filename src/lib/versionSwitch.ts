/**
 * Where the docs version dropdown leads from a page that has no twin in the other version: the
 * nearest page of the same platform or section there, not the version's main page; from a page of
 * a section the other version does not have (it is not versioned), nowhere: the reader stays and
 * is told the page is the same in both. Pure, with
 * unit tests; the dropdown (src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx) and the
 * notice on the page it lands on (src/theme/DocVersionBanner) use it.
 */

export interface VersionDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface VersionDocs {
  docs: readonly VersionDoc[];
  mainDocId: string;
  /** The version's sidebars; a sidebar's link is its first page. */
  sidebars?: Readonly<Record<string, { link?: { path: string } | undefined }>>;
}

/** The folders of a doc id: `products/player/web/basic-playback` → `products/player/web`. */
function folderOf(id: string): string {
  return id.split('/').slice(0, -1).join('/');
}

/**
 * The page of `version` nearest to the doc being read (which has no twin there): the first page of
 * the sidebar of the same name (the platform or section), else the overview or first page of the
 * same folder. Null when `version` documents nothing of the page's section or folder: the page is
 * not versioned (the API reference, the service guides, support), it applies to that version as it
 * is, and the reader stays on it (no one page of the other version is nearer than another). With
 * no doc being read, the version's main page.
 */
export function nearestDocPath(
  active: { id: string; sidebar?: string } | undefined,
  version: VersionDocs,
): string | null {
  const main = version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
  if (!active) return main?.path ?? null;
  const sidebarLink = active.sidebar ? version.sidebars?.[active.sidebar]?.link?.path : undefined;
  if (sidebarLink) return sidebarLink;
  const folder = folderOf(active.id);
  const sameFolder = version.docs.filter((doc) => folder !== '' && folderOf(doc.id) === folder);
  const page = sameFolder.find((doc) => doc.id.endsWith('/overview')) ?? sameFolder[0];
  return page?.path ?? null;
}

/**
 * The doc being read, when the docs plugin's global data does not list it (plugins/docs-sidebar-
 * routes/global-data.ts lists only docs with a twin in another version): its id from its path in
 * its version (`/docs/products/cms/overview` → `products/cms/overview`), which is all the nearest
 * page needs. Not for the version's own root, nor its tag pages (`tags/…`), which are no doc.
 */
export function docFromPath(
  listed: { id: string; sidebar?: string } | undefined,
  version: { path: string } | undefined,
  pathname: string,
): { id: string; sidebar?: string } | undefined {
  if (listed || !version) return listed;
  const base = version.path.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const id = pathname.slice(base.length + 1).replace(/\/+$/, '');
  if (id === '' || id === TAGS_SEGMENT || id.startsWith(`${TAGS_SEGMENT}/`)) return undefined;
  return { id };
}

/** Where the docs plugin puts a version's tag pages (its `tagsBasePath`, left at its default). */
export const TAGS_SEGMENT = 'tags';

/** The first pages of a version's sidebars, the ways into its docs, in the order it declares them. */
export function sidebarLinks(version: VersionDocs): { sidebar: string; path: string }[] {
  return Object.entries(version.sidebars ?? {}).flatMap(([sidebar, value]) =>
    value.link ? [{ sidebar, path: value.link.path }] : [],
  );
}

/** Session storage key of the page the reader left for a version without it. */
export const MISSING_PAGE_KEY = 'flp-version-missing-page';

export interface MissingPage {
  /** The page the reader left, its title. */
  title: string;
  /** The version it has no page in, its label (`6.x`). */
  version: string;
  /** Where the dropdown led instead: the nearest page, or the page itself when it is not versioned. */
  target: string;
  /**
   * Present when the page is not versioned and the reader stayed on it: the label of the version
   * the page belongs to (`7.x`), and the ways into the other version's docs (label and path).
   */
  unversioned?: { current: string; links: { label: string; path: string }[] };
}

/** The event the dropdown sends when it leaves a note for the page being read (no navigation follows). */
export const MISSING_PAGE_EVENT = 'flp-version-missing-page';

/** The note kept for the page the dropdown leads to, or null when it is not that page's. */
export function readMissingPage(stored: string | null, pathname: string): MissingPage | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<MissingPage>;
    if (typeof value.title !== 'string' || typeof value.version !== 'string' || typeof value.target !== 'string') {
      return null;
    }
    const links = value.unversioned?.links;
    if (value.unversioned !== undefined && (typeof value.unversioned.current !== 'string' || !Array.isArray(links))) {
      return null;
    }
    return value.target.replace(/\/$/, '') === pathname.replace(/\/$/, '') ? (value as MissingPage) : null;
  } catch {
    return null;
  }
}
