/**
 * Ranges of statuses against the catalogue (rule `native-range`). A code whose `native` values
 * include a range ("another 4xx than 400 and 429 without an FLP code", E-4001) is the one whose
 * mapping pages retype in prose. A passage (a table row, a paragraph, a doc comment) that names such
 * a code and writes a range must write the catalogue's: its exceptions, and every status of the
 * code the catalogue lists on the page's platform (`401`, `403`), so that a changed mapping cannot
 * stay behind on one page. A passage that lists two or more of those statuses for the code without
 * the range leaves out the statuses the range covers, and fails too. A range written next to no code
 * that has one is a range of no code, and fails.
 */
import type { CatalogCode, CodeIndex, Finding, SourceFile } from './claims';
import { platformOfPath } from './claims';
import { lineFinder } from './lib/sources';

/** A range as pages write it: another (or any other) `4xx` than `400` and `429` (backticks optional). */
const WRITTEN = /(?:another|any other) `?4xx`?(?: status)? than ((?:`?\d{3}`?(?:,\s*|\s+and\s+|\s+or\s+)?)+)/g;
/** A range as the catalogue writes it in `native`. */
const LISTED = /^another 4xx than (\d{3}(?:(?:,\s*|\s+and\s+)\d{3})*)(?: without|$)/;
const STATUS = /\b(\d{3})\b/g;
const CODE = /\bE-\d{4}\b/g;

interface Range {
  /** The statuses the range leaves out, sorted. */
  except: string[];
  /** The 4xx statuses the code lists beside the range, on the platform. */
  listed: string[];
}

function valuesOf(value: unknown): (string | number)[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value as string | number];
}

/** The range of a code on a platform (null: on every platform it has one), or null when it has none. */
export function rangeOf(entry: CatalogCode, platform: string | null): Range | null {
  const native = entry.native ?? {};
  const keys = platform && platform in native ? [platform] : Object.keys(native);
  const values = keys.flatMap((key) => valuesOf(native[key]));
  const range = values.map((value) => LISTED.exec(String(value))).find(Boolean);
  if (!range) return null;
  const listed = values.filter((value) => typeof value === 'number' && value >= 400 && value < 500).map(String);
  return { except: [...range[1]!.matchAll(STATUS)].map((m) => m[1]!).sort(), listed: [...new Set(listed)].sort() };
}

/** Passages: a table row, a list item, or a paragraph (a doc comment's lines without their `*`). */
function passages(text: string): { start: number; text: string }[] {
  const found: { start: number; text: string }[] = [];
  let start = -1;
  let parts: string[] = [];
  let offset = 0;
  const flush = () => {
    if (parts.length > 0) found.push({ start, text: parts.join(' ') });
    parts = [];
    start = -1;
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\s*(?:\/\*\*|\*\/|\*|\/\/|#)?\s?/, '');
    const row = /^\s*\|/.test(line) || /^\s*(?:[-*]|\d+\.)\s/.test(line);
    if (line.trim() === '' || row) flush();
    if (line.trim() !== '') {
      if (start < 0) start = offset;
      parts.push(line);
    }
    if (row) flush();
    offset += raw.length + 1;
  }
  flush();
  return found;
}

/** Sentences of a passage: a statement of statuses for a code is read within its sentence. */
const sentences = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z`(])/);
const WRITTEN_ONCE = new RegExp(WRITTEN.source);

const named = (passage: string, status: string) => new RegExp(`\\b${status}\\b`).test(passage);

export function checkNativeRanges(file: SourceFile, index: CodeIndex, platforms: readonly string[]): Finding[] {
  if (!/^(docs|versioned_docs|sdk|catalog\/(?!errors\/))/.test(file.path)) return [];
  const platform = platformOfPath(file.path, platforms);
  const lineOf = lineFinder(file.text);
  const findings: Finding[] = [];
  for (const passage of passages(file.text)) {
    const ranged = [...new Set([...passage.text.matchAll(CODE)].map((m) => m[0]))]
      .map((code) => ({ code, range: index.byCode.get(code) && rangeOf(index.byCode.get(code)!, platform) }))
      .filter((c): c is { code: string; range: Range } => Boolean(c.range));
    const written = [...passage.text.matchAll(WRITTEN)];
    const at = { file: file.path, line: lineOf(passage.start) };
    if (written.length > 0 && ranged.length === 0) {
      findings.push({
        ...at,
        rule: 'native-range',
        found: `"${written[0]![0].trim()}" next to no code`,
        expected: 'name the code the catalogue gives that range (its native values)',
      });
    }
    for (const { code, range } of ranged) {
      const missing = range.listed.filter((status) => !named(passage.text, status));
      for (const [phrase, except] of written.map(
        (m) => [m[0].trim(), [...m[1]!.matchAll(STATUS)].map((s) => s[1]!)] as const,
      )) {
        if (except.slice().sort().join() !== range.except.join()) {
          findings.push({
            ...at,
            rule: 'native-range',
            found: `"${phrase}" for ${code}`,
            expected: `the catalogue's range is another 4xx than ${range.except.join(' and ')}`,
          });
        }
      }
      if (written.length > 0 && missing.length > 0) {
        findings.push({
          ...at,
          rule: 'native-range',
          found: `${code}'s range without ${missing.join(', ')}`,
          expected: `name every status the catalogue lists for ${code} (${range.listed.join(', ')}) with its range`,
        });
      }
      const bare = sentences(passage.text).find(
        (sentence) =>
          sentence.includes(code) &&
          !WRITTEN_ONCE.test(sentence) &&
          range.listed.filter((status) => named(sentence, status)).length >= 2,
      );
      const stated = range.listed.filter((status) => bare !== undefined && named(bare, status));
      if (written.length === 0 && bare !== undefined) {
        findings.push({
          ...at,
          rule: 'native-range',
          found: `${code} with ${stated.join(' and ')} and no range`,
          expected: `the catalogue also gives ${code} to another 4xx than ${range.except.join(' and ')}: write the range`,
        });
      }
    }
  }
  return findings;
}

/**
 * Whether a code's `native` values on a platform admit an HTTP status: the status itself, a text
 * naming it (`HTTP 409 from …`), a range (`another 4xx than 400 and 429`, `a 5xx`, `status other
 * than 400`).
 */
export function nativeAdmits(entry: CatalogCode, platform: string, status: number): boolean {
  return valuesOf(entry.native?.[platform]).some((value) => {
    if (typeof value === 'number') return value === status;
    const range = LISTED.exec(value);
    if (range)
      return status >= 400 && status < 500 && ![...range[1]!.matchAll(STATUS)].some((m) => Number(m[1]) === status);
    const other = /\bstatus other than (\d{3})\b/.exec(value);
    if (other) return status >= 400 && status !== Number(other[1]);
    return new RegExp(`\\b${status}\\b`).test(value) || (/\b5xx\b/.test(value) && status >= 500 && status < 600);
  });
}
