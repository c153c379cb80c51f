/**
 * Semantic versions of released SDKs: MAJOR.MINOR.PATCH, no pre-releases
 * (the catalogue lists only general-availability releases). Their order, their anchors on the
 * release notes and the dates of releases, for every catalogue, the MCP server and the reader's home.
 */
export const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export type VersionParts = readonly [major: number, minor: number, patch: number];

export function parseVersion(version: string): VersionParts | null {
  const match = SEMVER.exec(version);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function partsOf(version: string): VersionParts {
  const parts = parseVersion(version);
  if (!parts) throw new Error(`"${version}" is not a version of the form MAJOR.MINOR.PATCH`);
  return parts;
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const pa = partsOf(a);
  const pb = partsOf(b);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** A major release: X.0.0 with X ≥ 1. */
export function isMajor(version: string): boolean {
  const [major, minor, patch] = partsOf(version);
  return major > 0 && minor === 0 && patch === 0;
}

/**
 * The stable anchor of a version on its platform's page: `v7-4-0`. Starts with
 * a letter and has no dots, so it works in CSS selectors and every feed reader.
 */
export function versionAnchor(version: string): string {
  return `v${version.replace(/\./g, '-')}`;
}

/** The anchor of a release on the cross-platform timeline: `web-v7-4-0`. */
export function timelineAnchor(platform: string, version: string): string {
  return `${platform}-${versionAnchor(version)}`;
}

/** The anchor of a month on the timeline: `month-2026-10`. */
export function monthAnchor(month: string): string {
  return `month-${month}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-10-27` → `27 October 2026`, the same in every time zone and on the server. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** `2026-10` → `October 2026`. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? ''} ${year}`;
}
