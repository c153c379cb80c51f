/**
 * The MCP server: five tools and the resources /llms.txt and the Markdown twins, over the
 * portal's published files (docs.ts). Transport-free: main.ts connects it to stdio or HTTP, the
 * tests to an in-memory transport.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { CATALOG_PLATFORMS } from '../plugins/error-catalog/schema';
import { SERVICE_ROUTE_FOLDERS } from '../api/routes';
import {
  type Answer,
  CURRENT_VERSION,
  type DocsSite,
  OLDER_VERSIONS,
  PLATFORM_IDS,
  getApiOperation,
  getPage,
  getReleaseNotes,
  lookupError,
  searchDocs,
} from './docs';

export const SERVER_NAME = 'flp-docs';
export const SERVER_VERSION = '1.0.0';

const INSTRUCTIONS =
  'The FLP Developer Portal: player SDK guides (Android, iOS / tvOS, Web / Smart TVs, Roku, Chromecast), ' +
  'the content, edge, live and VOD APIs, error codes and release notes. Search with search_docs, then read ' +
  'pages with get_page. Error codes (E-NNNN) go to lookup_error, upgrades between SDK versions to ' +
  'get_release_notes, API operations to get_api_operation. Cite the page URLs the tools give.';

/** A tool's answer: the Markdown for the model, the same answer as structured content. */
function result(answer: Answer<object>): CallToolResult {
  return {
    content: [{ type: 'text', text: answer.markdown }],
    structuredContent: answer.data as Record<string, unknown>,
  };
}

const platform = z
  .string()
  .optional()
  .describe(`A player platform: ${PLATFORM_IDS.join(', ')}.`);

export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the FLP docs',
      description:
        'Searches the FLP Developer Portal as its search box does (same index, engine and ranking) and returns ' +
        'the best sections: page title, section, URL and the URL of the page as Markdown.',
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "widevine license" or "seriesId".'),
        platform: platform.describe(
          `Keep only this player platform's pages and pages of no single platform: ${PLATFORM_IDS.join(', ')}.`,
        ),
        version: z
          .string()
          .optional()
          .describe(`Docs version: ${CURRENT_VERSION} (current, the default) or ${OLDER_VERSIONS.join(', ')}.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => result(await searchDocs(site, args)),
  );

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

  server.registerTool(
    'lookup_error',
    {
      title: 'Look up an FLP error code',
      description:
        'Finds an error in the FLP error catalogue by its code (E-4001), name (LICENSE_REQUEST_REFUSED), ' +
        '6.x name, native platform code or words of its message; returns severity, platforms, causes, fix and related codes.',
      inputSchema: {
        code_or_message: z.string().describe('An error code, an error name, or words of the error message.'),
        platform: z
          .string()
          .optional()
          .describe(`Only codes this platform reports: ${CATALOG_PLATFORMS.join(', ')}.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => result(await lookupError(site, args)),
  );

  server.registerTool(
    'get_release_notes',
    {
      title: 'FLP SDK release notes and upgrades',
      description:
        'Release notes of an FLP player SDK. With from_version: every breaking change (in upgrade order), ' +
        'deprecation and security fix between from_version and to_version (default: the latest), with the ' +
        "migration guides, as the portal's upgrade view computes them. Without it: the latest releases.",
      inputSchema: {
        platform: z.string().describe(`The player platform: ${PLATFORM_IDS.join(', ')}.`),
        from_version: z.string().optional().describe('The version the app ships today, e.g. 6.11.0.'),
        to_version: z.string().optional().describe('The version to upgrade to (default: the latest).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => result(await getReleaseNotes(site, args)),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'An FLP API operation',
      description:
        'An operation of the FLP APIs: its reference page as Markdown (parameters, request, responses, errors, ' +
        'samples) and its OpenAPI fragment from the published document. By operation_id, or by method and path.',
      inputSchema: {
        operation_id: z.string().optional().describe('The operationId, e.g. get_episodes.'),
        method: z.string().optional().describe('HTTP method, e.g. GET (with path).'),
        path: z
          .string()
          .optional()
          .describe('The path as in the API reference, e.g. /metadata/v3/items/{id}/episodes.'),
        service: z
          .string()
          .optional()
          .describe(`When an operationId is in several APIs: ${Object.keys(SERVICE_ROUTE_FOLDERS).join(', ')}.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => result(await getApiOperation(site, args)),
  );

  const llmsUrl = `${site.publicUrl}llms.txt`;
  server.registerResource(
    'llms.txt',
    llmsUrl,
    {
      title: 'FLP docs index (llms.txt)',
      description: 'Every docs page with its description, by docs section, as links to the Markdown versions.',
      mimeType: 'text/plain',
    },
    async (uri) => {
      const snapshot = await site.files.current();
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: await snapshot.text('llms.txt') }] };
    },
  );

  server.registerResource(
    'docs-page',
    new ResourceTemplate(`${site.publicUrl}docs/{+path}.md`, { list: undefined }),
    {
      title: 'An FLP docs page as Markdown',
      description: 'The Markdown version of a docs page: its URL with .md appended (listed in llms.txt).',
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const page = await getPage(site, uri.href);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown }] };
    },
  );

  return server;
}
