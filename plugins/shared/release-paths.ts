/**
 * Where release notes live on the site: the release notes and the known issues share these, on the
 * build side and in their theme components.
 */
import { platformDocRoute } from '../../src/data/registry';

/** The route of a platform's release notes page. */
export function releaseNotesRoute(platform: string): string {
  return platformDocRoute(platform, 'releasenotes');
}

/**
 * The route of a platform's migration guide into a major release, from the
 * major before it: `/docs/products/player/web/migrate-6-to-7` for 7.0.0.
 */
export function migrationGuideRoute(platform: string, major: number): string {
  return platformDocRoute(platform, `migrate-${major - 1}-to-${major}`);
}

/** Where an error code link goes: the portal's error lookup. */
export function errorCodeHref(code: string): string {
  return `/error-lookup?code=${code}`;
}

/** The cross-platform timeline and the upgrade view. */
export const TIMELINE_ROUTE = '/release-notes/';
export const UPGRADE_ROUTE = '/release-notes/upgrade';

/** Feed paths relative to the site root: every platform, or one. */
export function feedPaths(platform?: string): { rss: string; atom: string } {
  const dir = platform ? `release-notes/${platform}` : 'release-notes';
  return { rss: `${dir}/rss.xml`, atom: `${dir}/atom.xml` };
}
