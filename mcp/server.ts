/**
 * The MCP server: six tools and the resources /llms.txt and the Markdown twins, over the
 * portal's published files (each tool in its own module of tools/, what they share in
 * tools/shared.ts). Transport-free: main.ts connects it to stdio or HTTP, the tests to an
 * in-memory transport.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCheckStream } from './tools/check-stream';
import { registerGetApiOperation } from './tools/get-api-operation';
import { getPage, registerGetPage } from './tools/get-page';
import { registerGetReleaseNotes } from './tools/get-release-notes';
import { registerLookupError } from './tools/lookup-error';
import { registerSearchDocs } from './tools/search-docs';
import type { DocsSite } from './tools/shared';

export const SERVER_NAME = 'flp-docs';
export const SERVER_VERSION = '1.0.0';

const INSTRUCTIONS =
  'The FLP Developer Portal: player SDK guides (Android, iOS / tvOS, Web / Smart TVs, Roku, Chromecast), ' +
  'the content, edge, live and VOD APIs, error codes and release notes. Search with search_docs, then read ' +
  'pages with get_page. Error codes (E-NNNN) go to lookup_error, upgrades between SDK versions to ' +
  'get_release_notes, API operations to get_api_operation; check_stream says what FLP rules out in an HLS or ' +
  'DASH manifest. Cite the page URLs the tools give.';

export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });

  registerSearchDocs(server, site);
  registerGetPage(server, site);
  registerLookupError(server, site);
  registerGetReleaseNotes(server, site);
  registerGetApiOperation(server, site);
  registerCheckStream(server, site);

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
