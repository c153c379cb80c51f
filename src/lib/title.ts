/**
 * The browser tab title: "page | site", or the site title alone when the page
 * has no title of its own or repeats the site title.
 */
export function formatPageTitle(title: string | undefined, siteTitle: string, delimiter: string): string {
  const page = (title ?? '').replace(/\s+/g, ' ').trim();
  if (page === '' || page.toLowerCase() === siteTitle.trim().toLowerCase()) {
    return siteTitle;
  }
  return `${page} ${delimiter} ${siteTitle}`;
}

/**
 * A docs page's own title with what tells it apart from its namesakes in the other sections and
 * versions ("Known issues" is a page of every player): "page · section", and the version's label
 * for a version other than the current one. A title that already names its section keeps it once.
 */
export function docPageTitle(title: string, section?: string, olderVersion?: string): string {
  const page = title.replace(/\s+/g, ' ').trim();
  if (page === '') return page;
  const named = section !== undefined && page.toLowerCase().includes(section.toLowerCase());
  const context = [named ? undefined : section, olderVersion].filter(Boolean).join(' ');
  return context === '' ? page : `${page} · ${context}`;
}
