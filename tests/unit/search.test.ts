import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryTerms, spellingVariants, stem, tokenize } from '../../plugins/search/text';
import {
  BOOSTS,
  EMPTY_INDEX,
  MAX_RESULTS,
  buildIndex,
  compactIndex,
  expandIndex,
  loadIndex,
  namedPlatforms,
  search,
  sectionPlatform,
  type CompactIndex,
  type LoadedIndex,
} from '../../plugins/search/engine';
import { openIndex } from '../../plugins/search/shards';
import { publishIndex } from '../../plugins/search/publish';
import { extractPage } from '../../plugins/search/extract';
import { htmlFileCandidates, pagesToIndex, sidebarParents } from '../../plugins/search/collect';
import type { LoadedPlugin } from '@docusaurus/types';
import { EXTRACT_DEFAULTS } from '../../plugins/search/index';
import {
  highlightTermsFor,
  parseHighlightTerms,
  termsPattern,
  withHighlight,
  withoutHighlight,
} from '../../plugins/search/highlightTerms';
import { clampQuery, keyIntent, showsSection } from '../../plugins/search/widget';
import { indexUrl, retryFailedLoads, searchTags } from '../../plugins/search/browser';
import type { IndexedSection, SearchDocument } from '../../plugins/search/types';
import { docRoute } from '../../src/data/registry';

/** The documents and the compact index of these sections (one page each), through JSON as published. */
function indexFile(sections: Omit<IndexedSection, 'id'>[]): { documents: SearchDocument[]; index: CompactIndex } {
  const withIds = sections.map((s, id) => ({ ...s, id }));
  const documents: SearchDocument[] = withIds.map((s) => ({
    id: s.id,
    pageTitle: s.title,
    sectionTitle: s.title,
    sectionRoute: `/docs/${s.id}`,
    type: 'docs',
  }));
  return JSON.parse(JSON.stringify({ documents, index: compactIndex(buildIndex(withIds)) })) as {
    documents: SearchDocument[];
    index: CompactIndex;
  };
}

function makeIndex(sections: Omit<IndexedSection, 'id'>[]): LoadedIndex {
  const { documents, index } = indexFile(sections);
  return { documents, engine: loadIndex(index) };
}

const blank = { content: '', tags: '', sidebarParentCategories: '' };

describe('terms', () => {
  it('keeps codes, versions and identifiers whole and adds their word parts', () => {
    expect(tokenize('E-4001 in 7.4.0')).toEqual(['e-4001', '4001', '7.4.0']);
    expect(tokenize('the seriesId field')).toEqual(['seriesid', 'series', 'id', 'field']);
    expect(tokenize('LICENSE_REQUEST_REFUSED')).toEqual(['license_request_refused', 'license', 'request', 'refused']);
  });

  it('lower-cases, strips diacritics and drops common words', () => {
    expect(tokenize('Licença for THE Café')).toEqual(['licenca', 'cafe']);
    expect(queryTerms('the and of')).toEqual([]);
  });

  it('stems plain words to a prefix of the word, never codes or short words', () => {
    expect(stem('licensing')).toBe('licens');
    expect(stem('events')).toBe('event');
    expect(stem('playing')).toBeNull();
    expect(stem('e-4001')).toBeNull();
    expect(stem('ads')).toBeNull();
  });

  it('limits a query to 12 distinct words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    expect(queryTerms(`${words} ${words}`)).toHaveLength(12);
  });
});

