/**
 * `id-pattern` (check:facts): an FLP id written anywhere in the content — a sample's content id, a
 * stream URL's channel, an example's device — has the form of its id schema in api/. The id schemas
 * are the component schemas whose `pattern` is an id: a two-letter prefix, an underscore and a
 * character class with a length (`^mi_[0-9A-Z]{6,26}$`). A sample that authorises `mi_demo` or loads
 * `.../ch_sport1/master.m3u8` shows a value the API refuses; `mi_...` (a family of ids) is no id.
 */
import { type ApiFile, type ExampleValue, eachObject } from './openapi';
import { type Finding, type SourceFile, lineFinder } from './lib/sources';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface IdPattern {
  prefix: string;
  pattern: RegExp;
  /** Where the schema is: `api/shared/components.yaml#MetadataItemId`. */
  schema: string;
}

/** An id schema's pattern: `^mi_[0-9A-Z]{6,26}$`. */
const ID_PATTERN = /^\^([a-z]{2})_(\[[^\]]+\](?:\{\d+,\d+\}|\+))\$$/;

/** The id schemas of the OpenAPI documents, one per prefix (the first found). */
export function idPatterns(apis: readonly ApiFile[]): IdPattern[] {
  const out = new Map<string, IdPattern>();
  for (const api of apis) {
    const data = api.yaml.data;
    const schemas =
      isObj(data) && isObj(data.components) && isObj(data.components.schemas) ? data.components.schemas : {};
    for (const [name, schema] of Object.entries(schemas)) {
      if (!isObj(schema) || typeof schema.pattern !== 'string') continue;
      const m = ID_PATTERN.exec(schema.pattern);
      if (!m || out.has(m[1]!)) continue;
      out.set(m[1]!, { prefix: m[1]!, pattern: new RegExp(schema.pattern), schema: `${api.path}#${name}` });
    }
  }
  return [...out.values()];
}

/** Every id in one file whose prefix is an id schema's and whose form is not that schema's. */
export function checkIdValues(file: SourceFile, patterns: readonly IdPattern[]): Finding[] {
  if (patterns.length === 0) return [];
  const byPrefix = new Map(patterns.map((p) => [p.prefix, p]));
  // Not inside a longer word or a dotted name; a path segment (`/vod/mi_…/`) is an id too.
  const token = new RegExp(`(?<![A-Za-z0-9_.-])(${[...byPrefix.keys()].join('|')})_[A-Za-z0-9_]+\\b`, 'g');
  const lineOf = lineFinder(file.text);
  const findings: Finding[] = [];
  for (const m of file.text.matchAll(token)) {
    const id = m[0];
    const schema = byPrefix.get(m[1]!)!;
    if (schema.pattern.test(id)) continue;
    findings.push({
      file: file.path,
      line: lineOf(m.index),
      rule: 'id-pattern',
      found: `the id ${id}`,
      expected: `an id of the form ${schema.pattern.source} (${schema.schema}), which the API validates`,
    });
  }
  return findings;
}

/**
 * What an id's examples must agree on, wherever they show it: the fields an item, asset, profile or
 * channel has once and for all (when it was created, its type, its length), and, for the examples
 * that only refer to a title by `contentId` (bookmarks), the title's `duration`.
 */
const IDENTITY_FIELDS = ['createdAt', 'type', 'kind', 'externalKey', 'durationSeconds', 'runtimeDuration'] as const;
const REFERENCE_FIELDS = ['duration'] as const;

interface Shown {
  value: string;
  file: string;
  line: number;
}

/**
 * `example-identity` (check:facts): one id, one set of facts. An example (an OpenAPI `example`, a JSON
 * block of a page) that shows an id (`mi_01J9Q6H2ZK4W`) with another `createdAt`, `type` or length
 * than the id's other examples contradicts them: a reader who follows an id from one page to the
 * next meets two items.
 */
export function checkExampleIdentities(values: readonly ExampleValue[], patterns: readonly IdPattern[]): Finding[] {
  const isId = (v: unknown): v is string => typeof v === 'string' && patterns.some((p) => p.pattern.test(v));
  const shown = new Map<string, Shown[]>();
  const note = (key: string, value: unknown, file: string, line: number) => {
    if (value === undefined || value === null || typeof value === 'object') return;
    shown.set(key, [...(shown.get(key) ?? []), { value: String(value), file, line }]);
  };
  for (const ex of values) {
    eachObject(ex.value, (o, path) => {
      if (isId(o.id)) {
        for (const field of IDENTITY_FIELDS) note(`${o.id} ${field}`, o[field], ex.file, ex.lineOf([...path, field]));
      } else if (isId(o.contentId)) {
        for (const field of REFERENCE_FIELDS)
          note(`${o.contentId} ${field}`, o[field], ex.file, ex.lineOf([...path, field]));
      }
    });
  }
  const findings: Finding[] = [];
  for (const [key, places] of shown) {
    // The value most examples show is the id's; each other value is a contradiction where it is shown.
    const counts = new Map<string, number>();
    for (const p of places) counts.set(p.value, (counts.get(p.value) ?? 0) + 1);
    if (counts.size < 2) continue;
    const [usual] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const first = places.find((p) => p.value === usual)!;
    const [id, field] = key.split(' ');
    for (const p of places) {
      if (p.value === usual) continue;
      findings.push({
        file: p.file,
        line: p.line,
        rule: 'example-identity',
        found: `${id} with ${field} ${p.value}`,
        expected: `${id} has ${field} ${usual} in its other examples (${first.file}:${first.line})`,
      });
    }
  }
  return findings;
}
