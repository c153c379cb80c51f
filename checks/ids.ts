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
 * channel has once and for all (when it was created, its type, its length, its title in a locale, an
 * airing's channel; not what an update may change, such as an airing's times),
 * and, for the examples that only refer to a title by `contentId` (bookmarks, stream lists, an SDK's
 * source metadata), the title's `duration` and `title`.
 */
const IDENTITY_FIELDS = [
  'createdAt',
  'type',
  'kind',
  'externalKey',
  'durationSeconds',
  'runtimeDuration',
  'title',
  'channelId',
  'name',
] as const;
/** A stream session, shown by its `streamSessionId`: the device, profile and title it was opened for. */
const SESSION_FIELDS = ['deviceId', 'profileId', 'contentId', 'startedAt'] as const;
const REFERENCE_FIELDS = ['duration', 'title'] as const;

interface Shown {
  value: string;
  file: string;
  line: number;
}

/** The key a field of an id is compared under: a title per locale (`locale`, else the default, `en`). */
function identityKey(id: string, field: string, o: Obj): string {
  return field === 'title' ? `${id} title@${typeof o.locale === 'string' ? o.locale : 'en'}` : `${id} ${field}`;
}

/**
 * The content ids and titles of the SDK samples' source metadata, as example values: a call that
 * names both (`SourceMetadata(contentId = "mi_…", title = "…")`, `{ contentId: 'mi_…', title: '…' }`,
 * Java's `new SourceMetadata("mi_…", "…")`) refers to one title, which the API's examples name.
 */
export function codeSampleValues(file: SourceFile): ExampleValue[] {
  const lineOf = lineFinder(file.text);
  const out: ExampleValue[] = [];
  const q = `["'](?<id>[a-z]{2}_[0-9A-Z]{6,26})["']`;
  const title = `["'](?<title>[^"'\n]+)["']`;
  const patterns = [
    new RegExp(`\\bcontentId\\s*[:=]\\s*${q}[^(){}]{0,80}?\\btitle\\s*[:=]\\s*${title}`, 'g'),
    new RegExp(`\\bSourceMetadata\\(\\s*${q}\\s*,\\s*${title}`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const m of file.text.matchAll(pattern)) {
      const line = lineOf(m.index);
      out.push({ value: { contentId: m.groups!.id, title: m.groups!.title }, file: file.path, lineOf: () => line });
    }
  }
  return out;
}

/**
 * `example-identity` (check:facts): one id, one set of facts. An example (an OpenAPI `example`, a JSON
 * block of a page, an SDK sample's source metadata) that shows an id (`mi_01J9Q6H2ZK4W`) with another
 * `createdAt`, `type`, length or title than the id's other examples contradicts them: a reader who
 * follows an id from one page to the next meets two items.
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
      // A trace id names one request: the problem it answered (code, instance, details) is one.
      if (typeof o.traceId === 'string' && typeof o.code === 'string') {
        note(
          `${o.traceId} request`,
          `${o.code} at ${String(o.instance ?? '(no instance)')}: ${String(o.detail ?? '')}${o.errors ? ` ${JSON.stringify(o.errors)}` : ''}`,
          ex.file,
          ex.lineOf([...path, 'traceId']),
        );
      }
      // An asset named by `assetId` (asset views, workflow views, events) keeps its file and key.
      if (isId(o.assetId)) {
        for (const field of ['name', 'externalKey'] as const) {
          note(`${o.assetId} ${field}`, o[field], ex.file, ex.lineOf([...path, field]));
        }
      }
      // A profile's favourite of a title was created once.
      if (isId(o.contentId) && isId(o.profileId)) {
        note(`${o.contentId}@${o.profileId} createdAt`, o.createdAt, ex.file, ex.lineOf([...path, 'createdAt']));
      }
      if (isId(o.streamSessionId)) {
        for (const field of SESSION_FIELDS) {
          note(`${o.streamSessionId} ${field}`, o[field], ex.file, ex.lineOf([...path, field]));
        }
      }
      const [id, fields] = isId(o.id)
        ? [o.id, IDENTITY_FIELDS]
        : isId(o.contentId)
          ? [o.contentId, REFERENCE_FIELDS]
          : [];
      if (id === undefined || fields === undefined) return;
      for (const field of fields) note(identityKey(id, field, o), o[field], ex.file, ex.lineOf([...path, field]));
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

/**
 * `example-identity` the other way round (check:facts): the SDK samples name one title by one id.
 * Two samples that load "Big Buck Bunny" as `mi_01HF3K8Z6Q` and as `mi_01J9BBBDEM0` show a reader
 * two items where the catalogue has one.
 */
