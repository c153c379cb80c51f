import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budgets } from '../../perf/budgets';
import { BUDGETS } from '../../perf/budgets';
import { type BuildReport, formatReport, judge, measureBuild, validateBudgets } from '../../checks/budgets';
import {
  buildFileOf,
  chunksIn,
  gzipSize,
  htmlRefs,
  measurePage,
  modulesOnlyFor,
  readRegistry,
  routeHtmlFile,
} from '../../checks/page-weight';

/*
 * A tiny build with the shape of a Docusaurus/Rspack one: HTML pages referencing a runtime and a
 * main bundle, a chunk loader that inserts <script> and <link> elements, chunks pushed onto
 * self.webpackChunk<name>, and a route registry in the main bundle.
 */
const RUNTIME = `(()=>{"use strict";var m={},c={},installed={runtime:0};
function r(id){if(c[id])return c[id].exports;var x=c[id]={exports:{}};m[id](x,x.exports,r);return x.exports}
r.m=m;r.p="/";r.u=e=>"assets/js/"+e+"."+{home:"h1",docs:"d1",page:"p1",leaky:"l1",leakyitem:"i1",apiop:"a1"}[e]+".js";
var css={docs:1};
r.e=function(id){if(installed[id]===0)return Promise.resolve();
if(css[id]){var l=document.createElement("link");l.rel="stylesheet";l.href=r.p+"assets/css/"+id+".css";document.head.appendChild(l)}
var s=document.createElement("script");s.src=r.p+r.u(id);document.head.appendChild(s);
installed[id]=new Promise(function(){});return installed[id]};
var push=function(d){d[0].forEach(function(id){installed[id]=0});Object.assign(m,d[1]);if(d[2])d[2](r)};
var a=self.webpackChunkfixture=self.webpackChunkfixture||[];a.forEach(push);a.push=push})();`;

// Module 1 is the route registry; module 2 the entry, which preloads the route's chunks.
const MAIN = `(self.webpackChunkfixture=self.webpackChunkfixture||[]).push([["main"],{
1(e,t,n){t.registry={"home":[()=>n.e("home").then(n.bind(n,10)),"@site/src/pages/index.tsx",10],"page":[()=>Promise.all([n.e("docs"),n.e("page")]).then(n.bind(n,20)),"@site/docs/page.md",20],"leaky":[()=>Promise.all([n.e("docs"),n.e("leaky")]).then(n.bind(n,21)),"@site/docs/leaky.md",21],"leakyitem":[()=>n.e("leakyitem").then(n.bind(n,41)),"@theme/LeakyDocItem",41],"apiop":[()=>Promise.all([n.e("docs"),n.e("apiop")]).then(n.bind(n,30)),"@site/docs/api-op.api.mdx",30],"data":[()=>n.e("main").then(n.t.bind(n,50,19)),"@generated/data.json",50]}},
2(e,t,n){var routes={"/":["main","home"],"/docs/page":["docs","page"],"/docs/leaky":["docs","leakyitem","leaky"],"/docs/api-op":["docs","apiop"],"/docs/preloaded":["docs","page"]};
if("undefined"!=typeof window&&window.document&&window.document.createElement){(routes[window.location.pathname]||[]).forEach(function(id){n.e(id)})}},
50(e){e.exports={}}},function(n){n(2)}]);`;

const chunk = (id: string, modules: string): string =>
  `(self.webpackChunkfixture=self.webpackChunkfixture||[]).push([["${id}"],{${modules}}]);`;

const page = (extraHead = ''): string =>
  '<!DOCTYPE html><html><head><meta charset="UTF-8">' +
  '<script data-rh=true type=application/ld+json>{"@type":"WebPage"}</script>' +
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-X"></script><script>window.dataLayer=[]</script>' +
  '<!-- <script src="/assets/js/commented.js"></script> -->' +
  `<link rel=stylesheet href=/assets/css/styles.css /><script src=/assets/js/runtime~main.r1.js defer></script>` +
  `<script src="/assets/js/main.m1.js" defer></script>${extraHead}</head><body><div id="__docusaurus">x</div></body></html>`;

