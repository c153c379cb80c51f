/**
 * "One truth" checks of what the content claims: error codes against the
 * error catalogue (catalog/errors) and platform terms against the glossary
 * (catalog/glossary.yaml). Pure functions over file texts; the caller reads
 * the files (tests/unit/claims.test.ts runs them over the repository).
 *
 * Error codes, in every file given (docs and versioned_docs Markdown with
 * their code samples, sdk/, the OpenAPI documents in api/, the catalogues):
 * - `E-` and four digits must be a catalogue code. The bounds of a category
 *   written as a range (`E-4000`–`E-4999`, `E-7000 to E-7999`) name the
 *   category, not a code, and are accepted.
 * - A placeholder (`E-4NNN`, `E-5xxx`, `E-95xx`) fails: cite the exact code,
 *   or the category by its range or its name. `E-NNNN`, with no digit, names
 *   the format and is accepted.
 * - A name written next to a code (`E-7010 AD_AUTOPLAY_BLOCKED`, a table row
 *   `| E-5002 | CONCURRENT_STREAM_LIMIT |`, `NOT_ENTITLED (E-5001)`) must be
 *   the code's catalogue name or its 6.x `legacyName`. A name belongs to the
 *   code right before it on the line, else to the code right after it, with
 *   only punctuation between (no words, no sentence end, no arrow).
 * - A severity written right after a code or its name (`E-4024 warning`,
 *   `| E-4024 | SECURITY_LEVEL_INSUFFICIENT | warning |`) must be the
 *   catalogue's severity. Not in the release notes, where a release states
 *   the severity the code had then: `checkChangesOfBehaviour`
 *   (checks/catalogues.ts) holds those to the catalogue and the later notes
 *   that changed it.
 * - An HTTP status written next to a code (`409` `E-5101`, `| E-5101 | 409 |`)
 *   must be one the catalogue gives it: `native.services`, else the statuses
 *   among its SDK natives.
 * - On a player platform's page (`docs/products/player/<platform>/`, the 6.x
 *   pages under `versioned_docs/version-6.x/products/player/<platform>/`), in
 *   its SDK declarations (`sdk/<platform>/`) and in its release notes
 *   (`catalog/releases/<platform>.yaml`), a code must list that platform in
 *   `platforms`; in the OpenAPI documents (`api/`) and the
 *   services' docs areas (`docs/products/{cms,edge,live,vod}/`), `services`.
 *   The one exception is a mapping between the two sides: a code of the
 *   other side is accepted where the text says whose it is, with the word
 *   `API` (platform content) or `SDK` (API content) on the code's line or the
 *   line before (prose is wrapped), as in "the playback API answers
 *   `E-5101`, which the SDKs report as `E-5002`" or a mapping row
 *   "| playback API `E-5101` | `E-5002` |".
 *
 * A player page's table of an error's fields whose example is one error (rows
 * `code`, `message`, `nativeCode`) must give that code the catalogue's message
 * and a `nativeCode` the catalogue gives it on the page's platform
 * (`checkErrorFieldTables`).
 *
 * 6.x versioned docs document the 6.x SDKs, which reported string codes
 * (`PLAYBACK_AUTH_DENIED`) that the catalogue keeps as `legacyName`. They get
 * the rules above (they cite E-codes only to say what 7.0 changed), and one
 * more: where the text speaks of a code (the word "code", as in "error code"
 * or `error.code`, on the line or the line before), an UPPER_SNAKE_CASE word
 * in backticks or quotes is a 6.x string code and must be a `legacyName` of
 * the catalogue.
 *
 * Glossary: a retired synonym of a term (matched case-insensitively as whole
 * words, also across a line break) fails with the canonical name to use.
 * Platform facts stated in words (the Media3 version of the Android SDK, the
 * playback token's lifetime) are held to catalog/facts.yaml by checks/facts.ts.
 */
import * as z from 'zod';
import { lineFinder } from './lib/sources';
import { checkNativeRanges } from './native-ranges';

