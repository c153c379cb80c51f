import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadCatalog } from '../../plugins/error-catalog/load';
import { PLATFORMS } from '../../src/data/registry';
import {
  type CatalogCode,
  checkCategoryMessages,
  checkSharedMessages,
  checkConfigKeys,
  checkErrorFieldTables,
  checkClaims,
  checkErrorCodes,
  checkGlossary,
  checkRangeTables,
  formatFinding,
  indexCatalog,
  parseGlossary,
  platformOfPath,
} from '../../checks/claims';
import { contentFiles as readRepositoryFiles } from '../../checks/lib/sources';
import { ROOT } from './support/root';

const PLATFORM_IDS = PLATFORMS.map((p) => p.id);

/** The files whose claims are checked: content, SDK declarations, OpenAPI documents, catalogues. */
const contentFiles = () => readRepositoryFiles(ROOT);

const catalog = loadCatalog(ROOT);
const index = indexCatalog(catalog.entries, catalog.categories);
const glossary = parseGlossary(parseYaml(readFileSync(join(ROOT, 'catalog', 'glossary.yaml'), 'utf8')));

describe('the content says what the catalogue and the glossary say', () => {
  it('cites only catalogue codes, with their names, severities and platforms, and no retired term', () => {
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(150);
    const findings = checkClaims(files, index, glossary, PLATFORM_IDS).map(formatFinding);
    expect(findings, `\n${findings.join('\n')}\n`).toEqual([]);
  });
});