describe('engine', () => {
  const index = makeIndex([
    { ...blank, title: 'Acquire a Widevine licence', content: 'POST the licence challenge.' },
    { ...blank, title: 'Player events', content: 'Ad break events: adBreakStarted, adBreakEnded.' },
    { ...blank, title: 'List the episodes of a series', content: 'Filter by seriesId and seasonNumber.' },
    { ...blank, title: 'Overview', content: 'Widevine is mentioned once in passing.' },
    { ...blank, title: 'Tags page', content: '', tags: 'widevine' },
  ]);

  it('matches exact terms and trailing wildcards, boosting titles over content', () => {
    expect(search([index], 'widevine')[0]?.document.id).toBe(0);
    expect(search([index], 'wid')[0]?.document.id).toBe(0);
    expect(BOOSTS).toEqual({ title: 5, content: 1, tags: 3, sidebarParentCategories: 2 });
    // tags (3) outweigh content (1)
    const ids = search([index], 'widevine').map((h) => h.document.id);
    expect(ids.indexOf(4)).toBeLessThan(ids.indexOf(3));
  });

  it('finds parameter names, misspellings of longer words and inflections', () => {
    expect(search([index], 'seriesId')[0]?.document.id).toBe(2);
    expect(search([index], 'series id')[0]?.document.id).toBe(2);
    expect(search([index], 'widevin')[0]?.document.id).toBe(0);
    expect(search([index], 'episode')[0]?.document.id).toBe(2);
    expect(search([index], 'ad break event')[0]?.document.id).toBe(1);
  });

  it('ranks sections with every word above sections with some', () => {
    const hits = search([index], 'widevine challenge');
    expect(hits[0]?.document.id).toBe(0);
    expect(hits.map((h) => h.document.id)).toContain(3);
  });

  it('merges indexes by score and keeps eight hits with their matched terms', () => {
    const many = makeIndex(
      Array.from({ length: 20 }, (_, i) => ({ ...blank, title: `Profile ${i}`, content: 'profile' })),
    );
    const hits = search([index, many, EMPTY_INDEX], 'profile');
    expect(hits).toHaveLength(MAX_RESULTS);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(hits[0]?.terms).toContain('profile');
  });

  it('answers hostile input with results or nothing, never an error', () => {
    const hostile = [
      'title:widevine',
      '*',
      'widevine^2',
      'widevine~1',
      '+widevine -licence',
      ':',
      '()[]{}',
      '.*+?',
      '\u202e\u05e9\u05dc\u05d5\u05dd',
      '🎬🎬',
      `${'a'.repeat(600)}`,
      '<img src=x onerror=alert(1)>',
    ];
    for (const query of hostile) expect(() => search([index], query)).not.toThrow();
    expect(search([index], '*')).toEqual([]);
    expect(search([index], 'title:widevine')[0]?.document.id).toBe(0);
  });

  it('opens only a sharded index manifest: anything else counts as no index', () => {
    const fetchJson = () => Promise.reject(new Error('not fetched'));
    expect(openIndex(null, fetchJson)).toBeNull();
    expect(openIndex({ documents: [], index: {} }, fetchJson)).toBeNull();
    expect(openIndex(indexFile([{ title: 'a', ...blank }]), fetchJson)).toBeNull();
  });

  it('expands the compact index back to what MiniSearch serializes', () => {
    const built = buildIndex([{ id: 0, title: 'a b', content: 'b b c', tags: '', sidebarParentCategories: '' }]);
    const expanded = expandIndex(compactIndex(built)) as unknown as Record<string, unknown>;
    const original = built.toJSON() as unknown as Record<string, unknown>;
    expect(new Map(expanded.index as [string, unknown][])).toEqual(new Map(original.index as [string, unknown][]));
    expect(expanded.fieldLength).toEqual(original.fieldLength);
  });
});

