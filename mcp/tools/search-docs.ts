/**
 * search_docs: the top sections for a query, with the search box's own reader (`openIndex` and
 * `searchIndexes` of the search plugin's face) over the same published manifests and shards, and the
 * same tags (`default` + the docs version's).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import {
  INDEX_FILE_PREFIX,
  MAX_RESULTS,
  type QueryableIndex,
  type SearchHit,
  openIndex,
  queryTerms,
  searchIndexes,
} from '../../plugins/search/api';
import { twinFile } from '../../plugins/shared/twin-paths';
import { NotFoundError, SiteUnreachableError, type Snapshot } from '../site';
import {
  CURRENT_VERSION,
  type Answer,
  type DocsSite,
  OLDER_VERSIONS,
  PLATFORM_IDS,
  ToolInputError,
  absolute,
  checkPlatform,
  result,
} from './shared';

/** The search tags of a docs version, as the search box of a page of that version uses them. */
export function versionTag(version: string | undefined): string {
  const v = (version ?? '').trim().toLowerCase().replace(/^v/, '');
  if (
    v === '' ||
    v === 'current' ||
    v === 'latest' ||
    v === CURRENT_VERSION ||
    v === CURRENT_VERSION.replace('.x', '')
  ) {
    return 'docs-default-current';
  }
  const older = OLDER_VERSIONS.find((o) => o === v || o.replace('.x', '') === v);
  if (!older) {
    throw new ToolInputError(
      `Unknown docs version "${version}". Versions: ${CURRENT_VERSION} (current, the default), ${OLDER_VERSIONS.join(', ')}.`,
    );
  }
  return `docs-default-${older}`;
}

/** A hit on another player platform's pages (kept: pages of this platform and pages of no platform). */
function otherPlatform(hit: SearchHit, platform: string): boolean {
  const found = /\/products\/player\/([^/#]+)\//.exec(hit.document.sectionRoute);
  return found !== null && found[1] !== platform;
}

async function indexOf(snapshot: Snapshot, tag: string): Promise<QueryableIndex> {
  return snapshot.memo(`index:${tag}`, async () => {
    const path = `${INDEX_FILE_PREFIX}${tag}.json`;
    const file = await snapshot.json(path);
    const index = openIndex(file, (shard) => snapshot.json(shard));
    if (!index) throw new SiteUnreachableError(`/${path} is not a search index this server can read`);
    return index;
  });
}

export interface SearchResult {
  title: string;
  section: string;
  url: string;
  markdownUrl: string | null;
  breadcrumb: string[];
  matched: string[];
}

/** Hits are fetched this deep before a platform filter cuts them to MAX_RESULTS. */
const FILTER_DEPTH = 100;

export async function searchDocs(
  site: DocsSite,
  input: { query: string; platform?: string | undefined; version?: string | undefined },
): Promise<Answer<{ query: string; version: string; results: SearchResult[] }>> {
  const query = input.query.trim();
  if (query === '')
    throw new ToolInputError('The query is empty: give the words to search for, e.g. "widevine license".');
  if (queryTerms(query).length === 0) {
    throw new ToolInputError(`"${query}" has no words to search for (only punctuation or very common words).`);
  }
  const platform = checkPlatform(input.platform);
  const tag = versionTag(input.version);
  const snapshot = await site.files.current();
  const indexes = await Promise.all(
    ['default', tag].map((t) =>
      indexOf(snapshot, t).catch((error: unknown) => {
        if (error instanceof NotFoundError && t !== 'default') {
          throw new SiteUnreachableError(`The site has no search index for the docs version of "${input.version}".`);
        }
        throw error;
      }),
    ),
  );
  const failed: QueryableIndex[] = [];
  const hits = await searchIndexes(
    indexes,
    query,
    (index) => failed.push(index),
    platform ? FILTER_DEPTH : MAX_RESULTS,
  );
  if (failed.length > 0)
    throw new SiteUnreachableError('Part of the search index could not be read from the site. Try again.');
  const shown = (platform ? hits.filter((hit) => !otherPlatform(hit, platform)) : hits).slice(0, MAX_RESULTS);
  const version = tag === 'docs-default-current' ? CURRENT_VERSION : tag.replace('docs-default-', '');
  const results = shown.map(({ document, terms }): SearchResult => {
    const [route = '', anchor] = document.sectionRoute.split('#');
    return {
      title: document.pageTitle,
      section: anchor ? document.sectionTitle : '',
      url: absolute(site, document.sectionRoute),
      markdownUrl: document.type === 'docs' ? absolute(site, twinFile(route)) : null,
      breadcrumb: [...(document.sidebarParentCategories ?? [])].reverse(),
      matched: terms,
    };
  });
  const lines = results.map((r, i) => {
    const where = r.breadcrumb.length ? ` (${r.breadcrumb.join(' › ')})` : '';
    const markdown = r.markdownUrl ? `\n   Markdown: ${r.markdownUrl}` : '';
    return `${i + 1}. **${r.title}${r.section ? ` › ${r.section}` : ''}**${where}\n   ${r.url}${markdown}`;
  });
  const scope = `${version} docs${platform ? `, ${platform} and pages of no single platform` : ''}`;
  const markdown = results.length
    ? `Search results for "${query}" (${scope}), best first:\n\n${lines.join('\n')}\n\nRead a page with get_page.`
    : `No results for "${query}" (${scope}). Try other words, fewer words, or another version.`;
  return { markdown, data: { query, version, results } };
}

export function registerSearchDocs(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the FLP docs',
      description:
        'Searches the FLP Developer Portal as its search box does (same index, engine and ranking) and returns ' +
        'the best sections: page title, section, URL and the URL of the page as Markdown.',
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "widevine license" or "seriesId".'),
        platform: z
          .string()
          .optional()
          .describe(
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
}
