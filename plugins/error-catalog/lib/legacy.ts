/** The 6.x error names a platform reported, each with the 7.x codes that replaced it. Pure. */
import { CATALOG_PLATFORMS, type CatalogEntry, type CatalogPlatform } from '../schema';
import { legacyNameFor } from './format';
import { entriesForPlatform } from './group';

export interface LegacyNameRow {
  /** The 6.x string code, `PLAYBACK_AUTH_DENIED`. */
  legacyName: string;
  /** The codes that carry it in `error.legacyName` on this platform, by code. */
  entries: CatalogEntry[];
}

/** One row per 6.x name, alphabetical; a 6.x name that split into several codes lists them all. */
export function legacyNameRows(entries: readonly CatalogEntry[], platform: CatalogPlatform): LegacyNameRow[] {
  const byName = new Map<string, CatalogEntry[]>();
  for (const entry of entriesForPlatform(entries, platform)) {
    const legacyName = legacyNameFor(entry, platform);
    if (!legacyName) continue;
    byName.set(legacyName, [...(byName.get(legacyName) ?? []), entry]);
  }
  return [...byName]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([legacyName, list]) => ({ legacyName, entries: list.sort((a, b) => a.code.localeCompare(b.code)) }));
}

/** What the table shows of a code: a small data file instead of the whole catalogue. */
export type LegacyNameTable = Record<
  string,
  { legacyName: string; codes: Pick<CatalogEntry, 'code' | 'name' | 'severity'>[] }[]
>;

/** Every platform's rows, for the `legacy-names.json` data file the migration guides load. */
export function legacyNameTable(entries: readonly CatalogEntry[]): LegacyNameTable {
  return Object.fromEntries(
    CATALOG_PLATFORMS.map((platform) => [
      platform,
      legacyNameRows(entries, platform).map((row) => ({
        legacyName: row.legacyName,
        codes: row.entries.map(({ code, name, severity }) => ({ code, name, severity })),
      })),
    ]),
  );
}
