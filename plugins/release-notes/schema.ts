/**
 * The schema of `catalog/releases/<platform>.yaml` and the rules across fields
 * that a schema alone cannot express. Every problem is reported at once, with
 * the file and the path of the offending value, and fails the build.
 */
// Namespace import: the site loads this file through jiti, whose default interop hides the named `z` export.
import * as z from 'zod';
import { markdownLinks, parseMarkdown } from './lib/markdown';
import { CHANGE_TYPES } from './lib/types';
import { SEMVER, compareVersions, isIsoDate, isMajor } from '../shared/versions';

export const ERROR_CODE = /^E-\d{4}$/;
/** A site route, optionally with a query or an anchor: `/docs/products/player/web/dai#live-streams`. */
export const ROUTE = /^\/[^\s#?]*(\?[^\s#]*)?(#[\w-]+)?$/;

const LinkSchema = z.string().refine((value) => ERROR_CODE.test(value) || ROUTE.test(value), {
  message:
    'must be a site route starting with "/" (for example /docs/products/player/web/dai) or an error code like E-4001',
});

/** The id of a breaking change: the anchor of its section in the platform's migration guide. */
export const CHANGE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const ChangeSchema = z.strictObject({
  id: z.string().regex(CHANGE_ID, 'must be lower-case words joined by hyphens, for example create-player').optional(),
  type: z.enum(CHANGE_TYPES, { message: `must be one of ${CHANGE_TYPES.join(', ')}` }),
  text: z.string().trim().min(1, 'must not be empty'),
  links: z.array(LinkSchema).optional(),
});

export const ReleaseSchema = z.strictObject({
  version: z.string().regex(SEMVER, 'must be a version MAJOR.MINOR.PATCH, for example 7.4.0'),
  date: z.string().refine(isIsoDate, 'must be a calendar date written YYYY-MM-DD, for example 2026-10-27'),
  // Shown as text on the pages and as the feeds' item description: Markdown would show as its marks.
  summary: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine((text) => !/[`*[\]]/.test(text), 'is plain text: no Markdown marks (`, *, [ ])'),
  migration: z.string().trim().min(1, 'must not be empty when present').optional(),
  changes: z.array(ChangeSchema).min(1, 'must list at least one change'),
});

export const ReleaseFileSchema = z.array(ReleaseSchema).min(1, 'must list at least one release');

export type CatalogChange = z.infer<typeof ChangeSchema>;
export type CatalogRelease = z.infer<typeof ReleaseSchema>;

export class ReleaseCatalogError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid release catalogue:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ReleaseCatalogError';
  }
}

/** Does a path (without query or anchor) serve a page of the site? */
export type RouteCheck = (path: string) => boolean;

function routePath(link: string): string {
  return link.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
}

/** The cross-field rules, on releases that passed the schema. */
export function releaseRuleProblems(releases: readonly CatalogRelease[], isRoute: RouteCheck): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  releases.forEach((release, index) => {
    const at = `releases[${index}] (${release.version})`;
    if (seen.has(release.version)) problems.push(`${at}: version ${release.version} is listed twice`);
    seen.add(release.version);

    const newer = releases[index - 1];
    if (newer && compareVersions(newer.version, release.version) <= 0) {
      problems.push(`${at}: releases must be listed newest first, but ${release.version} comes after ${newer.version}`);
    }
    if (newer && newer.date < release.date) {
      problems.push(
        `${at}: dates must ascend with versions, but ${release.version} (${release.date}) is dated after ${newer.version} (${newer.date})`,
      );
    }

    const breaking = release.changes.filter((c) => c.type === 'breaking').length;
    if (isMajor(release.version)) {
      if (!release.migration) problems.push(`${at}: a major release needs migration notes (migration)`);
      if (breaking === 0) problems.push(`${at}: a major release needs at least one change of type breaking`);
    } else if (breaking > 0) {
      problems.push(`${at}: breaking changes belong in a major release, not in ${release.version}`);
    }

    const ids = new Set<string>();
    release.changes.forEach((change, changeIndex) => {
      const changeAt = `${at}.changes[${changeIndex}]`;
      if (change.type === 'breaking' && !change.id) {
        problems.push(`${changeAt}: a breaking change needs an id (the anchor of its migration guide section)`);
      }
      if (change.id && change.type !== 'breaking') {
        problems.push(`${changeAt}: only breaking changes have an id, not ${change.type} changes`);
      }
      if (change.id && ids.has(change.id)) problems.push(`${changeAt}: id ${change.id} is listed twice`);
      if (change.id) ids.add(change.id);
      for (const link of change.links ?? []) {
        if (!ERROR_CODE.test(link) && !isRoute(routePath(link))) {
          problems.push(`${changeAt}: link ${link} is not a page of the site`);
        }
      }
    });
    if (release.migration) {
      try {
        for (const link of markdownLinks(parseMarkdown(release.migration))) {
          if (!ROUTE.test(link) || !isRoute(routePath(link))) {
            problems.push(`${at}.migration: link ${link} is not a page of the site`);
          }
        }
      } catch (error) {
        problems.push(`${at}.migration: ${(error as Error).message}`);
      }
    }
  });
  return problems;
}

/**
 * Checks the parsed YAML of one platform's file against the schema alone (no cross-field rules).
 * Returns the releases as written or throws a ReleaseCatalogError listing every problem.
 */
export function parseReleaseFile(file: string, data: unknown): CatalogRelease[] {
  const parsed = ReleaseFileSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ReleaseCatalogError(
    parsed.error.issues.map((issue) => {
      const path = issue.path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
        .join('')
        .replace(/^\./, '');
      return `${file}: ${path ? `releases${path.startsWith('[') ? '' : '.'}${path}` : 'the file'} ${issue.message}`;
    }),
  );
}

/**
 * Validates the parsed YAML of one platform's file. Returns the releases
 * newest first or throws a ReleaseCatalogError listing every problem.
 */
export function validateReleaseFile(file: string, data: unknown, isRoute: RouteCheck): CatalogRelease[] {
  const releases = parseReleaseFile(file, data);
  const problems = releaseRuleProblems(releases, isRoute);
  if (problems.length > 0) throw new ReleaseCatalogError(problems.map((p) => `${file}: ${p}`));
  return releases;
}