const FILES: Record<string, string> = {
  'index.html': page(),
  'docs/page/index.html': page('<link rel="preload" as="script" href="/assets/js/main.m1.js">'),
  'docs/leaky/index.html': page(),
  'docs/api-op/index.html': page(),
  // The route's chunks listed by the build (data-route-chunks), one of them not the route's.
  'docs/preloaded/index.html': page(
    '<script type="application/json" data-route-chunks>["/assets/js/page.p1.js","/assets/js/home.h1.js"]</script>',
  ),
  'docs/broken/index.html': page('<script src=/assets/js/broken.js defer></script>'),
  // A zero-delay timer whose promise sets another, which loads a chunk.
  'docs/timers/index.html': page('<script src=/assets/js/timers.js defer></script>'),
  'single.html': page(),
  'assets/css/styles.css': 'body{color:#111}'.repeat(40),
  'assets/css/docs.css': '.doc{margin:0}'.repeat(20),
  'assets/js/runtime~main.r1.js': RUNTIME,
  'assets/js/main.m1.js': MAIN,
  'assets/js/home.h1.js': chunk('home', '10(e){e.exports="home"}'),
  'assets/js/docs.d1.js': chunk('docs', '40(e){e.exports="DocItem"}'),
  'assets/js/page.p1.js': chunk('page', '20(e){e.exports="plain page content"}'),
  'assets/js/leaky.l1.js': chunk('leaky', '21(e){e.exports="leaky content"}'),
  // A page component that imports module 31, the API pages' endpoint component.
  'assets/js/leakyitem.i1.js': chunk('leakyitem', '41(e){e.exports="LeakyDocItem"},31(e){e.exports="ApiEndpoint"}'),
  'assets/js/apiop.a1.js': chunk('apiop', '30(e){e.exports="operation"},31(e){e.exports="ApiEndpoint"}'),
  'assets/js/broken.js': 'throw new Error("boom")',
  'assets/js/timers.js':
    'setTimeout(function(){Promise.resolve().then(function(){setTimeout(function(){' +
    'var s=document.createElement("script");s.src="/assets/js/home.h1.js";document.head.appendChild(s)},0)})},0);',
};

let build: string;

