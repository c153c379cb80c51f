/**
 * Prose against `catalog/facts.yaml`: a registered fact stated in words with another value, and a
 * sentence that gives one error code another code's meaning. Pure functions over file texts; the
 * caller reads the files (`check-facts.ts`, `tests/unit/facts.test.ts`).
 *
 * - Meanings: a duration or number fact is found however it is phrased, by its subject and concept
 *   words near a value of its kind (`fact-meaning.ts`), in the files it applies to.
 * - Statements: every statement pattern of a fact, in the files it applies to, captures the value
 *   as written (`2 hours`, `three`, `11.5`, `PS4`); it must read the fact's value. Durations
 *   compare in seconds (`120 minutes` reads 2 hours), numbers accept words up to twelve, a list
 *   fact accepts any of its items or aliases, an enum fact fails on a phrase of another option.
 *   The 6.x docs speak of other releases and the release notes of the past, so they are held only
 *   to facts marked `since6x` or patterns whose `in` names them.
 * - Conditions: a sentence (a table row, a list item, a catalogue cause) that names one code (its
 *   `E-` code, name or 6.x name) and a phrase of another code's condition, without naming that
 *   other code, says the first code means the second one's condition.
 */
import type { Condition, Fact, FactsFile, DURATION_UNITS } from '../plugins/facts/api';
import { formatFact, seconds } from '../plugins/facts/api';
import { checkListWholes, checkMeanings } from './fact-meaning';
import { type Finding, type SourceFile, lineFinder } from './lib/sources';
import { parseYamlWithLines } from './lib/yaml-lines';

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** A number written in digits or as a word, or null. */
export function readNumber(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  return WORDS[t] ?? null;
}

const UNIT_WORDS: [RegExp, keyof typeof DURATION_UNITS][] = [
  [/^(?:ms|milliseconds?)$/, 'millisecond'],
  [/^(?:s|sec|secs|seconds?)$/, 'second'],
  [/^(?:min|mins|minutes?)$/, 'minute'],
  [/^(?:h|hrs?|hours?)$/, 'hour'],
  [/^days?$/, 'day'],
];

/** A duration as written (`2 hours`, `30 s`, `30`), in seconds; a bare number takes `unit`. */
export function readDuration(text: string, unit: keyof typeof DURATION_UNITS): number | null {
  const m = /^\s*(\w+?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return null;
  const n = readNumber(m[1]!);
  if (n === null) return null;
  if (!m[2]) return seconds(n, unit);
  const found = UNIT_WORDS.find(([re]) => re.test(m[2]!.toLowerCase()));
  return found ? seconds(n, found[1]) : null;
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a captured value reads the fact's value. */
export function statesValue(fact: Fact, captured: string): boolean {
  switch (fact.type) {
    case 'duration':
      return readDuration(captured, fact.bareUnit ?? fact.unit) === seconds(fact.value, fact.unit);
    case 'number':
      return readNumber(captured) === fact.value;
    case 'version':
      return captured.trim().replace(/(?:\.0)+$/, '') === fact.value.replace(/(?:\.0)+$/, '');
    case 'list': {
      const c = normalise(captured);
      return fact.items.some((i) => normalise(i) === c) || Object.keys(fact.aliases).some((a) => normalise(a) === c);
    }
    case 'enum':
      return true;
  }
}

/** Files whose prose speaks of the current platform (not the 6.x docs, not the release history). */
const isHistory = (path: string) =>
  path.startsWith('versioned_docs/') || path.startsWith('catalog/releases/') || path === 'docs/api/doc10.md';

/** Migration guides set the 6.x requirements beside the 7.x ones. */
const isMigrationGuide = (path: string) => /\/migrate-6-to-7\.mdx?$/.test(path);

function applies(fact: Fact, path: string, statementPaths: readonly string[] | undefined): boolean {
  const only = statementPaths ?? fact.scope;
  if (only)
    return only.some((prefix) => path.startsWith(prefix)) && !(fact.type === 'version' && isMigrationGuide(path));
  if (fact.type === 'version' && isMigrationGuide(path)) return false;
  return fact.since6x ? !path.startsWith('catalog/releases/') : !isHistory(path);
}

/** The sentence around an offset of flattened text (from the previous to the next full stop, or table cell). */
function sentenceAt(flat: string, offset: number): string {
  const before = flat.slice(0, offset);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('|'), before.lastIndexOf('\n')) + 1;
  const rest = flat.slice(offset);
  const ends = [rest.search(/\.(?:\s|$)/), rest.indexOf('|')].filter((i) => i >= 0);
  return flat.slice(start, ends.length ? offset + Math.min(...ends) : undefined);
}

const shown = (s: string) => `"${s.replace(/\s+/g, ' ').trim()}"`;

/**
 * A pattern whose spaces match any run of white space, so a sentence wrapped onto an indented line
 * (`the playback⏎  service's`) is read as written. Spaces inside a character class stay as they are.
 */
export function spaced(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') {
      out += c + (pattern[i + 1] ?? '');
      i += 1;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === ' ') {
      out += /[?*+{]/.test(pattern[i + 1] ?? '') ? '\\s' : '\\s+';
    } else out += c;
  }
  return out;
}

