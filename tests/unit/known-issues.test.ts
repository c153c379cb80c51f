import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { PLATFORMS } from '../../src/data/registry';
import { loadCatalog } from '../../plugins/error-catalog/load';
import { compareVersions } from '../../plugins/shared/versions';
import type { ReleaseCatalog } from '../../plugins/release-notes/lib/types';
import { readReleaseIndex } from '../../plugins/release-notes/release-files';
import { KNOWN_ISSUES_FILE, knownIssueCatalogue } from '../../plugins/known-issues/load';
import { FIX_TYPES, KnownIssueCatalogError, validateKnownIssues } from '../../plugins/known-issues/schema';
import {
  type KnownIssue,
  affectedRange,
  affects,
  issuesOf,
  issuesOfRelease,
  splitCode,
  statusLabel,
} from '../../plugins/known-issues/lib';
import { knownIssues, withKnownIssues } from '../../plugins/known-issues/twin';
import { releaseNotes } from '../../plugins/release-notes/twin';
import { twinOf } from './support/twin';
import { catalogueRoutes } from './support/loaded-content';

const SITE = join(__dirname, '..', '..');
const routes = catalogueRoutes([], ['/docs/nowhere']);
const releases = readReleaseIndex(SITE);
const catalog = knownIssueCatalogue.resolve(knownIssueCatalogue.read(SITE), routes);
const raw = (parseYaml(readFileSync(join(SITE, KNOWN_ISSUES_FILE), 'utf8')) as { issues: Record<string, unknown>[] })
  .issues;

function problemsOf(issues: unknown[]): string[] {
  try {
    validateKnownIssues({ issues }, releases, routes);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(KnownIssueCatalogError);
    return (error as KnownIssueCatalogError).problems;
  }
}

const first = raw[0]!;

describe('the known-issue catalogue', () => {
  it('has three to six issues on every platform, and at least one open issue each', () => {
    for (const platform of PLATFORMS) {
      const mine = issuesOf(catalog, platform.id);
      expect(mine.length, platform.id).toBeGreaterThanOrEqual(3);
      expect(mine.length, platform.id).toBeLessThanOrEqual(6);
      expect(
        mine.some((i) => i.status === 'open'),
        platform.id,
      ).toBe(true);
    }
  });

  it('uses releases of the release catalogue, with the fix right after the affected range', () => {
    for (const issue of catalog.issues) {
      for (const platform of issue.platforms) {
        const versions = releases[platform].map((r) => r.version);
        expect(versions, `${issue.id} from`).toContain(issue.from);
        if (issue.status === 'open') {
          expect(issue.to, issue.id).toBeNull();
          expect(issue.fixedIn, issue.id).toBeNull();
          continue;
        }
        expect(versions, `${issue.id} to`).toContain(issue.to);
        expect(versions, `${issue.id} fixedIn`).toContain(issue.fixedIn);
        expect(compareVersions(issue.from, issue.to!), issue.id).toBeLessThanOrEqual(0);
        expect(compareVersions(issue.fixedIn!, issue.to!), issue.id).toBeGreaterThan(0);
        expect(versions[versions.indexOf(issue.to!) + 1], issue.id).toBe(issue.fixedIn);
      }
    }
  });

  it('matches each fixed issue with a fix in the release notes of the release that fixed it', () => {
    for (const issue of catalog.issues.filter((i) => i.status === 'fixed')) {
      for (const platform of issue.platforms) {
        const release = releases[platform].find((r) => r.version === issue.fixedIn)!;
        expect(
          release.changes.some((c) => (FIX_TYPES as readonly string[]).includes(c.type)),
          `${issue.id}: ${platform} ${issue.fixedIn}`,
        ).toBe(true);
      }
    }
  });

  // Page links are checked against the docs plugin's routes by the plugin, in the build.
  it('links error codes of the catalogue that the platform reports', () => {
    const errors = loadCatalog(SITE);
    for (const issue of catalog.issues) {
      for (const link of issue.links) {
        if (link.kind === 'page') continue;
        const entry = errors.entries.find((e) => e.code === link.label);
        expect(entry, `${issue.id}: ${link.label}`).toBeDefined();
        for (const platform of issue.platforms)
          expect(entry!.platforms, `${issue.id}: ${link.label}`).toContain(platform);
      }
    }
  });

  it('gives every open issue a workaround', () => {
    for (const issue of catalog.issues.filter((i) => i.status === 'open'))
      expect(issue.workaround, issue.id).toBeTruthy();
  });
});

