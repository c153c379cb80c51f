import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../src/data/registry';
import { CHANGE_TYPES } from '../../plugins/release-notes/lib/types';
import { readRouteManifest } from '../../plugins/shared/route-manifest';
import { loadReleaseCatalog, resolveReleaseCatalog, readReleaseFiles } from '../../plugins/release-notes/catalog';
import { loadCatalog } from '../../plugins/error-catalog/load';
import { legacyNameFor, sinceFor } from '../../plugins/error-catalog/lib/format';
import { buildFeeds } from '../../plugins/release-notes/feeds';
import { catalogueRoutes } from './support/loaded-content';
import { RELEASES_JSON_PATH, publicReleaseCatalog } from '../../plugins/release-notes/publish';
import { parseInline, parseMarkdown } from '../../plugins/release-notes/lib/markdown';
import {
  buildTimeline,
  parseTimelineQuery,
  timelineQuery,
  versionTargets,
} from '../../plugins/release-notes/lib/timeline';
import { planUpgrade, readUpgradeQuery, upgradeQuery } from '../../plugins/release-notes/lib/upgrade';
import { compareVersions, isIsoDate, isMajor, versionAnchor } from '../../plugins/shared/versions';
import {
  ReleaseCatalogError,
  validateReleaseFile,
  type CatalogRelease,
  type RouteCheck,
} from '../../plugins/release-notes/schema';

const SITE = join(__dirname, '..', '..');
const catalog = loadReleaseCatalog(
  SITE,
  catalogueRoutes([{ permalink: '/docs/products/player/web/dai', title: 'Google DAI' }]),
);
const ROUTES = new Set(readRouteManifest(SITE));
const anyRoute: RouteCheck = () => true;

