/**
 * The release notes' public face: what other plugins, the MCP server, checks and scripts use of
 * the release catalogue (`catalog/releases/`). Its loaders, the published catalogue's file and
 * types, the upgrade planner of the upgrade view, and the Markdown forms of its components.
 * Version order, anchors and dates are `plugins/shared/versions.ts`; the routes of release notes
 * and migration guides `plugins/shared/release-paths.ts` (the browser uses them too).
 */
export { loadReleaseCatalog, releaseCatalogOf } from './catalog';
export { RELEASES_DIR, RELEASE_SOURCE, eachReleaseFile, readReleaseIndex } from './release-files';
export { ReleaseCatalogError, type CatalogRelease } from './schema';
export { RELEASES_JSON_PATH, type PublicReleaseCatalog } from './publish';
export {
  CHANGE_TYPES,
  CHANGE_TYPE_LABELS,
  type Change,
  type ChangeType,
  type PlatformReleases,
  type Release,
  type ReleaseCatalog,
} from './lib/types';
export { planUpgrade, UPGRADE_CHANGE_TYPES } from './lib/upgrade';
export { migrationChecklist, releaseNotes } from './twin';
