import { describe, expect, it } from 'vitest';
import {
  formatVerdicts,
  interactions,
  verdicts,
  worstInteraction,
  type ActionRuns,
  type EventEntry,
  hostTarget,
} from '../../benches/lib/interaction';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPages,
  htmlClass,
  largestByKind,
  largestPageWith,
  pageKind,
  routeOf,
  type BuildPage,
} from '../../benches/lib/largest-pages';

const entry = (name: string, duration: number, interactionId: number): EventEntry => ({
  name,
  duration,
  interactionId,
});

describe('worstInteraction', () => {
  it('takes the longest event of any interaction', () => {
    const entries = [
      entry('pointerdown', 24, 7),
      entry('click', 88, 7),
      entry('keydown', 40, 9),
      // Not part of an interaction: left out however long.
      entry('mouseover', 200, 0),
    ];
    expect(worstInteraction(entries)).toBe(88);
  });

  it('is 0 when no interaction reached the threshold', () => {
    expect(worstInteraction([])).toBe(0);
    expect(worstInteraction([entry('pointermove', 120, 0)])).toBe(0);
  });

  it('groups events by interaction', () => {
    const grouped = interactions([entry('keyup', 16, 3), entry('keydown', 32, 3), entry('click', 48, 2)]);
    expect(grouped).toEqual([
      { id: 2, duration: 48, events: ['click'] },
      { id: 3, duration: 32, events: ['keyup', 'keydown'] },
    ]);
  });
});

const runs = (over: Partial<ActionRuns>): ActionRuns => ({
  id: 'a',
  label: 'action',
  page: '/docs/x',
  portal: [40, 48, 56],
  stock: [],
  ...over,
});

describe('verdicts', () => {
  it('takes the median of the rounds and passes at 100 ms', () => {
    const [v] = verdicts([runs({ portal: [200, 96, 100] })]);
    expect(v?.portal).toBe(100);
    expect(v?.misses).toEqual([]);
  });

  it('misses over 100 ms', () => {
    const [v] = verdicts([runs({ portal: [104, 112, 40] })]);
    expect(v?.portal).toBe(104);
    expect(v?.misses[0]).toContain('104 ms, at most 100 ms');
  });

  it('holds an action to a share of the stock site', () => {
    const [pass, miss] = verdicts([
      runs({ id: 'p', portal: [64, 72, 64], stock: [136, 160, 144], maxStockRatio: 0.5 }),
      runs({ id: 'm', portal: [80, 88, 80], stock: [136, 160, 144], maxStockRatio: 0.5 }),
    ]);
    expect(pass?.ratio).toBeCloseTo(64 / 144);
    expect(pass?.misses).toEqual([]);
    expect(miss?.misses.join()).toContain('0.56 × the stock site');
  });

  it('misses a ratio target without the stock site, and prints no ratio where there is none', () => {
    const [v] = verdicts([runs({ maxStockRatio: 0.5 })]);
    expect(v?.misses).toEqual(['the stock site was not measured']);
    const [plain] = verdicts([runs({ stock: [] })]);
    expect(plain?.ratio).toBeUndefined();
  });

  it('refuses an action without a round', () => {
    expect(() => verdicts([runs({ portal: [] })])).toThrow(/no round/);
  });

  it('prints a table with the verdict of each action', () => {
    const table = formatVerdicts(
      verdicts([
        runs({ label: 'colour mode', portal: [0, 0, 24], stock: [136, 144, 152], maxStockRatio: 0.5 }),
        runs({ label: 'search keys', portal: [120, 128, 112] }),
      ]),
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^action\s+page\s+worst ms/);
    // A median under the 16 ms threshold is printed as a bound: under 16 / 144.
    expect(lines[1]).toMatch(/colour mode .* <16 .* 144 .* < 0\.11 × .* ✔$/);
    expect(lines[2]).toMatch(/search keys .* 120 .* ✘$/);
  });
});