export interface CatalogCode {
  code: string;
  name: string;
  severity: string;
  platforms: readonly string[];
  legacyName: string | null;
  /** The platforms whose 6.x SDK reported `legacyName`, when not every one of the entry's did. */
  legacyOn?: readonly string[];
  /** Native codes per platform (HTTP statuses among them), as in the catalogue. */
  native?: Readonly<Record<string, string | number | readonly (string | number)[]>>;
  /** Set when the code is deprecated (it stays in the catalogue). */
  deprecated?: unknown;
  /** The id of the viewer message the code shares with others, if any. */
  viewer?: string;
  /** The SDK's `error.message` (or the problem's `title`). */
  message?: string;
  /** The SDK platforms that raise the code with no native error (`nativeCode` null). */
  nativeNone?: readonly string[];
  /** The platforms that raise it with none in one case, though they have native values. */
  nativeNoneWhen?: readonly { platforms: readonly string[] }[];
}

export interface Category {
  from: number;
  to: number;
}

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export type Rule =
  | 'unknown-code'
  | 'placeholder'
  | 'name'
  | 'severity'
  | 'status'
  | 'platform'
  | 'legacy-name'
  | 'retired-term'
  | 'range-table'
  | 'category-message'
  | 'shared-message'
  | 'config-keys'
  | 'field-example'
  | 'native-range';

