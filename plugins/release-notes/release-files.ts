/**
 * The released versions of each player SDK, read from `catalog/releases/<platform>.yaml` for the
 * catalogues that refer to releases (feature availability, known issues: the release source of their
 * `playerCatalogue`, `plugins/shared/catalogue-plugin.ts`). Only what they check is
 * read: versions and the links of each change. Each file is held to the catalogue's schema
 * (`schema.ts`) as it is read: a missing file or a malformed entry throws
 * with every problem, as the release notes' own load does, instead of being left out. The rules
 * across fields (routes, order) are checked by `plugins/release-notes`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { PLATFORMS, type Platform } from '../../src/data/registry';
import type { ReleaseIndex, ReleaseSource } from '../shared/catalogue-plugin';
import { compareVersions } from '../shared/versions';
import { parseReleaseFile, ReleaseCatalogError, type CatalogRelease } from './schema';

export const RELEASES_DIR = join('catalog', 'releases');

/**
 * Each platform's release file, held to the release schema, handed to `visit`, which may report
 * problems of its own (`${file}: …`). Throws a ReleaseCatalogError with `problems` and every
 * missing file, malformed entry and problem `use` reported, in platform order.
 */
export function eachReleaseFile(
  siteDir: string,
  visit: (platform: Platform, file: string, releases: CatalogRelease[]) => string[],
  problems: string[] = [],
): void {
  for (const platform of PLATFORMS) {
    const file = `${RELEASES_DIR.split(sep).join('/')}/${platform.id}.yaml`;
    const full = join(siteDir, file);
    if (!existsSync(full)) {
      problems.push(`${file}: missing; every platform of the registry needs its release file`);
      continue;
    }
    try {
      problems.push(...visit(platform, file, parseReleaseFile(file, parseYaml(readFileSync(full, 'utf8')))));
    } catch (error) {
      if (error instanceof ReleaseCatalogError) problems.push(...error.problems);
      else problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ReleaseCatalogError(problems);
}

/** Reads the release files of every platform; throws a ReleaseCatalogError naming every missing file or malformed entry. */
export function readReleaseIndex(siteDir: string): ReleaseIndex {
  const index = {} as ReleaseIndex;
  eachReleaseFile(siteDir, (platform, _file, releases) => {
    index[platform.id] = releases
      .map(({ version, changes }) => ({
        version,
        changes: changes.map(({ type, links }) => ({ type, links: links ?? [] })),
      }))
      .sort((a, b) => compareVersions(a.version, b.version));
    return [];
  });
  return index;
}

/** Every platform's releases, for a catalogue checked against them (`playerCatalogue`). */
export const RELEASE_SOURCE: ReleaseSource = { read: readReleaseIndex, files: join(RELEASES_DIR, '*.yaml') };