describe('largest pages', () => {
  const api = (version: string, id: string): boolean => version === 'current' && id.startsWith('products/cms/');

  it('reads the class of the html element', () => {
    expect(htmlClass('<!doctype html><html lang=en class="a b docs-doc-id-x/y" data-x=1>')).toBe('a b docs-doc-id-x/y');
    expect(htmlClass('<html class=plain>')).toBe('plain');
    expect(htmlClass('<html lang=en>')).toBe('');
  });

  it('tells the page types apart', () => {
    const doc = (id: string, version = 'current') =>
      `docs-wrapper docs-version-${version} docs-doc-page docs-doc-id-${id}`;
    expect(pageKind('/docs/a', doc('products/cms/metadata-service/update'), api)).toBe('api-operation');
    expect(pageKind('/docs/a', doc('products/cms/metadata-service/schemas/series'), api)).toBe('api-schema');
    expect(pageKind('/docs/a', doc('products/cms/data-model/live/channel'), api)).toBe('data-model');
    expect(pageKind('/docs/a', doc('products/cms/metadata-service/update', '6.x'), api)).toBe('guide');
    expect(pageKind('/docs/a', doc('products/player/web/error-codes'), api)).toBe('error-codes');
    expect(pageKind('/docs/a', doc('products/player/ios/references'), api)).toBe('guide');
    expect(pageKind('/docs/tags/x', 'docs-wrapper docs-tags-doc-list-page', api)).toBe('tag');
    expect(pageKind('/release-notes/', 'plugin-pages', api)).toBe('release-notes');
    expect(pageKind('/CMS', 'plugin-pages', api, ['CMS'])).toBe('product');
    expect(pageKind('/error-lookup', 'plugin-pages', api, ['CMS'])).toBe('page');
  });

  it('gives each HTML file its route', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('docs/a/b/index.html')).toBe('/docs/a/b');
    expect(routeOf('docs/c.html')).toBe('/docs/c');
  });

  it('keeps the largest page of each type', () => {
    const page = (type: BuildPage['type'], route: string, bytes: number): BuildPage => ({
      type,
      route,
      bytes,
      file: `${route.slice(1)}/index.html`,
    });
    const pages: BuildPage[] = [
      page('guide', '/docs/small', 10),
      page('guide', '/docs/ios/references', 300),
      page('api-operation', '/docs/update', 250),
      page('api-operation', '/docs/get', 20),
      page('guide', '/docs/b', 300),
    ];
    expect(largestByKind(pages)).toEqual([page('api-operation', '/docs/update', 250), page('guide', '/docs/b', 300)]);
  });

  it('takes the API pages of a build from the manifest it publishes, not from the working tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'largest-build-'));
    try {
      const page = (file: string, docId: string, bytes: number) => {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        const html = `<html lang=en class="docs-wrapper docs-version-current docs-doc-id-${docId}">`;
        writeFileSync(join(dir, file), html.padEnd(bytes, ' '));
      };
      page('docs/cms/update/index.html', 'cms/update', 900);
      page('docs/cms/schemas/series/index.html', 'cms/schemas/series', 400);
      page('docs/ios/references/index.html', 'ios/references', 600);
      expect(() => buildPages(dir)).toThrow(/api-pages\.json is missing/);
      writeFileSync(
        join(dir, 'api-pages.json'),
        JSON.stringify([
          { id: 'cms/update', route: '/docs/cms/update', kind: 'operation' },
          { id: 'cms/schemas/series', route: '/docs/cms/schemas/series', kind: 'schema' },
        ]),
      );
      expect(largestByKind(buildPages(dir)).map((p) => [p.type, p.route])).toEqual([
        ['api-operation', '/docs/cms/update'],
        ['api-schema', '/docs/cms/schemas/series'],
        ['guide', '/docs/ios/references'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the largest page whose HTML has a marker, reading the page’s own file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'largest-with-'));
    try {
      const write = (file: string, html: string) => {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        writeFileSync(join(dir, file), html);
      };
      write('docs/big/index.html', '<div>no tabs here</div>'.repeat(50));
      write('docs/tabs.html', '<div data-flp-group=platform>'.repeat(10));
      write('docs/small-tabs/index.html', '<div data-flp-group="platform">');
      write('docs/other/index.html', '<div data-flp-group=platformish>'.repeat(20));
      const pages: BuildPage[] = [
        { type: 'guide', route: '/docs/big', bytes: 1200, file: 'docs/big/index.html' },
        // A route whose file is `<route>.html`, not `<route>/index.html`.
        { type: 'guide', route: '/docs/tabs', bytes: 290, file: 'docs/tabs.html' },
        { type: 'guide', route: '/docs/small-tabs', bytes: 31, file: 'docs/small-tabs/index.html' },
        { type: 'guide', route: '/docs/other', bytes: 640, file: 'docs/other/index.html' },
      ];
      const marker = /data-flp-group=["']?platform\b/;
      expect(largestPageWith(pages, dir, marker)?.route).toBe('/docs/tabs');
      expect(largestPageWith(pages, dir, /data-flp-group=["']?language\b/)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('hostTarget', () => {
  it('is 100 ms on the reference host, a faster one, or without the stock site', () => {
    expect(hostTarget([296, 312])).toEqual({ maxMs: 100, slowdown: 1 });
    expect(hostTarget([150])).toEqual({ maxMs: 100, slowdown: 1 });
    expect(hostTarget([])).toEqual({ maxMs: 100, slowdown: 1 });
    expect(hostTarget([0])).toEqual({ maxMs: 100, slowdown: 1 });
  });

  it('follows the stock colour toggle on a slower host, from its fastest measure', () => {
    expect(hostTarget([696, 728])).toEqual({ maxMs: 232, slowdown: 696 / 300 });
  });
});
