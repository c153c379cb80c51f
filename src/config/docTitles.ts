/**
 * A player page's document title, which tells it apart from its namesakes of the other players and
 * versions ("Known issues" is a page of every player): "page · section", and the version's label in
 * a version other than the current one; a title that already names its section keeps it once. Made
 * at build time from the page's path (`docs/products/player/<platform>/`, or
 * `versioned_docs/version-<label>/products/player/<platform>/`); null for any other page, which
 * keeps its own title.
 */
export function playerPageTitle(
  title: string,
  filePath: string,
  sectionLabels: Readonly<Record<string, string>>,
): string | null {
  const m = /(?:^|\/)(?:docs|versioned_docs\/version-([^/]+))\/products\/player\/([^/]+)\//.exec(
    filePath.replace(/\\/g, '/'),
  );
  const section = m ? sectionLabels[m[2]!] : undefined;
  if (!m || section === undefined) return null;
  const named = title.toLowerCase().includes(section.toLowerCase());
  const context = [named ? '' : section, m[1]].filter(Boolean).join(' ');
  return context ? `${title} · ${context}` : null;
}
