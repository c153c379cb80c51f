import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { LEVELS } from '../../plugins/precompress/precompress';
import { legacyNameFor, sinceFor } from '../../plugins/error-catalog/lib/format';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { PLATFORMS } from '../../src/data/registry';
import { loadCatalog } from '../../plugins/error-catalog/load';
import { catalogVersion, publicCatalog, publicCatalogJsonSchema } from '../../plugins/error-catalog/publish';
import {
  CatalogError,
  type Entry,
  SERVICE_FAMILIES,
  catalogLinkProblems,
  validateCatalog,
} from '../../plugins/error-catalog/schema';
import { readSiteRoutes } from '../../plugins/shared/site-routes';
import { loadedContent } from './support/loaded-content';
import { entriesForPlatform, groupByCategory } from '../../plugins/error-catalog/lib/group';
import {
  entryLinks,
  entryPages,
  nativeParts,
  nativeText,
  nativeValues,
  noneWhen,
  RAISED_ITSELF,
} from '../../plugins/error-catalog/lib/format';
import {
  MAX_QUERY_LENGTH,
  NO_FILTERS,
  nearestCodes,
  normaliseInput,
  parseCode,
  parseQuery,
  searchCatalog,
  isCatalogJson,
} from '../../plugins/error-catalog/lib/lookup';
import { searchFromState, stateFromSearch } from '../../plugins/error-catalog/theme/ErrorLookup/query';
import { quote, statusText } from '../../plugins/error-catalog/theme/ErrorLookup/status';
import { ROOT } from './support/root';

const catalog = loadCatalog(ROOT);
const byCode = new Map(catalog.entries.map((e) => [e.code, e]));
/** What the lookup says when a query matches nothing in an empty catalogue. */
const noMatchText = (query: string) =>
  statusText(
    { status: 'ready', catalog: { version: 'v', categories: [], entries: [] } },
    parseQuery(query),
    { matches: [], suggestions: [] },
    1,
  );
const codesOf = (query: string, filters = NO_FILTERS) =>
  searchCatalog(catalog.entries, parseQuery(query), filters).matches.map((m) => m.entry.code);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

