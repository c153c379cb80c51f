/**
 * The public form of the release catalogue: /release-notes.json, every platform's releases
 * (newest first) with their typed changes, breaking-change ids, migration notes and guides, as
 * the site renders them. Scripts and the docs MCP server compute upgrades from it
 * (`planUpgrade` in lib/upgrade.ts). Links are site routes, relative to the site's base URL.
 * Pure, so the tests can check exactly what the build publishes.
 */
import { createHash } from 'node:crypto';
import type { ReleaseCatalog } from './lib/types';

/** Path relative to the build output (and to the site's base URL). */
export const RELEASES_JSON_PATH = 'release-notes.json';

export interface PublicReleaseCatalog extends ReleaseCatalog {
  /** Changes exactly when the published content changes. */
  version: string;
}

export function publicReleaseCatalog(catalog: ReleaseCatalog): PublicReleaseCatalog {
  const hash = createHash('sha256').update(JSON.stringify(catalog.platforms)).digest('hex');
  return { version: `sha256-${hash.slice(0, 16)}`, platforms: catalog.platforms };
}