beforeAll(() => {
  build = mkdtempSync(join(tmpdir(), 'page-weight-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(build, file)), { recursive: true });
    writeFileSync(join(build, file), text);
  }
});

afterAll(() => rmSync(build, { recursive: true, force: true }));

const gz = (file: string): number => gzipSync(readFileSync(join(build, file)), { level: 9 }).length;

describe('HTML references', () => {
  it('lists executable scripts and stylesheets in order, with preloads, and skips inline scripts and comments', () => {
    expect(htmlRefs(page('<link rel=modulepreload href=/m.js><link rel="preload" as="style" href="/p.css">'))).toEqual({
      scripts: [
        'https://www.googletagmanager.com/gtag/js?id=G-X',
        '/assets/js/runtime~main.r1.js',
        '/assets/js/main.m1.js',
        '/m.js',
      ],
      stylesheets: ['/assets/css/styles.css', '/p.css'],
      routeChunks: [],
    });
    expect(htmlRefs(FILES['docs/preloaded/index.html']!).routeChunks).toEqual([
      '/assets/js/page.p1.js',
      '/assets/js/home.h1.js',
    ]);
  });

  it('maps URLs to build files under the base URL, and other origins to null', () => {
    expect(buildFileOf('/assets/js/a.js?v=1', '/docs/x')).toBe('assets/js/a.js');
    expect(buildFileOf('../assets/b.css', '/portal/docs/x', '/portal/')).toBe('assets/b.css');
    expect(buildFileOf('https://cdn.example.com/a.js', '/')).toBeNull();
    expect(() => buildFileOf('/other/a.js', '/portal/', '/portal/')).toThrow('outside the base URL /portal/');
  });
});

describe('route files', () => {
  it('finds the HTML file of a route as the static host does', () => {
    expect(routeHtmlFile(build, '/')).toBe('index.html');
    expect(routeHtmlFile(build, '/docs/page')).toBe('docs/page/index.html');
    expect(routeHtmlFile(build, '/docs/page/')).toBe('docs/page/index.html');
    expect(routeHtmlFile(build, '/single')).toBe('single.html');
  });

  it('names what it looked for when a route has no page, and refuses to leave the build', () => {
    expect(() => routeHtmlFile(build, '/docs/missing')).toThrow(
      /No page for \/docs\/missing .*docs\/missing\/index\.html, docs\/missing\.html/,
    );
    expect(() => routeHtmlFile(build, '/../etc/passwd')).toThrow('may not leave the build directory');
    expect(() => routeHtmlFile(build, 'docs/page')).toThrow('must start with "/"');
  });
});

describe('initial JS and CSS of a page', () => {
  /** The assets of /docs/page: its HTML's, then its route's. */
  const PAGE_ASSETS = [
    ['css', 'html', 'assets/css/styles.css'],
    ['js', 'html', 'assets/js/runtime~main.r1.js'],
    ['js', 'html', 'assets/js/main.m1.js'],
    ['css', 'route', 'assets/css/docs.css'],
    ['js', 'route', 'assets/js/docs.d1.js'],
    ['js', 'route', 'assets/js/page.p1.js'],
  ];

  it('counts the HTML assets and the chunks the runtime loads for the route, with gzip level 9 sizes', async () => {
    const weight = await measurePage(build, '/docs/page');
    expect(weight.assets.map((a) => [a.kind, a.from, a.file])).toEqual(PAGE_ASSETS);
    for (const asset of weight.assets) expect(asset.gzip).toBe(gz(asset.file));
    expect(weight.js).toEqual({
      files: 4,
      bytes: ['runtime~main.r1', 'main.m1', 'docs.d1', 'page.p1']
        .map((f) => readFileSync(join(build, `assets/js/${f}.js`)).length)
        .reduce((a, b) => a + b),
      gzip: ['runtime~main.r1', 'main.m1', 'docs.d1', 'page.p1']
        .map((f) => gz(`assets/js/${f}.js`))
        .reduce((a, b) => a + b),
    });
    expect(weight.css.gzip).toBe(gz('assets/css/styles.css') + gz('assets/css/docs.css'));
    expect(weight.external).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-X']);
    expect(weight.htmlGzip).toBe(gz('docs/page/index.html'));
  });

  it('counts the route chunks the HTML lists as the route’s, and names one the route does not load', async () => {
    const weight = await measurePage(build, '/docs/preloaded');
    // The same route as /docs/page, with one chunk more listed.
    expect(weight.assets.map((a) => [a.kind, a.from, a.file])).toEqual([
      ...PAGE_ASSETS,
      ['js', 'route', 'assets/js/home.h1.js'],
    ]);
    expect(weight.unneededPreloads).toEqual(['/assets/js/home.h1.js']);
    expect((await measurePage(build, '/docs/page')).unneededPreloads).toEqual([]);
  });

  it('does not count chunks that are already part of the entry files', async () => {
    const weight = await measurePage(build, '/');
    expect(weight.assets.filter((a) => a.from === 'route').map((a) => a.file)).toEqual(['assets/js/home.h1.js']);
  });

  it('runs a zero-delay timer set by a timer’s promise, as the browser does, and counts what it loads', async () => {
    const weight = await measurePage(build, '/docs/timers');
    expect(weight.assets.filter((a) => a.from === 'route').map((a) => a.file)).toEqual(['assets/js/home.h1.js']);
  });

  it('names the script that fails in the sandbox', async () => {
    await expect(measurePage(build, '/docs/broken')).rejects.toThrow(/assets\/js\/broken\.js failed .*boom/);
  });

  it('gzipSize is zlib at level 9', () => {
    const text = 'abc'.repeat(1000);
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).length);
    expect(gzipSize(text)).toBeLessThan(gzipSync(text, { level: 1 }).length + 1);
  });
});