/** A route of the specification's manifest, or a docs page that exists on disk. */
function isSitePage(href: string): boolean {
  const path = href.replace(/[?#].*$/, '');
  return ROUTES.has(path) || (path.startsWith('/docs/') && existsSync(join(SITE, `${path.slice(1)}.md`)));
}

function release(overrides: Partial<CatalogRelease> = {}): CatalogRelease {
  return {
    version: '7.1.0',
    date: '2026-01-27',
    summary: 'A release.',
    changes: [{ type: 'feature', text: 'Something new.' }],
    ...overrides,
  };
}

function problemsOf(data: unknown, isRoute: RouteCheck = anyRoute): readonly string[] {
  try {
    validateReleaseFile('catalog/releases/web.yaml', data, isRoute);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseCatalogError);
    return (error as ReleaseCatalogError).problems;
  }
}

describe('the release catalogue', () => {
  it('has a file for every platform of the registry, in registry order', () => {
    expect(catalog.platforms.map((p) => p.platform)).toEqual(PLATFORMS.map((p) => p.id));
  });

  it.each(PLATFORMS.map((p) => p.id))(
    'lists at least 8 releases for %s, newest first, dates ascending with versions',
    (id) => {
      const releases = catalog.platforms.find((p) => p.platform === id)!.releases;
      expect(releases.length).toBeGreaterThanOrEqual(8);
      for (let i = 1; i < releases.length; i += 1) {
        expect(compareVersions(releases[i - 1]!.version, releases[i]!.version)).toBeGreaterThan(0);
        expect(releases[i - 1]!.date >= releases[i]!.date).toBe(true);
      }
      expect(new Set(releases.map((r) => r.version)).size).toBe(releases.length);
    },
  );

  it('matches the SDK line: 7.4.0 current with low-latency HLS, 7.0.0 on 2025-11-04, 6.x ending at 6.12.3', () => {
    for (const group of catalog.platforms) {
      const [latest] = group.releases;
      expect(latest?.version, group.platform).toBe('7.4.0');
      expect(latest!.date >= '2026-10-01' && latest!.date <= '2026-11-22', group.platform).toBe(true);
      expect(
        latest!.changes.some((c) => c.type === 'feature' && /low-latency HLS|LL-HLS/i.test(c.text)),
        group.platform,
      ).toBe(true);
      expect(group.releases.find((r) => r.version === '7.0.0')?.date, group.platform).toBe('2025-11-04');
      const sixes = group.releases.filter((r) => r.version.startsWith('6.'));
      expect(sixes[0]?.version, group.platform).toBe('6.12.3');
    }
  });

  it('gives every major release breaking changes and migration notes', () => {
    const majors = catalog.platforms.flatMap((g) => g.releases.filter((r) => isMajor(r.version)));
    expect(majors.length).toBe(PLATFORMS.length);
    for (const major of majors) {
      expect(major.changes.some((c) => c.type === 'breaking')).toBe(true);
      expect(major.migration).toBeTruthy();
    }
  });

  it('states the 7.0 breaking changes of sdk/README.md on every platform', () => {
    const breaking = (id: string): string =>
      catalog.platforms
        .find((p) => p.platform === id)!
        .releases.find((r) => r.version === '7.0.0')!
        .changes.filter((c) => c.type === 'breaking')
        .map((c) => c.text)
        .join('\n');
    for (const group of catalog.platforms) {
      expect(breaking(group.platform), group.platform).toMatch(/E-NNNN/);
      expect(breaking(group.platform), group.platform).toMatch(/camelCase/);
      expect(breaking(group.platform), group.platform).toMatch(/licenseUrl/);
    }
    // Listed in upgrade order, the order of the migration guide's checklist.
    expect(breaking('web')).toMatch(/ESM-only[\s\S]*createPlayer[\s\S]*player\.load\(\)/);
    expect(breaking('android')).toMatch(/Media3[\s\S]*21 to 23[\s\S]*FlpPlayer\.create\(\)/);
    expect(breaking('ios')).toMatch(/iOS 15 and tvOS 15[\s\S]*`FLPPlayer`[\s\S]*AsyncStream/);
    expect(breaking('roku')).toMatch(/11\.5[\s\S]*FlpPlayer[\s\S]*player\.source/);
    expect(breaking('chromecast')).toMatch(/CAF 3[\s\S]*@flp\/cast-receiver/);
  });

  it('links only to existing pages and to well-formed error codes', () => {
    for (const group of catalog.platforms) {
      for (const r of group.releases) {
        for (const change of r.changes) {
          for (const link of change.links) {
            if (link.kind === 'error') expect(link.label).toMatch(/^E-\d{4}$/);
            else expect(isSitePage(link.href), link.href).toBe(true);
          }
        }
        const migrationLinks = r.migration
          ? parseMarkdown(r.migration).flatMap((b) =>
              b.kind === 'list' ? b.items.flat() : b.kind === 'paragraph' ? b.inlines : [],
            )
          : [];
        for (const inline of migrationLinks) {
          if (inline.kind === 'link') expect(isSitePage(inline.href), inline.href).toBe(true);
        }
      }
    }
  });

  describe('the error codes each release brought', () => {
    const errors = loadCatalog(SITE).entries;
    const codesOf = (platform: string, version: string): string[] =>
      catalog.platforms
        .find((p) => p.platform === platform)!
        .releases.find((r) => r.version === version)!
        .newErrorCodes.map((entry) => entry.code);

    it('lists every code of a platform in the release that brought it there, once, unless it had a 6.x name', () => {
      for (const group of catalog.platforms) {
        const listed = group.releases.flatMap((r) => r.newErrorCodes.map((entry) => `${entry.code} ${r.version}`));
        const expected = errors
          .filter((entry) => entry.platforms.includes(group.platform))
          .filter((entry) => legacyNameFor(entry, group.platform) === null)
          .map((entry) => `${entry.code} ${sinceFor(entry, group.platform)}`);
        expect(listed.sort(), group.platform).toEqual(expected.sort());
      }
    });

    it('reads a service code the SDKs pass on, a platform’s later release and a renamed code as the catalogue says', () => {
      // E-8013 (profile not in the account): a service code every SDK passes on, new in 7.1.0.
      for (const platform of ['android', 'ios', 'web', 'roku', 'chromecast']) {
        expect(codesOf(platform, '7.1.0'), platform).toContain('E-8013');
      }
      // E-4025 came to iOS in 7.0.0 with renewLicense(forContentId:), to Android in 7.3.0 (sinceOn).
      expect(codesOf('android', '7.3.0')).toContain('E-4025');
      expect(codesOf('android', '7.0.0')).not.toContain('E-4025');
      // E-4004 had a 6.x name on iOS (a renamed error, in the migration guide's table), none on Android.
      expect(codesOf('ios', '7.0.0')).not.toContain('E-4004');
      expect(codesOf('android', '7.4.0')).toContain('E-4004');
    });

    it('links each code to its entry on the platform’s error-code page', () => {
      const web = catalog.platforms.find((p) => p.platform === 'web')!;
      const entry = web.releases.flatMap((r) => r.newErrorCodes).find((e) => e.code === 'E-8013');
      expect(entry).toEqual({
        code: 'E-8013',
        name: 'PROFILE_NOT_IN_ACCOUNT',
        href: '/docs/products/player/web/error-codes#E-8013',
        deprecatedIn: null,
      });
      // A code a later release deprecated says so where it is listed as new.
      const thumbnails = web.releases
        .find((r) => r.version === '7.2.0')!
        .newErrorCodes.find((e) => e.code === 'E-2040');
      expect(thumbnails?.deprecatedIn).toBe('7.4.0');
    });

    it('fails on a code whose release on a platform is not one of its releases', () => {
      const stray = { ...errors.find((e) => e.code === 'E-8013')!, sinceOn: { roku: '7.1.5' } };
      expect(() =>
        resolveReleaseCatalog(readReleaseFiles(SITE), catalogueRoutes([]), [
          ...errors.filter((e) => e !== stray),
          stray,
        ]),
      ).toThrow('E-8013 came to roku in 7.1.5, which is not a release of roku');
    });
  });

  it('gives a version that several platforms released one date, the platform release’s', () => {
    const dates = new Map<string, Set<string>>();
    for (const group of catalog.platforms)
      for (const release of group.releases)
        dates.set(release.version, (dates.get(release.version) ?? new Set()).add(`${release.date}`));
    const split = [...dates]
      .filter(([, days]) => days.size > 1)
      .map(([version, days]) => `${version}: ${[...days].join(', ')}`);
    expect(split).toEqual([]);
  });

  it('resolves page links to their titles', () => {
    const web = catalog.platforms.find((p) => p.platform === 'web')!;
    const links = web.releases.flatMap((r) => r.changes.flatMap((c) => c.links));
    expect(links).toContainEqual({ kind: 'page', href: '/docs/products/player/web/dai', label: 'Google DAI' });
    expect(links).toContainEqual({ kind: 'error', href: '/error-lookup?code=E-5002', label: 'E-5002' });
  });
});

describe('catalogue validation', () => {
  it('accepts a valid file', () => {
    expect(problemsOf([release({ version: '7.2.0', date: '2026-04-14' }), release()])).toEqual([]);
  });

  it('rejects bad versions, dates, types and unknown keys with the path of the value', () => {
    const problems = problemsOf([
      { ...release(), version: '7.1', date: '2026-02-30', extra: true },
      release({ changes: [{ type: 'bugfix' as 'fix', text: 'x' }] }),
    ]);
    expect(problems.join('\n')).toContain(
      'catalog/releases/web.yaml: releases[0].version must be a version MAJOR.MINOR.PATCH',
    );
    expect(problems.join('\n')).toContain('releases[0].date must be a calendar date written YYYY-MM-DD');
    expect(problems.join('\n')).toContain('extra');
    expect(problems.join('\n')).toContain('releases[1].changes[0].type must be one of breaking, security');
    // The summary is text on the page and in the feeds: a code span would show its backticks.
    expect(problemsOf([release({ summary: 'A receiver in `@flp/cast-receiver`.' })]).join('\n')).toContain(
      'releases[0].summary is plain text: no Markdown marks',
    );
  });

  it('rejects duplicates, wrong order and dates that go back in time', () => {
    expect(problemsOf([release(), release()]).join('\n')).toContain('version 7.1.0 is listed twice');
    expect(problemsOf([release(), release({ version: '7.2.0' })]).join('\n')).toContain(
      'releases must be listed newest first, but 7.2.0 comes after 7.1.0',
    );
    expect(problemsOf([release({ version: '7.2.0', date: '2026-01-01' }), release()]).join('\n')).toContain(
      'dates must ascend with versions',
    );
  });

  it('requires an id on every breaking change, unique in its release, and on breaking changes only', () => {
    const major = (changes: CatalogRelease['changes']): CatalogRelease =>
      release({ version: '8.0.0', date: '2027-01-01', migration: 'Migrate.', changes });
    expect(problemsOf([major([{ id: 'renamed-load', type: 'breaking', text: 'Renamed.' }])])).toEqual([]);
    expect(problemsOf([major([{ type: 'breaking', text: 'Renamed.' }])]).join('\n')).toContain(
      'releases[0] (8.0.0).changes[0]: a breaking change needs an id',
    );
    const twice = problemsOf([
      major([
        { id: 'same', type: 'breaking', text: 'A.' },
        { id: 'same', type: 'breaking', text: 'B.' },
        { id: 'other', type: 'fix', text: 'C.' },
      ]),
    ]).join('\n');
    expect(twice).toContain('changes[1]: id same is listed twice');
    expect(twice).toContain('changes[2]: only breaking changes have an id, not fix changes');
    expect(problemsOf([major([{ id: 'Not An Id', type: 'breaking', text: 'A.' }])]).join('\n')).toContain(
      'must be lower-case words joined by hyphens',
    );
  });

  it('requires breaking changes and migration notes in majors, and breaking changes only there', () => {
    const problems = problemsOf([release({ version: '8.0.0', date: '2027-01-01' })]).join('\n');
    expect(problems).toContain('a major release needs migration notes');
    expect(problems).toContain('a major release needs at least one change of type breaking');
    expect(problemsOf([release({ changes: [{ type: 'breaking', text: 'Gone.' }] })]).join('\n')).toContain(
      'breaking changes belong in a major release',
    );
  });

  it('rejects links to missing pages and malformed error codes', () => {
    const isRoute: RouteCheck = (path) => path === '/docs/products/player/web/dai';
    const data = [
      release({
        changes: [{ type: 'fix', text: 'x', links: ['/docs/products/player/web/dai#live', '/docs/nope'] }],
        migration: 'See [the guide](/docs/missing).',
      }),
    ];
    const problems = problemsOf(data, isRoute).join('\n');
    expect(problems).toContain('link /docs/nope is not a page of the site');
    expect(problems).toContain('link /docs/missing is not a page of the site');
    expect(problems).not.toContain('/docs/products/player/web/dai#live');
    expect(problemsOf([release({ changes: [{ type: 'fix', text: 'x', links: ['E-12'] }] })]).join('\n')).toContain(
      'links[0] must be a site route starting with "/" (for example /docs/products/player/web/dai) or an error code like E-4001',
    );
    expect(problemsOf([{ ...data[0]!, changes: [{ type: 'fix', text: 'x', links: ['E-4001'] }] }], isRoute)).toEqual([
      'catalog/releases/web.yaml: releases[0] (7.1.0).migration: link /docs/missing is not a page of the site',
    ]);
  });

  it('checks dates and anchors', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(versionAnchor('7.4.0')).toBe('v7-4-0');
    expect(compareVersions('7.10.0', '7.9.3')).toBeGreaterThan(0);
  });
});

