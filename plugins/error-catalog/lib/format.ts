/** Display helpers shared by the error-code pages and the lookup. Pure. */
import { PLATFORMS, platformDocRoute, type PlatformId } from '../../../src/data/registry';
import type { Category, CatalogEntry, CatalogPlatform } from '../schema';

export const SERVICES_LABEL = 'FLP APIs';

export function platformLabel(id: CatalogPlatform | string): string {
  if (id === 'services') return SERVICES_LABEL;
  return PLATFORMS.find((p) => p.id === id)?.shortLabel ?? id;
}

export function isSdkPlatform(id: string): id is PlatformId {
  return PLATFORMS.some((p) => p.id === id);
}

/** The release that brought the code to `platform` (`sinceOn`, else the entry's first). */
export function sinceFor(entry: Pick<CatalogEntry, 'since' | 'sinceOn'>, platform: CatalogPlatform): string {
  return entry.sinceOn?.[platform] ?? entry.since;
}

/** The 6.x name `platform`'s SDK reported for the failure, if it had one (`legacyOn`). */
export function legacyNameFor(
  entry: Pick<CatalogEntry, 'legacyName' | 'legacyOn'>,
  platform: CatalogPlatform,
): string | null {
  if (entry.legacyName === null) return null;
  return !entry.legacyOn || entry.legacyOn.includes(platform) ? entry.legacyName : null;
}

/** Native values of one platform as display strings (numbers included). */
export function nativeValues(entry: Pick<CatalogEntry, 'native'>, platform: CatalogPlatform): string[] {
  const value = entry.native[platform];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** What a platform's page says of a code the SDK raises itself, with no native error under it (`nativeNone`). */
export const RAISED_ITSELF = 'none, the SDK raises the code itself';

/** Whether `platform` raises the code itself, with no native error under it. */
export function raisedItself(entry: Pick<CatalogEntry, 'nativeNone'>, platform: CatalogPlatform): boolean {
  return entry.nativeNone?.includes(platform) ?? false;
}

/**
 * Where `platform` has native values, the cases in which it raises the code with none all the same
 * (`nativeNoneWhen`), as the pages say them after the values: "none when …", or "" when there is none.
 */
export function noneWhen(entry: Pick<CatalogEntry, 'nativeNoneWhen'>, platform: CatalogPlatform): string {
  const cases = (entry.nativeNoneWhen ?? []).filter((c) => c.platforms.includes(platform)).map((c) => c.case);
  return cases.length > 0 ? `none when ${cases.join(', or when ')}` : '';
}

/**
 * What a platform's page says of a code's native errors: the values (set as code), then what follows
 * them ("none when …", or, with no values, `RAISED_ITSELF`). Null when the page says nothing.
 */
export function nativeParts(
  entry: Pick<CatalogEntry, 'native' | 'nativeNone' | 'nativeNoneWhen'>,
  platform: CatalogPlatform,
): { values: string; after: string } | null {
  const values = nativeValues(entry, platform).join(', ');
  if (values) return { values, after: noneWhen(entry, platform) };
  return raisedItself(entry, platform) ? { values: '', after: RAISED_ITSELF } : null;
}

/** `nativeParts` as one plain text ("200, 401; none when …"), or "" when the page says nothing. */
export function nativeText(
  entry: Pick<CatalogEntry, 'native' | 'nativeNone' | 'nativeNoneWhen'>,
  platform: CatalogPlatform,
): string {
  const parts = nativeParts(entry, platform);
  return parts ? [parts.values, parts.after].filter(Boolean).join('; ') : '';
}

export function rangeLabel(category: Pick<Category, 'from' | 'to'>): string {
  return `${category.from}–${category.to}`;
}

/** The route of a platform's error-code page, with the code's anchor. */
export function errorPageRoute(platform: PlatformId, code?: string): string {
  return `${platformDocRoute(platform, 'error-codes')}${code ? `#${code}` : ''}`;
}

/** Where an entry is explained in context: each SDK's page, or the API error guide. */
export function entryPages(entry: Pick<CatalogEntry, 'code' | 'platforms'>): { label: string; to: string }[] {
  const pages = entry.platforms.filter(isSdkPlatform).map((p) => ({
    label: `${platformLabel(p)} error codes`,
    to: errorPageRoute(p, entry.code),
  }));
  if (entry.platforms.includes('services'))
    pages.push({ label: 'API errors and problem details', to: '/docs/api/doc2' });
  return pages;
}

/**
 * Every page an entry links to: where it is explained in context, then the entry's own links, each
 * page once (the first label wins: an entry may list a page `entryPages` already gives).
 */
export function entryLinks(entry: Pick<CatalogEntry, 'code' | 'platforms' | 'links'>): { label: string; to: string }[] {
  const seen = new Set<string>();
  return [...entryPages(entry), ...entry.links].filter((link) => {
    if (seen.has(link.to)) return false;
    seen.add(link.to);
    return true;
  });
}
