/**
 * lookup_error: an entry of the published `/error-codes.json`, matched as `/error-lookup` matches
 * (the error catalogue's face: `parseQuery`, `searchCatalog`), with its related codes.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import {
  CATALOG_PLATFORMS,
  type CatalogEntry,
  isCatalogJson,
  nativeText,
  parseQuery,
  searchCatalog,
} from '../../plugins/error-catalog/api';
import { NotFoundError, SiteUnreachableError, type Snapshot } from '../site';
import { type Answer, type DocsSite, ToolInputError, absolute, checkPlatform, result } from './shared';

async function errorCatalog(snapshot: Snapshot): Promise<CatalogEntry[]> {
  return snapshot.memo('error-codes', async () => {
    const json = await snapshot.json('error-codes.json');
    if (!isCatalogJson(json)) throw new SiteUnreachableError('/error-codes.json on the site is not an error catalogue');
    return json.entries;
  });
}

const CODE_IN_TEXT = /\bE-\d{4}\b/g;

/** Codes an entry points to (in its text, its replacement) and the codes that replace it. */
export function relatedCodes(entry: CatalogEntry, entries: readonly CatalogEntry[]): string[] {
  const text = [entry.description, ...entry.causes, ...entry.resolution, entry.retry.vod, entry.retry.live].join(' ');
  const related = new Set([...(text.match(CODE_IN_TEXT) ?? [])]);
  if (entry.deprecated?.replacedBy) related.add(entry.deprecated.replacedBy);
  for (const other of entries) if (other.deprecated?.replacedBy === entry.code) related.add(other.code);
  related.delete(entry.code);
  const known = new Set(entries.map((e) => e.code));
  return [...related].filter((code) => known.has(code)).sort();
}

export interface ErrorAnswer {
  code: string;
  name: string;
  legacyName: string | null;
  severity: string;
  category: string;
  platforms: string[];
  message: string;
  description: string;
  causes: string[];
  fix: string[];
  retry: { vod: string; live: string };
  /** Per platform, what `nativeCode` holds: the values, and the case in which it is null (`none when …`). */
  native: Record<string, string>;
  since: string;
  deprecated: CatalogEntry['deprecated'] | null;
  related: { code: string; name: string; message: string }[];
  url: string;
  links: { label: string; url: string }[];
  /** Why it matched: the code, a native code, the name, the 6.x name or words of its text. */
  matchedBy: string;
}

/** Entries shown at most for a match on words. */
const MAX_ERROR_MATCHES = 5;

function renderError(e: ErrorAnswer): string {
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
  const native = Object.entries(e.native)
    .map(([platform, value]) => `- ${platform}: ${value}`)
    .join('\n');
  return [
    `## ${e.code} ${e.name}`,
    '',
    `**Severity:** ${e.severity} · **Category:** ${e.category} · **Platforms:** ${e.platforms.join(', ')} · **Since:** ${e.since}` +
      (e.legacyName ? ` · **6.x name:** ${e.legacyName}` : ''),
    '',
    `> ${e.message}`,
    '',
    e.description,
    ...(e.deprecated
      ? [
          '',
          `**Deprecated** since ${e.deprecated.since}${e.deprecated.replacedBy ? `, replaced by ${e.deprecated.replacedBy}` : ''}: ${e.deprecated.note}`,
        ]
      : []),
    '',
    '### Causes',
    '',
    list(e.causes),
    '',
    '### Fix',
    '',
    list(e.fix),
    '',
    `**Retry:** VOD: ${e.retry.vod} Live: ${e.retry.live}`,
    ...(native ? ['', '### Native codes', '', native] : []),
    ...(e.related.length
      ? ['', '### Related codes', '', list(e.related.map((r) => `${r.code} ${r.name}: ${r.message}`))]
      : []),
    '',
    `More: ${e.url}${e.links.length ? ` · ${e.links.map((l) => `[${l.label}](${l.url})`).join(' · ')}` : ''}`,
  ].join('\n');
}

export async function lookupError(
  site: DocsSite,
  input: { code_or_message: string; platform?: string | undefined },
): Promise<Answer<{ matches: ErrorAnswer[] }>> {
  const platform = checkPlatform(input.platform, CATALOG_PLATFORMS);
  const query = parseQuery(input.code_or_message);
  if (query.kind === 'empty') {
    throw new ToolInputError('Give an error code (E-4001), its name, its 6.x name or words of its message.');
  }
  const snapshot = await site.files.current();
  const entries = await errorCatalog(snapshot);
  const { matches, suggestions } = searchCatalog(entries, query, {
    platform: platform ?? '',
    category: '',
    severity: '',
  });
  const near = suggestions.map((s) => `${s.code} ${s.name} (${s.message})`).join('; ');
  const onPlatform = platform ? ` on ${platform}` : '';
  if (matches.length === 0) {
    if (query.kind === 'code') {
      throw new NotFoundError(
        `Unknown error code ${query.code}${onPlatform}.${near ? ` Nearest codes: ${near}.` : ''}`,
      );
    }
    if (query.kind === 'invalid-code') {
      throw new ToolInputError(
        `"${query.input}" is not an FLP error code: codes are E- and four digits (E-4001).${near ? ` Nearest codes: ${near}.` : ''}`,
      );
    }
    throw new NotFoundError(
      `No error code${onPlatform} matches "${query.input}".${near ? ` Closest: ${near}.` : ' Try the code, its name or other words of the message.'}`,
    );
  }
  const byCode = new Map(entries.map((e) => [e.code, e]));
  const answers = matches.slice(0, MAX_ERROR_MATCHES).map(({ entry, reason }): ErrorAnswer => ({
    code: entry.code,
    name: entry.name,
    legacyName: entry.legacyName,
    severity: entry.severity,
    category: entry.category,
    platforms: entry.platforms,
    message: entry.message,
    description: entry.description,
    causes: entry.causes,
    fix: entry.resolution,
    retry: entry.retry,
    native: Object.fromEntries(
      entry.platforms
        .filter((p) => !platform || p === platform)
        .flatMap((p): [string, string][] => {
          const text = nativeText(entry, p);
          return text ? [[p, text]] : [];
        }),
    ),
    since: entry.since,
    deprecated: entry.deprecated ?? null,
    related: relatedCodes(entry, entries).flatMap((code) => {
      const other = byCode.get(code);
      return other ? [{ code, name: other.name, message: other.message }] : [];
    }),
    url: absolute(site, `/error-lookup?code=${entry.code}`),
    links: entry.links.map((l) => ({ label: l.label, url: absolute(site, l.to) })),
    matchedBy: reason,
  }));
  const more =
    matches.length > answers.length
      ? `\n\n${matches.length - answers.length} more codes match; add words or a platform.`
      : '';
  const intro =
    answers.length > 1
      ? `${matches.length} error codes match "${input.code_or_message.trim()}"${onPlatform}, best first.\n\n`
      : '';
  return { markdown: `${intro}${answers.map(renderError).join('\n\n')}${more}`, data: { matches: answers } };
}

export function registerLookupError(server: McpServer, site: DocsSite): void {
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
}