describe('a topic and a platform', () => {
  /** Sections at the given routes, each with its docs section's label as the categories, as the build indexes them. */
  function routedIndex(sections: (Omit<IndexedSection, 'id'> & { route: string; row?: true })[]): LoadedIndex {
    const withIds = sections.map(({ route: _route, row: _row, ...s }, id) => ({ ...s, id }));
    const documents: SearchDocument[] = sections.map((s, id) => ({
      id,
      pageTitle: s.title,
      sectionTitle: s.title,
      sectionRoute: s.route,
      type: 'docs',
      ...(s.row ? { subsection: true as const } : {}),
    }));
    return { documents, engine: loadIndex(JSON.parse(JSON.stringify(compactIndex(buildIndex(withIds))))) };
  }
  const LABELS = { android: 'Android / AndroidTV player', web: 'Web / SmartTVs player' } as const;
  /** A section of a player guide: `page` is the route's tail below the platform (`ads#ad-events`). */
  const section = (platform: keyof typeof LABELS, page: string, title: string, content: string) => ({
    ...blank,
    sidebarParentCategories: LABELS[platform],
    route: `/docs/products/player/${platform}/${page}`,
    title,
    content,
  });
  const index = routedIndex([
    {
      ...section(
        'android',
        'error-codes#E-4001',
        'E-4001 LICENSE_REQUEST_REFUSED',
        'The DRM license server refused the license request: a license error on Android.',
      ),
      row: true,
    },
    section(
      'android',
      'protected-playback#licence-errors',
      'Licence errors',
      'When the licence server answers with an error, the player reports it.',
    ),
    section('web', 'protected-playback#errors', 'Licence errors', 'DRM licence errors in browsers and on smart TVs.'),
    section('web', 'ads#ad-events', 'Ad events', 'Ad break events of the web player.'),
    section('android', 'ads#ad-events', 'Ad events', 'Ad break events of the Android player.'),
  ]);
  const first = (query: string) => search([index], query)[0]?.document.sectionRoute;

  it('takes licence and license, and the other British and American spellings, for one word', () => {
    expect(spellingVariants('licence')).toEqual(['license']);
    expect(spellingVariants('licenses')).toEqual(['licences']);
    expect(spellingVariants('favourites')).toEqual(['favorites']);
    expect(spellingVariants('colorscheme')).toEqual(['colourscheme']);
    expect(spellingVariants('playback')).toEqual([]);
    expect(queryTerms('license')[0]?.variants).toEqual(['licence']);
  });

  it('knows the platforms a query names, in one word or two, and the platform of a docs route', () => {
    expect([...namedPlatforms(queryTerms('drm license error android')).platforms]).toEqual(['android']);
    expect(namedPlatforms(queryTerms('playready smart tv'))).toEqual({
      platforms: new Set(['web']),
      groups: new Set([1, 2]),
    });
    expect([...namedPlatforms(queryTerms('tvos top shelf')).platforms]).toEqual(['ios']);
    expect(namedPlatforms(queryTerms('webhook signature')).platforms.size).toBe(0);
    expect(sectionPlatform('/docs/products/player/roku/setup#install')).toBe('roku');
    expect(sectionPlatform('/docs/6.x/products/player/ios/overview')).toBe('ios');
    expect(sectionPlatform('/docs/products/player/features')).toBeNull();
    expect(sectionPlatform('/docs/products/edge/playback/widevine_license')).toBeNull();
  });

  it("lands on the named platform's section whose heading says the topic", () => {
    expect(first('drm license error android')).toBe('/docs/products/player/android/protected-playback#licence-errors');
    expect(first('license errors web')).toBe('/docs/products/player/web/protected-playback#errors');
    expect(first('ad events android')).toBe('/docs/products/player/android/ads#ad-events');
    expect(first('ad events smart tv')).toBe('/docs/products/player/web/ads#ad-events');
  });
});

