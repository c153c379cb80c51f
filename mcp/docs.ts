/**
 * What the tools answer, computed from the portal's published files only (site.ts reads them):
 * the search index (with the site's own engine, plugins/search/shards.ts), the Markdown twins,
 * /error-codes.json (matched as /error-lookup matches it), /release-notes.json (upgrades planned
 * as the upgrade view plans them), the OpenAPI bundles of /api/ and the API page manifest /api-pages.json.
 *
 * Every function returns Markdown for the assistant and a structured copy of the same answer,
 * or throws a ToolInputError (bad input), a NotFoundError or a SiteUnreachableError, whose
 * message is what the assistant is shown.
 */
import { stringify } from 'yaml';
import olderVersions from '../versions.json';
import { HTTP_METHODS, type JsonObject } from '../plugins/api-reference/refs';
import { API_PAGES_FILE, type ApiPage, operationRouteIn, parseApiPages } from '../plugins/api-reference/manifest';
import { type ApiOperation, collectOperations } from '../plugins/api-reference/operations';
import { CATALOG_PLATFORMS, type CatalogEntry } from '../plugins/error-catalog/schema';
import { isCatalogJson, parseQuery, searchCatalog } from '../plugins/error-catalog/theme/ErrorLookup/lookup';
import { twinFile } from '../plugins/llms-txt/twin';
import { RELEASES_JSON_PATH, type PublicReleaseCatalog } from '../plugins/release-notes/publish';
import { CHANGE_TYPE_LABELS, type Release } from '../plugins/release-notes/lib/types';
import { planUpgrade } from '../plugins/release-notes/lib/upgrade';
import { compareVersions, versionAnchor } from '../plugins/release-notes/lib/versions';
import { INDEX_FILE_PREFIX } from '../plugins/search/constants';
import { MAX_RESULTS } from '../plugins/search/limits';
import { openIndex, searchIndexes, type QueryableIndex } from '../plugins/search/shards';
import { queryTerms } from '../plugins/search/text';
import type { SearchHit } from '../plugins/search/types';
import { PLATFORMS } from '../src/data/registry';
import { NotFoundError, SiteUnreachableError, type SiteFiles, type Snapshot } from './site';

/** Input the tool cannot answer as given; the message says what to send instead. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

export interface Answer<T> {
  markdown: string;
  data: T;
}

export interface DocsSite {
  files: SiteFiles;
  /** Public URL of the site with its base path and a trailing slash: the links of the answers. */
  publicUrl: string;
}

/** The current docs version's label (docusaurus.config.ts, `versions.current.label`). */
export const CURRENT_VERSION = '7.x';

/** Older docs versions, newest first (versions.json). */
export const OLDER_VERSIONS: readonly string[] = olderVersions;

export const PLATFORM_IDS: readonly string[] = PLATFORMS.map((p) => p.id);

function absolute(site: DocsSite, route: string): string {
  return `${site.publicUrl}${route.replace(/^\//, '')}`;
}

// ---------------------------------------------------------------- search_docs

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