describe('the known-issue pages', () => {
  it('exist for every platform, rendered from the catalogue, in its sidebar before the release notes', () => {
    for (const platform of PLATFORMS) {
      const page = readFileSync(join(SITE, 'docs', 'products', 'player', platform.id, 'known-issues.md'), 'utf8');
      expect(page, platform.id).toContain(`<KnownIssues platform="${platform.id}" />`);
      const items = (sidebars as Record<string, unknown[]>)[platform.id]!.filter((i) => typeof i === 'string');
      const at = items.indexOf(`products/player/${platform.id}/known-issues`);
      expect(at, platform.id).toBeGreaterThan(0);
      expect(items.indexOf(`products/player/${platform.id}/releasenotes`), platform.id).toBeGreaterThan(at);
    }
  });
});

describe('the known-issue validator', () => {
  it('accepts the catalogue as it is', () => {
    expect(problemsOf(raw)).toEqual([]);
  });

  it('rejects versions that are not releases of the platform', () => {
    expect(problemsOf([{ ...first, affected: { from: '7.2.2', to: '7.2.0' } }])).toEqual([
      'issue KI-101: android: affected.from 7.2.2 is not a release in catalog/releases/android.yaml',
    ]);
  });

  it('rejects a fix that is not right after the affected range', () => {
    expect(problemsOf([{ ...first, affected: { from: '7.0.0', to: '7.1.0' } }])).toEqual([
      'issue KI-101: android: fixedIn 7.2.1 must be the release right after affected.to 7.1.0 on android (7.2.0)',
    ]);
    expect(problemsOf([{ ...first, affected: { from: '7.3.0', to: '7.2.0' }, fixedIn: '7.2.1' }])).toEqual([
      'issue KI-101: android: affected.from 7.3.0 is after affected.to 7.2.0',
    ]);
  });

  it('keeps status, fixedIn and the range consistent', () => {
    expect(problemsOf([{ ...first, status: 'open', workaround: 'x' }])).toEqual([
      'issue KI-101: an open issue has no fixedIn; set status: fixed',
      'issue KI-101: an open issue affects every release since affected.from; remove affected.to',
    ]);
    const { fixedIn: _fixedIn, ...unfixed } = first;
    expect(problemsOf([unfixed])).toContain('issue KI-101: a fixed issue needs fixedIn');
    const open = { ...unfixed, status: 'open', affected: { from: '7.4.0' } };
    expect(problemsOf([open])).toEqual(['issue KI-101: an open issue needs a workaround']);
  });

  it('rejects duplicate ids, bad ids, unknown platforms and links', () => {
    expect(problemsOf([first, first])).toContain('issue KI-101: id is used twice');
    expect(problemsOf([{ ...first, id: 'KI-1' }]).join('\n')).toContain('id: must be KI- and three digits');
    expect(problemsOf([{ ...first, platforms: ['nokia'] }]).join('\n')).toContain('platforms.0');
    expect(problemsOf([{ ...first, links: ['/docs/nowhere'] }])).toEqual([
      'issue KI-101: link /docs/nowhere is not a page of the site',
    ]);
  });
});

