/**
 * Build side: reads `catalog/releases/<platform>.yaml` for every platform of
 * the registry, validates it and resolves each link to its page title.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORMS } from '../../src/data/registry';
import { eachReleaseFile } from '../shared/releases';
import { readSiteRoutes } from '../shared/site-routes';
import { ERROR_CODE, releaseRuleProblems, type CatalogRelease } from './schema';
import { errorCodeHref, migrationGuideRoute, releaseNotesRoute } from './lib/paths';
import { isMajor, parseVersion } from './lib/versions';
import type { PlatformReleases, ReleaseCatalog, ResolvedLink } from './lib/types';

export const CATALOG_DIR = join('catalog', 'releases');

function resolveLink(link: string, routes: Map<string, string | null>): ResolvedLink {
  if (ERROR_CODE.test(link)) return { kind: 'error', href: errorCodeHref(link), label: link };
  const path = link.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
  return { kind: 'page', href: link, label: routes.get(path) ?? path };
}

function toPlatformReleases(
  platform: (typeof PLATFORMS)[number],
  releases: CatalogRelease[],
  routes: Map<string, string | null>,
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
      };
    }),
  };
}

/** The migration guide into a major release, when the platform has that page. */
function migrationGuideOf(platform: string, version: string, routes: Map<string, string | null>): string | null {
  if (!isMajor(version)) return null;
  const route = migrationGuideRoute(platform, parseVersion(version)![0]);
  return routes.has(route) ? route : null;
}

/** Reads, validates and resolves the whole catalogue; throws a ReleaseCatalogError listing every problem. */
export function loadReleaseCatalog(siteDir: string): ReleaseCatalog {
  const routes = readSiteRoutes(siteDir);
  const isRoute = (path: string): boolean => routes.has(path);
  const dir = join(siteDir, CATALOG_DIR);
  const problems: string[] = [];
  const platforms: PlatformReleases[] = [];
  const known = new Set<string>(PLATFORMS.map((p) => p.id));
  for (const name of existsSync(dir) ? readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)) : []) {
    const id = name.replace(/\.ya?ml$/, '');
    if (!known.has(id)) {
      problems.push(`${CATALOG_DIR}/${name}: no platform "${id}" in src/data/registry.ts (PLATFORMS)`);
    }
  }
  eachReleaseFile(
    siteDir,
    (platform, file, releases) => {
      const rules = releaseRuleProblems(releases, isRoute);
      if (rules.length > 0) return rules.map((p) => `${file}: ${p}`);
      platforms.push(toPlatformReleases(platform, releases, routes));
      return [];
    },
    problems,
  );
  return { platforms };
}