export function checkSampleTitles(samples: readonly ExampleValue[]): Finding[] {
  const byTitle = new Map<string, { id: string; file: string; line: number }[]>();
  for (const sample of samples) {
    const { contentId, title } = sample.value as { contentId: string; title: string };
    byTitle.set(title, [...(byTitle.get(title) ?? []), { id: contentId, file: sample.file, line: sample.lineOf([]) }]);
  }
  const findings: Finding[] = [];
  for (const [title, places] of byTitle) {
    const first = places[0]!;
    for (const p of places) {
      if (p.id === first.id) continue;
      findings.push({
        file: p.file,
        line: p.line,
        rule: 'example-identity',
        found: `"${title}" loaded as ${p.id}`,
        expected: `the samples load "${title}" as ${first.id} (${first.file}:${first.line})`,
      });
    }
  }
  return findings;
}

/**
 * `example-identity` within a version history (check:facts): an entry of a list of versions
 * (`version`, `changedAt`) holds the resource as that version stored it, so the snapshot's own
 * `version` and `updatedAt` are the entry's.
 */
export function checkVersionSnapshots(values: readonly ExampleValue[]): Finding[] {
  const findings: Finding[] = [];
  for (const ex of values) {
    eachObject(ex.value, (o, path) => {
      const item = o.item;
      if (typeof o.version !== 'number' || typeof o.changedAt !== 'string' || !isObj(item)) return;
      for (const [field, expected] of [
        ['version', o.version],
        ['updatedAt', o.changedAt],
      ] as const) {
        if (item[field] === undefined || item[field] === expected) continue;
        findings.push({
          file: ex.file,
          line: ex.lineOf([...path, 'item', field]),
          rule: 'example-identity',
          found: `the snapshot of version ${o.version} with ${field} ${String(item[field])}`,
          expected: `${String(expected)}, the ${field === 'version' ? 'version' : 'changedAt'} of its entry`,
        });
      }
    });
  }
  return findings;
}

/** Types and kinds of what no stream plays: a series or a season is played by its episodes. */
const NOT_PLAYABLE = new Set(['series', 'season']);

/**
 * `playable-content` (check:facts): a stream plays a title, never a series or a season. An id that
 * examples show as a series or a season (`type` or `kind`) may not be the `contentId` of a playback
 * example (api/playback.yaml) or of a stream (an object with a `streamSessionId`).
 */
export function checkPlayableContent(values: readonly ExampleValue[], patterns: readonly IdPattern[]): Finding[] {
  const isId = (v: unknown): v is string => typeof v === 'string' && patterns.some((p) => p.pattern.test(v));
  const notPlayable = new Map<string, { kind: string; file: string; line: number }>();
  const plays: { id: string; file: string; line: number }[] = [];
  for (const ex of values) {
    eachObject(ex.value, (o, path) => {
      const kind = [o.type, o.kind].find((k): k is string => typeof k === 'string' && NOT_PLAYABLE.has(k));
      const id = isId(o.id) && !isId(o.contentId) ? o.id : isId(o.contentId) ? o.contentId : undefined;
      if (kind && id && !notPlayable.has(id)) {
        notPlayable.set(id, { kind, file: ex.file, line: ex.lineOf([...path, o.id === id ? 'type' : 'kind']) });
      }
      if (isId(o.contentId) && (ex.file === 'api/playback.yaml' || 'streamSessionId' in o)) {
        plays.push({ id: o.contentId, file: ex.file, line: ex.lineOf([...path, 'contentId']) });
      }
    });
  }
  return plays.flatMap(({ id, file, line }) => {
    const known = notPlayable.get(id);
    if (!known) return [];
    return [
      {
        file,
        line,
        rule: 'playable-content',
        found: `${id} played (the contentId of a playback example or a stream)`,
        expected: `${id} is a ${known.kind} (${known.file}:${known.line}); a stream plays one of its episodes`,
      },
    ];
  });
}
