/**
 * The known-issue catalogue (`catalog/known-issues.yaml`): its schema and the rules across it, the
 * release catalogue and the site's routes. Pure: `validateKnownIssues` returns the resolved issues
 * or throws with every problem found, each naming the issue.
 */
import * as z from 'zod';
import { CatalogueError, SEMVER, VERSION_MESSAGE, eachEntry, zodProblems } from '../shared/catalogue';
import { PLATFORMS, type PlatformId } from '../../src/data/registry';
import { errorCodeHref } from '../shared/release-paths';
import { compareVersions } from '../shared/versions';
import type { ReleaseIndex } from '../shared/catalogue-plugin';
import { type RouteLookup, routeOf } from '../shared/site-routes';
import { STATUSES, type IssueLink, type KnownIssue, type KnownIssueCatalog } from './lib';

export const ISSUE_ID = /^KI-\d{3}$/;
const ERROR_CODE = /^E-\d{4}$/;
const PLATFORM_IDS = PLATFORMS.map((p) => p.id) as [PlatformId, ...PlatformId[]];

const text = z.string().trim().min(1, 'must not be empty');
const version = z.string().regex(SEMVER, VERSION_MESSAGE);

export const issueSchema = z.strictObject({
  id: z.string().regex(ISSUE_ID, 'must be KI- and three digits'),
  platforms: z.array(z.enum(PLATFORM_IDS)).min(1, 'must list at least one platform'),
  title: text.max(120, 'must be a short title'),
  description: text,
  affected: z.strictObject({ from: version, to: version.optional() }),
  status: z.enum(STATUSES, { message: `must be one of ${STATUSES.join(', ')}` }),
  fixedIn: version.optional(),
  workaround: text.optional(),
  links: z
    .array(
      z.string().refine((value) => ERROR_CODE.test(value) || value.startsWith('/'), {
        message: 'must be a site route starting with "/" or an error code like E-4001',
      }),
    )
    .optional(),
});
export type Issue = z.infer<typeof issueSchema>;

export const issueFileSchema = z.strictObject({ issues: z.array(z.unknown()) });

export class KnownIssueCatalogError extends CatalogueError {
  constructor(problems: string[]) {
    super('Known issues (catalog/known-issues.yaml)', problems);
    this.name = 'KnownIssueCatalogError';
  }
}

/** The rules of one issue on one platform, against that platform's releases (oldest first). */

/** The change types of a release that fix a known issue: a fix that changes what an app receives is `changed` (plugins/release-notes/README.md). */
export const FIX_TYPES = ['fix', 'security', 'changed'] as const;

export function rangeProblems(issue: Issue, platform: PlatformId, releases: ReleaseIndex): string[] {
  const problems: string[] = [];
  const versions = releases[platform].map((r) => r.version);
  const file = `catalog/releases/${platform}.yaml`;
  const { from, to } = issue.affected;
  for (const [field, value] of [
    ['affected.from', from],
    ['affected.to', to],
    ['fixedIn', issue.fixedIn],
  ] as const) {
    if (value !== undefined && !versions.includes(value))
      problems.push(`${field} ${value} is not a release in ${file}`);
  }
  if (problems.length > 0) return problems;
  if (to !== undefined && compareVersions(from, to) > 0)
    problems.push(`affected.from ${from} is after affected.to ${to}`);
  if (issue.fixedIn && to !== undefined) {
    // The fix is the first release after the affected range: no release between them is left out.
    const next = versions[versions.indexOf(to) + 1];
    if (next !== issue.fixedIn) {
      problems.push(
        `fixedIn ${issue.fixedIn} must be the release right after affected.to ${to} on ${platform}` +
          (next ? ` (${next})` : ' (there is none yet)'),
      );
    }
    const fix = releases[platform].find((r) => r.version === issue.fixedIn);
    if (fix && !fix.changes.some((c) => (FIX_TYPES as readonly string[]).includes(c.type))) {
      problems.push(`release ${issue.fixedIn} of ${platform} lists no fix or change`);
    }
  }
  return problems;
}

/**
 * Validates the parsed file. `routes` maps the site's routes to their titles; a link must be one
 * of them or an error code.
 */
export function validateKnownIssues(data: unknown, releases: ReleaseIndex, routes: RouteLookup): KnownIssueCatalog {
  const file = issueFileSchema.safeParse(data);
  if (!file.success) throw new KnownIssueCatalogError(zodProblems(file.error));
  const problems: string[] = [];
  const resolved: KnownIssue[] = [];
  eachEntry('issue', file.data.issues, issueSchema, problems, (issue, at, duplicate) => {
    const own: string[] = [];
    if (duplicate) own.push('id is used twice');
    if (new Set(issue.platforms).size !== issue.platforms.length) own.push('platforms lists a platform twice');
    if (issue.status === 'fixed') {
      if (!issue.fixedIn) own.push('a fixed issue needs fixedIn');
      if (!issue.affected.to) own.push('a fixed issue needs affected.to, the last release that has it');
    } else {
      if (issue.fixedIn) own.push('an open issue has no fixedIn; set status: fixed');
      if (issue.affected.to) own.push('an open issue affects every release since affected.from; remove affected.to');
      if (!issue.workaround) own.push('an open issue needs a workaround');
    }
    for (const platform of issue.platforms) {
      own.push(...rangeProblems(issue, platform, releases).map((p) => `${platform}: ${p}`));
    }
    const links: IssueLink[] = (issue.links ?? []).map((link) => {
      if (ERROR_CODE.test(link)) return { kind: 'error', href: errorCodeHref(link), label: link };
      const route = routeOf(link);
      if (!routes.has(route)) own.push(`link ${link} is not a page of the site`);
      return { kind: 'page', href: link, label: routes.get(route) ?? route };
    });
    problems.push(...own.map((p) => `${at}: ${p}`));
    resolved.push({
      id: issue.id,
      platforms: issue.platforms,
      title: issue.title,
      description: issue.description,
      from: issue.affected.from,
      to: issue.affected.to ?? null,
      status: issue.status,
      fixedIn: issue.fixedIn ?? null,
      workaround: issue.workaround ?? null,
      links,
    });
  });
  if (problems.length > 0) throw new KnownIssueCatalogError(problems);
  return { issues: resolved.sort((a, b) => a.id.localeCompare(b.id)) };
}
