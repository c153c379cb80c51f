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
