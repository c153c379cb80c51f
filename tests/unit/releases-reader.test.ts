/**
 * The release reader the feature and known-issue catalogues check against
 * (plugins/release-notes/release-files.ts) holds each file to the release catalogue's schema: a malformed
 * entry or a missing file fails with the file and the path of the value, never left out.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReleaseCatalogError } from '../../plugins/release-notes/schema';
import { readReleaseIndex, RELEASES_DIR } from '../../plugins/release-notes/release-files';
import { PLATFORMS } from '../../src/data/registry';

const SITE = join(__dirname, '..', '..');
const scratch: string[] = [];

/** A site folder with a copy of the release catalogue, `edit` applied to the web platform's file. */
function siteWith(edit: (web: string) => string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'flp-releases-'));
  scratch.push(dir);
  cpSync(join(SITE, RELEASES_DIR), join(dir, RELEASES_DIR), { recursive: true });
  const web = join(dir, RELEASES_DIR, 'web.yaml');
  const edited = edit(readFileSync(web, 'utf8'));
  if (edited === null) rmSync(web);
  else writeFileSync(web, edited);
  return dir;
}

function problems(siteDir: string): readonly string[] {
  try {
    readReleaseIndex(siteDir);
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseCatalogError);
    return (error as ReleaseCatalogError).problems;
  }
  return [];
}

afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readReleaseIndex', () => {
  it('reads every platform of the catalogue, oldest first', () => {
    const index = readReleaseIndex(SITE);
    for (const platform of PLATFORMS) expect(index[platform.id].length).toBeGreaterThan(0);
    expect(problems(siteWith((web) => web))).toEqual([]);
  });

  it('rejects a malformed version instead of leaving the release out (planted)', () => {
    const found = problems(siteWith((web) => web.replace(/version: (['"]?)(\d+\.\d+\.\d+)\1/, 'version: $1$2-beta$1')));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^catalog\/releases\/web\.yaml: releases\[\d+\]\.version must be a version MAJOR\.MINOR\.PATCH/,
    );
  });

  it('rejects a change of an unknown type (planted)', () => {
    const found = problems(siteWith((web) => web.replace(/type: (\w+)/, 'type: tweak')));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^catalog\/releases\/web\.yaml: releases\[\d+\]\.changes\[\d+\]\.type must be one of/);
  });

  it('rejects a missing file (planted)', () => {
    expect(problems(siteWith(() => null))).toEqual([
      'catalog/releases/web.yaml: missing; every platform of the registry needs its release file',
    ]);
  });
});