describe('HTML extraction', () => {
  const options = { ...EXTRACT_DEFAULTS, subsections: [{ selector: 'tr[id]', title: 'td:first-child > a' }] };
  const html = `<html><head><title>Error codes | FLP</title><meta name="description" content="Every code."></head><body>
    <nav>Menu</nav><main><article><nav class="breadcrumbs">Home</nav><div class="theme-doc-markdown markdown">
    <header><h1>Error codes</h1></header><p>Intro <strong>text</strong>.</p>
    <h2 id="drm">DRM<a class="hash-link" href="#drm">#</a></h2><p>Licence errors.</p>
    <table><tr id="E-4001"><td><a href="#E-4001">E-4001</a><code>LICENSE_REQUEST_REFUSED</code></td><td>Refused.</td></tr></table>
    <p>After the table.</p><pre><code><div class="token-line"><span>player</span><span>.</span><span>load</span></div><div class="token-line"><span>x</span></div></code></pre>
    <h3 id="other">Other</h3><button>Copy</button><p>More.</p></div></article></main></body></html>`;

  it('splits the article into h1-h3 sections and marked rows, with anchors', () => {
    const page = extractPage(html, options);
    expect(page?.pageTitle).toBe('Error codes');
    expect(page?.description).toBe('Every code.');
    expect(page?.sections.map((s) => [s.title, s.anchor])).toEqual([
      ['Error codes', null],
      ['E-4001', 'E-4001'],
      ['DRM', 'drm'],
      ['Other', 'other'],
    ]);
    const [intro, row, drm, other] = page?.sections ?? [];
    expect(intro?.text).toBe('Intro text.');
    expect(row?.text).toBe('E-4001 LICENSE_REQUEST_REFUSED Refused.');
    expect(drm?.text).toContain('Licence errors.');
    expect(drm?.text).toContain('After the table.');
    expect(drm?.text).toContain('player.load x');
    expect(drm?.text).not.toContain('E-4001');
    expect(other?.text).toBe('More.');
  });

  it('has no content without a content root', () => {
    expect(extractPage('<html><body><p>x</p></body></html>', options)).toBeNull();
  });

  it('finds sidebar parent categories and the HTML file of a route', () => {
    const sidebar = [
      { type: 'doc', id: 'a' },
      {
        type: 'category',
        label: 'Ads',
        items: [{ type: 'category', label: 'Server-side', items: [{ type: 'doc', id: 'b' }] }],
      },
    ];
    expect(sidebarParents(sidebar, 'a')).toEqual([]);
    expect(sidebarParents(sidebar, 'b')).toEqual(['Server-side', 'Ads']);
    expect(sidebarParents(sidebar, 'c')).toBeNull();
    expect(htmlFileCandidates('/docs/a', '/')).toEqual(['docs/a/index.html', 'docs/a.html']);
    expect(htmlFileCandidates('/base/', '/base/')).toEqual(['index.html']);
  });
});

describe('pages to index', () => {
  const doc = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    permalink: docRoute(id),
    sidebar: 'roku',
    unlisted: false,
    tags: [{ label: 'Release notes' }],
    ...extra,
  });
  const plugins = [
    {
      name: 'docusaurus-plugin-content-docs',
      options: { id: 'default' },
      content: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [doc('a'), doc('b'), doc('hidden', { unlisted: true })],
            sidebars: {
              roku: [
                { type: 'doc', id: 'a' },
                { type: 'category', label: 'Ads', items: [{ type: 'doc', id: 'b' }] },
              ],
            },
          },
          { versionName: '6.x', docs: [doc('a', { permalink: '/docs/6.x/a', sidebar: undefined })], sidebars: {} },
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-pages',
      options: {},
      content: [{ permalink: '/' }, { permalink: '/release-notes/' }],
    },
    { name: 'docusaurus-plugin-content-blog', options: {}, content: {} },
  ] as unknown as LoadedPlugin[];

  it('takes docs (not unlisted) per version tag and site pages, with tags and categories', () => {
    const pages = pagesToIndex(plugins, {
      parentCategoriesDepth: 2,
      sidebarLabels: { roku: 'Roku player' },
      excludeRoutes: ['/release-notes/'],
    });
    expect(pages).toEqual([
      {
        tag: 'docs-default-current',
        route: '/docs/a',
        type: 'docs',
        tags: ['Release notes'],
        sidebarParentCategories: ['Roku player'],
      },
      {
        tag: 'docs-default-current',
        route: '/docs/b',
        type: 'docs',
        tags: ['Release notes'],
        sidebarParentCategories: ['Ads', 'Roku player'],
      },
      {
        tag: 'docs-default-6.x',
        route: '/docs/6.x/a',
        type: 'docs',
        tags: ['Release notes'],
        sidebarParentCategories: [],
      },
      { tag: 'default', route: '/', type: 'page', tags: [], sidebarParentCategories: [] },
    ]);
  });

  it('indexes no sidebar category by default (the specification default, depth 0)', () => {
    const pages = pagesToIndex(plugins, { parentCategoriesDepth: 0, sidebarLabels: {}, excludeRoutes: [] });
    expect(pages.every((p) => p.sidebarParentCategories.length === 0)).toBe(true);
    expect(pages.map((p) => p.route)).toContain('/release-notes/');
  });
});