describe('the error-code rules', () => {
  const entries: CatalogCode[] = [
    {
      code: 'E-3010',
      name: 'AUTOPLAY_BLOCKED',
      severity: 'recoverable',
      platforms: ['web'],
      legacyName: 'AUTOPLAY_NOT_ALLOWED',
    },
    {
      code: 'E-4024',
      name: 'SECURITY_LEVEL_INSUFFICIENT',
      severity: 'warning',
      platforms: ['services', 'web', 'android'],
      legacyName: null,
    },
    {
      code: 'E-5002',
      name: 'CONCURRENT_STREAM_LIMIT',
      severity: 'fatal',
      platforms: ['services', 'web', 'roku'],
      legacyName: 'CONCURRENCY_LIMIT',
      native: { services: 409, web: 409, roku: 'errorCode -6, HTTP 409' },
    },
    { code: 'E-5101', name: 'STREAM_LIMIT_REACHED', severity: 'fatal', platforms: ['services'], legacyName: null },
    { code: 'E-7000', name: 'AD_ERROR', severity: 'warning', platforms: ['web', 'roku'], legacyName: 'AD_ERROR' },
    {
      code: 'E-7010',
      name: 'AD_AUTOPLAY_BLOCKED',
      severity: 'warning',
      platforms: ['web'],
      legacyName: 'AD_AUTOPLAY_BLOCKED',
    },
  ];
  const fixture = indexCatalog(entries, [
    { from: 4000, to: 4999 },
    { from: 7000, to: 7999 },
  ]);
  const check = (path: string, text: string) =>
    checkErrorCodes({ path, text }, fixture, PLATFORM_IDS).map((f) => `${f.line} ${f.rule}: ${f.found}`);
  const WEB = 'docs/products/player/web/page.md';

  it('passes correct text: codes with their names and severities, ranges, the format, mapping rows', () => {
    const page = [
      '---',
      'description: Handle E-5002 and E-3010.',
      '---',
      'A blocked pre-roll fails with `E-3010` `AUTOPLAY_BLOCKED` (6.x: `AUTOPLAY_NOT_ALLOWED`).',
      '| `E-4024` | `SECURITY_LEVEL_INSUFFICIENT` | warning |',
      '`CONCURRENT_STREAM_LIMIT` (E-5002) and the ad codes `E-7000`–`E-7999`, or E-4000 to E-4999.',
      'Every code is `E-NNNN`; see /docs/products/player/web/error-codes#e-3010.',
      '| playback API `E-5101` `STREAM_LIMIT_REACHED` | `E-5002` `CONCURRENT_STREAM_LIMIT` |',
      'The playback API refuses the title',
      'with `E-5101`, which the SDK reports as `E-5002`.',
      '```ts',
      "if (error.code === 'E-5002') showStreams(); // CONCURRENT_STREAM_LIMIT",
      '```',
    ].join('\n');
    expect(check(WEB, page)).toEqual([]);
    expect(check('api/playback.yaml', '        code: E-5101\n        The SDKs report it as `E-5002`.')).toEqual([]);
  });

  it('fails on a name of another code, an unknown name and a wrong severity', () => {
    expect(check(WEB, 'A blocked pre-roll: `E-3010 AD_AUTOPLAY_BLOCKED`.')).toEqual([
      '1 name: E-3010 cited as AD_AUTOPLAY_BLOCKED',
    ]);
    expect(check(WEB, '| `E-5002` | `STREAM_LIMIT_REACHED` |\n`AD_ERROR` (E-3010)')).toEqual([
      '1 name: E-5002 cited as STREAM_LIMIT_REACHED',
      '2 name: E-3010 cited as AD_ERROR',
    ]);
    expect(check(WEB, 'E-5002 CONCURRENCY_LIMIT_HIT')).toEqual(['1 name: E-5002 cited as CONCURRENCY_LIMIT_HIT']);
    expect(check(WEB, '| `E-4024` | `SECURITY_LEVEL_INSUFFICIENT` | fatal |\nE-3010 (warning)')).toEqual([
      '1 severity: E-4024 cited as fatal',
      '2 severity: E-3010 cited as warning',
    ]);
    // A severity word right before a code is a claim too; a word between them is not.
    expect(check(WEB, 'Some keys refused: the warning `E-3010`, then a fatal E-4024.')).toEqual([
      '1 severity: E-3010 cited as warning',
      '1 severity: E-4024 cited as fatal',
    ]);
    expect(check(WEB, 'A `warning` event with `E-3010`.')).toEqual([]);
  });

  it('fails on an HTTP status written next to a code that the catalogue does not give it', () => {
    const good = '`409` `E-5002`, HTTP 409 E-5002, | `E-5002` | 409 | and E-5002 (409); above 200 (`E-5002`).';
    expect(check(WEB, good)).toEqual([]);
    expect(check(WEB, '`403` `E-5002`\n| `E-5002` | 403 |\n| Refused with `401` | `E-5002` |')).toEqual([
      '1 status: E-5002 with HTTP status 403',
      '2 status: E-5002 with HTTP status 403',
    ]);
    expect(check(WEB, '| `E-3010` to `E-5002` | 401 |')).toEqual([]);
  });

  it('fails on an unknown code, a range end that is not a category bound, and placeholders', () => {
    expect(check(WEB, 'Retry on `E-4999` or E-7000 to E-7050.\nRoku reports E-4NNN, E-5xxx or E-95xx.')).toEqual([
      '1 unknown-code: E-4999',
      '1 unknown-code: E-7050',
      '2 placeholder: E-4NNN',
      '2 placeholder: E-5xxx',
      '2 placeholder: E-95xx',
    ]);
  });

  it('fails on a code the page’s platform does not report, unless the text says it is the API’s', () => {
    expect(check('docs/products/player/android/ads.md', 'Autoplay: `E-3010`.')).toEqual([
      '1 platform: E-3010 AUTOPLAY_BLOCKED in android content',
    ]);
    expect(check(WEB, 'At the limit the app receives `E-5101`.')).toEqual([
      '1 platform: E-5101 STREAM_LIMIT_REACHED in web content',
    ]);
    expect(check('sdk/roku/allowed-names.txt', '# E-4024')).toEqual([
      '1 platform: E-4024 SECURITY_LEVEL_INSUFFICIENT in roku content',
    ]);
    // A code of an SDK only, in an OpenAPI document, without saying it is the SDK's.
    expect(check('api/media-asset-management.yaml', '          code: E-3010')).toEqual([
      '1 platform: E-3010 AUTOPLAY_BLOCKED in API content',
    ]);
    expect(check('docs/api/doc2.md', 'The API answers `E-5101`; apps see `E-3010`.')).toEqual([]);
  });

  it('holds a platform’s release notes to the codes that platform reports', () => {
    const note = '      text: A blocked pre-roll reported E-3010 instead of E-7010.\n      links: [E-3010]';
    expect(check('catalog/releases/web.yaml', note)).toEqual([]);
    expect(check('catalog/releases/android.yaml', note)).toEqual([
      '1 platform: E-3010 AUTOPLAY_BLOCKED in android content',
      '1 platform: E-7010 AD_AUTOPLAY_BLOCKED in android content',
      '2 platform: E-3010 AUTOPLAY_BLOCKED in android content',
    ]);
    // The playback API's code, where the note says it is the API's.
    expect(
      check('catalog/releases/roku.yaml', '      text: When the playback API answers E-5101, the SDK reports E-5002.'),
    ).toEqual([]);
  });

  it('reads 6.x pages’ string codes as legacy names', () => {
    const v6 = 'versioned_docs/version-6.x/products/player/web/setup.md';
    expect(check(v6, "if (error.code === 'AD_AUTOPLAY_BLOCKED') {}\nWith the error code\n`LICENSE_INVALID`.")).toEqual([
      '3 legacy-name: 6.x string code LICENSE_INVALID',
    ]);
    expect(check(v6, "licenseKey: 'YOUR_LICENSE_KEY'")).toEqual([]);
  });

  it('finds each file’s platform from its path', () => {
    expect(platformOfPath('docs/products/player/roku/faq.md', PLATFORM_IDS)).toBe('roku');
    expect(platformOfPath('versioned_docs/version-6.x/products/player/ios/setup.md', PLATFORM_IDS)).toBe('ios');
    expect(platformOfPath('sdk/web/player.d.ts', PLATFORM_IDS)).toBe('web');
    expect(platformOfPath('catalog/releases/android.yaml', PLATFORM_IDS)).toBe('android');
    expect(platformOfPath('catalog/releases/tizen.yaml', PLATFORM_IDS)).toBeNull();
    expect(platformOfPath('catalog/known-issues.yaml', PLATFORM_IDS)).toBeNull();
    expect(platformOfPath('api/shared/components.yaml', PLATFORM_IDS)).toBe('services');
    expect(platformOfPath('docs/products/edge/playback/overview.md', PLATFORM_IDS)).toBe('services');
    expect(platformOfPath('docs/products/player/features.md', PLATFORM_IDS)).toBeNull();
    expect(platformOfPath('docs/api/doc2.md', PLATFORM_IDS)).toBeNull();
  });

  it('fails on a section about a range of codes whose table leaves out a code of the catalogue', () => {
    const auth = indexCatalog(
      [
        { code: 'E-8001', name: 'TOKEN_MISSING', severity: 'fatal', platforms: ['services'], legacyName: null },
        {
          code: 'E-8005',
          name: 'TOKEN_NOT_YET_VALID',
          severity: 'fatal',
          platforms: ['services', 'web'],
          legacyName: null,
        },
        {
          code: 'E-8006',
          name: 'OLD_CODE',
          severity: 'fatal',
          platforms: ['services'],
          legacyName: null,
          deprecated: {},
        },
        { code: 'E-8090', name: 'SDK_ONLY', severity: 'fatal', platforms: ['web'], legacyName: null },
      ],
      [{ from: 8000, to: 8999 }],
    );
    const page = (rows: string) =>
      `# Tokens\n\n## Auth error codes (E-8000–E-8999)\n\n| code | status |\n| --- | --- |\n${rows}\n\n## Related\n\n| E-9999 |`;
    const ranges = (path: string, text: string) =>
      checkRangeTables({ path, text }, auth, PLATFORM_IDS).map(formatFinding);
    expect(ranges('docs/api/doc1.1.md', page('| `E-8001` | 401 |'))).toEqual([
      "docs/api/doc1.1.md:3: [range-table] found a table of E-8000–E-8999 without E-8005; the catalogue's services codes of that range: E-8001, E-8005",
    ]);
    // Complete (deprecated codes and the other side's codes need no row); a platform page lists its platform's.
    expect(ranges('docs/api/doc1.1.md', page('| `E-8001` | 401 |\n| `E-8005` | 401 |'))).toEqual([]);
    expect(ranges(WEB, page('| `E-8005` | 401 |'))).toEqual([
      `${WEB}:3: [range-table] found a table of E-8000–E-8999 without E-8090; the catalogue's web codes of that range: E-8005, E-8090`,
    ]);
    // A heading with a range but no table of codes is prose, not a list.
    expect(ranges('docs/api/doc2.md', '## Codes E-8000 to E-8999\n\nSee the table elsewhere.')).toEqual([]);
  });

  it('prints the file, the line, what was found and what the catalogue says', () => {
    const [finding] = checkErrorCodes({ path: WEB, text: '\n`E-3010 AD_AUTOPLAY_BLOCKED`' }, fixture, PLATFORM_IDS);
    expect(formatFinding(finding!)).toBe(
      `${WEB}:2: [name] found E-3010 cited as AD_AUTOPLAY_BLOCKED; catalogue: E-3010 is AUTOPLAY_BLOCKED (6.x: AUTOPLAY_NOT_ALLOWED)`,
    );
  });
});