/** Markdown links as their text, offset for offset: `[the endpoint](/docs/x) by default` → ` the endpoint           by default`. */
export function unlinked(text: string): string {
  return text.replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, (whole, label: string) => ` ${label}`.padEnd(whole.length, ' '));
}

/** Every statement of a fact in one file that does not read the fact's value. */
export function checkStatements(file: SourceFile, facts: FactsFile): Finding[] {
  const findings: Finding[] = [];
  /** Where statement patterns matched, per fact: a clause they cover is not reported twice. */
  const matched: { fact: Fact; start: number; end: number }[] = [];
  const lineOf = lineFinder(file.text);
  // Prose is wrapped: patterns match across line breaks, and a link reads as its text (same
  // offsets, so lines stay right).
  const flat = unlinked(file.text).replace(/\n/g, ' ');
  for (const fact of facts.facts) {
    const expected = `fact ${fact.id} is ${formatFact(fact)} (catalog/facts.yaml)`;
    for (const statement of fact.statements) {
      if (!applies(fact, file.path, statement.in)) continue;
      const unless = statement.unless ? new RegExp(statement.unless, 'i') : null;
      for (const m of flat.matchAll(new RegExp(spaced(statement.pattern), 'gi'))) {
        matched.push({ fact, start: m.index, end: m.index + m[0].length });
        const captured = m.groups?.value ?? m[1];
        if (captured === undefined || statesValue(fact, captured)) continue;
        if (unless?.test(sentenceAt(flat, m.index))) continue;
        findings.push({ file: file.path, line: lineOf(m.index), rule: 'fact', found: shown(m[0]), expected });
      }
    }
    if (fact.type === 'enum' && applies(fact, file.path, undefined)) {
      for (const [option, { phrases }] of Object.entries(fact.options)) {
        if (option === fact.value) continue;
        for (const phrase of phrases) {
          for (const m of flat.matchAll(new RegExp(spaced(phrase), 'gi'))) {
            findings.push({
              file: file.path,
              line: lineOf(m.index),
              rule: 'fact',
              found: `${shown(m[0])} (${fact.options[option]!.text})`,
              expected,
            });
          }
        }
      }
    }
  }
  // A clause a statement pattern already read (right or wrong) is the pattern's.
  const meant = facts.facts.filter((fact) => applies(fact, file.path, undefined));
  for (const m of checkMeanings(file.path, file.text, meant)) {
    if (matched.some((s) => s.fact === m.fact && s.start < m.end && s.end > m.start)) continue;
    findings.push({
      file: file.path,
      line: lineOf(m.offset),
      rule: 'fact',
      found: `${m.values.map(shown).join(', ')} in ${shown(m.clause.length > 160 ? `${m.clause.slice(0, 157)}…` : m.clause)}`,
      expected: `fact ${m.fact.id} is ${formatFact(m.fact)} (catalog/facts.yaml)`,
    });
  }
  for (const l of checkListWholes(file.path, file.text, meant)) {
    findings.push({
      file: file.path,
      line: lineOf(l.offset),
      rule: 'fact',
      found: `a list of ${l.named.length} of ${l.fact.items.length} (${l.named.join(', ')}), without ${l.missing.join(', ')}`,
      expected: `fact ${l.fact.id} lists ${formatFact(l.fact)}: render it with <Fact id="${l.fact.id}"/> (catalog/facts.yaml)`,
    });
  }
  return findings.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------- conditions

/** Names of the codes the catalogue knows: code, name and 6.x name → codes (a 6.x name can map to several). */
export interface CodeNames {
  byName: ReadonlyMap<string, readonly string[]>;
}

export function codeNames(entries: readonly { code: string; name: string; legacyName: string | null }[]): CodeNames {
  const byName = new Map<string, string[]>();
  const add = (name: string, code: string) => byName.set(name, [...(byName.get(name) ?? []), code]);
  for (const e of entries) {
    add(e.code, e.code);
    add(e.name, e.code);
    if (e.legacyName) add(e.legacyName, e.code);
  }
  return { byName };
}

/** The codes a piece of text names. */
function namedCodes(text: string, names: CodeNames): Set<string> {
  const codes = new Set<string>();
  for (const m of text.matchAll(/\bE-\d{4}\b|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) {
    for (const code of names.byName.get(m[0]) ?? []) codes.add(code);
  }
  return codes;
}

/** Units of prose a claim lives in: sentences of paragraphs, list items and table rows, with their offsets. */
export function sentences(text: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  // Blocks: paragraphs, and each list item or table row on its own.
  const blocks = [
    ...text.matchAll(
      /(?:^|\n)([ \t]*(?:[-*|]|\d+\.)[^\n]*(?:\n(?![ \t]*(?:[-*|]|\d+\.|\n))[^\n]+)*|[^\n]+(?:\n(?![ \t]*(?:[-*|]|\d+\.|\n))[^\n]+)*)/g,
    ),
  ];
  for (const b of blocks) {
    const blockText = b[1]!;
    const blockStart = b.index + b[0].length - blockText.length;
    let start = 0;
    for (const end of blockText.matchAll(/[.!?](?=\s+[A-Z`"(]|\s*$)/g)) {
      out.push({ text: blockText.slice(start, end.index + 1), offset: blockStart + start });
      start = end.index + 1;
    }
    if (start < blockText.length) out.push({ text: blockText.slice(start), offset: blockStart + start });
  }
  return out.filter((s) => s.text.trim().length > 0);
}

/** The conditions a text names, as code → the phrase found. */
function namedConditions(text: string, conditions: readonly Condition[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const c of conditions) {
    for (const phrase of c.phrases) {
      const m = new RegExp(phrase, 'i').exec(text.replace(/\s+/g, ' '));
      if (m) {
        found.set(c.code, m[0]);
        break;
      }
    }
  }
  return found;
}

function conditionFindings(
  text: string,
  line: number,
  file: string,
  named: ReadonlySet<string>,
  conditions: readonly Condition[],
): Finding[] {
  if (named.size === 0) return [];
  const findings: Finding[] = [];
  for (const [code, phrase] of namedConditions(text, conditions)) {
    if (named.has(code)) continue;
    const condition = conditions.find((c) => c.code === code)!;
    if (condition.also.some((a) => named.has(a.code))) continue;
    findings.push({
      file,
      line,
      rule: 'condition',
      found: `${[...named].join(', ')} with "${phrase}"`,
      expected: `that is ${code}'s condition (catalog/facts.yaml conditions): ${condition.condition}`,
    });
  }
  return findings;
}

/** Sentences of prose, OpenAPI descriptions and catalogue texts that give a code another code's condition. */
export function checkConditions(file: SourceFile, conditions: readonly Condition[], names: CodeNames): Finding[] {
  if (conditions.length === 0) return [];
  if (file.path.startsWith('catalog/errors/')) return checkCatalogueConditions(file, conditions, names);
  const lineOf = lineFinder(file.text);
  if (!/\.mdx?$/.test(file.path)) {
    return sentences(file.text).flatMap((s) =>
      conditionFindings(s.text, lineOf(s.offset), file.path, namedCodes(s.text, names), conditions),
    );
  }
  // Code samples are read apart: a line that names a code with the comments right below it (a
  // string shown to the viewer is not a claim about a code). The prose is read without them.
  const findings: Finding[] = [];
  const prose = file.text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, (block, offset: number) => {
    const lines = block.split('\n');
    lines.forEach((line, i) => {
      const named = namedCodes(line, names);
      if (named.size === 0) return;
      const comments: string[] = [];
      for (let k = i + 1; k < lines.length && /^\s*(?:\/\/|\/\*|\*|#|')/.test(lines[k]!); k += 1)
        comments.push(lines[k]!);
      const own = /(?:\/\/|#)(.*)$/.exec(line)?.[1] ?? '';
      const text = [own, ...comments].join(' ');
      findings.push(...conditionFindings(text, lineOf(offset) + i, file.path, named, conditions));
    });
    return block.replace(/[^\n]/g, ' ');
  });
  return [
    ...findings,
    ...sentences(prose).flatMap((s) =>
      conditionFindings(s.text, lineOf(s.offset), file.path, namedCodes(s.text, names), conditions),
    ),
  ];
}

/** An error catalogue entry's description and causes are about its own code. */
function checkCatalogueConditions(file: SourceFile, conditions: readonly Condition[], names: CodeNames): Finding[] {
  const located = parseYamlWithLines(file.text);
  const data = located.data as { entries?: { code: string; description?: string; causes?: string[] }[] };
  const findings: Finding[] = [];
  (data?.entries ?? []).forEach((entry, i) => {
    const own = new Set([entry.code]);
    const texts: [string, (string | number)[]][] = [
      ...(entry.description
        ? [[entry.description, ['entries', i, 'description']] as [string, (string | number)[]]]
        : []),
      ...(entry.causes ?? []).map((c, k) => [c, ['entries', i, 'causes', k]] as [string, (string | number)[]]),
    ];
    for (const [text, path] of texts) {
      // A text may itself name the other code ("not E-4021, which is ..."): then it is a pointer, not a claim.
      const named = new Set([...own, ...namedCodes(text, names)]);
      findings.push(
        ...conditionFindings(text, located.lineOf(path), file.path, named, conditions).map((f) => ({
          ...f,
          found: `${entry.code} ${path[2] === 'causes' ? 'cause' : 'description'} with ${f.found.replace(/^[^"]*/, '')}`,
        })),
      );
    }
  });
  return findings;
}