describe('route registry and module sets', () => {
  it('reads each entry: module path and the chunks its loader asks for', () => {
    const registry = readRegistry(MAIN);
    expect(registry).toEqual([
      { module: '@site/src/pages/index.tsx', chunks: ['home'] },
      { module: '@site/docs/page.md', chunks: ['docs', 'page'] },
      { module: '@site/docs/leaky.md', chunks: ['docs', 'leaky'] },
      { module: '@theme/LeakyDocItem', chunks: ['leakyitem'] },
      { module: '@site/docs/api-op.api.mdx', chunks: ['docs', 'apiop'] },
      { module: '@generated/data.json', chunks: ['main'] },
    ]);
  });

  it('fails loudly when the bundle has no registry or entries of an unknown shape', () => {
    expect(() => readRegistry('console.log(1)')).toThrow('No route registry');
    expect(() => readRegistry(`${MAIN}x={"a":[async()=>(await load()),"@site/docs/a.md",7]}`)).toThrow(
      'Read 6 of 7 route registry entries',
    );
  });

  it('reads the chunk and module ids a bundle file pushes, and nothing from a plain script', () => {
    expect(chunksIn(FILES['assets/js/apiop.a1.js'] ?? '', 'apiop.js')).toEqual([
      { ids: ['apiop'], modules: ['30', '31'] },
    ]);
    expect(chunksIn('window.x = 1; throw new Error("no")', 'plain.js')).toEqual([]);
  });

  it('finds the modules only API content needs, wherever the bundler copied them', () => {
    const registry = readRegistry(MAIN);
    const index = new Map([
      ['docs', { file: 'assets/js/docs.d1.js', modules: ['40'] }],
      ['page', { file: 'assets/js/page.p1.js', modules: ['20'] }],
      ['apiop', { file: 'assets/js/apiop.a1.js', modules: ['30', '31'] }],
    ]);
    const isApi = (m: string): boolean => m.endsWith('.api.mdx');
    const isContent = (m: string): boolean => /^@site\/.*\.mdx?$/.test(m) && !isApi(m);
    const only = modulesOnlyFor(registry, index, new Set(['1', '2']), isApi, isContent);
    expect([...only.modules].sort()).toEqual(['30', '31']);
    expect([...only.files]).toEqual(['assets/js/apiop.a1.js']);
  });
});

const TEST_BUDGETS: Budgets = {
  pageTypes: [
    { id: 'home', label: 'Home', route: '/', budget: { jsKiB: 10, cssKiB: 1 }, stockRatio: 1 },
    { id: 'guide', label: 'Guide', route: '/docs/page', budget: { jsKiB: 10, cssKiB: 1 }, stockRatio: 1 },
    { id: 'api', label: 'API', route: '/docs/api-op', api: true, budget: { jsKiB: 10, cssKiB: 1 }, stockRatio: 1 },
  ],
  overStock: {},
  api: { plainPage: 'guide', maxJsRatio: 1.3, contentModule: /\.api\.mdx$/ },
  lighthouse: {
    pages: [{ page: 'home', type: 'home', on: 'route', reference: { page: 'home', maxTbtRatio: 1 } }],
    accessibility: 100,
    maxCls: 0.02,
    maxLcpRatio: 1,
    maxSignedInRatio: 1.2,
  },
};