describe('the glossary', () => {
  it('names the licence credential "playback token" and retires its other names', () => {
    const term = glossary.terms.find((t) => t.term === 'playback token');
    expect(term?.retired).toEqual(expect.arrayContaining(['stream session token', 'licence token', 'DRM token']));
  });

  it('fails on a retired synonym, also across a line break and in the plural, with the replacement', () => {
    const text = 'Send the stream session\ntoken.\nLicence tokens expire.\nThe viewer’s access token signs API calls.';
    const findings = checkGlossary({ path: 'docs/x.md', text }, glossary);
    expect(findings.map(formatFinding)).toEqual([
      'docs/x.md:1: [retired-term] found "stream session token"; glossary: use "playback token"',
      'docs/x.md:3: [retired-term] found "Licence tokens"; glossary: use "playback token"',
    ]);
    expect(checkGlossary({ path: 'docs/x.md', text: 'the DRM access token' }, glossary)).toHaveLength(1);
    expect(checkGlossary({ path: 'docs/x.md', text: 'licenceTokenUrl and license-token-id' }, glossary)).toEqual([]);
  });

  it('has no facts of its own: platform facts live in catalog/facts.yaml', () => {
    const terms = [{ term: 'playback token', definition: 'x', retired: ['licence token'] }];
    expect(() => parseGlossary({ terms, facts: [] })).toThrow(/facts/);
  });

  it('rejects a glossary without a definition, with a term twice, or retiring the term itself', () => {
    expect(() => parseGlossary({ terms: [{ term: 'playback token', retired: ['licence token'] }] })).toThrow(
      /definition/,
    );
    const entry = { term: 'playback token', definition: 'The licence credential.', retired: ['licence token'] };
    expect(() => parseGlossary({ terms: [entry, { ...entry, term: 'stream token' }] })).toThrow(/twice/);
    expect(() =>
      parseGlossary({ terms: [{ term: 'playback token', definition: 'x', retired: ['playback token'] }] }),
    ).toThrow();
  });
});

