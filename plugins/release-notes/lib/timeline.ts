/**
 * The cross-platform timeline: filters read from and written to the URL query
 * (`?platform=web&type=breaking,security`), releases grouped by month.
 */
import { PLATFORMS, type PlatformId } from '../../../src/data/registry';
import { CHANGE_TYPES, type ChangeType, type Release, type ReleaseCatalog } from './types';
import { compareVersions, timelineAnchor } from '../../shared/versions';

export interface TimelineFilter {
  /** Empty: every platform. */
  platforms: PlatformId[];
  /** Empty: every change type. */
  types: ChangeType[];
}

/** No filter: every platform, every change type. */
export const NO_FILTER: TimelineFilter = { platforms: [], types: [] };

export interface ParsedTimelineQuery {
  filter: TimelineFilter;
  /** Reader-facing messages about query values that were ignored. */
  problems: string[];
}

export const PLATFORM_IDS: readonly PlatformId[] = PLATFORMS.map((p) => p.id);

function isPlatformId(value: string): value is PlatformId {
  return (PLATFORM_IDS as readonly string[]).includes(value);
}

function isChangeType(value: string): value is ChangeType {
  return (CHANGE_TYPES as readonly string[]).includes(value);
}

/** Values of a parameter given once with commas or repeated: `type=a,b` or `type=a&type=b`. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

function pickKnown<T extends string>(
  values: string[],
  isKnown: (value: string) => value is T,
  what: string,
  known: readonly string[],
  problems: string[],
): T[] {
  const unknown = values.filter((value) => !isKnown(value));
  if (unknown.length > 0) {
    const list = unknown.map((value) => `"${value}"`).join(', ');
    problems.push(`Unknown ${what} ${list} in the address, ignored. Known values: ${known.join(', ')}.`);
  }
  return [...new Set(values.filter(isKnown))];
}

export function parseTimelineQuery(search: string): ParsedTimelineQuery {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const platforms = pickKnown(listParam(params, 'platform'), isPlatformId, 'platform', PLATFORM_IDS, problems);
  const types = pickKnown(listParam(params, 'type'), isChangeType, 'change type', CHANGE_TYPES, problems);
  // Keep the registry's and the display order whatever order the address used.
  return {
    filter: {
      platforms: PLATFORM_IDS.filter((id) => platforms.includes(id)),
      types: CHANGE_TYPES.filter((type) => types.includes(type)),
    },
    problems,
  };
}

/** The query string of a filter, '' when nothing is filtered. */
export function timelineQuery(filter: TimelineFilter): string {
  const parts: string[] = [];
  if (filter.platforms.length > 0) parts.push(`platform=${filter.platforms.join(',')}`);
  if (filter.types.length > 0) parts.push(`type=${filter.types.join(',')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** What the timeline's filters, counts and size guesses need of a release: the release itself, or its outline. */
export interface TimelineRelease {
  version: string;
  date: string;
  changes: readonly { type: ChangeType }[];
}

/**
 * A release as the timeline's filters see it: its version, date and, for each change, the type and
 * the length of the text (the size guess of a release not rendered yet). The browser gets the
 * outlines of every release (a few KiB) and keeps the releases' HTML as the server rendered it.
 */
export interface ReleaseOutline extends TimelineRelease {
  changes: { type: ChangeType; length: number }[];
}

export interface TimelineSource<R extends TimelineRelease> {
  platforms: readonly { platform: PlatformId; label: string; route: string; releases: readonly R[] }[];
}

export type TimelineOutline = TimelineSource<ReleaseOutline>;

/** The outline of every release of the catalogue, in the catalogue's order. */
export function outlineOf(catalog: ReleaseCatalog): TimelineOutline {
  return {
    platforms: catalog.platforms.map(({ platform, label, route, releases }) => ({
      platform,
      label,
      route,
      releases: releases.map(({ version, date, changes }) => ({
        version,
        date,
        changes: changes.map((change) => ({ type: change.type, length: change.text.length })),
      })),
    })),
  };
}

export interface TimelineEntry<R extends TimelineRelease = Release> {
  platform: PlatformId;
  platformLabel: string;
  /** Route of the platform's release notes page. */
  route: string;
  anchor: string;
  release: R;
  /** The release's changes that pass the type filter. */
  changes: R['changes'][number][];
}

export interface TimelineMonth<R extends TimelineRelease = Release> {
  /** YYYY-MM */
  month: string;
  entries: TimelineEntry<R>[];
}

/** Every release of the filtered platforms that has a change of a filtered type, by month, newest first. */
export function buildTimeline<R extends TimelineRelease>(
  catalog: TimelineSource<R>,
  filter: TimelineFilter,
): TimelineMonth<R>[] {
  const entries: TimelineEntry<R>[] = [];
  for (const group of catalog.platforms) {
    if (filter.platforms.length > 0 && !filter.platforms.includes(group.platform)) continue;
    for (const release of group.releases) {
      const changes =
        filter.types.length > 0 ? release.changes.filter((c) => filter.types.includes(c.type)) : [...release.changes];
      if (changes.length === 0) continue;
      entries.push({
        platform: group.platform,
        platformLabel: group.label,
        route: group.route,
        anchor: timelineAnchor(group.platform, release.version),
        release,
        changes,
      });
    }
  }
  const platformOrder = (id: PlatformId): number => PLATFORM_IDS.indexOf(id);
  entries.sort(
    (a, b) =>
      b.release.date.localeCompare(a.release.date) ||
      compareVersions(b.release.version, a.release.version) ||
      platformOrder(a.platform) - platformOrder(b.platform),
  );
  const months: TimelineMonth<R>[] = [];
  for (const entry of entries) {
    const month = entry.release.date.slice(0, 7);
    const last = months[months.length - 1];
    if (last && last.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}

export interface VersionTarget {
  version: string;
  /** Anchor of the newest timeline entry of that version. */
  anchor: string;
}

/** The versions shown on the timeline, newest first, each with the entry a jump lands on. */
export function versionTargets(months: readonly TimelineMonth<TimelineRelease>[]): VersionTarget[] {
  const targets = new Map<string, VersionTarget>();
  for (const { entries } of months) {
    for (const entry of entries) {
      if (!targets.has(entry.release.version)) {
        targets.set(entry.release.version, { version: entry.release.version, anchor: entry.anchor });
      }
    }
  }
  return [...targets.values()].sort((a, b) => compareVersions(b.version, a.version));
}