describe('highlight terms in the address', () => {
  it('writes and reads the terms, keeping the anchor last', () => {
    expect(withHighlight('/docs/x#drm', ['widevine', 'licence'])).toBe('/docs/x?highlight=widevine+licence#drm');
    expect(withHighlight('/docs/x', [])).toBe('/docs/x');
    expect(withoutHighlight('?a=1&highlight=x')).toBe('?a=1');
    expect(withoutHighlight('?highlight=x')).toBe('');
  });

  it('highlights the words typed and the corrections and stems the search matched', () => {
    expect(highlightTermsFor('ad break', ['ad', 'adbreakstart', 'break', 'breaks'])).toEqual(['ad', 'break']);
    expect(highlightTermsFor('widevin license', ['widevine', 'licence', 'license'])).toEqual([
      'widevin',
      'license',
      'licence',
    ]);
    expect(highlightTermsFor('events', ['event'])).toEqual(['event']);
    expect(highlightTermsFor('widevine', ['widevine', 'widevin'])).toEqual(['widevine']);
  });

  it('reads only words and codes from an untrusted value', () => {
    expect(parseHighlightTerms('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect(parseHighlightTerms(null)).toEqual([]);
    expect(parseHighlightTerms(Array.from({ length: 50 }, (_, i) => `t${i}`).join(' '))).toHaveLength(10);
  });

  it('matches each term at the start of a word, with regex characters taken literally', () => {
    const pattern = termsPattern(['licen', 'e-4001', 'a.b']);
    expect('A licence, relicensed; E-4001 and axb a.b'.match(pattern ?? /$^/)).toEqual(['licence', 'E-4001', 'a.b']);
    expect(termsPattern([])).toBeNull();
  });
});

describe('search box rules', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });

  it('moves the active result with the arrows, wrapping', () => {
    expect(keyIntent(key('ArrowDown'), { open: true, active: 0, count: 3 })).toEqual({ kind: 'move', active: 1 });
    expect(keyIntent(key('ArrowUp'), { open: true, active: 0, count: 3 })).toEqual({ kind: 'move', active: 2 });
    expect(keyIntent(key('ArrowDown'), { open: false, active: 0, count: 3 })).toEqual({ kind: 'move', active: 0 });
  });

  it('opens the active result here, in a new tab or a new window', () => {
    const state = { open: true, active: 1, count: 3 };
    expect(keyIntent(key('Enter'), state)).toEqual({ kind: 'open', target: 'self' });
    expect(keyIntent(key('Enter', { ctrlKey: true }), state)).toEqual({ kind: 'open', target: 'tab' });
    expect(keyIntent(key('Enter', { metaKey: true }), state)).toEqual({ kind: 'open', target: 'tab' });
    expect(keyIntent(key('Enter', { shiftKey: true }), state)).toEqual({ kind: 'open', target: 'window' });
    expect(keyIntent(key('Enter'), { open: true, active: 0, count: 0 })).toEqual({ kind: 'submit' });
  });

  it('closes on Escape and Tab, and Escape on a closed panel clears', () => {
    expect(keyIntent(key('Escape'), { open: true, active: 0, count: 1 })).toEqual({ kind: 'close' });
    expect(keyIntent(key('Escape'), { open: false, active: 0, count: 1 })).toEqual({ kind: 'clear' });
    expect(keyIntent(key('Tab'), { open: true, active: 0, count: 1 })).toEqual({ kind: 'close' });
  });

  it('shows the section only when its title differs from the page title, and clamps input', () => {
    expect(showsSection('Setup', 'Setup')).toBe(false);
    expect(showsSection('Setup', 'Install')).toBe(true);
    expect(clampQuery('x'.repeat(600))).toHaveLength(512);
  });
});