describe('checkCategoryMessages', () => {
  const sample = (lang: string, code: string) => ({
    path: 'docs/products/player/web/x.md',
    text: `Text.\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`,
  });
  const rules = (lang: string, code: string) =>
    checkCategoryMessages(sample(lang, code)).map((f) => `${f.line} ${f.found}`);

  it('finds one viewer message for a whole category, in each platform’s style', () => {
    expect(rules('kotlin', 'ErrorCategory.NETWORK -> "Connection lost. Press Try again."')).toEqual([
      '4 one message for a whole category: "Connection lost. Press Try again."',
    ]);
    expect(rules('swift', 'switch error.category {\ncase .auth:\n    return "Please sign in again."\n}')).toEqual([
      '5 one message for a whole category: "Please sign in again."',
    ]);
    expect(rules('ts', "if (error.category === 'drm') show('This title cannot play on your TV.');")).toEqual([
      '4 one message for a whole category: "This title cannot play on your TV."',
    ]);
    expect(rules('ts', "const byCategory = {\n  geo: 'This title is not available in your country.',\n};")).toEqual([
      '5 one message for a whole category: "This title is not available in your country."',
    ]);
  });

  it('passes messages chosen by code, fallbacks that name the code, logs and prose', () => {
    expect(rules('kotlin', '"E-6001" -> "This title is not available in your country."')).toEqual([]);
    expect(
      rules('kotlin', 'error.category == ErrorCategory.GEO -> "This title cannot be played here (${error.code})."'),
    ).toEqual([]);
    expect(
      rules('ts', "if (error.category === 'drm') console.error(`DRM failure ${error.code}`, error.nativeCode);"),
    ).toEqual([]);
    expect(
      rules('ts', "if (error.category === 'drm') {\n  console.error('DRM failure', error.nativeCode);\n}"),
    ).toEqual([]);
    expect(
      checkCategoryMessages({
        path: 'docs/x.md',
        text: "A branch on `category === 'geo'` shows 'the country message'.",
      }),
    ).toEqual([]);
  });
});