export interface Finding {
  file: string;
  line: number;
  rule: Rule;
  /** What the file says. */
  found: string;
  /** What the catalogue or the glossary says. */
  expected: string;
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}: [${f.rule}] found ${f.found}; ${f.expected}`;
}

/** The catalogue as the checks need it. */
export interface CodeIndex {
  byCode: ReadonlyMap<string, CatalogCode>;
  /** Catalogue names and legacy names → the codes that carry them. */
  byName: ReadonlyMap<string, readonly string[]>;
  legacyNames: ReadonlySet<string>;
  /** Category bounds (`E-4000`, `E-4999`), accepted as the ends of a range. */
  bounds: ReadonlySet<string>;
}

export function indexCatalog(entries: readonly CatalogCode[], categories: readonly Category[]): CodeIndex {
  const byName = new Map<string, string[]>();
  const add = (name: string, code: string) => {
    const codes = byName.get(name) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byName.set(name, codes);
  };
  for (const e of entries) {
    add(e.name, e.code);
    if (e.legacyName) add(e.legacyName, e.code);
  }
  const pad = (n: number) => `E-${String(n).padStart(4, '0')}`;
  return {
    byCode: new Map(entries.map((e) => [e.code, e])),
    byName,
    legacyNames: new Set(entries.flatMap((e) => (e.legacyName ? [e.legacyName] : []))),
    bounds: new Set(categories.flatMap((c) => [pad(c.from), pad(c.to)])),
  };
}

const SERVICES = 'services';

/** Docs areas of the services (API guides and generated API pages), whose pages cite what the APIs return. */
export const SERVICE_AREAS = ['cms', 'edge', 'live', 'vod'] as const;

/**
 * Whose codes a file cites, from its path: a player platform id, `services`
 * (the OpenAPI documents and the services' docs areas), or null (no rule).
 */
export function platformOfPath(path: string, platforms: readonly string[]): string | null {
  if (/^api\/.*\.ya?ml$/.test(path)) return SERVICES;
  const area = /^docs\/products\/([^/]+)\//.exec(path)?.[1];
  if (area && (SERVICE_AREAS as readonly string[]).includes(area)) return SERVICES;
  const m =
    /^(?:docs|versioned_docs\/version-[^/]+)\/products\/player\/([^/]+)\//.exec(path) ??
    /^sdk\/([^/]+)\//.exec(path) ??
    /^catalog\/releases\/([^/]+)\.ya?ml$/.exec(path);
  return m && platforms.includes(m[1]!) ? m[1]! : null;
}

export const isVersionedDoc = (path: string) => path.startsWith('versioned_docs/');

const SEVERITY_WORDS = new Set(['fatal', 'recoverable', 'warning']);
const NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const CODE = /^[Ee]-\d{4}$/;
const PLACEHOLDER = /^[Ee]-\d{1,3}[NnXx]{1,3}$/;
/** Tokens of a line: codes and code-like words, and every other run of letters and digits. */
const TOKEN = /[Ee]-[0-9A-Za-z]+|[A-Za-z0-9_]+/g;
/** What may stand between a code and its name or severity: punctuation of tables, code and lists. */
const JOINER = /^[\s`'"|()[\]*:,/—–-]*$/;
/** A range written with its bounds: `E-4000`–`E-4999`, E-7000 to E-7999. */
const RANGE_AFTER = /^`?\s*(?:–|-|—|to|…|\.\.)\s*`?[Ee]-\d{4}\b/;
const RANGE_BEFORE = /\b[Ee]-\d{4}`?\s*(?:–|-|—|to|…|\.\.)\s*`?$/;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(line: string): Token[] {
  return [...line.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

function joined(line: string, a: Token, b: Token): boolean {
  const between = line.slice(a.end, b.start);
  return JOINER.test(between) && !between.includes('->');
}

const normaliseCode = (code: string) => `E-${code.slice(2)}`;

/** Every finding of the error-code rules in one file. */
export function checkErrorCodes(file: SourceFile, index: CodeIndex, platforms: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const platform = platformOfPath(file.path, platforms);
  const versioned = isVersionedDoc(file.path);
  const releaseNotes = /^catalog\/releases\//.test(file.path);
  const lines = file.text.split('\n');
  lines.forEach((line, i) => {
    const at = { file: file.path, line: i + 1 };
    const toks = tokens(line);
    toks.forEach((tok, k) => {
      if (PLACEHOLDER.test(tok.text)) {
        findings.push({
          ...at,
          rule: 'placeholder',
          found: tok.text,
          expected: 'cite the exact catalogue code, or the category by its range (E-4000–E-4999) or its name',
        });
        return;
      }
      if (CODE.test(tok.text)) {
        const code = normaliseCode(tok.text);
        const entry = index.byCode.get(code);
        if (!entry) {
          const inRange = RANGE_AFTER.test(line.slice(tok.end)) || RANGE_BEFORE.test(line.slice(0, tok.start));
          if (!(inRange && index.bounds.has(code))) {
            findings.push({ ...at, rule: 'unknown-code', found: code, expected: 'the catalogue has no such code' });
          }
          return;
        }
        if (platform && !entry.platforms.includes(platform)) {
          // The other side's code, where the text says whose it is (a mapping between API and SDK codes).
          const side = platform === SERVICES ? 'SDK' : 'API';
          const otherSide = platform === SERVICES || entry.platforms.includes(SERVICES);
          const said = new RegExp(`\\b${side}s?\\b`).test(`${lines[i - 1] ?? ''}\n${line}`);
          if (!(otherSide && said)) {
            findings.push({
              ...at,
              rule: 'platform',
              found: `${code} ${entry.name} in ${platform === SERVICES ? 'API' : platform} content`,
              expected: `catalogue platforms of ${code}: ${entry.platforms.join(', ')}${
                otherSide
                  ? ` (cite it here only where the text says it is the ${side}’s code: the word "${side}" on its line or the line before)`
                  : ''
              }`,
            });
          }
        }
        return;
      }
      if (NAME.test(tok.text)) {
        const owner = nameOwner(line, toks, k, index);
        if (!owner) return;
        const entry = index.byCode.get(owner);
        if (!entry) return;
        if (tok.text !== entry.name && tok.text !== entry.legacyName) {
          findings.push({
            ...at,
            rule: 'name',
            found: `${owner} cited as ${tok.text}`,
            expected: `catalogue: ${owner} is ${entry.name}${entry.legacyName ? ` (6.x: ${entry.legacyName})` : ''}`,
          });
        }
        return;
      }
      if (STATUS.test(tok.text)) {
        const owner = statusOwner(line, toks, k);
        const entry = owner && index.byCode.get(owner);
        const statuses = entry ? httpStatuses(entry) : [];
        if (entry && statuses.length > 0 && !statuses.includes(Number(tok.text))) {
          findings.push({
            ...at,
            rule: 'status',
            found: `${owner} with HTTP status ${tok.text}`,
            expected: `catalogue: ${owner} ${entry.name} is HTTP ${statuses.join(' or ')}`,
          });
        }
        return;
      }
      if (SEVERITY_WORDS.has(tok.text.toLowerCase()) && !releaseNotes) {
        const owner = severityOwner(line, toks, k) ?? severityBefore(line, toks, k);
        const entry = owner && index.byCode.get(owner);
        if (entry && tok.text.toLowerCase() !== entry.severity) {
          findings.push({
            ...at,
            rule: 'severity',
            found: `${owner} cited as ${tok.text}`,
            expected: `catalogue: ${owner} ${entry.name} is ${entry.severity}`,
          });
        }
      }
    });
    if (versioned && /code/i.test(`${lines[i - 1] ?? ''}\n${line}`)) {
      for (const m of line.matchAll(/[`'"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[`'"]/g)) {
        const name = m[1]!;
        if (!index.legacyNames.has(name)) {
          findings.push({
            ...at,
            rule: 'legacy-name',
            found: `6.x string code ${name}`,
            expected: 'not a legacyName in the catalogue (6.x pages cite the 6.x names the catalogue keeps)',
          });
        }
      }
    }
  });
  return findings;
}

/** The code a name token belongs to: the code right before it, else right after it; null when none. */
function nameOwner(line: string, toks: Token[], k: number, index: CodeIndex): string | null {
  const tok = toks[k]!;
  const prev = toks[k - 1];
  if (prev && CODE.test(prev.text) && joined(line, prev, tok)) return normaliseCode(prev.text);
  const next = toks[k + 1];
  // Name first ("NOT_ENTITLED (E-5001)"): only words the catalogue knows as names, so that
  // other constants written before a code are not read as its name.
  if (next && CODE.test(next.text) && joined(line, tok, next) && index.byName.has(tok.text)) {
    return normaliseCode(next.text);
  }
  return null;
}

const STATUS = /^[1-5]\d\d$/;

/** The HTTP statuses a code comes with: its `native.services`, else the statuses of its SDK natives. */
export function httpStatuses(entry: CatalogCode): number[] {
  const values = (v: unknown): (string | number)[] => (Array.isArray(v) ? v : v === undefined ? [] : [v as string]);
  const native = entry.native ?? {};
  const pick = (keys: string[]) =>
    keys.flatMap((k) =>
      values(native[k]).flatMap((v) =>
        typeof v === 'number'
          ? [v]
          : [...String(v).matchAll(/\bHTTP (\d{3})(?:\/(\d{3}))?/g)]
              .flatMap((m) => m.slice(1))
              .map(Number)
              .filter(Boolean),
      ),
    );
  const own = pick([SERVICES]);
  const all = own.length > 0 ? own : pick(Object.keys(native));
  return [...new Set(all.filter((n) => n >= 100 && n <= 599))];
}

/**
 * The code a status belongs to: the code right before it ("| E-5101 | 409 |", "E-5101 (409)"), or
 * the code right after it when the number is written as a status in the same cell ("`409`
 * `E-5101`", "HTTP 409 E-5101"). The end of a range ("E-8001 to E-8030 | 401") owns nothing.
 */
function statusOwner(line: string, toks: Token[], k: number): string | null {
  const tok = toks[k]!;
  const prev = toks[k - 1];
  if (prev && CODE.test(prev.text) && joined(line, prev, tok)) {
    return RANGE_BEFORE.test(line.slice(0, prev.start)) ? null : normaliseCode(prev.text);
  }
  const next = toks[k + 1];
  const asStatus = /(?:`|\bHTTP |\bstatus )$/.test(line.slice(0, tok.start));
  if (
    next &&
    CODE.test(next.text) &&
    asStatus &&
    joined(line, tok, next) &&
    !line.slice(tok.end, next.start).includes('|')
  ) {
    return normaliseCode(next.text);
  }
  return null;
}

/** The code a severity word belongs to: right after the code, or after the code and its name. */
function severityOwner(line: string, toks: Token[], k: number): string | null {
  const tok = toks[k]!;
  const prev = toks[k - 1];
  if (!prev || !joined(line, prev, tok)) return null;
  if (CODE.test(prev.text)) return normaliseCode(prev.text);
  const before = toks[k - 2];
  if (NAME.test(prev.text) && before && CODE.test(before.text) && joined(line, before, prev)) {
    return normaliseCode(before.text);
  }
  return null;
}

/** The code a severity word stands right before (`the warning E-4050`), when no code owns it from before. */
function severityBefore(line: string, toks: Token[], k: number): string | null {
  const tok = toks[k]!;
  const next = toks[k + 1];
  if (!next || !CODE.test(next.text) || !joined(line, tok, next)) return null;
  return normaliseCode(next.text);
}

// ---------------------------------------------------------------- glossary

const text = z.string().trim().min(1);

export const glossarySchema = z.strictObject({
  terms: z
    .array(
      z.strictObject({
        /** The name every page uses. */
        term: text,
        definition: text,
        /** Names that must not be used for it, matched as whole words, case-insensitively. */
        retired: z.array(text).min(1),
        /** Why, or where the retired names came from; for writers. */
        note: text.optional(),
      }),
    )
    .min(1),
});
export type Glossary = z.infer<typeof glossarySchema>;

/** Parses and cross-checks the glossary; throws with every problem found. */
export function parseGlossary(data: unknown): Glossary {
  const parsed = glossarySchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `catalog/glossary.yaml: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const t of parsed.data.terms) {
    for (const phrase of [t.term, ...t.retired]) {
      const key = phrase.toLowerCase();
      const other = seen.get(key);
      if (other) problems.push(`"${phrase}" appears twice (in ${other} and ${t.term})`);
      seen.set(key, t.term);
    }
    for (const r of t.retired) {
      if (phraseRegex(r).test(t.term)) problems.push(`${t.term}: the retired "${r}" matches the term itself`);
    }
  }
  if (problems.length > 0) throw new Error(`catalog/glossary.yaml: ${problems.join('; ')}`);
  return parsed.data;
}

function phraseRegex(phrase: string): RegExp {
  const words = phrase
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\w-])${words.join('\\s+')}s?(?![\\w-])`, 'gi');
}

/** Every retired synonym in one file, with the line it starts on. */
export function checkGlossary(file: SourceFile, glossary: Glossary): Finding[] {
  const findings: Finding[] = [];
  const lineOf = lineFinder(file.text);
  for (const t of glossary.terms) {
    for (const r of t.retired) {
      for (const m of file.text.matchAll(phraseRegex(r))) {
        findings.push({
          file: file.path,
          line: lineOf(m.index),
          rule: 'retired-term',
          found: `"${m[0].replace(/\s+/g, ' ')}"`,
          expected: `glossary: use "${t.term}"`,
        });
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** A heading that names a range of codes: `## Auth error codes (E-8000–E-8999)`. */
const RANGE_HEADING = /^(#{1,6})\s+.*?\b[Ee]-(\d{4})`?\s*(?:–|-|—|to)\s*`?[Ee]-(\d{4})\b/;

/**
 * `range-table`: a section of a current page whose heading names a range of codes
 * (`## Auth error codes (E-8000–E-8999)`) and that lists codes in a table lists every code of the
 * catalogue in that range that the page's side reports (its player platform, else `services`) and
 * that is not deprecated, so other pages can send readers to it for the whole range.
 */
export function checkRangeTables(file: SourceFile, index: CodeIndex, platforms: readonly string[]): Finding[] {
  if (!/\.mdx?$/.test(file.path) || isVersionedDoc(file.path)) return [];
  const whose = platformOfPath(file.path, platforms) ?? SERVICES;
  const lines = file.text.split('\n');
  const findings: Finding[] = [];
  let fence = false;
  lines.forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    const heading = fence ? null : RANGE_HEADING.exec(line);
    if (!heading) return;
    const [level, from, to] = [heading[1]!.length, Number(heading[2]), Number(heading[3])];
    const listed = new Set<string>();
    let inFence = false;
    for (const next of lines.slice(i + 1)) {
      if (/^\s*(`{3,}|~{3,})/.test(next)) inFence = !inFence;
      const h = inFence ? null : /^(#{1,6})\s/.exec(next);
      if (h && h[1]!.length <= level) break;
      if (!next.trimStart().startsWith('|')) continue;
      for (const m of next.matchAll(/\b[Ee]-\d{4}\b/g)) listed.add(normaliseCode(m[0]));
    }
    if (listed.size === 0) return;
    const expected = [...index.byCode.values()]
      .filter((e) => {
        const n = Number(e.code.slice(2));
        return n >= from && n <= to && e.platforms.includes(whose) && !e.deprecated;
      })
      .map((e) => e.code)
      .sort();
    const missing = expected.filter((code) => !listed.has(code));
    if (missing.length === 0) return;
    findings.push({
      file: file.path,
      line: i + 1,
      rule: 'range-table',
      found: `a table of E-${heading[2]}–E-${heading[3]} without ${missing.join(', ')}`,
      expected: `the catalogue's ${whose} codes of that range: ${expected.join(', ')}`,
    });
  });
  return findings;
}

/** A branch on one of the categories whose codes need different remedies. */
const CATEGORY_BRANCH =
  /ErrorCategory\.(?:NETWORK|DRM|GEO|ENTITLEMENT|AUTH)\b|case \.(?:network|drm|geo|entitlement|auth)\b|category\s*===?\s*['"]?\.?(?:network|drm|geo|entitlement|auth)\b['"]?/;
/** A key of a category-to-message map (`byCategory = { network: '…' }`). */
const CATEGORY_KEY = /^\s*['"]?(?:network|drm|geo|entitlement|auth)['"]?\s*:\s*['"`]/;
/** A string literal that reads as a message (it has a space). */
const MESSAGE = /(["'`])((?:\\.|(?!\1).)*\s(?:\\.|(?!\1).)*)\1/g;

/**
 * `category-message`: a code sample that shows a reader a fixed message for a whole category of
 * network, DRM, geo, entitlement or auth codes. Each of those categories holds codes with different
 * remedies (the network category holds DNS and TLS failures that no retry fixes, DRM an expired
 * playback token that a new authorisation fixes, geo blackouts and PIN locks), so a message true for
 * one is false for another. A sample chooses the message by code; a category's fallback names the
 * code (`${error.code}`), and a branch that only logs is not a message.
 */
export function checkCategoryMessages(file: SourceFile): Finding[] {
  if (!/\.mdx?$/.test(file.path)) return [];
  const lines = file.text.split('\n');
  const findings: Finding[] = [];
  let fence = false;
  let inMap = false;
  lines.forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) {
      fence = !fence;
      inMap = false;
      return;
    }
    if (!fence) return;
    if (/byCategory\b.*[{(]\s*$/.test(line)) inMap = true;
    else if (inMap && /^\s*[})]/.test(line)) inMap = false;
    const branch = CATEGORY_BRANCH.exec(line);
    const key = inMap && CATEGORY_KEY.test(line);
    if (!branch && !key) return;
    // The branch's message is on its line, or on the next one (`case .geo:` then `return "…"`).
    const rest = branch ? line.slice(branch.index + branch[0].length) : line;
    const said = [...rest.matchAll(MESSAGE)].map((m) => m[2]!);
    const next = lines[i + 1] ?? '';
    if (said.length === 0 && branch && /[:{>]\s*$/.test(line))
      said.push(...[...next.matchAll(MESSAGE)].map((m) => m[2]!));
    const logs = /\bconsole\.|\bLog\.\w\(|\bprint\(|\bNSLog\(/.test(`${line}\n${next}`);
    const fixed = said.filter((text) => !/\bcode\b/.test(text));
    if (logs || fixed.length === 0) return;
    findings.push({
      file: file.path,
      line: i + 1,
      rule: 'category-message',
      found: `one message for a whole category: "${fixed[0]!.slice(0, 60)}"`,
      expected:
        'a message chosen by code (a category holds codes with different remedies), or a fallback that names the code',
    });
  });
  return findings;
}

/** A string literal that reads as a viewer message: it opens with a capital and has a space. */
const VIEWER_MESSAGE = /(["'`])([A-Z](?:\\.|(?!\1).)*\s(?:\\.|(?!\1).)*)\1/;
/** A code as a sample's literal (`'E-6001'`, `"E-6001"`). */
const CODE_LITERAL = /["'`]([Ee]-\d{4})["'`]/g;
/** A line that only logs: its message is for a developer, not a viewer. */
const LOG_LINE = /\bconsole\.|\bLog\.\w\(|\bprint\(|\bNSLog\(|\blogger\./;

/**
 * `shared-message`: a code sample that shows a viewer one message for several error codes (on one
 * branch, or the same text on several branches of one block) names only codes that share the
 * catalogue's `viewer` id. Codes of one category need different messages (a country block and a
 * portability period used up; a device that cannot decrypt and a packaging fault every device
 * hits), and the catalogue, not each sample, decides which codes one message fits.
 */
export function checkSharedMessages(file: SourceFile, index: CodeIndex): Finding[] {
  if (!/\.mdx?$/.test(file.path)) return [];
  const findings: Finding[] = [];
  let fence = false;
  let pending: string[] = [];
  let shown = new Map<string, { codes: Set<string>; line: number }>();
  const judge = () => {
    for (const [text, { codes, line }] of shown) {
      if (codes.size < 2) continue;
      const ids = [...codes].sort().map((code) => [code, index.byCode.get(code)?.viewer] as const);
      const first = ids[0]![1];
      if (first !== undefined && ids.every(([, id]) => id === first)) continue;
      findings.push({
        file: file.path,
        line,
        rule: 'shared-message',
        found: `one message for ${ids.map(([code, id]) => `${code} (${id ?? 'no viewer id'})`).join(', ')}: "${text.slice(0, 60)}"`,
        expected:
          'only codes of one `viewer` id in catalog/errors share a message; give the others their own, or the fallback that names the code',
      });
    }
    shown = new Map();
  };
  file.text.split('\n').forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) {
      if (fence) judge();
      fence = !fence;
      pending = [];
      return;
    }
    if (!fence) return;
    const message = VIEWER_MESSAGE.exec(line);
    const codesIn = (text: string) => [...text.matchAll(CODE_LITERAL)].map((m) => normaliseCode(m[1]!));
    if (message && !LOG_LINE.test(line)) {
      // The codes before the message on its line, or those of the branch lines just above it.
      const before = codesIn(line.slice(0, message.index));
      const codes = before.length > 0 ? before : pending;
      if (codes.length > 0) {
        const seen = shown.get(message[2]!) ?? { codes: new Set<string>(), line: i + 1 };
        for (const code of codes) seen.codes.add(code);
        shown.set(message[2]!, seen);
      }
      pending = [];
    } else if (codesIn(line).length > 0) pending = [...pending, ...codesIn(line)];
    else if (line.trim() && !/^\s*(\/\/|#|')/.test(line)) pending = [];
  });
  return findings;
}

/** A sentence that says players share their configuration keys. */
const SAME_KEYS = /\bsame (?:configuration |config )?keys\b|\bconfiguration keys\b[^.]*\bthe same\b/i;
/** What names another player: the Web, Android, iOS, Roku, or every other. */
const OTHER_PLAYERS = /\b(?:Web|Android|iOS|Roku|every other|other FLP|every FLP)\b|PlayerConfig/;

/**
 * `config-keys`: a player page that says its configuration has the same keys as another player's,
 * without limiting it to the playback keys. Only those are shared: `ads` and `analytics` are each
 * platform's own (RAF on Roku, IMA types on Android and iOS), and an integrator who reads "the same
 * keys" copies the Web's `ads.plugins` into a Roku config. The Cast receiver takes the Web SDK's
 * `PlayerConfig` itself, so on its pages "the same keys as the Web" holds.
 */
export function checkConfigKeys(file: SourceFile, platforms: readonly string[]): Finding[] {
  const platform = platformOfPath(file.path, platforms);
  if (platform === null || platform === SERVICES) return [];
  const findings: Finding[] = [];
  const lines = file.text.split('\n');
  // Sentences run over lines: each line is read with the next one, which a finding then skips.
  let reported = -1;
  lines.forEach((line, i) => {
    if (i <= reported) return;
    const text = `${line} ${lines[i + 1] ?? ''}`;
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (!SAME_KEYS.test(sentence) || !/config|PlayerConfig|player\.config/i.test(`${sentence} ${file.path}`))
        continue;
      if (/\bplayback (?:configuration )?keys\b/i.test(sentence)) continue;
      const others = sentence.match(new RegExp(OTHER_PLAYERS.source, 'g')) ?? [];
      if (others.length === 0) continue;
      if (platform === 'chromecast' && others.every((o) => o === 'Web' || o === 'PlayerConfig')) continue;
      reported = i + 1;
      findings.push({
        file: file.path,
        line: SAME_KEYS.test(line) ? i + 1 : i + 2,
        rule: 'config-keys',
        found: `"${sentence.trim().slice(0, 90)}"`,
        expected:
          'the playback keys are shared by every FLP player; `ads` and `analytics` are each platform’s own: say "the playback keys"',
      });
      break;
    }
  });
  return findings;
}

/** The fields of an error object whose examples are checked against the catalogue. */
type ErrorField = 'code' | 'message' | 'nativeCode' | 'legacyName' | 'severity';

/** A row of a table of the error's fields: `| \`message\` | \`"…"\` |`, its field and its example. */
const FIELD_ROW = /^\|\s*`(code|message|nativeCode|legacyName|severity)`\s*\|\s*`([^`]+)`\s*\|/;

/**
 * A `key: value` line of an error object in a code sample (`code: "E-4001",`, `"nativeCode": 403`),
 * its field and its literal value: a quoted string, a number, or null/nil/invalid. An expression
 * (`nativeCode: error.nativeCode`) is not an example.
 */
const FIELD_LINE =
  /^\s*["']?(code|message|nativeCode|legacyName|severity)["']?\s*[:=]\s*("[^"]*"|'[^']*'|-?\d+|null|nil|invalid)\s*,?\s*(?:(?:'|\/\/|#).*)?$/;

/** Whether `value` is a nativeCode the catalogue gives `code` on `platform`. */
function knownNative(code: CatalogCode, platform: string, value: string): boolean {
  if (/^(null|nil|invalid)$/.test(value))
    return (
      (code.nativeNone?.includes(platform) ?? false) ||
      (code.nativeNoneWhen?.some((w) => w.platforms.includes(platform)) ?? false)
    );
  return [code.native?.[platform] ?? []]
    .flat()
    .map(String)
    .some((g) => g === value || g.includes(`(${value})`) || g.startsWith(`${value} `));
}

/** What the catalogue gives `code` for `field` on `platform`, as a finding says it; null when `value` agrees. */
function fieldMismatch(code: CatalogCode, platform: string, field: ErrorField, value: string): string | null {
  switch (field) {
    case 'message':
      return code.message === undefined || value === code.message ? null : `the catalogue's is "${code.message}"`;
    case 'severity':
      // A platform's enum names it its way: `ErrorSeverity.FATAL`, `.fatal`, `"fatal"`.
      return value.split('.').pop()!.toLowerCase() === code.severity ? null : `the catalogue's is ${code.severity}`;
    case 'legacyName': {
      const legacy = code.legacyName !== null && (code.legacyOn?.includes(platform) ?? true) ? code.legacyName : null;
      return value === (legacy ?? 'null') || (legacy === null && /^(nil|invalid)$/.test(value))
        ? null
        : `the catalogue's on ${platform} is ${legacy ?? 'none'}`;
    }
    case 'nativeCode': {
      if (knownNative(code, platform, value)) return null;
      const given = [code.native?.[platform] ?? []].flat().map(String);
      return `the catalogue gives ${given.length > 0 ? given.join(', ') : 'none'}`;
    }
    case 'code':
      return null;
  }
}

/**
 * `field-example`: an example of one error on a player page (a table of its fields, as each player's
 * error-codes and events pages have, or an error object's `key: value` lines in a code sample) must
 * agree with the catalogue's entry of its `code`: the `message` (the SDK's `error.message`), the
 * `severity`, the 6.x `legacyName` the page's platform reported, and a `nativeCode` the catalogue
 * gives the code on that platform (`null`/`nil`/`invalid` where the platform raises it with none).
 * The example's code is its `code` field; a table ends at its last row, a sample at its fence.
 */
export function checkErrorFieldTables(file: SourceFile, index: CodeIndex, platforms: readonly string[]): Finding[] {
  const platform = platformOfPath(file.path, platforms);
  if (platform === null || platform === SERVICES) return [];
  const findings: Finding[] = [];
  let code: CatalogCode | undefined;
  let fenced = false;
  file.text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      code = undefined;
      return;
    }
    const match = fenced ? FIELD_LINE.exec(line) : FIELD_ROW.exec(line);
    if (!match) {
      if (!fenced && !line.startsWith('|')) code = undefined;
      return;
    }
    const field = match[1] as ErrorField;
    const value = match[2]!.replace(/^"(.*)"$|^'(.*)'$/, '$1$2');
    if (field === 'code') {
      code = index.byCode.get(value);
      return;
    }
    if (!code) return;
    const expected = fieldMismatch(code, platform, field, value);
    if (expected !== null) {
      findings.push({
        file: file.path,
        line: i + 1,
        rule: 'field-example',
        found: `${code.code}'s ${field} ${field === 'message' ? `"${value}"` : value}${field === 'nativeCode' ? ` on ${platform}` : ''}`,
        expected,
      });
    }
  });
  return findings;
}

/** Every check over every file, in file and line order. */
export function checkClaims(
  files: readonly SourceFile[],
  index: CodeIndex,
  glossary: Glossary,
  platforms: readonly string[],
): Finding[] {
  return files.flatMap((f) =>
    [
      ...checkErrorCodes(f, index, platforms),
      ...checkRangeTables(f, index, platforms),
      ...checkGlossary(f, glossary),
      ...checkCategoryMessages(f),
      ...checkSharedMessages(f, index),
      ...checkConfigKeys(f, platforms),
      ...checkErrorFieldTables(f, index, platforms),
      ...checkNativeRanges(f, index, platforms),
    ].sort((a, b) => a.line - b.line),
  );
}