describe('the error catalogue', () => {
  it('has at least 150 entries, one file per platform and service family', () => {
    console.info(`Error catalogue: ${catalog.entries.length} entries in ${catalog.sources.length} files`);
    expect(catalog.entries.length).toBeGreaterThanOrEqual(150);
    expect(catalog.sources.map((s) => s.id).sort()).toEqual(
      [...PLATFORMS.map((p) => p.id), ...SERVICE_FAMILIES].sort(),
    );
  });

  it('declares the categories and ranges of api/README.md, exactly', () => {
    const readme = readFileSync(join(ROOT, 'api', 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| (\d{4})–(\d{4}) \| ([^|]+?) \|$/gm)].map((m) => ({
      from: Number(m[1]),
      to: Number(m[2]),
      label: m[3],
    }));
    expect(rows).toHaveLength(10);
    expect(catalog.categories.map(({ from, to, label }) => ({ from, to, label }))).toEqual(rows);
  });

  it('has unique codes and names, each inside its category range', () => {
    expect(new Set(catalog.entries.map((e) => e.code)).size).toBe(catalog.entries.length);
    expect(new Set(catalog.entries.map((e) => e.name)).size).toBe(catalog.entries.length);
    for (const entry of catalog.entries) {
      const category = catalog.categories.find((c) => c.id === entry.category)!;
      const n = Number(entry.code.slice(2));
      expect(n >= category.from && n <= category.to, entry.code).toBe(true);
      expect(entry.causes.length, entry.code).toBeGreaterThan(0);
      expect(entry.resolution.length, entry.code).toBeGreaterThan(0);
    }
  });

  it('keeps the meaning the guides rely on', () => {
    const contract: Record<string, string> = {
      'E-1001': 'NETWORK_REQUEST_FAILED',
      'E-3001': 'DECODER_UNAVAILABLE',
      'E-3005': 'BUFFER_QUOTA_EXCEEDED',
      'E-3010': 'AUTOPLAY_BLOCKED',
      'E-4001': 'LICENSE_REQUEST_REFUSED',
      'E-4002': 'KEY_SYSTEM_UNSUPPORTED',
      'E-4003': 'LICENSE_REJECTED_BY_DEVICE',
      'E-4004': 'FAIRPLAY_CERTIFICATE_FAILED',
      'E-4010': 'KEY_SESSION_LIMIT',
      'E-5001': 'NOT_ENTITLED',
      'E-5002': 'CONCURRENT_STREAM_LIMIT',
      'E-5010': 'DEVICE_LIMIT_REACHED',
      'E-6001': 'GEO_BLOCKED',
      'E-6002': 'PARENTAL_PIN_REQUIRED',
      'E-8001': 'NOT_AUTHENTICATED',
      'E-9001': 'LICENSE_KEY_INVALID',
      'E-9002': 'CONTAINER_NOT_ATTACHED',
      'E-9003': 'CONTAINER_HAS_PLAYER',
      'E-9201': 'CAST_INTERCEPTOR_FAILED',
      'E-9301': 'CAST_NOT_SUPPORTED',
    };
    for (const [code, name] of Object.entries(contract)) expect(byCode.get(code)?.name, code).toBe(name);
    expect(byCode.get('E-5001')?.legacyName).toBe('PLAYBACK_AUTH_DENIED');
  });

  it('lists every SDK platform on its own error-code page', () => {
    for (const platform of PLATFORMS) {
      const groups = groupByCategory(entriesForPlatform(catalog.entries, platform.id), catalog.categories);
      expect(groups.length).toBeGreaterThan(5);
      const froms = groups.map((g) => g.category.from);
      expect(froms).toEqual([...froms].sort((a, b) => a - b));
      const page = readFileSync(join(ROOT, 'docs/products/player', platform.id, 'error-codes.md'), 'utf8');
      expect(page).toContain(`<ErrorCodeTable platform="${platform.id}" />`);
      expect(page).not.toMatch(/draft_content/);
    }
  });
});