describe('the timeline', () => {
  it('reads filters from the URL and writes them back', () => {
    const parsed = parseTimelineQuery('?platform=web&type=security,breaking');
    expect(parsed).toEqual({ filter: { platforms: ['web'], types: ['breaking', 'security'] }, problems: [] });
    expect(timelineQuery(parsed.filter)).toBe('?platform=web&type=breaking,security');
    expect(timelineQuery({ platforms: [], types: [] })).toBe('');
  });

  it('ignores unknown values with a clear message', () => {
    const parsed = parseTimelineQuery('?platform=nokia,roku&type=typo');
    expect(parsed.filter).toEqual({ platforms: ['roku'], types: [] });
    expect(parsed.problems).toEqual([
      'Unknown platform "nokia" in the address, ignored. Known values: android, ios, web, roku, chromecast.',
      'Unknown change type "typo" in the address, ignored. Known values: breaking, security, deprecation, changed, feature, improvement, fix.',
    ]);
  });

  it('groups every release by month, newest first, and filters by platform and type', () => {
    const all = buildTimeline(catalog, { platforms: [], types: [] });
    const total = catalog.platforms.reduce((sum, p) => sum + p.releases.length, 0);
    expect(all.reduce((sum, m) => sum + m.entries.length, 0)).toBe(total);
    expect(all[0]?.month).toBe('2026-10');
    const months = all.map((m) => m.month);
    expect([...months].sort().reverse()).toEqual(months);

    const breakingOnWeb = buildTimeline(catalog, { platforms: ['web'], types: ['breaking'] });
    expect(breakingOnWeb.flatMap((m) => m.entries.map((e) => e.anchor))).toEqual(['web-v7-0-0']);
    expect(breakingOnWeb[0]!.entries[0]!.changes.every((c) => c.type === 'breaking')).toBe(true);
    expect(versionTargets(breakingOnWeb)).toEqual([{ version: '7.0.0', anchor: 'web-v7-0-0' }]);
  });
});

