/**
 * The error catalogue's schema and cross-field rules. Pure: the caller reads
 * the files; `validateCatalog` returns the catalogue or every problem found,
 * each naming its file and code, so one build run reports them all.
 */
import * as z from 'zod';
import { compareVersions } from '../shared/versions';
import { CatalogueError, SEMVER, VERSION_MESSAGE, zodProblems } from '../shared/catalogue';
import { PLATFORMS, type PlatformId } from '../../src/data/registry';
import { SEVERITIES } from './severities';

export const SERVICES = 'services';
export const CATALOG_PLATFORMS = [...PLATFORMS.map((p) => p.id), SERVICES] as [PlatformId, ...PlatformId[], 'services'];
export type CatalogPlatform = PlatformId | typeof SERVICES;

export { SEVERITIES, type Severity } from './severities';

export const CODE_PATTERN = /^E-\d{4}$/;
/** The last release that could carry a 6.x name: codes added later have none. */
export const FIRST_7X_RELEASE = '7.0.0';

const text = z.string().trim().min(1, 'must not be empty');
const nativeValue = z.union([z.string().min(1), z.number().int()]);

export const categorySchema = z.strictObject({
  id: z.string().regex(/^[a-z]+$/),
  /** As written in the api/README.md range table. */
  label: text,
  title: text,
  from: z.number().int(),
  to: z.number().int(),
  description: text,
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesFileSchema = z.strictObject({ categories: z.array(categorySchema).min(1) });

export const linkSchema = z.strictObject({
  label: text,
  to: z.string().regex(/^\/[^\s#?]*(#[\w-]+)?$/, 'must be a site route such as /docs/api/doc2'),
});
export type Link = z.infer<typeof linkSchema>;

export const entrySchema = z.strictObject({
  code: z.string().regex(CODE_PATTERN, 'must be E- and four digits'),
  name: z.string().regex(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/, 'must be UPPER_SNAKE_CASE'),
  platforms: z.array(z.enum(CATALOG_PLATFORMS)).min(1, 'must list at least one platform'),
  category: z.string(),
  severity: z.enum(SEVERITIES),
  /**
   * SDK codes, optional: the message a viewer is shown, as an id shared by the codes one message
   * fits (`connection`, `authorise-again`). Samples that show several codes one message name only
   * codes of one id (checks/claims.ts, rule `shared-message`); the codes of an id share the retry
   * verdict.
   */
  viewer: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/)
    .optional(),
  message: text.max(160, 'must be one short sentence'),
  description: text,
  causes: z.array(text).min(1, 'must list at least one cause'),
  resolution: z.array(text).min(1, 'must list at least one step'),
  retry: z.strictObject({ vod: text, live: text }),
  native: z.partialRecord(z.enum(CATALOG_PLATFORMS), z.union([nativeValue, z.array(nativeValue).min(1)])),
  /**
   * The SDK platforms that raise the code themselves, with no native error under it (`nativeCode` is
   * null, or invalid on Roku): the Cast receiver has one for E-9009; the other SDKs check the source
   * before loading. Each SDK platform of an entry is named in `native` or here.
   */
  nativeNone: z.array(z.enum(CATALOG_PLATFORMS)).min(1).optional(),
  /**
   * A case in which SDK platforms that have native values raise the code themselves all the same,
   * with no native error under it (`nativeCode` null): a licence hook that throws before the request
   * is sent (E-4001), the Cast receiver finding no key system at load (E-4002). Pages say "none when
   * <case>" beside those platforms' values.
   */
  nativeNoneWhen: z
    .array(z.strictObject({ platforms: z.array(z.enum(CATALOG_PLATFORMS)).min(1), case: text.max(160) }))
    .min(1)
    .optional(),
  legacyName: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]+$/)
    .nullable(),
  /** The first release that reported the code, on any platform. */
  since: z.string().regex(SEMVER, VERSION_MESSAGE),
  /**
   * Platforms that gained the code in a later release than `since`, each with its own (Android's
   * renewal codes came with `renewLicense` in 7.3.0). The pages of such a platform give its own.
   */
  sinceOn: z.partialRecord(z.enum(CATALOG_PLATFORMS), z.string().regex(SEMVER, VERSION_MESSAGE)).optional(),
  /**
   * The SDK platforms whose 6.x SDK reported the failure as `legacyName`; without it, every SDK
   * platform of the entry. A platform that gained the code after 6.x has no 6.x name.
   */
  legacyOn: z.array(z.enum(CATALOG_PLATFORMS)).min(1).optional(),
  /** The feature of catalog/features.yaml the code belongs to: `since` and `platforms` follow it (checks/catalogues.ts). */
  feature: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  /**
   * Service codes: the API documents of api/ that answer the code (by name: `live` for api/live.yaml),
   * each with the HTTP status, or the out-of-band channel that carries it (`webhook`: a webhook
   * delivery's payload; `job-result`: a successful answer that carries the condition, such as a job's
   * or deployment's state, or a licence issued without HD keys).
   * checks/raisers.ts holds the documents and the services' pages to it.
   */
  raisedBy: z
    .array(
      z.union([
        z.strictObject({ api: z.string().regex(/^[a-z]+(-[a-z]+)*$/), status: z.number().int().min(100).max(599) }),
        z.strictObject({ api: z.string().regex(/^[a-z]+(-[a-z]+)*$/), channel: z.enum(['webhook', 'job-result']) }),
      ]),
    )
    .min(1)
    .optional(),
  /**
   * Service codes: API documents that name the code for their reader without raising it (user
   * management's parental settings name the PIN codes playback authorisation answers with). Their
   * documents and pages may speak of it without a status; checks/raisers.ts holds them to that.
   */
  citedBy: z
    .array(z.string().regex(/^[a-z]+(-[a-z]+)*$/))
    .min(1)
    .optional(),
  /**
   * Service codes: the code the SDKs' platform layers report this one as (playback authorisation's
   * `E-6101` reaches apps as `E-6002`). An API reference page gives it in prose, not as a code the
   * operation answers with (plugins/api-reference/render/responses.ts).
   */
  sdkCode: z.string().regex(CODE_PATTERN).optional(),
  deprecated: z
    .strictObject({
      since: z.string().regex(SEMVER),
      replacedBy: z.string().regex(CODE_PATTERN).optional(),
      note: text,
    })
    .optional(),
  links: z.array(linkSchema).min(1, 'must link at least one page'),
});
export type Entry = z.infer<typeof entrySchema>;

export const entriesFileSchema = z.strictObject({ title: text, entries: z.array(z.unknown()) });

/** An entry as published: with the file (source) it comes from. */
export type CatalogEntry = Entry & { source: string };

export interface CatalogSource {
  id: string;
  title: string;
}

export interface Catalog {
  categories: Category[];
  sources: CatalogSource[];
  entries: CatalogEntry[];
}

export interface RawFile {
  /** File name without extension: a platform id or a service family. */
  id: string;
  /** Parsed YAML. */
  data: unknown;
}

export const SERVICE_FAMILIES = [
  'playback-entitlement',
  'drm-licence',
  'user-management',
  'content-metadata',
  'live-epg',
  'encoding-mam',
] as const;

export class CatalogError extends CatalogueError {
  constructor(problems: string[]) {
    super('Error catalogue (catalog/errors)', problems);
    this.name = 'CatalogError';
  }
}

/** The rules between fields of one entry, given the categories. */
export function entryProblems(entry: Entry, categories: readonly Category[], fileId: string): string[] {
  const problems: string[] = [];
  const category = categories.find((c) => c.id === entry.category);
  const number = Number(entry.code.slice(2));
  if (!category) problems.push(`category "${entry.category}" is not in categories.yaml`);
  else if (number < category.from || number > category.to) {
    problems.push(`code is outside the ${category.id} range ${category.from}–${category.to}`);
  }
  if (new Set(entry.platforms).size !== entry.platforms.length) problems.push('platforms lists a platform twice');
  for (const key of Object.keys(entry.native)) {
    if (!entry.platforms.includes(key as CatalogPlatform)) {
      problems.push(`native has "${key}", which is not in platforms`);
    }
  }
  for (const platform of entry.nativeNone ?? []) {
    if (platform === SERVICES || !entry.platforms.includes(platform)) {
      problems.push(`nativeNone has "${platform}", which is not an SDK platform in platforms`);
    } else if (entry.native[platform] !== undefined) {
      problems.push(`nativeNone has "${platform}", which has a native value`);
    }
  }
  for (const { platforms } of entry.nativeNoneWhen ?? []) {
    for (const platform of platforms) {
      if (platform === SERVICES || !entry.platforms.includes(platform)) {
        problems.push(`nativeNoneWhen has "${platform}", which is not an SDK platform in platforms`);
      } else if (entry.native[platform] === undefined) {
        problems.push(`nativeNoneWhen has "${platform}", which has no native value: list it in nativeNone`);
      }
    }
  }
  const unsaid = entry.platforms.filter(
    (p) => p !== SERVICES && entry.native[p] === undefined && !entry.nativeNone?.includes(p),
  );
  if (unsaid.length > 0) {
    problems.push(
      `native gives no value for ${unsaid.join(', ')}: add it, or list the platform in nativeNone if the SDK raises the code itself`,
    );
  }
  // "none (…)": a platform, or a case, with no native error, which nativeNone or nativeNoneWhen says.
  for (const [platform, values] of Object.entries(entry.native)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (typeof value !== 'string' || !/^none\b/i.test(value)) continue;
      problems.push(
        `native.${platform} says "${value.slice(0, 40)}": list the platform in nativeNone, or name the case in nativeNoneWhen`,
      );
    }
  }
  const isFamily = (SERVICE_FAMILIES as readonly string[]).includes(fileId);
  if (isFamily && !entry.platforms.includes(SERVICES)) {
    problems.push(`entries of ${fileId}.yaml must include "services" in platforms`);
  }
  if (!isFamily && !entry.platforms.includes(fileId as CatalogPlatform)) {
    problems.push(`entries of ${fileId}.yaml must include "${fileId}" in platforms`);
  }
  const status = entry.native.services;
  if (status !== undefined && (typeof status !== 'number' || status < 100 || status > 599)) {
    problems.push('native.services must be an HTTP status');
  }
  if (entry.legacyName !== null && compareVersions(entry.since, FIRST_7X_RELEASE) > 0) {
    problems.push(`legacyName must be null: the code was added in ${entry.since}, after the 6.x line`);
  }
  for (const [platform, version] of Object.entries(entry.sinceOn ?? {})) {
    if (!entry.platforms.includes(platform as CatalogPlatform)) {
      problems.push(`sinceOn has "${platform}", which is not in platforms`);
    }
    if (compareVersions(version, entry.since) <= 0) {
      problems.push(`sinceOn.${platform} must be later than since (${entry.since})`);
    }
  }
  if (entry.legacyOn) {
    if (entry.legacyName === null) problems.push('legacyOn names the platforms of a legacyName: give one or remove it');
    for (const platform of entry.legacyOn) {
      if (platform === SERVICES || !entry.platforms.includes(platform)) {
        problems.push(`legacyOn has "${platform}", which is not an SDK platform in platforms`);
      }
    }
  }
  if (entry.legacyName !== null) {
    const legacyPlatforms = entry.legacyOn ?? entry.platforms.filter((platform) => platform !== SERVICES);
    for (const platform of legacyPlatforms) {
      const since = entry.sinceOn?.[platform];
      if (since && compareVersions(since, FIRST_7X_RELEASE) > 0) {
        problems.push(`${platform} gained the code in ${since}, after the 6.x line: leave it out of legacyOn`);
      }
    }
  }
  if (entry.deprecated && compareVersions(entry.deprecated.since, entry.since) <= 0) {
    problems.push('deprecated.since must be later than since');
  }
  if (entry.deprecated?.replacedBy === entry.code) problems.push('deprecated.replacedBy names the entry itself');
  if (entry.raisedBy && !entry.platforms.includes(SERVICES)) {
    problems.push('raisedBy is for service codes: add "services" to platforms or remove it');
  }
  if (entry.sdkCode !== undefined && !entry.platforms.includes(SERVICES)) {
    problems.push('sdkCode is for service codes: add "services" to platforms or remove it');
  }
  if (entry.sdkCode === entry.code) problems.push('sdkCode names the entry itself');
  return problems;
}

