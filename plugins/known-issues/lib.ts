/** Pure logic of the known issues, shared by the theme, the Markdown twins and the tests. */
import { platformDocRoute, type PlatformId } from '../../src/data/registry';
import { releaseNotesRoute } from '../shared/release-paths';
import { compareVersions, versionAnchor } from '../shared/versions';

export const STATUSES = ['open', 'fixed'] as const;
export type IssueStatus = (typeof STATUSES)[number];

export interface IssueLink {
  kind: 'page' | 'error';
  href: string;
  label: string;
}

export interface KnownIssue {
  /** `KI-101`: also the anchor of the issue on its platforms' pages. */
  id: string;
  platforms: PlatformId[];
  title: string;
  /** Plain text with `code` spans. */
  description: string;
  /** First affected release. */
  from: string;
  /** Last affected release; null while the issue is open (it affects every release since `from`). */
  to: string | null;
  status: IssueStatus;
  fixedIn: string | null;
  workaround: string | null;
  links: IssueLink[];
}

export interface KnownIssueCatalog {
  issues: KnownIssue[];
}

/** The known-issues page of a platform. */
export function knownIssuesRoute(platform: string): string {
  return platformDocRoute(platform, 'known-issues');
}

/** Where an issue is described on a platform's page. */
export function issueHref(platform: string, id: string): string {
  return `${knownIssuesRoute(platform)}#${id}`;
}

/** The release notes entry of a version. */
export function releaseHref(platform: string, version: string): string {
  return `${releaseNotesRoute(platform)}#${versionAnchor(version)}`;
}

/** "7.0.0 to 7.2.0", "7.3.0", "7.4.0 and later". */
export function affectedRange(issue: Pick<KnownIssue, 'from' | 'to'>): string {
  if (issue.to === null) return `${issue.from} and later`;
  return issue.to === issue.from ? issue.from : `${issue.from} to ${issue.to}`;
}

/** Whether a release of a platform has the issue. */
export function affects(issue: KnownIssue, platform: PlatformId, version: string): boolean {
  if (!issue.platforms.includes(platform)) return false;
  if (compareVersions(version, issue.from) < 0) return false;
  return issue.to === null || compareVersions(version, issue.to) <= 0;
}

/** A platform's issues: open ones first, then fixed ones by the newest fix; by id within each. */
export function issuesOf(catalog: KnownIssueCatalog, platform: PlatformId): KnownIssue[] {
  return catalog.issues
    .filter((issue) => issue.platforms.includes(platform))
    .sort((a, b) => {
      if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
      if (a.fixedIn && b.fixedIn && a.fixedIn !== b.fixedIn) return compareVersions(b.fixedIn, a.fixedIn);
      return a.id.localeCompare(b.id);
    });
}

/** What the release notes of one release show: the issues it fixes and the ones it has. */
export function issuesOfRelease(
  catalog: KnownIssueCatalog,
  platform: PlatformId,
  version: string,
): { fixed: KnownIssue[]; affecting: KnownIssue[] } {
  const mine = issuesOf(catalog, platform);
  return {
    fixed: mine.filter((issue) => issue.fixedIn === version),
    affecting: mine.filter((issue) => affects(issue, platform, version)),
  };
}

/** "Open" or "Fixed in 7.2.1". */
export function statusLabel(issue: KnownIssue): string {
  return issue.status === 'open' || !issue.fixedIn ? 'Open' : `Fixed in ${issue.fixedIn}`;
}

/** Splits text at `code` spans: odd parts are code. */
export function splitCode(text: string): { code: boolean; text: string }[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((part) => part.text !== '');
}