describe('catalogue validation', () => {
  const categories = readFileSync(join(ROOT, 'catalog/errors/categories.yaml'), 'utf8');
  const categoriesData: unknown = parseYaml(categories);
  const good: Entry = {
    code: 'E-4001',
    name: 'LICENSE_REQUEST_REFUSED',
    platforms: ['web'],
    category: 'drm',
    severity: 'fatal',
    message: 'Refused.',
    description: 'The licence server refused the request.',
    causes: ['An expired token.'],
    resolution: ['Authorise again.'],
    retry: { vod: 'No.', live: 'No.' },
    native: { web: 403 },
    legacyName: 'DRM_LICENSE_FAILED',
    since: '7.0.0',
    links: [{ label: 'Protected playback', to: '/docs/products/player/web/protected-playback' }],
  };
  // The plugin checks the links against the site's routes once the docs are loaded (in the build, the real ones).
  const routes = readSiteRoutes(
    loadedContent({
      docs: [{ permalink: '/docs/products/player/web/protected-playback', title: 'Protected playback' }],
    }),
    '/',
  );
  const check =
    (...entries: unknown[]) =>
    () => {
      const validated = validateCatalog(categoriesData, [{ id: 'web', data: { title: 'Web', entries } }]);
      const links = catalogLinkProblems(validated, routes);
      if (links.length > 0) throw new CatalogError(links);
      return validated;
    };
  const problems = (...entries: unknown[]): string => {
    try {
      check(...entries)();
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogError);
      return (error as Error).message;
    }
  };

  it('accepts a valid entry', () => {
    expect(check(good)().entries).toHaveLength(1);
  });

  it('rejects duplicates, codes outside their range and empty lists', () => {
    expect(problems(good, { ...good, name: 'OTHER_NAME' })).toContain('E-4001: code already used in web.yaml');
    expect(problems({ ...good, code: 'E-5001' })).toContain('outside the drm range 4000–4999');
    expect(problems({ ...good, causes: [] })).toContain('causes: must list at least one cause');
    expect(problems({ ...good, resolution: [] })).toContain('resolution: must list at least one step');
    expect(problems({ ...good, code: 'E-40001' })).toContain('must be E- and four digits');
  });

  it('rejects unknown platforms, native codes of other platforms and broken links', () => {
    expect(problems({ ...good, platforms: ['web', 'nokia'] })).toContain('platforms.1');
    expect(problems({ ...good, native: { web: 403, roku: -6 } })).toContain('native has "roku"');
    expect(problems({ ...good, platforms: ['ios'], native: {} })).toContain('entries of web.yaml must include "web"');
    expect(problems({ ...good, links: [{ label: 'Gone', to: '/docs/nowhere' }] })).toContain(
      'link /docs/nowhere is not a route of the site',
    );
  });

  it('gives each SDK platform of an entry a native value or an explicit none', () => {
    const cast = { ...good, platforms: ['web', 'chromecast'], native: { web: 403 } };
    expect(problems(cast)).toContain(
      'native gives no value for chromecast: add it, or list the platform in nativeNone if the SDK raises the code itself',
    );
    expect(check({ ...cast, nativeNone: ['chromecast'] })().entries).toHaveLength(1);
    expect(check({ ...cast, native: { web: 403, chromecast: 403 } })().entries).toHaveLength(1);
    expect(problems({ ...cast, nativeNone: ['chromecast', 'web'] })).toContain(
      'nativeNone has "web", which has a native value',
    );
    expect(problems({ ...cast, nativeNone: ['chromecast', 'roku'] })).toContain(
      'nativeNone has "roku", which is not an SDK platform in platforms',
    );
    // An entry no SDK gives a native error for says so for each of its SDK platforms.
    expect(problems({ ...cast, native: {} })).toContain('native gives no value for web, chromecast');
    expect(check({ ...cast, native: {}, nativeNone: ['web', 'chromecast'] })().entries).toHaveLength(1);
    // "none (…)" is not a native value, alone or in a list.
    expect(problems({ ...cast, native: { web: 403, chromecast: [403, 'none: before authorisation'] } })).toContain(
      'native.chromecast says "none: before authorisation"',
    );
    expect(problems({ ...cast, native: { web: 403, chromecast: 'none (the receiver checks the source)' } })).toContain(
      'native.chromecast says "none (the receiver checks the source)": list the platform in nativeNone, or name the case in nativeNoneWhen',
    );
  });

  it('names the case in which a platform with native values raises the code with none, for those platforms only', () => {
    const cast = { ...good, platforms: ['web', 'chromecast'], native: { web: 403 }, nativeNone: ['chromecast'] };
    const when = (platforms: string[]) => ({
      ...cast,
      nativeNoneWhen: [{ platforms, case: 'the request hook threw' }],
    });
    const entry = check(when(['web']))().entries[0]!;
    expect(noneWhen(entry, 'web')).toBe('none when the request hook threw');
    expect(noneWhen(entry, 'chromecast')).toBe('');
    // What every face of the catalogue says: the values, then the case; the raised-itself text alone; nothing.
    expect(nativeParts(entry, 'web')).toEqual({ values: '403', after: 'none when the request hook threw' });
    expect(nativeText(entry, 'web')).toBe('403; none when the request hook threw');
    expect(nativeText(check(cast)().entries[0]!, 'web')).toBe('403');
    expect(nativeParts(entry, 'chromecast')).toEqual({ values: '', after: RAISED_ITSELF });
    expect(nativeText(entry, 'chromecast')).toBe(RAISED_ITSELF);
    expect(nativeParts(entry, 'roku')).toBeNull();
    expect(nativeText(entry, 'roku')).toBe('');
    expect(problems(when(['chromecast']))).toContain(
      'nativeNoneWhen has "chromecast", which has no native value: list it in nativeNone',
    );
    expect(problems(when(['roku']))).toContain('nativeNoneWhen has "roku", which is not an SDK platform in platforms');
    expect(problems({ ...when(['web']), nativeNoneWhen: [{ platforms: ['web'], case: '' }] })).toContain(
      'nativeNoneWhen.0.case',
    );
  });

  it('gives the codes that share a viewer message one retry verdict', () => {
    const other = { ...good, code: 'E-4002', name: 'OTHER_NAME', legacyName: 'OTHER_LEGACY' };
    const later = { vod: 'After authorising playback again: load the new source.', live: 'No.' };
    expect(check({ ...good, viewer: 'device' }, { ...other, viewer: 'device' })().entries).toHaveLength(2);
    expect(check({ ...good, viewer: 'device' }, { ...other, viewer: 'again', retry: later })().entries).toHaveLength(2);
    expect(problems({ ...good, viewer: 'device' }, { ...other, viewer: 'device', retry: later })).toContain(
      'entry E-4002: viewer device is shared with E-4001, whose retry verdict ("No.") differs from this one\'s ("After authorising playback again")',
    );
    expect(problems({ ...good, viewer: 'Device' })).toContain('viewer');
  });

  it('enforces the cross-field rules of legacy names and deprecation', () => {
    expect(problems({ ...good, since: '7.3.0' })).toContain('legacyName must be null');
    expect(problems({ ...good, deprecated: { since: '7.2.0', replacedBy: 'E-4999', note: 'Gone.' } })).toContain(
      'replacedBy E-4999 does not exist',
    );
    expect(problems({ ...good, extra: true })).toContain('extra');
  });

  it('gives a platform that gained the code later its own release, and a 6.x name only where it had one', () => {
    const both = { ...good, platforms: ['web', 'roku'], native: { web: 403, roku: 403 } };
    const later = { ...both, sinceOn: { roku: '7.4.0' }, legacyOn: ['web'] };
    expect(check(later)().entries).toHaveLength(1);
    expect(sinceFor(later as Entry, 'roku')).toBe('7.4.0');
    expect(sinceFor(later as Entry, 'web')).toBe('7.0.0');
    expect(legacyNameFor(later as Entry, 'web')).toBe('DRM_LICENSE_FAILED');
    expect(legacyNameFor(later as Entry, 'roku')).toBeNull();
    expect(legacyNameFor(both as Entry, 'roku')).toBe('DRM_LICENSE_FAILED');
    // A platform that came after 6.x had no 6.x name, named or by default.
    expect(problems({ ...both, sinceOn: { roku: '7.4.0' } })).toContain(
      'roku gained the code in 7.4.0, after the 6.x line: leave it out of legacyOn',
    );
    expect(problems({ ...later, sinceOn: { roku: '7.0.0' } })).toContain('sinceOn.roku must be later than since');
    expect(problems({ ...later, sinceOn: { ios: '7.4.0' } })).toContain('sinceOn has "ios", which is not in platforms');
    expect(problems({ ...later, legacyOn: ['ios'] })).toContain('legacyOn has "ios"');
    expect(problems({ ...later, legacyName: null, since: '7.4.0', sinceOn: undefined })).toContain(
      'legacyOn names the platforms of a legacyName',
    );
  });
});

