/**
 * Where the Markdown twin of a docs page lives: next to the page, with `.md` appended
 * (`/docs/api/doc1.1` → `/docs/api/doc1.1.md`). Shared by the build side (`plugins/markdown-twin`,
 * `plugins/llms-txt`), the browser (the "Copy page" button) and the docs MCP server, which read it
 * without loading the converter.
 */

/** URL path of the twin of the page at `permalink` (which starts with the base URL). */
export function twinUrl(permalink: string, baseUrl = '/'): string {
  const path = permalink.replace(/\/+$/, '');
  // The page at the base URL itself has no name of its own to append to.
  if (`${path}/` === baseUrl || path === '') return `${baseUrl}index.md`;
  return `${path}.md`;
}

/** Path of the twin inside the build directory, relative to it. */
export function twinFile(permalink: string, baseUrl = '/'): string {
  if (!permalink.startsWith(baseUrl) && `${permalink}/` !== baseUrl) {
    throw new Error(`The permalink ${permalink} is not under the base URL ${baseUrl}`);
  }
  const url = twinUrl(permalink, baseUrl);
  return decodeURIComponent(url.slice(baseUrl.length));
}