describe('the upgrade view', () => {
  it('lists breaking changes, deprecations, changes of behaviour and security fixes between two versions, oldest first', () => {
    const plan = planUpgrade(catalog, readUpgradeQuery('?platform=android&from=6.11.0&to=7.4.0'));
    if (plan.status !== 'ok') throw new Error(JSON.stringify(plan));
    const versions = plan.steps.map((s) => s.version);
    expect(versions).toContain('7.0.0');
    expect(versions).not.toContain('6.11.0');
    expect([...versions].sort(compareVersions)).toEqual(versions);
    expect(plan.counts.breaking).toBe(7);
    expect(plan.steps.find((s) => s.version === '7.0.0')?.migration).toContain('FlpPlayer.create');
    expect(
      plan.steps
        .flatMap((s) => s.changes)
        .every((c) => ['breaking', 'deprecation', 'changed', 'security'].includes(c.type)),
    ).toBe(true);
    // 7.4.0 reports E-1011 where 7.3 reported E-2020: an app that handled E-2020 must know.
    const changed = plan.steps.find((s) => s.version === '7.4.0')?.changes.filter((c) => c.type === 'changed') ?? [];
    expect(changed.map((c) => c.text.slice(0, 6))).toContain('E-1011');
    expect(plan.counts.changed).toBe(plan.steps.flatMap((s) => s.changes).filter((c) => c.type === 'changed').length);
    expect(plan.steps[0]!.href).toMatch(/^\/docs\/products\/player\/android\/releasenotes#v\d+-\d+-\d+$/);
  });

  it('links the migration guide of each major line the upgrade crosses, and only those', () => {
    const guides = (search: string) => {
      const plan = planUpgrade(catalog, readUpgradeQuery(search));
      if (plan.status !== 'ok') throw new Error(JSON.stringify(plan));
      return plan.guides;
    };
    for (const platform of PLATFORMS.map((p) => p.id)) {
      expect(guides(`?platform=${platform}&from=6.12.3&to=7.0.0`), platform).toEqual([
        {
          fromLine: '6.x',
          toLine: '7.x',
          version: '7.0.0',
          href: `/docs/products/player/${platform}/migrate-6-to-7`,
        },
      ]);
      expect(guides(`?platform=${platform}&from=7.0.0`), platform).toEqual([]);
    }
    expect(guides('?platform=android&from=6.11.0&to=7.4.0').map((g) => g.href)).toEqual([
      '/docs/products/player/android/migrate-6-to-7',
    ]);
    // A major release without a guide page links none.
    const withoutGuide = structuredClone(catalog);
    for (const r of withoutGuide.platforms.find((p) => p.platform === 'web')!.releases) r.migrationGuide = null;
    const plan = planUpgrade(withoutGuide, readUpgradeQuery('?platform=web&from=6.12.3'));
    expect(plan.status === 'ok' && plan.guides).toEqual([]);
  });

  it('defaults the target to the latest release and keeps the range exclusive of the current version', () => {
    const plan = planUpgrade(catalog, { platform: 'web', from: '7.0.0', to: '' });
    if (plan.status !== 'ok') throw new Error(JSON.stringify(plan));
    expect(plan.to).toBe('7.4.0');
    expect(plan.steps.map((s) => s.version)).not.toContain('7.0.0');
    expect(plan.counts.breaking).toBe(0);
  });

  it('explains bad queries instead of failing', () => {
    const messages = (search: string): string[] => {
      const plan = planUpgrade(catalog, readUpgradeQuery(search));
      return plan.status === 'invalid' ? plan.messages : [];
    };
    expect(messages('?platform=nokia&from=1.0.0')[0]).toContain('Unknown platform "nokia"');
    expect(messages('?from=6.11.0')).toEqual(['Choose a platform.']);
    expect(messages('?platform=web&from=abc')[0]).toContain('is not a version number');
    expect(messages('?platform=web&from=5.0.0')[0]).toContain('5.0.0 is not a Web release listed here');
    expect(messages('?platform=web&from=7.4.0&to=7.0.0')[0]).toContain('must be newer than the current version');
    expect(messages('?platform=web&from=7.4.0')).toEqual([
      '7.4.0 is the latest Web release: there is no newer version to move to.',
    ]);
    expect(planUpgrade(catalog, readUpgradeQuery('')).status).toBe('empty');
    expect(upgradeQuery({ platform: 'ios', from: '6.12.0', to: '7.4.0' })).toBe('?platform=ios&from=6.12.0&to=7.4.0');
  });
});

describe('migration notes markdown', () => {
  it('parses paragraphs, lists, code and links without HTML', () => {
    const blocks = parseMarkdown(
      'Intro `a` and **b**.\n\n- one [doc](/docs/x)\n  continued\n- two <b>\n\n```kotlin\nval x = 1\n```',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Intro ' },
          { kind: 'code', text: 'a' },
          { kind: 'text', text: ' and ' },
          { kind: 'strong', text: 'b' },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        items: [
          [
            { kind: 'text', text: 'one ' },
            { kind: 'link', text: 'doc', href: '/docs/x' },
            { kind: 'text', text: ' continued' },
          ],
          [{ kind: 'text', text: 'two <b>' }],
        ],
      },
      { kind: 'code', lang: 'kotlin', code: 'val x = 1' },
    ]);
    expect(parseInline('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});

describe('the feeds', () => {
  const site = { url: 'https://developers.flp.video', baseUrl: '/', title: 'FLP Developer Portal' };
  const files = buildFeeds(catalog, site);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  it('writes RSS and Atom for all platforms and for each one', () => {
    expect(files.map((f) => f.path)).toEqual([
      'release-notes/rss.xml',
      'release-notes/atom.xml',
      ...PLATFORMS.flatMap((p) => [`release-notes/${p.id}/rss.xml`, `release-notes/${p.id}/atom.xml`]),
    ]);
    for (const file of files) expect(XMLValidator.validate(file.content), file.path).toBe(true);
  });

  it('has one RSS item per release, newest first, linking to the version anchor', () => {
    const rss = parser.parse(files.find((f) => f.path === 'release-notes/rss.xml')!.content);
    const items = rss.rss.channel.item as { title: string; link: string; pubDate: string }[];
    const total = catalog.platforms.reduce((sum, p) => sum + p.releases.length, 0);
    expect(items).toHaveLength(total);
    expect(items[0]!.link).toMatch(
      /^https:\/\/developers\.flp\.video\/docs\/products\/player\/\w+\/releasenotes#v7-4-0$/,
    );
    const dates = items.map((i) => new Date(i.pubDate).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(rss.rss.channel['atom:link']['@href']).toBe('https://developers.flp.video/release-notes/rss.xml');
  });

  it('has one Atom entry per release of the platform', () => {
    const atom = parser.parse(files.find((f) => f.path === 'release-notes/web/atom.xml')!.content);
    const entries = atom.feed.entry as { title: { '#text': string }; link: { '@href': string } }[];
    expect(entries).toHaveLength(catalog.platforms.find((p) => p.platform === 'web')!.releases.length);
    expect(entries[0]!.link['@href']).toBe('https://developers.flp.video/docs/products/player/web/releasenotes#v7-4-0');
    expect(entries[0]!.title['#text']).toBe('Web 7.4.0');
  });
});

describe('/release-notes.json', () => {
  it('publishes every platform as the site renders it, with a version that changes with the content', () => {
    const published = publicReleaseCatalog(catalog);
    expect(RELEASES_JSON_PATH).toBe('release-notes.json');
    expect(JSON.parse(JSON.stringify(published))).toEqual({ version: published.version, platforms: catalog.platforms });
    expect(published.version).toMatch(/^sha256-[0-9a-f]{16}$/);
    expect(publicReleaseCatalog(structuredClone(catalog)).version).toBe(published.version);
    const changed = structuredClone(catalog);
    changed.platforms[0]!.releases[0]!.summary += ' Changed.';
    expect(publicReleaseCatalog(changed).version).not.toBe(published.version);
    const breaking = published.platforms.flatMap((p) =>
      p.releases.flatMap((r) => r.changes.filter((c) => c.type === 'breaking')),
    );
    expect(breaking.length).toBeGreaterThan(0);
    expect(breaking.every((c) => typeof c.id === 'string' && c.id.length > 0)).toBe(true);
  });
});

describe('timeline change-type filter styles', () => {
  it('has a rule hiding each change type, so a new type cannot stay visible under a filter', () => {
    const css = readFileSync(
      join(__dirname, '..', '..', 'plugins', 'release-notes', 'theme', 'ReleaseTimeline', 'styles.module.css'),
      'utf8',
    );
    for (const type of CHANGE_TYPES) {
      expect(css, type).toContain(`.timeline[data-types]:not([data-types~='${type}']) li[data-change-type='${type}']`);
    }
  });
});

describe('release notes pages', () => {
  const titleOf = (file: string) => /^title: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';

  it("each platform's page has a title of its own, naming its SDK (the tab and search results told them apart by nothing)", () => {
    const titles = PLATFORMS.map((p) =>
      titleOf(join(__dirname, '..', '..', 'docs', 'products', 'player', p.id, 'releasenotes.md')),
    );
    PLATFORMS.forEach((p, i) => expect(titles[i]).toBe(`${p.label} SDK release notes`));
    expect(new Set([...titles, 'Release notes']).size).toBe(PLATFORMS.length + 1);
  });
});
