/**
 * The released versions of each player SDK, read from `catalog/releases/<platform>.yaml` for the
 * catalogues that refer to releases (feature availability, known issues). Only what they check is
 * read: versions and the links of each change. The release catalogue itself is validated by
 * `plugins/release-notes`; a file it rejects fails the build there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { PLATFORMS, type PlatformId } from '../../src/data/registry';
import { compareVersions, parseVersion } from '../release-notes/lib/versions';

export const RELEASES_DIR = join('catalog', 'releases');

export interface ReleasedChange {
  type: string;
  /** Routes and error codes, as written in the catalogue. */
  links: string[];
}

export interface ReleasedVersion {
  version: string;
  changes: ReleasedChange[];
}

/** Per platform, its releases from the oldest to the newest. */
export type ReleaseIndex = Record<PlatformId, ReleasedVersion[]>;

function asChange(raw: unknown): ReleasedChange | null {
  if (!raw || typeof raw !== 'object') return null;
  const { type, links } = raw as { type?: unknown; links?: unknown };
  if (typeof type !== 'string') return null;
  return { type, links: Array.isArray(links) ? links.filter((l): l is string => typeof l === 'string') : [] };
}

/** Reads the release files of every platform; a missing or unreadable file gives that platform no releases. */
export function readReleaseIndex(siteDir: string): ReleaseIndex {
  const index = {} as ReleaseIndex;
  for (const platform of PLATFORMS) {
    const file = join(siteDir, RELEASES_DIR, `${platform.id}.yaml`);
    const data: unknown = existsSync(file) ? parseYaml(readFileSync(file, 'utf8')) : [];
    const releases: ReleasedVersion[] = [];
    for (const raw of Array.isArray(data) ? data : []) {
      const version = (raw as { version?: unknown } | null)?.version;
      if (typeof version !== 'string' || !parseVersion(version)) continue;
      const changes = (raw as { changes?: unknown }).changes;
      releases.push({
        version,
        changes: (Array.isArray(changes) ? changes : []).flatMap((c) => asChange(c) ?? []),
      });
    }
    index[platform.id] = releases.sort((a, b) => compareVersions(a.version, b.version));
  }
  return index;
}

/** The route of a link without its query and hash: `/docs/x#y` → `/docs/x`. */
export function routeOf(link: string): string {
  return link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
}
