/**
 * A duration or number fact found by what it means rather than by one pattern per phrasing
 * (`meaning` in `catalog/facts.yaml`). The prose of a file is cut into clauses: sentences of
 * paragraphs, list items, table rows, YAML values (OpenAPI descriptions, catalogue texts) and the
 * comments of code (doc comments of `sdk/*.d.ts`, comment lines of Markdown code samples). A
 * clause that names a fact's subject and one of its concept words states the fact with the values
 * of its kind it holds: durations in any unit (`2 hours`, `120 minutes`, `two h`, `an hour`,
 * `a week`, a bare `default 900` in the unit the clause names), numbers with one of the fact's
 * units (`10 devices`, `5 %`, `576p`) or ending a bare range (`` `limit` 1 to 100 ``); numbers also
 * in words up to twelve. It fails when a concept word stands near such a value (in its half of a
 * sentence joined by a semicolon, within CONCEPT_REACH characters) and no value of the fact in the
 * clause is the fact's value.
 *
 * Left out, for every fact alike: a value written as an offset (`5 minutes before it expires`,
 * `2 seconds early`, `ahead of expiry by 5 minutes`, `later`, time `left`), a value something
 * changes to (`may lengthen it to 60 s`), the lower end of a range, a value inside a code span
 * that holds more than the value (`` `iat + 4 h` ``), a value a code span of the clause sets
 * (`` `limit=50` `` ... 50 rows), a clause that renders the fact (`<Fact id="…"/>`) and one that
 * names an `unless` word of the fact. Where one clause names several facts, each value belongs to
 * the fact whose subject (in the value's own part of the clause first) and concept words stand
 * nearest to it (`the bookmark interval is 60 s and the heartbeat interval 30 s`).
 */
import type { Fact, Meaning } from '../plugins/facts/api';
import { seconds } from '../plugins/facts/api';

// ---------------------------------------------------------------- clauses

/** A clause boundary in the masked text (one character, so offsets stay the file's). */
const BREAK = '\uE000';

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/**
 * Lines that begin a block of their own in Markdown: list item, table row, heading, admonition,
 * JSX or HTML block (a wrapped line may begin with an inline `<Fact/>`), quote.
 */
