/** get_page: a docs page's Markdown twin, from whatever URL or path a reader pastes. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { twinFile } from '../../plugins/shared/twin-paths';
import { NotFoundError } from '../site';
import { type Answer, type DocsSite, ToolInputError, absolute, result } from './shared';

/** The route of a docs page from what a reader pastes: a URL, a path, with `.md`, `#anchor` or `?query`. */
export function pageRoute(site: DocsSite, urlOrPath: string): string {
  const raw = urlOrPath.trim();
  if (raw === '')
    throw new ToolInputError('Give the URL or path of a docs page, e.g. /docs/products/player/web/setup.');
  let path = raw;
  if (/^[a-z][a-z+.-]*:\/\//i.test(raw)) {
    try {
      path = new URL(raw).pathname;
    } catch {
      throw new ToolInputError(`"${raw}" is not a URL or a path of the docs.`);
    }
  }
  path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURI(path);
  } catch {
    throw new ToolInputError(`"${raw}" is not a URL or a path of the docs.`);
  }
  const base = new URL(site.publicUrl).pathname;
  if (!path.startsWith('/')) path = `/${path}`;
  if (base !== '/' && path.startsWith(base)) path = `/${path.slice(base.length)}`;
  path = path.replace(/\.md$/, '').replace(/\/+$/, '');
  if (!/^\/docs\/[^\s]+$/.test(path)) {
    throw new ToolInputError(
      `"${raw}" is not a docs page: only pages under /docs/ have a Markdown version. Use search_docs to find one` +
        ' (lookup_error for error codes, get_release_notes for releases).',
    );
  }
  return path;
}

export async function getPage(
  site: DocsSite,
  urlOrPath: string,
): Promise<Answer<{ url: string; markdownUrl: string; markdown: string }>> {
  const route = pageRoute(site, urlOrPath);
  const file = twinFile(route);
  const snapshot = await site.files.current();
  let text: string;
  try {
    text = await snapshot.text(file);
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new NotFoundError(
        `No docs page at ${route} (the site has no ${route}.md). Use search_docs to find the page.`,
      );
    }
    throw error;
  }
  const data = { url: absolute(site, route), markdownUrl: absolute(site, file), markdown: text };
  return { markdown: text, data };
}

export function registerGetPage(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read an FLP docs page',
      description: 'Returns a docs page as Markdown (its Markdown twin), from its URL or path (/docs/...).',
      inputSchema: {
        url_or_path: z
          .string()
          .describe('The page URL or path, e.g. /docs/products/player/web/setup or a search result URL.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ url_or_path }) => result(await getPage(site, url_or_path)),
  );
}
