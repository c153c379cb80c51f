/**
 * The docs plugin's global data, which every page's main bundle holds, cut to what the browser
 * reads. Docusaurus lists every doc of every version there (id, path, sidebar: 294 docs, 3.6 KiB
 * gzipped for this site) for the theme's hooks that find "the active doc" of a path and its twin in
 * another version (the version dropdown, the banner of an older version) and for navbar items that
 * link a doc or a sidebar. A doc that no other version has, is no version's main doc and no navbar
 * item names has no twin to find, and the dropdown finds its nearest page from its path
 * (src/lib/versionSwitch.ts): such docs are left out. The sidebars (their first links) stay: the
 * dropdown leads into them.
 */

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersionData {
  name: string;
  mainDocId: string;
  docs: GlobalDoc[];
  [field: string]: unknown;
}

export interface GlobalDocsData {
  versions: GlobalVersionData[];
  [field: string]: unknown;
}

/** The doc ids the navbar's items name (`type: 'doc'`, a dropdown's items included). */
export function navbarDocIds(items: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (item: unknown) => {
    if (typeof item !== 'object' || item === null) return;
    const { type, docId, items: children } = item as { type?: string; docId?: string; items?: unknown[] };
    if (type === 'doc' && typeof docId === 'string') ids.add(docId);
    if (Array.isArray(children)) children.forEach(visit);
  };
  if (Array.isArray(items)) items.forEach(visit);
  return ids;
}

/** The global data with each version's docs cut to twins, main docs and the docs `keep` names. */
export function trimGlobalDocs<T extends GlobalDocsData>(data: T, keep: ReadonlySet<string> = new Set()): T {
  const versionsOf = new Map<string, number>();
  for (const version of data.versions) {
    for (const doc of version.docs) versionsOf.set(doc.id, (versionsOf.get(doc.id) ?? 0) + 1);
  }
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter(
        (doc) => (versionsOf.get(doc.id) ?? 0) > 1 || doc.id === version.mainDocId || keep.has(doc.id),
      ),
    })),
  };
}
