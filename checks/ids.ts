/**
 * `id-pattern` (check:facts): an FLP id written anywhere in the content — a sample's content id, a
 * stream URL's channel, an example's device — has the form of its id schema in api/. The id schemas
 * are the component schemas whose `pattern` is an id: a two-letter prefix, an underscore and a
 * character class with a length (`^mi_[0-9A-Z]{6,26}$`). A sample that authorises `mi_demo` or loads
 * `.../ch_sport1/master.m3u8` shows a value the API refuses; `mi_...` (a family of ids) is no id.
 */
import type { ApiFile } from './openapi';
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
