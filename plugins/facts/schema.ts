/**
 * The facts catalogue (`catalog/facts.yaml`): platform facts that more than one page states, each
 * with its one value and where that value comes from. Pages render a fact with `<Fact id="..."/>`
 * (`remark.ts`); where prose states a fact in words, `checks/facts.ts` holds it to this value.
 * Pure: the caller reads the file.
 */
import * as z from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
const CODE = /^E-\d{4}$/;

/** Units of a duration, in seconds. */
export const DURATION_UNITS = { millisecond: 0.001, second: 1, minute: 60, hour: 3600, day: 86400 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** Where prose states the fact: a regular expression whose group `value` (or the first group) holds the value. */
const statementSchema = z.strictObject({
  pattern: text,
  /** Only files whose repository path starts with one of these (default: every file the check reads). */
  in: z.array(text).optional(),
  /** A sentence (or table cell) matching this regular expression is about something else (another setting, the sandbox). */
  unless: text.optional(),
});

/**
 * Words of a fact's meaning: plain words, case-insensitive, a space or hyphen matching either, a
 * final `*` any ending (`expir*`: expire, expires, expiry).
 */
const MEANING_WORD = /^[\p{L}\p{N}%`_/][\p{L}\p{N} _./%'`-]*\*?$/u;
const meaningWord = text.regex(
  MEANING_WORD,
  "must be words (letters, digits, spaces, - _ . / % ' `), optionally ending in * for any ending",
);

/**
 * How prose states a duration or number fact, however it is phrased: a clause (a sentence, list
 * item, table row, description or doc comment) that names the subject and a concept word states
 * the fact with the values of its kind it holds (`checks/facts.ts`).
 */
const meaningSchema = z.strictObject({
  /** The subject's names and synonyms: `playback token`, `playback tokens`, `pbt`. */
  subject: z.array(meaningWord).min(1, 'must name the subject at least once'),
  /** Words of the concept: for a lifetime `valid`, `expir*`, `lives`; for a limit `at most`, `up to`. */
  concept: z.array(meaningWord).min(1, 'must give at least one concept word'),
  /** Number facts: the unit words written after the number (`devices`, `%`, `p`, `requests per second`). */
  units: z.array(meaningWord).min(1).optional(),
  /** A clause naming one of these speaks of something else (the sandbox's limits, a CDN URL's expiry). */
  unless: z.array(meaningWord).default([]),
});
export type Meaning = z.infer<typeof meaningSchema>;

const common = {
  id: z.string().regex(ID, 'must be dotted lower-case words, such as playback-token.lifetime'),
  title: text,
  /** Where the value comes from: an OpenAPI document, a catalogue, or the platform's decision. */
  source: text,
  statements: z.array(statementSchema).default([]),
  /** Paths (prefixes) the fact is stated in, for statements without `in` and for enum phrases; default every file. */
  scope: z.array(text).optional(),
  /** Also hold the 6.x docs (versioned_docs/) to this value: only for facts 6.x shared. */
  since6x: z.boolean().default(false),
};

const durationFact = z.strictObject({
  ...common,
  type: z.literal('duration'),
  value: z.number().positive(),
  unit: z.enum(Object.keys(DURATION_UNITS) as [DurationUnit, ...DurationUnit[]]),
  /** The unit of a number written without one (`heartbeatInterval: 30`, in seconds); default `unit`. */
  bareUnit: z.enum(Object.keys(DURATION_UNITS) as [DurationUnit, ...DurationUnit[]]).optional(),
  meaning: meaningSchema.optional(),
});
const numberFact = z.strictObject({
  ...common,
  type: z.literal('number'),
  value: z.number(),
  /** Written after the number when rendered: `devices`, `requests/s`. */
  unit: text.optional(),
  meaning: meaningSchema.optional(),
});
const versionFact = z.strictObject({
  ...common,
  type: z.literal('version'),
  value: z.string().regex(/^\d+(?:\.\d+){0,2}$/, 'must be a version such as 15 or 11.5'),
  /** Written before the version when rendered: `iOS`, `Roku OS`. */
  prefix: text.optional(),
  /**
   * A platform whose release notes state the fact with the same patterns (the Media3 version of
   * the Android SDK): the newest release that states it must give the value.
   */
  release: text.optional(),
});
const listFact = z.strictObject({
  ...common,
  type: z.literal('list'),
  items: z.array(text).min(1),
  /** Other names of items (`PS5` for `PlayStation 5`), accepted where prose names an item. */
  aliases: z.record(z.string(), text).default({}),
  /**
   * Words that name the list as a whole (`SL3000`). A clause that names them and two or more items
   * retypes the list: it must name every item, or render it with `<Fact id="…"/>`.
   */
  whole: z.array(meaningWord).optional(),
});
const enumFact = z.strictObject({
  ...common,
  type: z.literal('enum'),
  value: text,
  /** Every value the fact could have, each with how it reads in words; prose matching another option fails. */
  options: z.record(z.string(), z.strictObject({ text, phrases: z.array(text).default([]) })),
});

export const factSchema = z.discriminatedUnion('type', [durationFact, numberFact, versionFact, listFact, enumFact]);
export type Fact = z.infer<typeof factSchema>;

/** What an error code means: the condition it stands for, and phrases that name that condition. */
export const conditionSchema = z.strictObject({
  code: z.string().regex(CODE, 'must be E- and four digits'),
  condition: text,
  /** Regular expressions (case-insensitive) that name this condition and no other code's. */
  phrases: z.array(text).min(1),
  /** Other codes that answer the same condition by design, each with why (one place says so). */
  also: z.array(z.strictObject({ code: z.string().regex(CODE), why: text })).default([]),
});
export type Condition = z.infer<typeof conditionSchema>;

/** Example values of the OpenAPI documents bound to a fact. */
export const exampleBindingSchema = z.strictObject({
  fact: text,
  /** `lifetime`: an example object with `token` and `expires` fields; the token's `iat`/`exp` claims and `expires` must span the fact. */
  kind: z.literal('lifetime'),
  token: text,
  expires: text,
});

export const factsFileSchema = z.strictObject({
  facts: z.array(factSchema).min(1),
  conditions: z.array(conditionSchema).default([]),
  examples: z.array(exampleBindingSchema).default([]),
  /** Request headers: each entry's `at` is a path of example objects (`*` any key) whose keys must be the fact's items. */
  headers: z.array(z.strictObject({ fact: text, at: text })).default([]),
});
export type FactsFile = z.infer<typeof factsFileSchema>;

export class FactsError extends Error {
  constructor(readonly problems: string[]) {
    super(`catalog/facts.yaml: ${problems.length} problem(s)\n  - ${problems.join('\n  - ')}`);
    this.name = 'FactsError';
  }
}

/** Group `value` of a statement pattern, else its first group. */
export function statementRegex(pattern: string): RegExp {
  return new RegExp(pattern, 'gi');
}

/** Parses and cross-checks the catalogue; throws a FactsError listing every problem. */
export function parseFacts(data: unknown): FactsFile {
  const parsed = factsFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new FactsError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const fact of parsed.data.facts) {
    if (ids.has(fact.id)) problems.push(`${fact.id}: id used twice`);
    ids.add(fact.id);
    for (const s of fact.statements) {
      try {
        const groups = new RegExp(`${s.pattern}|`).exec('')!.length - 1;
        if (groups < 1) problems.push(`${fact.id}: pattern ${s.pattern} has no group to capture the value`);
      } catch (error) {
        problems.push(`${fact.id}: pattern is not a regular expression (${(error as Error).message})`);
      }
      if (s.unless) {
        try {
          new RegExp(s.unless);
        } catch (error) {
          problems.push(`${fact.id}: unless is not a regular expression (${(error as Error).message})`);
        }
      }
    }
    if (fact.type === 'duration' || fact.type === 'number') {
      if (!fact.meaning) {
        problems.push(
          `${fact.id}: a ${fact.type} fact needs a meaning (subject and concept words), so check:facts finds it however it is phrased`,
        );
      } else if (fact.type === 'number' && !fact.meaning.units) {
        problems.push(`${fact.id}: meaning.units must give the unit words written after the number (devices, %)`);
      } else if (fact.type === 'duration' && fact.meaning.units) {
        problems.push(`${fact.id}: meaning.units is for number facts; a duration reads its own units`);
      }
    }
    if (fact.type === 'enum' && !(fact.value in fact.options)) {
      problems.push(
        `${fact.id}: value ${fact.value} is not one of its options (${Object.keys(fact.options).join(', ')})`,
      );
    }
    if (fact.type === 'list') {
      for (const [alias, item] of Object.entries(fact.aliases)) {
        if (!fact.items.includes(item)) problems.push(`${fact.id}: alias ${alias} names ${item}, not an item`);
      }
    }
  }
  const codes = new Set<string>();
  for (const c of parsed.data.conditions) {
    if (codes.has(c.code)) problems.push(`conditions: ${c.code} listed twice`);
    codes.add(c.code);
    for (const p of c.phrases) {
      try {
        new RegExp(p, 'i');
      } catch (error) {
        problems.push(`conditions ${c.code}: phrase ${p} is not a regular expression (${(error as Error).message})`);
      }
    }
  }
  for (const b of [...parsed.data.examples, ...parsed.data.headers]) {
    const fact = parsed.data.facts.find((f) => f.id === b.fact);
    if (!fact) problems.push(`${b.fact}: bound to examples but not a fact`);
    else if ('kind' in b && fact.type !== 'duration') problems.push(`${b.fact}: a lifetime must be a duration`);
    else if (!('kind' in b) && fact.type !== 'list') problems.push(`${b.fact}: headers must be a list`);
  }
  if (problems.length > 0) throw new FactsError(problems);
  return parsed.data;
}

/** A duration in seconds. */
export const seconds = (value: number, unit: DurationUnit) => value * DURATION_UNITS[unit];

/** How a fact reads on a page: `2 hours`, `iOS 15`, `A, B and C`. */
export function formatFact(fact: Fact): string {
  switch (fact.type) {
    case 'duration':
      return `${fact.value} ${fact.unit}${fact.value === 1 ? '' : 's'}`;
    case 'number':
      return fact.unit ? `${fact.value} ${fact.unit}` : String(fact.value);
    case 'version':
      return fact.prefix ? `${fact.prefix} ${fact.value}` : fact.value;
    case 'list':
      return fact.items.length === 1
        ? fact.items[0]!
        : `${fact.items.slice(0, -1).join(', ')} and ${fact.items[fact.items.length - 1]!}`;
    case 'enum':
      return fact.options[fact.value]!.text;
  }
}
