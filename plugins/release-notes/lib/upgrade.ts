/**
 * The upgrade view: from the version an app ships to the version it moves to,
 * on one platform, every change that needs attention and every migration note.
 * Driven by the URL query: `?platform=android&from=6.11.0&to=7.4.0`.
 */
import type { PlatformId } from '../../../src/data/registry';
import { PLATFORM_IDS } from './timeline';
import type { Change, ChangeType, PlatformReleases, ReleaseCatalog } from './types';
import { compareVersions, parseVersion, versionAnchor } from '../../shared/versions';

/**
 * What an upgrade must review: the rest (features, improvements, fixes) is optional reading.
 * `changed` is a change of behaviour within a major line that needs no code change to compile but
 * may need one to behave as before (an error code's severity, a code reported instead of another).
 */
export const UPGRADE_CHANGE_TYPES = [
  'breaking',
  'deprecation',
  'changed',
  'security',
] as const satisfies readonly ChangeType[];
export type UpgradeChangeType = (typeof UPGRADE_CHANGE_TYPES)[number];

function isUpgradeChange(change: Change): change is Change & { type: UpgradeChangeType } {
  return (UPGRADE_CHANGE_TYPES as readonly ChangeType[]).includes(change.type);
}

export interface UpgradeQuery {
  platform: string;
  from: string;
  to: string;
}

export interface UpgradeStep {
  version: string;
  date: string;
  /** The version's anchor, `v7-4-0`. */
  anchor: string;
  /** Link to the release on its platform's page. */
  href: string;
  changes: Change[];
  migration: string | null;
  /** The migration guide into this major release, when there is one. */
  migrationGuide: string | null;
}

/** A migration guide the upgrade needs: it crosses from `fromLine` into `toLine`. */
export interface UpgradeGuide {
  /** `6.x` */
  fromLine: string;
  /** `7.x` */
  toLine: string;
  /** The major release the guide leads to, `7.0.0`. */
  version: string;
  href: string;
}

export type UpgradePlan =
  | { status: 'empty' }
  | { status: 'invalid'; messages: string[] }
  | {
      status: 'ok';
      platform: PlatformId;
      platformLabel: string;
      from: string;
      to: string;
      /** Releases after `from` up to and including `to` that need attention, oldest first. */
      steps: UpgradeStep[];
      /** Releases in the range, attention needed or not. */
      releaseCount: number;
      counts: Record<UpgradeChangeType, number>;
      /** One per major line the upgrade crosses that has a migration guide, oldest first. */
      guides: UpgradeGuide[];
    };

export function readUpgradeQuery(search: string): UpgradeQuery {
  const params = new URLSearchParams(search);
  const value = (name: string): string => (params.get(name) ?? '').trim();
  return { platform: value('platform').toLowerCase(), from: value('from'), to: value('to') };
}

export function upgradeQuery(query: UpgradeQuery): string {
  const params = new URLSearchParams();
  if (query.platform) params.set('platform', query.platform);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function checkVersion(group: PlatformReleases, name: 'current' | 'target', version: string): string | null {
  if (!parseVersion(version)) {
    return `The ${name} version "${version}" is not a version number like 7.4.0.`;
  }
  if (!group.releases.some((r) => r.version === version)) {
    const oldest = group.releases[group.releases.length - 1]?.version ?? '';
    return `${version} is not a ${group.shortLabel} release listed here (the notes go back to ${oldest}); pick a listed version.`;
  }
  return null;
}

/** The latest release of a platform, the default target. */
export function latestVersion(catalog: ReleaseCatalog, platform: string): string | null {
  return catalog.platforms.find((p) => p.platform === platform)?.releases[0]?.version ?? null;
}

export function planUpgrade(catalog: ReleaseCatalog, query: UpgradeQuery): UpgradePlan {
  if (!query.platform && !query.from && !query.to) return { status: 'empty' };
  if (!query.platform) return { status: 'invalid', messages: ['Choose a platform.'] };
  const group = catalog.platforms.find((p) => p.platform === query.platform);
  if (!group) {
    return {
      status: 'invalid',
      messages: [`Unknown platform "${query.platform}". Known platforms: ${PLATFORM_IDS.join(', ')}.`],
    };
  }
  if (!query.from) return { status: 'empty' };
  const to = query.to || group.releases[0]?.version || '';
  const messages = [checkVersion(group, 'current', query.from), checkVersion(group, 'target', to)].filter(
    (message): message is string => message !== null,
  );
  if (messages.length === 0 && !query.to && to === query.from) {
    messages.push(`${query.from} is the latest ${group.shortLabel} release: there is no newer version to move to.`);
  } else if (messages.length === 0 && compareVersions(to, query.from) <= 0) {
    messages.push(`The target version (${to}) must be newer than the current version (${query.from}).`);
  }
  if (messages.length > 0) return { status: 'invalid', messages };

  const inRange = group.releases
    .filter((r) => compareVersions(r.version, query.from) > 0 && compareVersions(r.version, to) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
  const counts: Record<UpgradeChangeType, number> = { breaking: 0, deprecation: 0, changed: 0, security: 0 };
  const steps: UpgradeStep[] = [];
  for (const release of inRange) {
    const changes = release.changes.filter(isUpgradeChange);
    for (const change of changes) counts[change.type] += 1;
    if (changes.length === 0 && !release.migration) continue;
    steps.push({
      version: release.version,
      date: release.date,
      anchor: versionAnchor(release.version),
      href: `${group.route}#${versionAnchor(release.version)}`,
      changes,
      migration: release.migration,
      migrationGuide: release.migrationGuide,
    });
  }
  const guides = inRange.flatMap((release): UpgradeGuide[] => {
    const major = parseVersion(release.version)?.[0];
    if (!release.migrationGuide || major === undefined) return [];
    return [
      { fromLine: `${major - 1}.x`, toLine: `${major}.x`, version: release.version, href: release.migrationGuide },
    ];
  });
  return {
    status: 'ok',
    platform: group.platform,
    platformLabel: group.label,
    from: query.from,
    to,
    steps,
    releaseCount: inRange.length,
    counts,
    guides,
  };
}