describe('the published catalogue', () => {
  const published = publicCatalog(catalog, 'https://developers.flp.video', '/');
  const json = JSON.stringify(published);

  it('carries its $schema URL and a content version', () => {
    expect(published.$schema).toBe('https://developers.flp.video/error-codes.schema.json');
    expect(published.version).toBe(catalogVersion(catalog));
    expect(published.version).toMatch(/^sha256-[0-9a-f]{16}$/);
    expect(isCatalogJson(JSON.parse(json))).toBe(true);
    expect(Object.keys(publicCatalogJsonSchema(published.$schema))).toContain('properties');
  });

  // As the lookup page downloads it: the deployed build's brotli copy (plugins/precompress, `max`),
  // which nginx sends every browser (brotli_static).
  it('is one small download (at most 50 KB as served, brotli)', () => {
    const quality = LEVELS.max.brotliQuality;
    const sent = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    console.info(`/error-codes.json: ${(json.length / 1024).toFixed(1)} KB, ${(sent / 1024).toFixed(1)} KB as served`);
    expect(sent).toBeLessThanOrEqual(50 * 1024);
  });
});

describe('reading what readers paste', () => {
  it('normalises FLP codes in any spelling', () => {
    for (const input of ['E-4001', 'e4001', 'E 4001', 'e-4001', ' E‑4001 ', '"E-4001"', '(E-4001)', '4001', 'E_4001']) {
      expect(parseCode(input), input).toBe('E-4001');
    }
    for (const input of ['E-40011', 'E-40', '40011', 'E-4O01', 'licence', '', undefined, 42]) {
      expect(parseCode(input), String(input)).toBeNull();
    }
  });

  it('tells codes, malformed codes and text apart', () => {
    expect(parseQuery('')).toEqual({ kind: 'empty' });
    expect(parseQuery('   \u200b ')).toEqual({ kind: 'empty' });
    expect(parseQuery('e4001')).toMatchObject({ kind: 'code', code: 'E-4001', bareNumber: false });
    expect(parseQuery('4001')).toMatchObject({ kind: 'code', bareNumber: true });
    expect(parseQuery('E-12345')).toMatchObject({ kind: 'invalid-code', digits: '12345' });
    expect(parseQuery('E-4xxx')).toMatchObject({ kind: 'invalid-code' });
    expect(parseQuery('licence expired', true)).toMatchObject({ kind: 'invalid-code' });
    expect(parseQuery('licence expired')).toMatchObject({ kind: 'text', terms: ['licence', 'expired'] });
  });

  it('finds an entry by its code', () => {
    expect(codesOf('E-4001')).toEqual(['E-4001']);
    expect(codesOf('e4001')).toEqual(['E-4001']);
  });

  it('finds entries by native platform codes, HTTP statuses and 6.x names', () => {
    // A licence request that got no answer (an answered one carries its HTTP status).
    expect(codesOf('ERROR_CODE_DRM_LICENSE_ACQUISITION_FAILED')).toContain('E-4006');
    expect(codesOf('error_code_drm_license_acquisition_failed')).toContain('E-4006');
    expect(codesOf('-11800')).toEqual(['E-3099']);
    expect(codesOf('NotAllowedError')).toEqual(['E-3010']);
    expect(codesOf('MEDIAKEYS_UNSUPPORTED')).toContain('E-4002');
    expect(codesOf('403')).toEqual(expect.arrayContaining(['E-5001', 'E-6001', 'E-4020']));
    expect(codesOf('PLAYBACK_AUTH_DENIED')).toEqual(['E-5001']);
    expect(codesOf('NOT_ENTITLED')).toEqual(['E-5001']);
    // A bare four-digit number is the FLP code first, then native codes with that number.
    expect(codesOf('4001')[0]).toBe('E-4001');
    expect(codesOf('4001')).toContain('E-3002');
  });

  it('finds entries by words of the message', () => {
    expect(codesOf('autoplay blocked')[0]).toBe('E-3010');
    expect(codesOf('concurrent stream limit')).toContain('E-5002');
    expect(codesOf('FairPlay certificate')[0]).toBe('E-4004');
  });

  it('applies platform, category and severity filters', () => {
    const roku = codesOf('licence', { ...NO_FILTERS, platform: 'roku' });
    expect(roku.length).toBeGreaterThan(0);
    expect(roku.every((code) => byCode.get(code)!.platforms.includes('roku'))).toBe(true);
    expect(codesOf('E-3010', { ...NO_FILTERS, platform: 'roku' })).toEqual([]);
    const warnings = codesOf('', { ...NO_FILTERS, category: 'ads', severity: 'warning' });
    expect(warnings.length).toBeGreaterThan(5);
    expect(warnings.every((c) => byCode.get(c)!.category === 'ads' && byCode.get(c)!.severity === 'warning')).toBe(
      true,
    );
    expect(codesOf('')).toEqual([]);
  });

  it('suggests the nearest codes when nothing matches', () => {
    const missing = searchCatalog(catalog.entries, parseQuery('E-4998'), NO_FILTERS);
    expect(missing.matches).toEqual([]);
    expect(missing.suggestions.map((e) => e.code)).toHaveLength(3);
    expect(missing.suggestions.every((e) => e.category === 'drm')).toBe(true);
    expect(nearestCodes(catalog.entries, 'E-4002', 2).map((e) => e.code)).toEqual(['E-4001', 'E-4003']);
    const malformed = searchCatalog(catalog.entries, parseQuery('E-40015'), NO_FILTERS);
    expect(malformed.suggestions[0]?.code).toMatch(/^E-4/);
    const words = searchCatalog(catalog.entries, parseQuery('autoplay zebra'), NO_FILTERS);
    expect(words.matches).toEqual([]);
    expect(words.suggestions.map((e) => e.code)).toContain('E-3010');
  });

  it('finds the code inside what readers paste: JSON, a query string, a log line, a stack trace', () => {
    const pastes = [
      '{"code":"E-4021","status":401}',
      '{"type":"https://api.flp.video/problems/playback-token-expired","status":401,"code":"E-4021"}',
      'code=E-4021',
      'https://player.example.com/watch?id=mi_01J9&code=E-4021&status=401',
      '2026-11-28T04:49:23.118Z ERROR [FlpPlayer] licence request failed: E-4021 (status 401)',
      'E-4021 PLAYBACK_TOKEN_EXPIRED',
      'PLAYBACK_TOKEN_EXPIRED E-4021',
      'PlayerError E-4021',
      'error E-4021',
      'PlayerError: E-4021 The playback token has expired\n    at LicenceClient.request (player.js:1:2345)\n    at async Player.load (player.js:1:9876)',
      'com.flp.player.PlayerException: E4021\n\tat com.flp.player.drm.LicenceClient.fetch(LicenceClient.kt:88)',
    ];
    for (const paste of pastes) {
      expect(parseQuery(paste), paste).toMatchObject({ kind: 'codes', codes: ['E-4021'] });
      expect(codesOf(paste)[0], paste).toBe('E-4021');
    }
    // Each code of a paste, in the order they appear.
    expect(codesOf('E-5002 after E-4021: retrying')).toEqual(['E-5002', 'E-4021']);
    // Not a code: part of a longer number or word.
    expect(parseQuery('session 3f1e4021-aa').kind).toBe('text');
    expect(parseQuery('CODE-40211 failed').kind).not.toBe('codes');
  });

  it('keeps the codes of a paste in the address, not the paste', () => {
    const paste = '2026-11-28T04:49:23Z ERROR token=eyJhbGciOi user=42 E-1001 then E-4021';
    const search = searchFromState(paste, NO_FILTERS);
    expect(search).toBe('?code=E-1001+E-4021');
    const state = stateFromSearch(search, { platforms: [], categories: [] });
    expect(codesOf(state.q)).toEqual(['E-1001', 'E-4021']);
    expect(parseQuery(state.q, state.fromCodeParam)).toMatchObject({ kind: 'codes', codes: ['E-1001', 'E-4021'] });
  });

  it('finds an entry by its name inside a pasted line', () => {
    expect(codesOf('PLAYBACK_TOKEN_EXPIRED')).toEqual(['E-4021']);
    expect(codesOf('PlayerError: PLAYBACK_TOKEN_EXPIRED at LicenceClient.request')[0]).toBe('E-4021');
    expect(noMatchText('E-4021 PLAYBACK_TOKEN_EXPIRED')).toBe('No entry for E-4021.');
  });

  it('survives hostile input', () => {
    const hostile = [
      'x'.repeat(10_000),
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"; DROP TABLE errors; --',
      '.*+?^${}()|[]\\',
      '\u0000\u0007\u202e\ud800',
      '%E0%A4%A',
      '🙂'.repeat(600),
    ];
    for (const input of hostile) {
      expect(() => searchCatalog(catalog.entries, parseQuery(input), NO_FILTERS), input.slice(0, 20)).not.toThrow();
      expect(normaliseInput(input).text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    }
    expect(normaliseInput('x'.repeat(10_000))).toEqual({ text: 'x'.repeat(MAX_QUERY_LENGTH), truncated: true });
    expect(codesOf('<script>alert(1)</script>')).toEqual([]);
    expect(noMatchText('<b>x</b>')).toBe('No entry matches “<b>x</b>”.');
    expect(quote('y'.repeat(100))).toHaveLength(63);
    expect(isCatalogJson({ entries: 'nope' })).toBe(false);
    expect(isCatalogJson(null)).toBe(false);
  });
});

describe('the lookup URL', () => {
  const known = { platforms: ['web', 'roku', 'services'], categories: ['drm', 'ads'] };

  it('reads ?code=, ?q= and the filters, dropping unknown values', () => {
    expect(stateFromSearch('?code=E-4001&platform=web&severity=fatal', known)).toMatchObject({
      q: 'E-4001',
      fromCodeParam: true,
      filters: { platform: 'web', category: '', severity: 'fatal' },
    });
    expect(stateFromSearch('?q=licence&platform=<script>&category=drm&severity=boom', known)).toMatchObject({
      q: 'licence',
      fromCodeParam: false,
      filters: { platform: '', category: 'drm', severity: '' },
    });
    const long = stateFromSearch(`?q=${'a'.repeat(10_000)}`, known);
    expect(long.q).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.truncated).toBe(true);
    expect(stateFromSearch('?code=%E0%A4%A', known).fromCodeParam).toBe(true);
  });

  it('writes codes as ?code= and everything else as ?q=', () => {
    expect(searchFromState('e4001', NO_FILTERS)).toBe('?code=E-4001');
    expect(searchFromState('licence expired', { ...NO_FILTERS, platform: 'web' })).toBe(
      '?q=licence+expired&platform=web',
    );
    expect(searchFromState('  ', NO_FILTERS)).toBe('');
  });
});

