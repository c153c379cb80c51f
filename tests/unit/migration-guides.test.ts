/**
 * The migration guides (`docs/products/player/<platform>/migrate-<from>-to-<to>.md`) against the
 * release catalogue: every breaking change of every major release from 7.0.0 on has its section in
 * the platform's guide, with the earlier line's code, the current code and what fails without it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../plugins/error-catalog/load';
import type { CatalogEntry } from '../../plugins/error-catalog/schema';
import { legacyNameRows, legacyNameTable } from '../../plugins/error-catalog/lib/legacy';
import { loadReleaseCatalog } from '../../plugins/release-notes/catalog';
import { migrationChecklist } from '../../plugins/release-notes/lib/migration';
import { migrationGuideRoute } from '../../plugins/shared/release-paths';
import { isMajor, parseVersion } from '../../plugins/shared/versions';
import { extractCodeBlocks, splitFrontMatter } from '../../scripts/lib/markdown';
import { legacyLine } from '../../checks/samples/legacy';
import { catalogueRoutes } from './support/loaded-content';
import { oneReleaseCatalog } from './support/catalogs';

const SITE = join(__dirname, '..', '..');
const releases = loadReleaseCatalog(SITE, catalogueRoutes());
const errors = loadCatalog(SITE);

/** The majors a guide must cover: 7.0.0 (the first with a guide) and every later one. */
const guidedMajors = releases.platforms.flatMap((group) =>
  group.releases
    .filter((r) => isMajor(r.version) && parseVersion(r.version)![0] >= 7)
    .map((release) => ({ platform: group.platform, release, major: parseVersion(release.version)![0] })),
);

function guideSource(platform: string, major: number): string {
  const file = join(SITE, `${migrationGuideRoute(platform, major).slice(1)}.md`);
  expect(existsSync(file), file).toBe(true);
  return splitFrontMatter(readFileSync(file, 'utf8')).body;
}

interface Heading {
  /** Its line's index. */
  at: number;
  level: number;
  /** The id of `{/* #id *\/}` at its end, if any. */
  id: string | null;
}