function checkPlatform(platform: string | undefined, allowed: readonly string[] = PLATFORM_IDS): string | undefined {
  const p = platform?.trim().toLowerCase();
  if (!p) return undefined;
  if (!allowed.includes(p))
    throw new ToolInputError(`Unknown platform "${platform}". Platforms: ${allowed.join(', ')}.`);
  return p;
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

// ---------------------------------------------------------------- get_page

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

// ---------------------------------------------------------------- lookup_error

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
  native: Record<string, unknown>;
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
    .map(([platform, value]) => `- ${platform}: ${[value].flat().join(', ')}`)
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
    native: platform ? Object.fromEntries(Object.entries(entry.native).filter(([p]) => p === platform)) : entry.native,
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

// ---------------------------------------------------------------- get_release_notes

async function releaseCatalog(snapshot: Snapshot): Promise<PublicReleaseCatalog> {
  return snapshot.memo('releases', async () => {
    const json = (await snapshot.json(RELEASES_JSON_PATH)) as Partial<PublicReleaseCatalog> | null;
    if (!Array.isArray(json?.platforms)) {
      throw new SiteUnreachableError(`/${RELEASES_JSON_PATH} on the site is not a release catalogue`);
    }
    return json as PublicReleaseCatalog;
  });
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Releases listed when no range is given. */
const RECENT_RELEASES = 5;

export interface ReleaseAnswer {
  platform: string;
  from: string | null;
  to: string;
  releases: { version: string; date: string; summary: string; url: string }[];
  breaking: { version: string; id: string | null; text: string; guide: string | null }[];
  /** Deprecations and security fixes in the range (what an upgrade must review besides breaking changes). */
  attention: { version: string; type: string; text: string }[];
  migrationGuides: { fromLine: string; toLine: string; url: string }[];
}

function releaseMarkdown(site: DocsSite, release: Release, route: string): string {
  const anchor = `#${versionAnchor(release.version)}`;
  return [
    `### ${release.version} (${release.date})`,
    '',
    release.summary,
    '',
    ...release.changes.map(
      (c) => `- **${CHANGE_TYPE_LABELS[c.type]}:** ${c.text}${c.id ? ` (migration: \`${c.id}\`)` : ''}`,
    ),
    ...(release.migration ? ['', '**Migration notes:**', '', release.migration] : []),
    ...(release.migrationGuide ? ['', `Migration guide: ${absolute(site, release.migrationGuide)}`] : []),
    '',
    `Release notes: ${absolute(site, `${route}${anchor}`)}`,
  ].join('\n');
}

export async function getReleaseNotes(
  site: DocsSite,
  input: { platform: string; from_version?: string | undefined; to_version?: string | undefined },
): Promise<Answer<ReleaseAnswer>> {
  const platform = checkPlatform(input.platform);
  if (!platform) throw new ToolInputError(`Give a platform: ${PLATFORM_IDS.join(', ')}.`);
  const snapshot = await site.files.current();
  const catalog = await releaseCatalog(snapshot);
  const group = catalog.platforms.find((p) => p.platform === platform);
  if (!group || group.releases.length === 0) throw new NotFoundError(`The site lists no releases for ${platform}.`);
  const from = input.from_version?.trim() || null;
  const to = input.to_version?.trim() || null;
  const releaseUrl = (r: Release) => absolute(site, `${group.route}#${versionAnchor(r.version)}`);
  const listed = (r: Release) => ({ version: r.version, date: r.date, summary: r.summary, url: releaseUrl(r) });

  if (!from) {
    let shown: Release[];
    if (to) {
      const release = group.releases.find((r) => r.version === to);
      if (!release) {
        throw new ToolInputError(
          `${to} is not a ${group.shortLabel} release (the notes go back to ${group.releases.at(-1)?.version ?? ''}; the latest is ${group.releases[0]?.version ?? ''}).`,
        );
      }
      shown = [release];
    } else {
      shown = group.releases.slice(0, RECENT_RELEASES);
    }
    const data: ReleaseAnswer = {
      platform,
      from: null,
      to: shown[0]?.version ?? '',
      releases: shown.map(listed),
      breaking: shown.flatMap((r) =>
        r.changes
          .filter((c) => c.type === 'breaking')
          .map((c) => ({
            version: r.version,
            id: c.id,
            text: c.text,
            guide: r.migrationGuide ? absolute(site, `${r.migrationGuide}#${c.id ?? ''}`) : null,
          })),
      ),
      attention: [],
      migrationGuides: [],
    };
    const heading = to
      ? `# ${group.label} ${to}`
      : `# ${group.label}: the latest ${shown.length} releases (newest first; latest ${group.releases[0]?.version ?? ''})\n\nGive from_version (and to_version) for the breaking changes of an upgrade.`;
    return {
      markdown: [heading, '', ...shown.map((r) => releaseMarkdown(site, r, group.route))].join('\n\n'),
      data,
    };
  }

  const plan = planUpgrade(catalog, { platform, from, to: to ?? '' });
  if (plan.status === 'invalid') throw new ToolInputError(plan.messages.join(' '));
  if (plan.status !== 'ok') throw new ToolInputError('Give from_version, the version the app ships today.');
  const releasesInRange = group.releases
    .filter((r) => compareVersions(r.version, plan.from) > 0 && compareVersions(r.version, plan.to) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
  const data: ReleaseAnswer = {
    platform,
    from: plan.from,
    to: plan.to,
    releases: releasesInRange.map(listed),
    breaking: plan.steps.flatMap((step) =>
      step.changes
        .filter((c) => c.type === 'breaking')
        .map((c) => ({
          version: step.version,
          id: c.id,
          text: c.text,
          guide: step.migrationGuide && c.id ? absolute(site, `${step.migrationGuide}#${c.id}`) : null,
        })),
    ),
    attention: plan.steps.flatMap((step) =>
      step.changes
        .filter((c) => c.type !== 'breaking')
        .map((c) => ({ version: step.version, type: c.type, text: c.text })),
    ),
    migrationGuides: plan.guides.map((g) => ({ fromLine: g.fromLine, toLine: g.toLine, url: absolute(site, g.href) })),
  };
  const lines = [
    `# ${plan.platformLabel}: upgrading from ${plan.from} to ${plan.to}`,
    '',
    `${count(plan.releaseCount, 'release', 'releases')} in the range: ${count(plan.counts.breaking, 'breaking change', 'breaking changes')}, ` +
      `${count(plan.counts.deprecation, 'deprecation', 'deprecations')}, ${count(plan.counts.security, 'security fix', 'security fixes')}.`,
    ...(data.migrationGuides.length
      ? ['', 'Migration guides:', ...data.migrationGuides.map((g) => `- ${g.fromLine} to ${g.toLine}: ${g.url}`)]
      : []),
    '',
    '## Breaking changes (in upgrade order)',
    '',
    ...(data.breaking.length
      ? data.breaking.map((b) => `- ${b.version}: ${b.text}${b.guide ? ` (how: ${b.guide})` : ''}`)
      : ['None.']),
    ...(data.attention.length
      ? [
          '',
          '## Deprecations and security fixes',
          '',
          ...data.attention.map((a) => `- ${a.version} (${a.type}): ${a.text}`),
        ]
      : []),
    ...(plan.steps.some((s) => s.migration)
      ? [
          '',
          '## Migration notes',
          ...plan.steps.filter((s) => s.migration).flatMap((s) => ['', `### ${s.version}`, '', s.migration ?? '']),
        ]
      : []),
    '',
    '## Releases in the range (oldest first)',
    '',
    ...data.releases.map((r) => `- ${r.version} (${r.date}): ${r.summary} ${r.url}`),
    '',
    `Upgrade view: ${absolute(site, `/release-notes/upgrade?platform=${platform}&from=${plan.from}&to=${plan.to}`)}`,
  ];
  return { markdown: lines.join('\n'), data };
}

// ---------------------------------------------------------------- get_api_operation

interface IndexedOperation extends ApiOperation {
  doc: JsonObject;
  /** The route of its page, from the site's API page manifest. */
  route: string;
}

interface SiteApi {
  /** The documents the site publishes, by service name. */
  services: string[];
  operations: IndexedOperation[];
}

/** The API page manifest of the site (/api-pages.json): where each operation's page is. */
async function apiPagesOf(snapshot: Snapshot): Promise<ApiPage[]> {
  try {
    return parseApiPages(await snapshot.text(API_PAGES_FILE));
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new SiteUnreachableError(`The site publishes no API page manifest (/${API_PAGES_FILE}).`);
    if (error instanceof SyntaxError || (error instanceof Error && error.message.startsWith(API_PAGES_FILE)))
      throw new SiteUnreachableError(`/${API_PAGES_FILE} is not the site's API page manifest: ${error.message}`);
    throw error;
  }
}

async function siteApi(snapshot: Snapshot): Promise<SiteApi> {
  return snapshot.memo('api', async () => {
    const pages = await apiPagesOf(snapshot);
    const services = [...new Set(pages.map((page) => page.service))];
    const docs = await Promise.all(
      services.map(async (service) => {
        try {
          return { service, doc: (await snapshot.json(`api/${service}.json`)) as JsonObject };
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      }),
    );
    const found = docs.filter((d): d is { service: string; doc: JsonObject } => d !== null);
    if (found.length === 0) throw new SiteUnreachableError('The site publishes no OpenAPI documents under /api/.');
    const operations = found.flatMap(({ service, doc }) =>
      collectOperations({ service, doc }).map((op) => {
        const route = operationRouteIn(pages, service, op.operationId);
        if (!route) throw new SiteUnreachableError(`/${API_PAGES_FILE} has no page for ${service} ${op.operationId}.`);
        return { ...op, doc, route };
      }),
    );
    return { services, operations };
  });
}

/** Whether a concrete or templated path matches an operation's path template. */
export function pathMatches(template: string, path: string): boolean {
  const a = template.replace(/\/+$/, '').split('/');
  const b = path.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((part, i) => part === b[i] || /^\{[^}]+\}$/.test(part));
}

/** The components an operation refers to, directly or through other components. */
export function referencedComponents(doc: JsonObject, root: unknown): JsonObject {
  const components: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  const docComponents = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') && !seen.has(value)) {
          seen.add(value);
          const [kind = '', name = ''] = value.slice('#/components/'.length).split('/');
          const target = docComponents[kind]?.[name];
          if (target !== undefined) {
            (components[kind] ??= {})[name] = target;
            visit(target);
          }
        } else visit(value);
      }
    }
  };
  visit(root);
  return components as JsonObject;
}

export interface OperationAnswer {
  service: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  url: string;
  markdownUrl: string;
  parameters: { name: string; in: string; required: boolean }[];
  openapi: string;
}

export async function getApiOperation(
  site: DocsSite,
  input: {
    operation_id?: string | undefined;
    method?: string | undefined;
    path?: string | undefined;
    service?: string | undefined;
  },
): Promise<Answer<OperationAnswer>> {
  const id = input.operation_id?.trim() ?? '';
  const method = input.method?.trim().toLowerCase() ?? '';
  let path = input.path?.trim() ?? '';
  if (!id && !(method && path)) {
    throw new ToolInputError(
      'Give operation_id (e.g. get_episodes), or method and path (e.g. GET /metadata/v3/items/{id}/episodes).',
    );
  }
  if (method && !(HTTP_METHODS as readonly string[]).includes(method)) {
    throw new ToolInputError(
      `"${input.method}" is not an HTTP method: ${HTTP_METHODS.map((m) => m.toUpperCase()).join(', ')}.`,
    );
  }
  const service = input.service?.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.replace(/[?#].*$/, '');
  const snapshot = await site.files.current();
  const api = await siteApi(snapshot);
  if (service && !api.services.includes(service)) {
    throw new ToolInputError(`Unknown service "${service}". Services: ${api.services.join(', ')}.`);
  }
  const all = api.operations.filter((op) => !service || op.service === service);
  const describe = (op: ApiOperation) => `${op.operationId} (${op.method.toUpperCase()} ${op.path}, ${op.service})`;
  let candidates: IndexedOperation[];
  if (id) {
    candidates = all.filter((op) => op.operationId.toLowerCase() === id.toLowerCase());
    if (method) candidates = candidates.filter((op) => op.method === method);
    if (path) candidates = candidates.filter((op) => pathMatches(op.path, path));
  } else {
    const exact = all.filter((op) => op.method === method && op.path === path);
    candidates = exact.length ? exact : all.filter((op) => op.method === method && pathMatches(op.path, path));
  }
  if (candidates.length === 0) {
    const words = (id || path)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2);
    const near = all
      .filter((op) => words.some((w) => op.operationId.toLowerCase().includes(w) || op.path.toLowerCase().includes(w)))
      .slice(0, 8)
      .map(describe);
    const asked = id || `${method.toUpperCase()} ${path}`;
    throw new NotFoundError(
      `No API operation ${asked}${service ? ` in ${service}` : ''}.${near.length ? ` Similar: ${near.join('; ')}.` : ' Use search_docs to find it.'}`,
    );
  }
  if (candidates.length > 1) {
    throw new ToolInputError(
      `${candidates.length} operations match: ${candidates.map(describe).join('; ')}. Add service (or method and path) to choose one.`,
    );
  }
  const [op] = candidates as [IndexedOperation];
  const { route } = op;
  const twin = twinFile(route);
  let page = '';
  try {
    page = await snapshot.text(twin);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    page = `(The operation's page ${route} has no Markdown version on the site.)`;
  }
  const fragment = {
    openapi: op.doc.openapi,
    paths: { [op.path]: { [op.method]: op.operation } },
    components: referencedComponents(op.doc, op.operation),
  };
  const openapi = stringify(fragment, { lineWidth: 0, aliasDuplicateObjects: false });
  const data: OperationAnswer = {
    service: op.service,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    summary: typeof op.operation.summary === 'string' ? op.operation.summary : '',
    url: absolute(site, route),
    markdownUrl: absolute(site, twin),
    parameters: op.parameters.map((p) => ({ name: String(p.name), in: String(p.in), required: p.required === true })),
    openapi,
  };
  const markdown = [
    page.trimEnd(),
    '',
    `## OpenAPI (${op.method.toUpperCase()} ${op.path} in ${absolute(site, `/api/${op.service}.yaml`)})`,
    '',
    '```yaml',
    openapi.trimEnd(),
    '```',
  ].join('\n');
  return { markdown, data };
}