describe('budgets', () => {
  it('passes a build within its budgets, and says so in the table', async () => {
    const report = await measureBuild(build, TEST_BUDGETS);
    expect(report.api).toEqual({ modules: 2, files: 1 });
    expect(report.pages.map((p) => [p.type.id, p.apiModules])).toEqual([
      ['home', 0],
      ['guide', 0],
      ['api', 2],
    ]);
    const verdict = judge(report, TEST_BUDGETS);
    expect(verdict.failures).toEqual([]);
    const table = formatReport(report, TEST_BUDGETS, verdict);
    expect(table).toMatch(/^guide +\/docs\/page +4 /m);
    expect(table).not.toContain('✘');
  });

  it('fails a page type over its JS or CSS budget', async () => {
    const report = await measureBuild(build, TEST_BUDGETS);
    const tight: Budgets = {
      ...TEST_BUDGETS,
      pageTypes: TEST_BUDGETS.pageTypes.map((t) =>
        t.id === 'guide' ? { ...t, budget: { jsKiB: 0.5, cssKiB: 0.01 } } : t,
      ),
    };
    const { failures } = judge(report, tight);
    expect(failures).toEqual([
      expect.stringMatching(/^guide: initial JS \d+\.\d KiB is over its budget of 0\.5 KiB$/),
      expect.stringMatching(/^guide: initial CSS \d+\.\d KiB is over its budget of 0\.01 KiB$/),
    ]);
    expect(formatReport(report, tight, judge(report, tight))).toMatch(/^guide .*✘$/m);
  });

  it('holds each page type to its multiple of the stock guide, and a type on overStock to being over it', async () => {
    const report = await measureBuild(build, TEST_BUDGETS);
    const guide = report.pages.find((p) => p.type.id === 'guide');
    if (!guide) throw new Error('fixture pages missing');
    // A stock guide as heavy as the fixture's guide: every type at 1 × or under (the API page at 1.3 ×).
    const stockJs = guide.weight.js.gzip;
    const budgets: Budgets = {
      ...TEST_BUDGETS,
      pageTypes: TEST_BUDGETS.pageTypes.map((t) => (t.api ? { ...t, stockRatio: 1.3 } : t)),
    };
    const within = judge(report, budgets, stockJs);
    expect(within.failures).toEqual([]);
    expect(within.stockRatios.get('guide')).toBe(1);
    expect(formatReport(report, budgets, within)).toMatch(/^guide +\/docs\/page +4 +\d+\.\d +10 +1\.00 +1 /m);
    // A lighter stock guide: the guide is over its ratio.
    expect(judge(report, budgets, stockJs / 2).failures).toContainEqual(
      expect.stringMatching(/^guide: initial JS is 2\.00 × the stock Docusaurus guide's .*at most 1 ×$/),
    );
    // On overStock, the guide may be over; once within, it must come off the list.
    const pending: Budgets = { ...budgets, overStock: { guide: 'the route table' } };
    expect(judge(report, pending, stockJs / 2).failures.filter((f) => f.startsWith('guide'))).toEqual([]);
    expect(formatReport(report, pending, judge(report, pending, stockJs / 2))).toContain('guide: the route table');
    expect(judge(report, pending, stockJs).failures).toEqual([
      expect.stringMatching(/^guide: initial JS is 1\.00 × the stock guide's, within its 1 ×: take it off overStock/),
    ]);
    expect(() => judge(report, TEST_BUDGETS, 0)).toThrow('measured no initial JS');
  });

  it('fails an API page heavier than the allowed multiple of the plain page', async () => {
    const report = await measureBuild(build, TEST_BUDGETS);
    const guide = report.pages.find((p) => p.type.id === 'guide');
    const api = report.pages.find((p) => p.type.id === 'api');
    if (!guide || !api) throw new Error('fixture pages missing');
    const heavy: BuildReport = {
      ...report,
      pages: report.pages.map((p) =>
        p === api
          ? { ...p, weight: { ...p.weight, js: { ...p.weight.js, gzip: Math.ceil(guide.weight.js.gzip * 1.31) } } }
          : p,
      ),
    };
    expect(judge(heavy, TEST_BUDGETS).failures).toEqual([
      expect.stringMatching(/^api: initial JS is 1\.3\d × the guide page's .*at most 1\.3 ×$/),
    ]);
  });

  it('fails a plain page that loads a module of the API reference', async () => {
    const leaky: Budgets = {
      ...TEST_BUDGETS,
      pageTypes: [
        ...TEST_BUDGETS.pageTypes,
        { id: 'leaky', label: 'Leaky', route: '/docs/leaky', budget: { jsKiB: 10, cssKiB: 1 }, stockRatio: 1 },
      ],
    };
    const report = await measureBuild(build, leaky);
    expect(judge(report, leaky).failures).toEqual([
      "leaky: loads 1 module(s) of the API reference's code; plain pages load none",
    ]);
  });

  it('fails when no API content is found, instead of passing the isolation rule by default', async () => {
    const none: Budgets = { ...TEST_BUDGETS, api: { ...TEST_BUDGETS.api, contentModule: /\.openapi\.mdx$/ } };
    const { failures } = judge(await measureBuild(build, none), none);
    expect(failures).toEqual([expect.stringMatching(/^API reference: no module is used only by API pages/)]);
  });

  it('rejects budgets it cannot apply, naming the entry', () => {
    expect(() => validateBudgets(BUDGETS)).not.toThrow();
    const base = TEST_BUDGETS;
    const bad = (change: Partial<Budgets>): Budgets => ({ ...base, ...change });
    expect(() => validateBudgets(bad({ pageTypes: [...base.pageTypes, base.pageTypes[0] as never] }))).toThrow(
      'page type "home" is declared twice',
    );
    expect(() =>
      validateBudgets(
        bad({
          pageTypes: [
            { id: 'x', label: 'X', route: 'docs', budget: { jsKiB: 1, cssKiB: 1 }, stockRatio: 1 },
            ...base.pageTypes,
          ],
        }),
      ),
    ).toThrow('the route must start with "/"');
    expect(() =>
      validateBudgets(
        bad({
          pageTypes: [
            { id: 'x', label: 'X', route: '/x', budget: { jsKiB: 0, cssKiB: 1 }, stockRatio: 1 },
            ...base.pageTypes,
          ],
        }),
      ),
    ).toThrow('budget jsKiB must be a positive number');
    expect(() => validateBudgets(bad({ overStock: { nope: 'x' } }))).toThrow('overStock names "nope"');
    expect(() => validateBudgets(bad({ pageTypes: base.pageTypes.map((t) => ({ ...t, stockRatio: 0 })) }))).toThrow(
      'stockRatio must be a positive number',
    );
    expect(() => validateBudgets(bad({ api: { ...base.api, plainPage: 'nope' } }))).toThrow(
      'api.plainPage "nope" is not a page type',
    );
    expect(() => validateBudgets(bad({ api: { ...base.api, plainPage: 'api' } }))).toThrow('is an API page');
    const lighthousePages = (pages: Budgets['lighthouse']['pages']) =>
      bad({ lighthouse: { ...base.lighthouse, pages } });
    expect(() => validateBudgets(lighthousePages([{ page: 'largest-nope', type: 'nope', on: 'largest' }]))).toThrow(
      'Lighthouse page "largest-nope": "nope" is not a page type',
    );
    expect(() =>
      validateBudgets(
        lighthousePages([
          { page: 'guide', type: 'guide', on: 'route' },
          { page: 'guide', type: 'guide', on: 'largest' },
        ]),
      ),
    ).toThrow('Lighthouse page "guide" is listed twice');
    expect(() => validateBudgets(lighthousePages([{ page: 'guide', type: 'guide', on: 'biggest' as never }]))).toThrow(
      'on must be route or largest',
    );
  });

  it('measures every page type of the real budgets file by a route', () => {
    expect(BUDGETS.pageTypes.map((t) => t.id)).toEqual([
      'home',
      'guide',
      'tag',
      'api-operation',
      'api-schema',
      'data-model',
      'error-codes',
      'error-lookup',
      'release-notes',
      'product',
    ]);
  });
});