describe('display helpers', () => {
  it('formats native codes and links each SDK page to the code anchor', () => {
    const entry = byCode.get('E-4001')!;
    expect(nativeValues(entry, 'web')).toEqual([
      '200',
      '401',
      '403',
      'another 4xx than 400 and 429 without an FLP code (404, 405)',
    ]);
    expect(entryPages(entry).map((p) => p.to)).toContain('/docs/products/player/web/error-codes#E-4001');
    expect(entryPages(byCode.get('E-9100')!)).toEqual([
      { label: 'API errors and problem details', to: '/docs/api/doc2' },
    ]);
  });

  it('links each page of an entry once, whatever lists it twice', () => {
    for (const entry of byCode.values()) {
      const targets = entryLinks(entry).map((link) => link.to);
      expect(new Set(targets).size, entry.code).toBe(targets.length);
      expect(new Set(targets), entry.code).toEqual(new Set([...entryPages(entry), ...entry.links].map((l) => l.to)));
    }
    // E-4020 lists the API error guide that its services platform already gives.
    const links = entryLinks(byCode.get('E-4020')!);
    expect(links.filter((link) => link.to === '/docs/api/doc2')).toEqual([
      { label: 'API errors and problem details', to: '/docs/api/doc2' },
    ]);
  });

  it('never renders markup from data: the one inner HTML is the table the server rendered, read from the document', () => {
    const table = join(ROOT, 'plugins/error-catalog/theme/ErrorCodeTable/index.tsx');
    const sources = [
      ...walk(join(ROOT, 'plugins/error-catalog')).filter((f) => /\.tsx?$/.test(f) && f !== table),
      join(ROOT, 'src/pages/error-lookup.tsx'),
    ];
    for (const file of sources) expect(readFileSync(file, 'utf8'), file).not.toContain('dangerouslySetInnerHTML');
    const text = readFileSync(table, 'utf8');
    expect(text.match(/dangerouslySetInnerHTML=\{[^}]*\}/g)).toEqual([
      'dangerouslySetInnerHTML={{ __html: serverHtml }',
    ]);
    expect(text).toMatch(
      /const \[serverHtml\] = useState\(\(\) =>\s+typeof document === 'undefined' \? null : \(document\.getElementById\(id\)\?\.innerHTML \?\? null\),?\s+\);/,
    );
  });
});
