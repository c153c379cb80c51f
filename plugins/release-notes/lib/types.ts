/**
 * The release catalogue as the site sees it: validated, links resolved, every
 * platform's releases newest first. Shared by the build side and the theme.
 */
import type { PlatformId } from '../../../src/data/registry';

/** Display order: what a reader upgrading must see first comes first. */
export const CHANGE_TYPES = [
  'breaking',
  'security',
  'deprecation',
  'changed',
  'feature',
  'improvement',
  'fix',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  breaking: 'Breaking',
  security: 'Security',
  deprecation: 'Deprecation',
  changed: 'Changed',
  feature: 'Feature',
  improvement: 'Improvement',
  fix: 'Fix',
};

/** A link of a change, resolved at build time: a docs or API page, or an error code. */
export interface ResolvedLink {
  kind: 'page' | 'error';
  href: string;
  label: string;
}

export interface Change {
  /** Breaking changes only: the anchor of the change's section in the migration guide. */
  id: string | null;
  type: ChangeType;
  text: string;
  links: ResolvedLink[];
}

/** An error code a release brought to its platform (from the error catalogue), with its page there. */
export interface NewErrorCode {
  code: string;
  name: string;
  /** Route of the code on the platform's error-code page. */
  href: string;
  /** The release that deprecated the code, if one did. */
  deprecatedIn: string | null;
}

/** What follows a new code's name where it is listed: the release that deprecated it, if one did. */
export function deprecatedNote(entry: Pick<NewErrorCode, 'deprecatedIn'>): string {
  return entry.deprecatedIn ? ` (deprecated in ${entry.deprecatedIn})` : '';
}

export interface Release {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  /** Markdown subset: paragraphs, `- ` lists, `code` spans, [links](/route). */
  migration: string | null;
  /** Major releases: route of the platform's migration guide from the previous major, when the page exists. */
  migrationGuide: string | null;
  changes: Change[];
  /**
   * The error codes that arrived on the platform in this release, by code: the error catalogue's
   * `since` (or `sinceOn`) for the platform, without a 6.x name there (a renamed code is not new).
   */
  newErrorCodes: NewErrorCode[];
}

export interface PlatformReleases {
  platform: PlatformId;
  label: string;
  shortLabel: string;
  /** Route of the platform's release notes page. */
  route: string;
  /** Newest first. */
  releases: Release[];
}

export interface ReleaseCatalog {
  platforms: PlatformReleases[];
}