/**
 * Validates the parsed files; their links are checked against the site's routes by
 * `catalogLinkProblems`. Throws a CatalogError listing every problem.
 */
export function validateCatalog(categoriesData: unknown, files: readonly RawFile[]): Catalog {
  const problems: string[] = [];
  const parsedCategories = categoriesFileSchema.safeParse(categoriesData);
  if (!parsedCategories.success) {
    throw new CatalogError(zodProblems(parsedCategories.error).map((p) => `categories.yaml: ${p}`));
  }
  const categories = [...parsedCategories.data.categories].sort((a, b) => a.from - b.from);
  categories.forEach((c, i) => {
    if (c.from > c.to) problems.push(`categories.yaml: ${c.id} ends before it starts`);
    const next = categories[i + 1];
    if (next && next.from !== c.to + 1) problems.push(`categories.yaml: ${c.id} and ${next.id} leave a gap or overlap`);
  });

  const validIds = new Set<string>([...PLATFORMS.map((p) => p.id), ...SERVICE_FAMILIES]);
  const entries: CatalogEntry[] = [];
  const sources: CatalogSource[] = [];
  const codes = new Map<string, string>();
  const names = new Map<string, string>();
  for (const file of files) {
    const where = `${file.id}.yaml`;
    if (!validIds.has(file.id)) {
      problems.push(`${where}: not a platform id or a service family (${[...validIds].join(', ')})`);
      continue;
    }
    const parsedFile = entriesFileSchema.safeParse(file.data);
    if (!parsedFile.success) {
      problems.push(...zodProblems(parsedFile.error).map((p) => `${where}: ${p}`));
      continue;
    }
    sources.push({ id: file.id, title: parsedFile.data.title });
    parsedFile.data.entries.forEach((raw, index) => {
      const label = (raw as { code?: unknown } | null)?.code;
      const at = `${where}: entry ${typeof label === 'string' ? label : `#${index + 1}`}`;
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) {
        problems.push(...zodProblems(parsed.error).map((p) => `${at}: ${p}`));
        return;
      }
      const entry = parsed.data;
      problems.push(...entryProblems(entry, categories, file.id).map((p) => `${at}: ${p}`));
      const codeSeen = codes.get(entry.code);
      if (codeSeen) problems.push(`${at}: code already used in ${codeSeen}`);
      codes.set(entry.code, where);
      const nameSeen = names.get(entry.name);
      if (nameSeen) problems.push(`${at}: name ${entry.name} already used by ${nameSeen}`);
      names.set(entry.name, entry.code);
      entries.push({ ...entry, source: file.id });
    });
  }
  const viewers = new Map<string, CatalogEntry>();
  for (const entry of entries) {
    const replacement = entry.deprecated?.replacedBy;
    const sharing = entry.viewer === undefined ? undefined : viewers.get(entry.viewer);
    if (entry.viewer !== undefined && !sharing) viewers.set(entry.viewer, entry);
    if (sharing && verdict(sharing.retry.vod) !== verdict(entry.retry.vod)) {
      problems.push(
        `${entry.source}.yaml: entry ${entry.code}: viewer ${entry.viewer} is shared with ${sharing.code}, whose retry verdict ` +
          `("${verdict(sharing.retry.vod)}") differs from this one's ("${verdict(entry.retry.vod)}"): one message cannot fit both`,
      );
    }
    if (replacement && !codes.has(replacement)) {
      problems.push(`${entry.source}.yaml: entry ${entry.code}: deprecated.replacedBy ${replacement} does not exist`);
    }
    const sdk = entry.sdkCode && entries.find((e) => e.code === entry.sdkCode);
    if (entry.sdkCode && !sdk)
      problems.push(`${entry.source}.yaml: entry ${entry.code}: sdkCode ${entry.sdkCode} does not exist`);
    if (sdk && sdk.platforms.every((p) => p === SERVICES)) {
      problems.push(`${entry.source}.yaml: entry ${entry.code}: sdkCode ${sdk.code} is not an SDK platform's code`);
    }
  }
  if (problems.length > 0) throw new CatalogError(problems);
  entries.sort((a, b) => a.code.localeCompare(b.code));
  return { categories, sources, entries };
}

/** A retry text's verdict: what comes before its first colon ("No", "After the viewer acts"). */
function verdict(retry: string): string {
  return retry.split(':')[0]!.trim();
}

/** Every link of the catalogue that is not one of `routes` (site routes, without hash). */
export function catalogLinkProblems(catalog: Catalog, routes: { has: (route: string) => boolean }): string[] {
  return catalog.entries.flatMap((entry) =>
    entry.links
      .filter((link) => !routes.has(link.to.split('#')[0]!))
      .map((link) => `${entry.source}.yaml: entry ${entry.code}: link ${link.to} is not a route of the site`),
  );
}

/** What the plugin puts in global data: small, so every page can afford it. */
export interface ErrorCatalogGlobalData {
  /** Route of the JSON file (without baseUrl). */
  jsonPath: string;
  version: string;
  count: number;
  platforms: CatalogPlatform[];
  categories: Pick<Category, 'id' | 'title' | 'from' | 'to'>[];
}