describe('checkSharedMessages', () => {
  const rules = (lang: string, code: string) =>
    checkSharedMessages(
      { path: 'docs/products/player/web/x.md', text: `Text.\n\n\`\`\`${lang}\n${code}\n\`\`\`\n` },
      index,
    ).map((f) => `${f.line} ${f.found}`);

  it('finds one message for codes the catalogue gives different viewer messages, in each platform’s style', () => {
    const country = 'This title is not available in your country.';
    const found = `one message for E-6001 (no viewer id), E-6006 (no viewer id): "${country}"`;
    expect(rules('kotlin', `"E-6001", "E-6006" -> "${country}"`)).toEqual([`4 ${found}`]);
    expect(rules('kotlin', `error.code == "E-6001" || error.code == "E-6006" -> "${country}"`)).toEqual([`4 ${found}`]);
    expect(rules('swift', `case "E-6001", "E-6006":\n    return "${country}"`)).toEqual([`5 ${found}`]);
    expect(rules('ts', `case 'E-6001':\ncase 'E-6006':\n  return '${country}';`)).toEqual([`6 ${found}`]);
    // The same text on two branches of one block is one message too.
    expect(rules('ts', `const byCode = {\n  'E-6001': '${country}',\n  'E-6006': '${country}',\n};`)).toEqual([
      `5 ${found}`,
    ]);
    expect(
      rules('ts', "if (['E-4002', 'E-4012'].includes(error.code)) show('This title cannot play on your TV.');"),
    ).toEqual([
      '4 one message for E-4002 (protected-device), E-4012 (no viewer id): "This title cannot play on your TV."',
    ]);
  });

  it('passes codes of one viewer id, one code per message, fallbacks and logs', () => {
    expect(rules('kotlin', '"E-4002", "E-4003", "E-4009" -> "This device cannot play this protected title."')).toEqual(
      [],
    );
    expect(rules('ts', "case 'E-6001':\n  return 'Not here.';\ncase 'E-6006':\n  return 'Not abroad.';")).toEqual([]);
    expect(
      rules('ts', "case 'E-6001':\n  return 'Not here.';\ndefault:\n  return `Playback failed (${error.code}).`;"),
    ).toEqual([]);
    expect(
      rules('ts', "if (['E-6001', 'E-6006'].includes(error.code)) console.warn('Geo refusal', error.code);"),
    ).toEqual([]);
  });
});