describe('known issues in views', () => {
  const issue = (overrides: Partial<KnownIssue>): KnownIssue => ({
    id: 'KI-900',
    platforms: ['web'],
    title: 't',
    description: 'd',
    from: '7.1.0',
    to: '7.2.0',
    status: 'fixed',
    fixedIn: '7.2.1',
    workaround: null,
    links: [],
    ...overrides,
  });

  it('describes ranges and status', () => {
    expect(affectedRange(issue({}))).toBe('7.1.0 to 7.2.0');
    expect(affectedRange(issue({ to: '7.1.0' }))).toBe('7.1.0');
    expect(affectedRange(issue({ to: null }))).toBe('7.1.0 and later');
    expect(statusLabel(issue({}))).toBe('Fixed in 7.2.1');
    expect(statusLabel(issue({ status: 'open', fixedIn: null }))).toBe('Open');
  });

  it('knows which releases an issue affects', () => {
    expect(affects(issue({}), 'web', '7.0.1')).toBe(false);
    expect(affects(issue({}), 'web', '7.1.0')).toBe(true);
    expect(affects(issue({}), 'web', '7.2.0')).toBe(true);
    expect(affects(issue({}), 'web', '7.2.1')).toBe(false);
    expect(affects(issue({}), 'ios', '7.1.0')).toBe(false);
    expect(affects(issue({ to: null }), 'web', '9.0.0')).toBe(true);
  });

  it('gives each release the issues it fixes and the open ones it has', () => {
    const fixes = issuesOfRelease(catalog, 'web', '7.2.1');
    expect(fixes.fixed.map((i) => i.id)).toEqual(['KI-301', 'KI-302']);
    const latest = issuesOfRelease(catalog, 'web', '7.4.0');
    expect(latest.affecting.every((i) => i.status === 'open')).toBe(true);
    expect(latest.affecting.map((i) => i.id)).toContain('KI-306');
  });

  it('lists open issues first', () => {
    const web = issuesOf(catalog, 'web');
    expect(web[0]!.status).toBe('open');
    const statuses = web.map((i) => i.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
  });

  it('splits code spans', () => {
    expect(splitCode('Call `destroy()` now')).toEqual([
      { code: false, text: 'Call ' },
      { code: true, text: 'destroy()' },
      { code: false, text: ' now' },
    ]);
  });
});

describe('the Markdown twins', () => {
  const TITLE = 'Known issues';

  it('render a platform page with one heading per issue', () => {
    const twin = twinOf('<KnownIssues platform="roku" />\n', TITLE, { KnownIssues: knownIssues(catalog) });
    expect(twin).toContain('## Open issues');
    expect(twin).toContain('### KI-405: No trick-play thumbnails');
    expect(twin).toContain(
      'Status: [Fixed in 7.2.0](https://developers.flp.video/docs/products/player/roku/releasenotes#v7-2-0)',
    );
    expect(twin.indexOf('## Open issues')).toBeLessThan(twin.indexOf('## Fixed issues'));
  });

  // The web releases as the release-notes plugin gives them, reduced to what the renderer needs.
  const webReleases: ReleaseCatalog = {
    platforms: [
      {
        platform: 'web',
        label: 'Web / SmartTVs',
        shortLabel: 'Web',
        route: '/docs/products/player/web/releasenotes',
        releases: [...releases.web].reverse().map((r) => ({
          version: r.version,
          date: '2026-01-01',
          summary: `Release ${r.version}.`,
          migration: null,
          changes: [],
          newErrorCodes: [],
        })) as unknown as ReleaseCatalog['platforms'][number]['releases'],
      },
    ],
  };

  it('add the known issues of each release to the release notes', () => {
    const twin = twinOf('<ReleaseNotes platform="web" />\n', TITLE, {
      ReleaseNotes: withKnownIssues(releaseNotes(webReleases), catalog),
    });
    const section = twin.slice(twin.indexOf('### 7.2.1'), twin.indexOf('### 7.2.0'));
    expect(section).toContain('**Known issues fixed**');
    expect(section).toContain(
      "[KI-301: Heartbeats continue after destroy(), keeping the stream's slot](https://developers.flp.video/docs/products/player/web/known-issues#KI-301)",
    );
    const latest = twin.slice(twin.indexOf('### 7.4.0'), twin.indexOf('### 7.3.1'));
    expect(latest).toContain('**Known issues in 7.4.0**');
    expect(latest).toContain(
      'KI-306: Low-latency DASH plays at normal latency on LG webOS 5](https://developers.flp.video/docs/products/player/web/known-issues#KI-306) (open)',
    );
  });
});