const MD_BLOCK = /^[ \t]*(?:[-*+] |\d+[.)] |\||#{1,6} |:::|<(?!Fact\b)|>|$)/;
/** Lines that begin a value of their own in YAML: a key, a sequence item, a comment, a table row of a description. */
const YAML_BLOCK = /^[ \t]*(?:- |[\w$"'./{}-]+:(?:\s|$)|#|\||$)/;
/**
 * A comment line of a code sample. A comment after code on its line describes that code's own
 * setting (`pausedSessionTimeout: 600, // 10 minutes`), which samples may choose: not read.
 */
const CODE_COMMENT = /^[ \t]*(?:\/\/|#|\/\*+|\*|'|--|<!--)/;

/** Joins masked lines, breaking the clause before each line `breaks` says starts a block. */
function joinLines(lines: string[], breaks: (line: string, i: number) => boolean): string {
  return lines
    .map((line, i) => (i + 1 < lines.length ? line + (breaks(lines[i + 1]!, i + 1) ? BREAK : '\n') : line))
    .join('');
}

function maskMarkdown(text: string): string {
  const lines = text.split('\n');
  const own = new Set<number>(); // lines that are a clause of their own
  let fence: string | null = null;
  let frontMatter = lines[0] === '---';
  const masked = lines.map((line, i) => {
    if (frontMatter) {
      if (i > 0 && line === '---') frontMatter = false;
      own.add(i);
      return i === 0 || line === '---' ? blank(line) : line;
    }
    const opens = /^[ \t]*(```+|~~~+)/.exec(line);
    if (fence !== null) {
      own.add(i);
      if (opens && opens[1]!.startsWith(fence)) {
        fence = null;
        return blank(line);
      }
      const comment = CODE_COMMENT.exec(line);
      return comment
        ? blank(line.slice(0, comment.index + comment[0].length)) + line.slice(comment.index + comment[0].length)
        : blank(line);
    }
    if (opens) {
      fence = opens[1]!;
      own.add(i);
      return blank(line);
    }
    if (/^(?:import|export) /.test(line)) return blank(line);
    if (/^[ \t]*(?:\||#{1,6} |:::)/.test(line)) own.add(i);
    return line;
  });
  return joinLines(masked, (next, i) => own.has(i) || own.has(i - 1) || MD_BLOCK.test(next));
}

function maskYaml(text: string): string {
  const lines = text.split('\n');
  return joinLines(lines, (next, i) => YAML_BLOCK.test(next) || /^[ \t]*#/.test(lines[i - 1]!));
}

/** Code (`sdk/*.d.ts`): its comments alone, each doc-comment paragraph and tag a clause. */
function maskCode(text: string): string {
  let out = '';
  let i = 0;
  for (const m of text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) {
    out += blank(text.slice(i, m.index)).replace(/\n/g, BREAK);
    const body = m[0]
      .replace(/^\/\*+|\*+\/$|^\/\//g, (s) => ' '.repeat(s.length))
      .replace(
        /\n([ \t]*\*?)(?=([ \t]*@|[ \t]*\n|[ \t]*$)?)/g,
        (s, star: string, tag: string | undefined) => (tag !== undefined ? BREAK : '\n') + ' '.repeat(star.length),
      );
    out += body;
    i = m.index + m[0].length;
  }
  return out + blank(text.slice(i)).replace(/\n/g, BREAK);
}

/** The file's prose, offset for offset: what is not prose blanked, clause boundaries marked. */
export function proseOf(path: string, text: string): string {
  if (/\.mdx?$/.test(path)) return maskMarkdown(text);
  if (/\.ya?ml$/.test(path)) return maskYaml(text);
  if (/\.[cm]?[jt]sx?$/.test(path)) return maskCode(text);
  return blank(text);
}

export interface Clause {
  start: number;
  text: string;
  /** The block (paragraph, list item, table row, doc comment) the clause is a sentence of. */
  block: number;
}

/** Clauses of masked prose: split at marked boundaries, blank lines and sentence ends. */
export function clausesOf(prose: string): Clause[] {
  const out: Clause[] = [];
  const ends = /\uE000|\n[ \t]*\n|(?<!\b(?:e\.g|i\.e|etc|vs|cf|approx))[.!?](?=\s|$)/g;
  let start = 0;
  let block = 0;
  for (const m of prose.matchAll(ends)) {
    out.push({ start, text: prose.slice(start, m.index), block });
    start = m.index + m[0].length;
    if (!/^[.!?]$/.test(m[0])) block++;
  }
  out.push({ start, text: prose.slice(start), block });
  return out.filter((c) => /\S/.test(c.text));
}

// ---------------------------------------------------------------- words and values

const WORD_NUMBERS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const NUM = `\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${WORD_NUMBERS.join('|')}`;

function readNumber(text: string): number {
  const t = text.toLowerCase();
  const word = WORD_NUMBERS.indexOf(t);
  return word >= 0 ? word + 1 : Number(t.replace(/,/g, ''));
}

/** A meaning word as a regular expression: space or hyphen for either, `*` any ending. */
function wordPattern(word: string, lead = true): string {
  const any = word.endsWith('*');
  const parts = (any ? word.slice(0, -1) : word).trim().split(/[\s-]+/);
  const body = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('[\\s-]+');
  const before = lead && /^[A-Za-z0-9]/.test(word) ? '(?<![A-Za-z0-9])' : '';
  return `${before}${body}${any ? '[\\w-]*' : '(?![A-Za-z0-9])'}`;
}

const wordsRegex = (words: readonly string[]) => new RegExp(words.map((w) => wordPattern(w)).join('|'), 'gi');

const DURATION_UNIT: [RegExp, number][] = [
  [/^(?:ms|milliseconds?)$/i, 0.001],
  [/^(?:s|secs?|seconds?)$/i, 1],
  [/^(?:min|mins|minutes?)$/i, 60],
  [/^(?:h|hrs?|hours?)$/i, 3600],
  [/^(?:d|days?)$/i, 86400],
  [/^(?:wk|weeks?)$/i, 604800],
];
const DURATION = new RegExp(
  `(?<![\\w.])(?:(?:${NUM})\\s*(?:to|-|–|—|and)\\s*)?(?:(?<n>${NUM})|(?<half>half an?)|(?<a>an?))\\s*-?\\s*` +
    '(?<u>milliseconds?|ms|seconds?|secs?|s|minutes?|mins?|min|hours?|hrs?|h|days?|d|weeks?|wk)(?![\\w])',
  'gi',
);

/** An offset from the value rather than the value: `5 minutes before it expires`, `2 s early`, `another 10 s`. */
const OFFSET_AFTER =
  /^\)?\s*(?:before|after|early|earlier|ahead|prior|in advance|ago|later|beforehand|sooner|longer|shorter|below|above|lower|higher|less|fewer|more|extra|too)\b/i;
/** Time left is a countdown to the value (`when 5 minutes remain`); a share left is the share (`the 5 % that remain`). */
const TIME_LEFT = /^\)?\s*(?:left|remain\w*)\b/i;
/** `ahead of expiry by 5 minutes`: the value measures the offset. */
const OFFSET_BY = /\b(?:ahead of|before|after)\b[^,;]{0,40}\bby\s*$/i;
/** A value something changes to (`may lengthen the interval to 60 s`) is not what it is. */
const CHANGED_TO = /\b(?:lengthen|shorten|increas|decreas|rais|lower|extend|reduc|chang)\w*\b[^,;.]{0,40}\bto\s*$/i;
const OFFSET_BEFORE = /(?:\+|\bplus|\banother|\bextra|\badditional|\bevery other)\s*$/i;

interface Value {
  start: number;
  end: number;
  text: string;
  /** Seconds for a duration, the number for a number fact. */
  amount: number;
}

/** A bare number after `default` (`Seconds a paused stream keeps its slot (default 900)`): durations only. */
const BARE_DEFAULT = /\bdefault(?:s to|:| is| of)?\s*\(?`?(?<n>\d+(?:\.\d+)?)`?(?![\w.%]|\s*[A-Za-z%])/dgi;
/** The upper bound of a range of bare numbers (`` `limit` 1 to 100 ``): number facts only. */
const BARE_RANGE = new RegExp(
  `(?<![\\w.])\`?(?:${NUM})\`?\\s*(?:to|–|—)\\s*\`?(?<n>${NUM})\`?(?![\\w.%]|\\s*[A-Za-z%])`,
  'gid',
);
/** The unit a clause gives its bare numbers (`Seconds between heartbeats`, `in minutes`). */
const CLAUSE_UNIT = /\b(milliseconds|seconds|minutes|hours|days)\b/i;

/** Values of a fact's kind in a clause (offsets in the clause). */
function valuesIn(fact: Fact & { meaning: Meaning }, clause: string, codeSpans: readonly [number, number][]): Value[] {
  const out: Value[] = [];
  const withUnit =
    fact.type === 'duration'
      ? new RegExp(DURATION.source, 'gid')
      : new RegExp(
          `(?<![\\w.])(?:(?:${NUM})\\s*(?:to|-|–|—|and)\\s*)?(?<n>${NUM})\\s*-?\\s*(?:[A-Za-z][\\w-]*\\s+)??` +
            `(?<u>${fact.meaning.units!.map((u) => wordPattern(u, false)).join('|')})(?![A-Za-z0-9])`,
          'gid',
        );
  const bare = fact.type === 'duration' ? BARE_DEFAULT : BARE_RANGE;
  const bareUnit = fact.type === 'duration' ? (CLAUSE_UNIT.exec(clause)?.[1] ?? fact.bareUnit) : undefined;
  const matches = [
    ...[...clause.matchAll(withUnit)].map((m) => ({ m, bare: false })),
    ...(fact.type === 'duration' && !bareUnit ? [] : [...clause.matchAll(new RegExp(bare.source, 'gid'))]).map((m) => ({
      m,
      bare: true,
    })),
  ];
  for (const { m, bare: isBare } of matches) {
    const g = m.groups!;
    // `a second` is an ordinal; `an hour`, `a day` are durations.
    if (g.a && !/^(?:min|hour|day|week)/i.test(g.u!)) continue;
    const idx = m.indices!.groups!;
    const start = (idx.n ?? idx.half ?? idx.a)![0];
    const end = isBare ? idx.n![1] : m.index + m[0].length;
    if (out.some((v) => start < v.end && end > v.start)) continue;
    const code = codeSpans.find(([a, b]) => start >= a && end <= b);
    if (code && clause.slice(code[0], code[1]).trim() !== clause.slice(start, end).trim()) continue;
    const lead = clause.slice(0, start);
    const offset = OFFSET_AFTER.exec(clause.slice(end).replace(/^`/, ''));
    // `valid for a week after rotation`, `during the 24 hours after`: the value is a span, not an offset.
    const span =
      offset && /^\)?\s*(?:after|before)/i.test(offset[0]) && /\b(?:for|within|during|the|up to)\s*$/i.test(lead);
    if ((offset && !span) || OFFSET_BEFORE.test(lead) || OFFSET_BY.test(lead) || CHANGED_TO.test(lead)) continue;
    if (fact.type === 'duration' && TIME_LEFT.test(clause.slice(end))) continue;
    let amount: number;
    if (fact.type === 'duration') {
      const unitWord = isBare ? bareUnit! : g.u!;
      const unit = DURATION_UNIT.find(([re]) => re.test(unitWord))![1];
      const n = g.n !== undefined ? readNumber(g.n) : g.half !== undefined ? 0.5 : 1;
      amount = n * unit;
    } else amount = readNumber(g.n!);
    out.push({ start, end, text: clause.slice(start, end), amount });
  }
  return out.sort((a, b) => a.start - b.start);
}

const expectedAmount = (fact: Fact) =>
  fact.type === 'duration' ? seconds(fact.value, fact.unit) : fact.type === 'number' ? fact.value : NaN;

/** Parts of a clause between the separators, as [start, end) offsets. */
function partsOf(clause: string, separators: RegExp): [number, number][] {
  const parts: [number, number][] = [];
  let start = 0;
  for (const m of clause.matchAll(separators)) {
    parts.push([start, m.index]);
    start = m.index;
  }
  parts.push([start, clause.length + 1]);
  return parts;
}
const shift = (v: Value, by: number): Value => ({ ...v, start: v.start - by, end: v.end - by });
/** Weighs a subject outside the value's part of the clause below any inside it. */
const CLAUSE_PART = 10_000;

/** How far (characters) a concept word may stand from the value it qualifies. */
const CONCEPT_REACH = 48;

/** Distance from a value to the nearest match of a regular expression in the clause (0 when they touch). */
function nearest(clause: string, regex: RegExp, value: Value): number {
  let best = Infinity;
  regex.lastIndex = 0;
  for (const m of clause.matchAll(regex)) {
    const a = m.index;
    const b = m.index + m[0].length;
    best = Math.min(best, b <= value.start ? value.start - b : a >= value.end ? a - value.end : 0);
  }
  return best;
}

interface Compiled {
  fact: Fact & { meaning: Meaning };
  subject: RegExp;
  concept: RegExp;
  unless: RegExp | null;
}

const compiled = new WeakMap<Fact, Compiled>();
function compile(fact: Fact & { meaning: Meaning }): Compiled {
  let c = compiled.get(fact);
  if (!c) {
    c = {
      fact,
      subject: wordsRegex(fact.meaning.subject),
      concept: wordsRegex(fact.meaning.concept),
      unless: fact.meaning.unless.length > 0 ? wordsRegex(fact.meaning.unless) : null,
    };
    compiled.set(fact, c);
  }
  return c;
}

export interface MeaningFinding {
  fact: Fact;
  /** Offset in the file of the first value. */
  offset: number;
  /** Where the clause begins and ends in the file. */
  start: number;
  end: number;
  values: string[];
  clause: string;
}

/** A clause that retypes a list fact (its `whole` words and two or more items) and leaves items out. */
export interface ListFinding {
  fact: Extract<Fact, { type: 'list' }>;
  offset: number;
  named: string[];
  missing: string[];
}

/** One regular expression for words, as `wordsRegex` reads them, without its global state. */
const wordsPattern = (words: readonly string[]): RegExp => new RegExp(words.map((w) => wordPattern(w)).join('|'), 'i');

/** Every clause of a file that names a list fact as a whole and some of its items, but not all. */
export function checkListWholes(path: string, text: string, facts: readonly Fact[]): ListFinding[] {
  const lists = facts.flatMap((fact) =>
    fact.type === 'list' && fact.whole
      ? [
          {
            fact,
            whole: wordsPattern(fact.whole),
            items: fact.items.map((item) => ({
              item,
              pattern: wordsPattern([
                item,
                ...Object.entries(fact.aliases)
                  .filter(([, i]) => i === item)
                  .map(([a]) => a),
              ]),
            })),
          },
        ]
      : [],
  );
  if (lists.length === 0) return [];
  const findings: ListFinding[] = [];
  // A Markdown table is one clause here: its rows may split one list by family (one row per kind of device).
  const tables: Omit<Clause, 'block'>[] = [];
  if (/\.mdx?$/.test(path)) {
    for (const m of text.matchAll(/(?:^[ \t]*\|.*(?:\n|$))+/gm)) tables.push({ start: m.index, text: m[0] });
  }
  const inTable = (c: Omit<Clause, 'block'>) =>
    tables.some((t) => c.start >= t.start && c.start < t.start + t.text.length);
  const clauses = [...clausesOf(proseOf(path, text)).filter((c) => !inTable(c)), ...tables];
  for (const clause of clauses) {
    for (const list of lists) {
      if (clause.text.includes(`id="${list.fact.id}"`) || !list.whole.test(clause.text)) continue;
      const named = list.items.filter((i) => i.pattern.test(clause.text)).map((i) => i.item);
      if (named.length < 2 || named.length === list.items.length) continue;
      findings.push({
        fact: list.fact,
        offset: clause.start + (clause.text.search(/\S/) > 0 ? clause.text.search(/\S/) : 0),
        named,
        missing: list.fact.items.filter((i) => !named.includes(i)),
      });
    }
  }
  return findings;
}

export const hasMeaning = (fact: Fact): fact is Fact & { meaning: Meaning } =>
  (fact.type === 'duration' || fact.type === 'number') && fact.meaning !== undefined;

/** A sentence that gives a default value: `Default 8000.`, `Defaults to 30 s.` */
const DEFAULT_SENTENCE = /^\s*(?:\(?\s*)?defaults?\b/i;

/** Every clause of a file that states one of `facts` with values none of which is the fact's. */
export function checkMeanings(path: string, text: string, facts: readonly Fact[]): MeaningFinding[] {
  const meant = facts.filter(hasMeaning).map(compile);
  if (meant.length === 0) return [];
  const findings: MeaningFinding[] = [];
  const names = (text: string) =>
    meant.filter((c) => {
      c.subject.lastIndex = 0;
      return c.subject.test(text);
    });
  // A sentence that gives a default and names no subject gives the default of the subject its
  // block named last (`Milliseconds IMA waits for a VAST response. Default 8000.`).
  let context: { block: number; subjects: Compiled[] } = { block: -1, subjects: [] };
  for (const clause of clausesOf(proseOf(path, text))) {
    const named = names(clause.text);
    if (clause.block !== context.block) context = { block: clause.block, subjects: [] };
    const inherited = named.length === 0 && DEFAULT_SENTENCE.test(clause.text) ? context.subjects : [];
    if (named.length > 0) context.subjects = named;
    const codeSpans = [...clause.text.matchAll(/`[^`\n]+`/g)].map((m): [number, number] => [
      m.index + 1,
      m.index + m[0].length - 1,
    ]);
    const candidates = meant.filter((c) => {
      // A clause that renders the fact (`<Fact id="…"/>`) states its value.
      if (clause.text.includes(`id="${c.fact.id}"`)) return false;
      c.concept.lastIndex = 0;
      if (!(named.includes(c) || inherited.includes(c)) || !c.concept.test(clause.text)) return false;
      if (c.unless) c.unless.lastIndex = 0;
      return !c.unless?.test(clause.text);
    });
    if (candidates.length === 0) continue;
    const parts = partsOf(clause.text, /[,;]\s|\s(?:and|but|while|whereas)\s/gi);
    const halves = partsOf(clause.text, /;\s/g);
    // A value a code span of the clause sets (`limit=50` ... up to 50 rows) is that example's.
    const set = new Set(
      codeSpans.flatMap(([a, b]) =>
        [...clause.text.slice(a, b).matchAll(/[=:]\s*(\d+(?:\.\d+)?)\b/g)].map((m) => Number(m[1])),
      ),
    );
    // Each value belongs to the facts whose subject and concept words stand nearest to it. A
    // concept word states the value near it only; the fact's value elsewhere in the clause (a
    // table row's header cell qualifies every cell) still agrees.
    const claims = candidates.map((c) => ({
      c,
      values: valuesIn(c.fact, clause.text, codeSpans)
        .filter((v) => !set.has(Number(/[\d.]+/.exec(v.text)?.[0])))
        .map((v) => {
          // The concept word stands in the value's half of a sentence joined by a semicolon.
          const half = halves.find(([a, b]) => v.start >= a && v.start < b)!;
          const concept = nearest(clause.text.slice(half[0], half[1]), c.concept, shift(v, half[0]));
          const part = parts.find(([a, b]) => v.start >= a && v.start < b)!;
          const own = nearest(clause.text.slice(part[0], part[1]), c.subject, shift(v, part[0]));
          // A subject in the value's own part of the clause comes first (`the bookmark interval is 60 s and the heartbeat interval 30 s`).
          const score = (own === Infinity ? CLAUSE_PART : 0) + concept + nearest(clause.text, c.subject, v);
          return { v, near: concept <= CONCEPT_REACH, score };
        }),
    }));
    const best = new Map<number, number>();
    for (const { values } of claims)
      for (const { v, score } of values) best.set(v.start, Math.min(best.get(v.start) ?? Infinity, score));
    for (const { c, values } of claims) {
      const own = values.filter(({ v, score }) => score === best.get(v.start));
      const stated = own.filter(({ near }) => near).map(({ v }) => v);
      if (stated.length === 0) continue;
      const want = expectedAmount(c.fact);
      if (own.some(({ v }) => Math.abs(v.amount - want) < 1e-9)) continue;
      findings.push({
        fact: c.fact,
        offset: clause.start + stated[0]!.start,
        start: clause.start,
        end: clause.start + clause.text.length,
        values: stated.map((v) => v.text),
        clause: clause.text,
      });
    }
  }
  return findings;
}