describe('checkConfigKeys', () => {
  const rules = (path: string, text: string) =>
    checkConfigKeys({ path, text }, PLATFORM_IDS).map((f) => `${f.line} ${f.found}`);
  const roku = 'docs/products/player/roku/player-configuration.md';

  it('finds a player page that says its configuration keys are all shared', () => {
    expect(
      rules(roku, 'Intro.\n`player.config` has the same keys as the `PlayerConfig` of every other\nFLP player.'),
    ).toEqual(['2 "`player.config` has the same keys as the `PlayerConfig` of every other"']);
    expect(
      rules(
        'docs/products/player/roku/overview.md',
        'It speaks as the other FLP\nplayers: the same configuration keys and codes.',
      ),
    ).toEqual(['2 "It speaks as the other FLP players: the same configuration keys and codes."']);
    expect(
      rules('sdk/chromecast/cast-receiver.d.ts', ' * Same keys as every other FLP player’s configuration.'),
    ).toHaveLength(1);
  });

  it('passes the playback keys, the Cast receiver’s Web config and keys of other things', () => {
    expect(rules(roku, 'Its playback keys have the same names as the Web `PlayerConfig`.')).toEqual([]);
    expect(
      rules(
        'sdk/chromecast/cast-receiver.d.ts',
        ' * Player configuration defaults. Same keys as the Web SDK’s `PlayerConfig`.',
      ),
    ).toEqual([]);
    expect(rules('docs/products/player/web/setup.md', 'The same keys work for 6.x and 7.x.')).toEqual([]);
    expect(rules('docs/products/vod/mam/service/index.md', 'The same keys as the Web `PlayerConfig`.')).toEqual([]);
  });
});