/** The Markdown headings among `lines`, outside code fences (a `#` comment in a bash block is none). */
function headingsOf(lines: readonly string[]): Heading[] {
  const found: Heading[] = [];
  let fenced = false;
  lines.forEach((line, at) => {
    if (/^```/.test(line)) fenced = !fenced;
    const hashes = fenced ? undefined : /^(#{1,6}) /.exec(line)?.[1];
    if (hashes) found.push({ at, level: hashes.length, id: /\{\/\* #([a-z0-9-]+) \*\/\}\s*$/.exec(line)?.[1] ?? null });
  });
  return found;
}

/** The lines from heading `index` of `headings` to the next heading of the same or a higher level. */
function sectionLines(lines: readonly string[], headings: readonly Heading[], index: number): string[] {
  const { at, level } = headings[index]!;
  return lines.slice(at, headings.slice(index + 1).find((h) => h.level <= level)?.at);
}

/** The text of the section whose heading (level 2 to 4) has the id `{/* #id *\/}`. */
function section(markdown: string, id: string): string | null {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const index = headings.findIndex((h) => h.id === id && h.level >= 2 && h.level <= 4);
  return index < 0 ? null : sectionLines(lines, headings, index).join('\n');
}

describe('the migration guides', () => {
  it('exist for 7.0.0 on every platform', () => {
    expect(guidedMajors.map((m) => `${m.platform} ${m.release.version}`)).toEqual(
      releases.platforms.map((g) => `${g.platform} 7.0.0`),
    );
  });

  for (const { platform, release, major } of guidedMajors) {
    describe(`${platform} ${major - 1}.x → ${major}.x`, () => {
      const body = guideSource(platform, major);
      const breaking = release.changes.filter((c) => c.type === 'breaking');

      it('lists the release’s breaking changes through the catalogue, and the 6.x error names', () => {
        expect(body).toContain(`<MigrationChecklist platform="${platform}" version="${release.version}" />`);
        expect(body).toContain(`<LegacyErrorNames platform="${platform}" />`);
        expect(migrationChecklist(releases, platform, release.version).map((i) => i.id)).toEqual(
          breaking.map((c) => c.id),
        );
      });

      for (const change of breaking) {
        it(`has a section #${change.id ?? '(no id)'} with ${major - 1}.x and ${major}.x code and the failure`, () => {
          expect(change.id).toBeTruthy();
          const text = section(body, change.id!);
          expect(text, `no heading with the id {/* #${change.id} */} in the ${platform} guide`).not.toBeNull();
          const blocks = extractCodeBlocks(text!);
          expect(blocks.filter((b) => legacyLine(b.meta) === `${major - 1}.x`).length).toBeGreaterThan(0);
          expect(blocks.filter((b) => legacyLine(b.meta) === null).length).toBeGreaterThan(0);
          expect(text).toContain('**If you miss it:**');
        });
      }

      it('asks for no breaking change the release notes do not state', () => {
        // Every section under "## Breaking changes" is one of the release's breaking changes, and a
        // section before it that shows the earlier line's code (the dependencies) is one too.
        const ids = new Set(breaking.map((c) => c.id));
        const lines = body.split('\n');
        const headings = headingsOf(lines);
        const breakingAt = headings.findIndex((h) => h.level === 2 && /^## Breaking changes\s*$/.test(lines[h.at]!));
        expect(breakingAt, 'no "## Breaking changes" heading').toBeGreaterThan(0);
        for (const heading of headings.slice(breakingAt + 1)) {
          if (heading.level <= 2) break;
          if (heading.id)
            expect(
              ids.has(heading.id),
              `#${heading.id} of the ${platform} guide is no breaking change of ${release.version}`,
            ).toBe(true);
        }
        // The sections before it, each to the next "## " heading.
        headings.slice(0, breakingAt).forEach((heading, index) => {
          if (heading.level !== 2 || !heading.id) return;
          const blocks = extractCodeBlocks(sectionLines(lines, headings, index).join('\n'));
          const legacy = blocks.some((b) => legacyLine(b.meta) === `${major - 1}.x`);
          if (legacy)
            expect(ids.has(heading.id), `#${heading.id} shows ${major - 1}.x code but is no breaking change`).toBe(
              true,
            );
        });
      });

      it('is linked from the release notes: the migration notes and each breaking change', () => {
        const route = migrationGuideRoute(platform, major);
        expect(release.migrationGuide).toBe(route);
        expect(release.migration).toContain(`](${route})`);
        for (const change of breaking) expect(change.links[0]?.href).toBe(`${route}#${change.id}`);
      });

      it('names only error codes of the catalogue that the platform reports', () => {
        const codes = new Set(body.match(/\bE-\d{4}\b/g) ?? []);
        expect(codes.size).toBeGreaterThan(0);
        for (const code of codes) {
          const entry = errors.entries.find((e) => e.code === code);
          expect(entry, code).toBeDefined();
          expect(entry!.platforms, `${code} on ${platform}`).toContain(platform);
          // A code named with its catalogue name uses the catalogue's name.
          const named = new RegExp(`${code} ([A-Z][A-Z0-9_]+)`).exec(body);
          if (named) expect(named[1], code).toBe(entry!.name);
        }
      });
    });
  }
});

describe('the checklist component’s data', () => {
  const fixture = oneReleaseCatalog('web', 'Web', [
    {
      version: '8.0.0',
      date: '2027-11-01',
      summary: 'Next major.',
      migration: 'Migrate.',
      migrationGuide: null,
      changes: [
        { id: null, type: 'feature', text: 'New.', links: [] },
        { id: 'second', type: 'breaking', text: 'B.', links: [] },
        { id: 'first', type: 'breaking', text: 'A.', links: [] },
      ],
    },
  ]);

  it('keeps the catalogue’s order and leaves out other change types', () => {
    expect(migrationChecklist(fixture, 'web', '8.0.0')).toEqual([
      { id: 'second', text: 'B.' },
      { id: 'first', text: 'A.' },
    ]);
  });

  it('stops the build on a wrong platform, version or a breaking change without id', () => {
    expect(() => migrationChecklist(fixture, 'roku', '8.0.0')).toThrow('no platform "roku"');
    expect(() => migrationChecklist(fixture, 'web', '9.0.0')).toThrow('web has no release 9.0.0');
    const noId = structuredClone(fixture);
    noId.platforms[0]!.releases[0]!.changes[1]!.id = null;
    expect(() => migrationChecklist(noId, 'web', '8.0.0')).toThrow('has no id');
  });
});

describe('the 6.x error names table', () => {
  const entry = (code: string, legacyName: string | null, platforms: string[]): CatalogEntry =>
    ({ code, name: `NAME_${code.slice(2)}`, legacyName, platforms, severity: 'fatal' }) as unknown as CatalogEntry;

  it('groups the codes of each 6.x name on one platform, alphabetically', () => {
    const rows = legacyNameRows(
      [
        entry('E-4006', 'DRM_LICENSE_FAILED', ['web', 'roku']),
        entry('E-4001', 'DRM_LICENSE_FAILED', ['web']),
        entry('E-1001', 'NETWORK_ERROR', ['web']),
        entry('E-1013', null, ['web']),
        entry('E-3012', 'UNSUPPORTED_FORMAT', ['roku']),
      ],
      'web',
    );
    expect(rows.map((r) => [r.legacyName, r.entries.map((e) => e.code)])).toEqual([
      ['DRM_LICENSE_FAILED', ['E-4001', 'E-4006']],
      ['NETWORK_ERROR', ['E-1001']],
    ]);
  });

  it('leaves a 6.x name out on the platforms whose 6.x SDK did not report it (`legacyOn`)', () => {
    // Google DAI on the Cast receiver came with 7.0.0: its 6.x receiver never reported DAI_ERROR.
    const dai: CatalogEntry = {
      ...entry('E-7301', 'DAI_ERROR', ['android', 'ios', 'web', 'chromecast']),
      legacyOn: ['android', 'ios', 'web'],
    };
    expect(legacyNameRows([dai], 'ios').map((r) => r.legacyName)).toEqual(['DAI_ERROR']);
    expect(legacyNameRows([dai], 'chromecast')).toEqual([]);
  });

  it('publishes only the table’s fields, per platform', () => {
    const table = legacyNameTable([entry('E-4001', 'DRM_LICENSE_FAILED', ['web', 'services'])]);
    expect(table.web).toEqual([
      { legacyName: 'DRM_LICENSE_FAILED', codes: [{ code: 'E-4001', name: 'NAME_4001', severity: 'fatal' }] },
    ]);
    expect(table.services).toHaveLength(1);
    expect(table.roku).toEqual([]);
  });

  it('maps the 6.x names every platform used in the real catalogue', () => {
    for (const platform of ['android', 'ios', 'web', 'roku'] as const) {
      const names = legacyNameRows(errors.entries, platform).map((r) => r.legacyName);
      expect(names, platform).toContain('PLAYBACK_AUTH_DENIED');
      expect(names, platform).toContain('CONCURRENCY_LIMIT');
    }
    // The 6.x receiver played the stream URL a sender sent: no playback authorisation, no stream
    // sessions, and no FLP sender library to report sender errors.
    const cast = legacyNameRows(errors.entries, 'chromecast').map((r) => r.legacyName);
    expect(cast).toContain('DRM_LICENSE_FAILED');
    for (const name of ['PLAYBACK_AUTH_DENIED', 'CONCURRENCY_LIMIT', 'SESSION_EVICTED', 'CAST_SESSION_ERROR'])
      expect(cast).not.toContain(name);
  });
});
