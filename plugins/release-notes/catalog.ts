/**
 * Build side: reads `catalog/releases/<platform>.yaml` for every platform of the registry (the
 * plugin's loaded content), then validates it against the site's routes and resolves each link to
 * its page title (once the docs are loaded: `shared/site-routes.ts`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AllContent } from '@docusaurus/types';
import { PLATFORMS, type PlatformId } from '../../src/data/registry';
import { oncePerLoad, pluginContent } from '../shared/loaded-content';
import { eachReleaseFile } from './release-files';
import { type RouteLookup, readSiteRoutes } from '../shared/site-routes';
import { ERROR_CODE, ReleaseCatalogError, releaseRuleProblems, type CatalogRelease } from './schema';
import { errorCodeHref, migrationGuideRoute, releaseNotesRoute } from '../shared/release-paths';
import { isMajor, parseVersion } from '../shared/versions';
import type { NewErrorCode, PlatformReleases, ReleaseCatalog, ResolvedLink } from './lib/types';
import {
  type CatalogEntry,
  ERROR_CATALOG_PLUGIN,
  type LoadedCatalog,
  errorPageRoute,
  legacyNameFor,
  loadCatalog,
  sinceFor,
} from '../error-catalog/api';

export const CATALOG_DIR = join('catalog', 'releases');

/** Plugin name: the generated data lives in `.docusaurus/release-notes/default/`. */
export const PLUGIN_NAME = 'release-notes';

function resolveLink(link: string, routes: RouteLookup): ResolvedLink {
  if (ERROR_CODE.test(link)) return { kind: 'error', href: errorCodeHref(link), label: link };
  const path = link.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
  return { kind: 'page', href: link, label: routes.get(path) ?? path };
}

/** The error catalogue's entries by platform and release, as the release notes list them. */
type CodesByRelease = Map<string, NewErrorCode[]>;

/**
 * The codes each release brought to `platform`, and a problem for every code whose release there
 * is not one of the platform's releases (it would be listed nowhere).
 */
function newCodesOf(
  errors: readonly CatalogEntry[],
  platform: PlatformId,
  versions: ReadonlySet<string>,
): { codes: CodesByRelease; problems: string[] } {
  const codes: CodesByRelease = new Map();
  const problems: string[] = [];
  for (const entry of [...errors].sort((a, b) => a.code.localeCompare(b.code))) {
    if (!entry.platforms.includes(platform)) continue;
    const since = sinceFor(entry, platform);
    if (!versions.has(since)) {
      problems.push(
        `catalog/errors: ${entry.code} came to ${platform} in ${since}, which is not a release of ${platform}`,
      );
      continue;
    }
    if (legacyNameFor(entry, platform) !== null) continue;
    const list = codes.get(since) ?? [];
    list.push({
      code: entry.code,
      name: entry.name,
      href: errorPageRoute(platform, entry.code),
      deprecatedIn: entry.deprecated?.since ?? null,
    });
    codes.set(since, list);
  }
  return { codes, problems };
}

function toPlatformReleases(
  platform: (typeof PLATFORMS)[number],
  releases: CatalogRelease[],
  routes: RouteLookup,
  codes: CodesByRelease,
): PlatformReleases {
  return {
    platform: platform.id,
    label: platform.label,
    shortLabel: platform.shortLabel,
    route: releaseNotesRoute(platform.id),
    releases: releases.map((release) => {
      const guide = migrationGuideOf(platform.id, release.version, routes);
      return {
        version: release.version,
        date: release.date,
        summary: release.summary,
        migration: release.migration ?? null,
        migrationGuide: guide,
        changes: release.changes.map((change) => {
          const links = (change.links ?? []).map((link) => resolveLink(link, routes));
          // A breaking change links first to its section of the migration guide.
          if (guide && change.id) links.unshift(resolveLink(`${guide}#${change.id}`, routes));
          return { id: change.id ?? null, type: change.type, text: change.text, links };
        }),
        newErrorCodes: codes.get(release.version) ?? [],
      };
    }),
  };
}

/** The migration guide into a major release, when the platform has that page. */
function migrationGuideOf(platform: string, version: string, routes: RouteLookup): string | null {
  if (!isMajor(version)) return null;
  const route = migrationGuideRoute(platform, parseVersion(version)![0]);
  return routes.has(route) ? route : null;
}

/** Every platform's release file held to the release schema, and the problems found reading them. */
export interface ReleaseFiles {
  files: { platform: (typeof PLATFORMS)[number]; file: string; releases: CatalogRelease[] }[];
  problems: string[];
}

/** Reads every platform's release file (the plugin's loaded content); problems are thrown by `resolveReleaseCatalog`. */
export function readReleaseFiles(siteDir: string): ReleaseFiles {
  const dir = join(siteDir, CATALOG_DIR);
  const problems: string[] = [];
  const files: ReleaseFiles['files'] = [];
  const known = new Set<string>(PLATFORMS.map((p) => p.id));
  for (const name of existsSync(dir) ? readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)) : []) {
    const id = name.replace(/\.ya?ml$/, '');
    if (!known.has(id)) {
      problems.push(`${CATALOG_DIR}/${name}: no platform "${id}" in src/data/registry.ts (PLATFORMS)`);
    }
  }
  try {
    eachReleaseFile(
      siteDir,
      (platform, file, releases) => {
        files.push({ platform, file, releases });
        return [];
      },
      problems,
    );
  } catch (error) {
    // Its problems are in `problems`.
    if (!(error instanceof ReleaseCatalogError)) throw error;
  }
  return { files, problems };
}

/**
 * Validates the files against the site's routes and resolves them, each release with the error
 * codes it brought (from the error catalogue's entries); throws a ReleaseCatalogError listing
 * every problem.
 */
export function resolveReleaseCatalog(
  { files, problems: read }: ReleaseFiles,
  routes: RouteLookup,
  errors: readonly CatalogEntry[],
): ReleaseCatalog {
  const isRoute = (path: string): boolean => routes.has(path);
  const problems = [...read];
  const platforms: PlatformReleases[] = [];
  for (const { platform, file, releases } of files) {
    const rules = releaseRuleProblems(releases, isRoute);
    const { codes, problems: codeProblems } = newCodesOf(
      errors,
      platform.id,
      new Set(releases.map((release) => release.version)),
    );
    problems.push(...codeProblems);
    if (rules.length > 0) problems.push(...rules.map((p) => `${file}: ${p}`));
    else platforms.push(toPlatformReleases(platform, releases, routes, codes));
  }
  if (problems.length > 0) throw new ReleaseCatalogError(problems);
  return { platforms };
}

/** Reads, validates and resolves the whole catalogue against `routes` and the error catalogue. */
export function loadReleaseCatalog(siteDir: string, routes: RouteLookup): ReleaseCatalog {
  return resolveReleaseCatalog(readReleaseFiles(siteDir), routes, loadCatalog(siteDir).entries);
}

/** The catalogue resolved from the site's loaded content, once per load (the plugin and `llms-txt` read it). */
export function releaseCatalogOf(allContent: AllContent, baseUrl: string): ReleaseCatalog {
  return oncePerLoad(allContent, PLUGIN_NAME, () =>
    resolveReleaseCatalog(
      pluginContent<ReleaseFiles>(allContent, PLUGIN_NAME, 'the release notes'),
      readSiteRoutes(allContent, baseUrl),
      pluginContent<LoadedCatalog>(allContent, ERROR_CATALOG_PLUGIN, 'the release notes’ error codes').entries,
    ),
  );
}
