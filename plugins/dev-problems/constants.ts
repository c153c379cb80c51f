/** Where the browser hears of the dev server's problems (GET, event stream) and reports a page's links (POST). */
export const ENDPOINT = '/__dev-problems';
/** The problems of a page's links, per page path (problems.ts sources). */
export const LINKS_SOURCE = 'links:';
/** The attribute on a Markdown link that holds its place in the source (`docs/x.md:12`). */
export const SOURCE_ATTRIBUTE = 'data-dev-source';