describe('index loading in the browser', () => {
  /** The published files of a one-section index, by URL under `baseUrl`. */
  const published = (baseUrl: string, tag: string): Map<string, string> => {
    const sections = [{ id: 0, title: 'Widevine licence', content: 'licence', tags: '', sidebarParentCategories: '' }];
    const documents: SearchDocument[] = [
      { id: 0, pageTitle: 'Widevine licence', sectionTitle: 'Widevine licence', sectionRoute: '/docs/w', type: 'docs' },
    ];
    const files = publishIndex(tag, { documents, index: compactIndex(buildIndex(sections)) });
    return new Map([...files].map(([path, json]) => [`${baseUrl}${path}`, json]));
  };
  const serve = (files: Map<string, string>) => async (url: string | URL | Request) => {
    const json = files.get(String(url));
    return json === undefined ? new Response('not found', { status: 404 }) : new Response(json, { status: 200 });
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    retryFailedLoads();
  });

  it('loads each index once, sharing the load between concurrent searches', async () => {
    const fetchMock = vi.fn(serve(published('/shared/', 'docs-default-current')));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([
      searchTags('/shared/', ['docs-default-current'], 'widevine'),
      searchTags('/shared/', ['docs-default-current'], 'licence'),
    ]);
    await searchTags('/shared/', ['docs-default-current'], 'widevine');
    const manifest = indexUrl('/shared/', 'docs-default-current');
    expect(fetchMock.mock.calls.filter(([url]) => url === manifest)).toHaveLength(1);
    // Every file once: the two concurrent searches share each load.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(new Set(urls).size).toBe(urls.length);
    expect(a[0]?.document.sectionRoute).toBe('/docs/w');
    expect(b[0]?.document.sectionRoute).toBe('/docs/w');
  });

  it('counts a failed or non-OK load as an empty index, and tries it again after retryFailedLoads', async () => {
    const files = published('/failing/', 'default');
    const manifest = indexUrl('/failing/', 'default');
    const answers = [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(new Response('busy', { status: 503 })),
      // The development server answers unknown paths with the app's HTML and a 200.
      () => Promise.resolve(new Response('<!doctype html><html></html>', { status: 200 })),
    ];
    const fetchMock = vi.fn(async (url: string | URL | Request) =>
      String(url) === manifest && answers.length > 0 ? answers.shift()!() : serve(files)(url),
    );
    vi.stubGlobal('fetch', fetchMock);
    const manifestLoads = () => fetchMock.mock.calls.filter(([url]) => String(url) === manifest).length;
    await expect(searchTags('/failing/', ['default'], 'widevine')).resolves.toEqual([]);
    await expect(searchTags('/failing/', ['default'], 'widevine')).resolves.toEqual([]);
    expect(manifestLoads()).toBe(1);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      retryFailedLoads();
      await expect(searchTags('/failing/', ['default'], 'widevine')).resolves.toEqual([]);
    }
    retryFailedLoads();
    const hits = await searchTags('/failing/', ['default'], 'widevine');
    expect(hits).toHaveLength(1);
    expect(manifestLoads()).toBe(4);
  });
});
