/**
 * The checklist of a migration guide: the breaking changes of a major release,
 * in the order the catalogue lists them (upgrade order), each with the id that
 * is the anchor of its section in the guide. Pure; shared by the theme, the
 * Markdown twin and the tests.
 */
import type { ReleaseCatalog } from './types';

export interface ChecklistItem {
  /** Anchor of the change's section in the guide. */
  id: string;
  /** The catalogue's text of the change (inline Markdown). */
  text: string;
}

/** Throws when the platform, the release or an id is missing: the guide would be wrong, so the build stops. */
export function migrationChecklist(catalog: ReleaseCatalog, platform: string, version: string): ChecklistItem[] {
  const group = catalog.platforms.find((p) => p.platform === platform);
  if (!group) throw new Error(`MigrationChecklist: the release catalogue has no platform "${platform}"`);
  const release = group.releases.find((r) => r.version === version);
  if (!release) throw new Error(`MigrationChecklist: ${platform} has no release ${version} in the release catalogue`);
  return release.changes
    .filter((change) => change.type === 'breaking')
    .map((change) => {
      if (!change.id) throw new Error(`MigrationChecklist: a breaking change of ${platform} ${version} has no id`);
      return { id: change.id, text: change.text };
    });
}