describe('checkErrorFieldTables', () => {
  const entries: CatalogCode[] = [
    {
      code: 'E-4001',
      name: 'LICENSE_REQUEST_REFUSED',
      severity: 'fatal',
      platforms: ['web', 'roku'],
      legacyName: 'DRM_LICENSE_FAILED',
      message: 'The licence server refused the licence request.',
      native: { web: [200, 401, 403], roku: [401, 403] },
      nativeNoneWhen: [{ platforms: ['web'] }],
    },
    {
      code: 'E-4002',
      name: 'KEY_SYSTEM_UNSUPPORTED',
      severity: 'fatal',
      platforms: ['web', 'ios'],
      legacyName: 'DRM_UNSUPPORTED',
      legacyOn: ['web'],
      message: 'None of the source’s key systems is supported on this device.',
      native: { web: 'NotSupportedError (requestMediaKeySystemAccess)' },
      nativeNone: ['ios'],
    },
  ];
  const fixture = indexCatalog(entries, [{ from: 4000, to: 4999 }]);
  const rules = (path: string, rows: string[]) =>
    checkErrorFieldTables(
      { path, text: ['| field | example |', '| --- | --- |', ...rows].join('\n') },
      fixture,
      PLATFORM_IDS,
    ).map((f) => `${f.line} ${f.found}`);
  const web = 'docs/products/player/web/error-codes.md';
  const code = (c: string) => `| \`code\` | \`"${c}"\` | The code. |`;

  it("fails a message or a nativeCode the catalogue does not give the example's code on the page's platform", () => {
    expect(rules(web, [code('E-4001'), '| `message` | `"FairPlay licence request failed"` | For logs. |'])).toEqual([
      '4 E-4001\'s message "FairPlay licence request failed"',
    ]);
    expect(rules(web, [code('E-4001'), '| `nativeCode` | `-11833` | The status. |'])).toEqual([
      "4 E-4001's nativeCode -11833 on web",
    ]);
    expect(rules('docs/products/player/roku/error-codes.md', [code('E-4001'), '| `nativeCode` | `200` | x |'])).toEqual(
      ["4 E-4001's nativeCode 200 on roku"],
    );
    expect(
      rules('docs/products/player/roku/error-codes.md', [code('E-4001'), '| `nativeCode` | `invalid` | x |']),
    ).toEqual(["4 E-4001's nativeCode invalid on roku"]);
  });

  it('passes the catalogue’s message and values, a none the catalogue gives, and other tables', () => {
    const message = '| `message` | `"The licence server refused the licence request."` | For logs. |';
    expect(rules(web, [code('E-4001'), message, '| `nativeCode` | `403` | The status. |'])).toEqual([]);
    expect(rules(web, [code('E-4001'), '| `nativeCode` | `null` | x |'])).toEqual([]);
    expect(rules(web, [code('E-4002'), '| `nativeCode` | `NotSupportedError` | x |'])).toEqual([]);
    expect(rules('docs/products/player/ios/error-codes.md', [code('E-4002'), '| `nativeCode` | `nil` | x |'])).toEqual(
      [],
    );
    // A type table, an unknown example and a table after a break are not an error's example.
    expect(rules(web, ['| `code` | `string` | x |', '| `message` | `string` | x |'])).toEqual([]);
    expect(rules(web, [code('E-4001'), '', '| `message` | `"Other."` | x |'])).toEqual([]);
    expect(rules('docs/products/cms/page.md', [code('E-4001'), '| `message` | `"Other."` | x |'])).toEqual([]);
  });

  it("holds the 6.x name the page's platform reported and the severity as each platform spells it", () => {
    const legacy = (name: string) => `| \`legacyName\` | \`${name}\` | The 6.x name. |`;
    const severity = (value: string) => `| \`severity\` | \`${value}\` | x |`;
    expect(rules(web, [code('E-4001'), legacy('"DRM_LICENSE_FAILED"'), severity('"fatal"')])).toEqual([]);
    expect(rules(web, [code('E-4002'), legacy('"DRM_UNSUPPORTED"')])).toEqual([]);
    expect(rules('docs/products/player/ios/error-codes.md', [code('E-4002'), legacy('nil')])).toEqual([]);
    expect(rules(web, [code('E-4001'), legacy('"LICENSE_ERROR"'), severity('ErrorSeverity.RECOVERABLE')])).toEqual([
      "4 E-4001's legacyName LICENSE_ERROR",
      "5 E-4001's severity ErrorSeverity.RECOVERABLE",
    ]);
    expect(rules('docs/products/player/ios/error-codes.md', [code('E-4002'), legacy('"DRM_UNSUPPORTED"')])).toEqual([
      "4 E-4002's legacyName DRM_UNSUPPORTED",
    ]);
    expect(rules(web, [code('E-4001'), severity('.fatal'), severity('ErrorSeverity.FATAL')])).toEqual([]);
  });

  it("reads an error object's key: value lines in a code sample, up to the sample's fence", () => {
    const roku = 'docs/products/player/roku/references.md';
    const sample = (...lines: string[]) => ['```brightscript', 'error = {', ...lines, '}', '```'];
    expect(
      rules(
        roku,
        sample(
          '    code: "E-4001",             \' String: the code',
          '    message: "FairPlay licence request failed",  \' String: for logs',
          "    nativeCode: 200,            ' Integer or String",
          '    legacyName: "DRM_LICENSE_FAILED"',
        ),
      ),
    ).toEqual(['6 E-4001\'s message "FairPlay licence request failed"', "7 E-4001's nativeCode 200 on roku"]);
    // JSON and JavaScript spellings; an expression is not an example.
    expect(
      rules(web, [
        '```json',
        '{ ',
        '  "code": "E-4001",',
        '  "nativeCode": 500,',
        '  "message": error.message,',
        '}',
        '```',
      ]),
    ).toEqual(["6 E-4001's nativeCode 500 on web"]);
    expect(rules(web, ['```js', "  code: 'E-4001',", '  nativeCode: 403, // the status', '```'])).toEqual([]);
    // The sample's code does not carry past its fence.
    expect(rules(web, ['```js', "code: 'E-4001'", '```', '```js', 'nativeCode: 500', '```'])).toEqual([]);
  });
});
