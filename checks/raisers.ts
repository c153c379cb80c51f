/**
 * Who raises each code. A service code of catalog/errors records in `raisedBy` the API documents that
 * answer it, with the HTTP status, or the out-of-band channel that carries it (`webhook`: a webhook
 * delivery's payload; `job-result`: the body of a successful answer that carries the condition, such as
 * a job's or a deployment's state, or a licence issued without HD keys). This check holds the OpenAPI documents, the services' pages and the catalogue to
 * it:
 *
 * - `raised-by` — an OpenAPI document gives a code (problem example, response description, parameter,
 *   operation, webhook payload) for itself, a status or a channel its entry does not list; a service
 *   page (`docs/products/<service folder>/`) gives a code its API does not raise, or with a status that
 *   API does not answer it with;
 * - `raised-nowhere` — a service code (not deprecated) whose entry lists no raiser;
 * - `raiser-silent` — a raiser of an entry whose API document never gives the code with that status (in
 *   a response of that status, or prose that writes the status beside it: a mention without a status,
 *   such as a schema field naming another service's refusal, is no answer) or through that channel, so
 *   an integrator reading the API never meets it. A response component of a document gives its codes
 *   with the statuses the document references it under;
 * - `native-status` — a service code's `native.services` (the status its error pages show) is not a
 *   status its raisers answer it with, or not 200 for a code that only reaches integrators through a
 *   channel (a job result or webhook payload comes in a successful answer);
 * - `one-condition` — two codes given for the same condition: an invalid value of one parameter (by
 *   location and name, `query pageSize`) answered with one code in one place and another code
 *   elsewhere, in one API document or across them;
 * - `warning-as-failure` — a code of severity `warning` (the request or job goes on) given as a failure:
 *   with an error status (4xx, 5xx) or in the payload of a failure event (`encoding.failed`);
 * - `range-severity` — a range of codes written out (`E-3101` to `E-3106`), in an API document or a
 *   page, that spans warnings and codes that are not: a reader takes every code inside it for what the
 *   text says of the range (the errors of a failed step), so a warning inside a range of failures is
 *   read as a failure.
 *
 * A component schema that a webhook's payload refers to gives its codes through the webhook channel,
 * as the event's own text does.
 *
 * A document may also name another service's code for its reader, without a status (user
 * management's parental settings name the PIN codes of playback authorisation): the entry lists it in
 * `citedBy`, which allows that mention and raises nothing.
 *
 * A code in api/shared/components.yaml is given by each document that references the component it
 * stands in, except a problem example of a shared response whose `errors` name a parameter: the pages
 * show it only on the operations that take that parameter (and, for a `Missing.` error, require it), so
 * it is given only by the documents with such an operation. SDK codes carry no `raisedBy`; their
 * `feature` is held by checks/catalogues.ts.
 */
import { readRouteFolders } from '../api/routes';
import {
  type ParameterSet,
  appliesTo,
  bodyParameters,
  credentialParameters,
  parameterSet,
  pointerParameters,
} from '../plugins/api-reference/api';
import type { Finding, SourceFile } from './lib/sources';
import { type LocatedYaml, type YamlPath, parseYamlWithLines } from './lib/yaml-lines';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Out-of-band channels a code reaches an integrator through. */
export const CHANNELS = ['webhook', 'job-result'] as const;
export type Channel = (typeof CHANNELS)[number];

/** How one API document gives a code: with an HTTP status, through a channel, or (in prose) unsaid. */
export type Via = number | Channel | null;

export interface Raiser {
  /** The service: the name of its document in api/ (`live` for api/live.yaml). */
  api: string;
  status?: number;
  channel?: Channel;
}

export interface RaisedCode {
  code: string;
  platforms: readonly string[];
  deprecated?: unknown;
  /** `fatal`, `recoverable` or `warning` (catalog/errors). */
  severity?: string;
  raisedBy?: readonly Raiser[];
  /** API documents that name the code without raising it: a mention there gives no status. */
  citedBy?: readonly string[];
  /** Native codes per platform; `services` is the HTTP status the error pages give the code. */
  native?: Readonly<Record<string, unknown>>;
}

/** One place an API document gives a code. */
export interface Given {
  code: string;
  api: string;
  via: Via;
  file: string;
  line: number;
  /** The parameter whose invalid value the code answers (`query pageSize`), when the place says. */
  parameter?: string;
  /** The webhook event whose text or payload schema gives the code (`encoding.failed`). */
  event?: string;
}

const CODE = /\bE-\d{4}\b/g;
const STATUS_KEY = /^[1-5]\d\d$/;
const SHARED = 'api/shared/components.yaml';

/** The service of an API document path, or null for a shared file. */
export function serviceOf(path: string): string | null {
  return /^api\/([^/]+)\.ya?ml$/.exec(path)?.[1] ?? null;
}

/** The line of `needle` at or after `from` in `text` (a folded description starts on its key's line). */
function lineOfText(lines: readonly string[], from: number, needle: string): number {
  for (let i = from - 1; i < lines.length; i += 1) if (lines[i]!.includes(needle)) return i + 1;
  return from;
}

/** A problem type: the error lookup's address for one code. */
const ERROR_LOOKUP_URI = /^https:\/\/[^\s/]+\/error-lookup\?code=E-\d{4}$/;

/** A range of codes written out (`E-3101` to `E-3106`) gives each code inside it. */
const RANGE = /\bE-(\d{4})`?\s*(?:to|through|–)\s*`?E-(\d{4})\b/g;

/**
 * The codes of a range from `from` to `to` (four digits each), both ends included; none when it is
 * not a span of one block of the catalogue's ranges and short (a category, not a span).
 */
function spanCodes(from: string, to: string): string[] {
  const [a, b] = [Number(from), Number(to)];
  if (b <= a || b - a > 20 || Math.floor(a / 100) !== Math.floor(b / 100)) return [];
  return Array.from({ length: b - a + 1 }, (_, i) => `E-${a + i}`);
}

export function codeRanges(text: string): string[] {
  // The ends are codes written out already: the range adds the codes between them.
  return [...text.matchAll(RANGE)].flatMap(([, from = '', to = '']) => spanCodes(from, to).slice(1, -1));
}

/** Ranges of codes written out in API documents and pages whose codes are not all of one severity. */
function rangeSeverities(files: readonly SourceFile[], byCode: ReadonlyMap<string, RaisedCode>): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    if (!/^api\/.*\.ya?ml$|\.mdx?$/.test(file.path)) continue;
    for (const m of file.text.matchAll(RANGE)) {
      const bySeverity = new Map<string, string[]>();
      for (const code of spanCodes(m[1] ?? '', m[2] ?? '')) {
        const known = byCode.get(code)?.severity;
        // Fatal and recoverable codes both fail what they are given for; a warning does not.
        const severity = known === undefined ? undefined : known === 'warning' ? 'warning' : 'not a warning';
        if (severity) bySeverity.set(severity, [...(bySeverity.get(severity) ?? []), code]);
      }
      if (bySeverity.size < 2) continue;
      findings.push({
        file: file.path,
        line: file.text.slice(0, m.index).split('\n').length,
        rule: 'range-severity',
        found: `E-${m[1]} to E-${m[2]} spans ${[...bySeverity].map(([severity, codes]) => `${codes.join(', ')} (${severity})`).join('; ')}`,
        expected: 'catalog/errors: a range holds warnings only or none; name the others apart',
      });
    }
  }
  return findings;
}

/** Every string in a YAML tree with its path. */
function strings(node: unknown, path: YamlPath, out: [YamlPath, string][] = []): [YamlPath, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (Array.isArray(node)) node.forEach((v, i) => strings(v, [...path, i], out));
  else if (isObj(node)) for (const [k, v] of Object.entries(node)) strings(v, [...path, k], out);
  return out;
}

/** The status or channel a place in a document gives its codes with. */
function viaOf(path: YamlPath, text: string, code: string): Via {
  if (path[0] === 'webhooks') return 'webhook';
  const at = path.findIndex((p, i) => path[i - 1] === 'responses' && STATUS_KEY.test(String(p)));
  if (at >= 0) {
    const status = Number(path[at]);
    return status < 300 ? 'job-result' : status;
  }
  // Prose: "`409` `E-9146`", "409 E-9146", "(`409` `E-9146`)".
  const escaped = code.replace('-', '\\-');
  const before = new RegExp(`\\b([1-5]\\d\\d)\`?\\s*\`?${escaped}\\b`).exec(text);
  if (before) return Number(before[1]);
  return null;
}

/** The parameter a place speaks of: its pointer (`#/query/pageSize`) or the parameter it describes. */
function parameterOf(doc: unknown, path: YamlPath, value: string): string | undefined {
  const last = path[path.length - 1];
  if (last === 'pointer') {
    const m = /^#\/(query|path|header)\/([^/]+)$/.exec(value);
    return m ? `${m[1]} ${m[2]}` : undefined;
  }
  // A parameter object's description.
  if (last === 'description') {
    let node: unknown = doc;
    for (const key of path.slice(0, -1))
      node = isObj(node) || Array.isArray(node) ? (node as Obj)[key as string] : undefined;
    if (isObj(node) && typeof node.name === 'string' && typeof node.in === 'string') return `${node.in} ${node.name}`;
  }
  return undefined;
}

/** The code of a pointer's problem example: the sibling `code` of its `errors` list. */
function exampleCodeOf(doc: unknown, path: YamlPath): string | undefined {
  const at = path.lastIndexOf('errors');
  if (at < 0) return undefined;
  let node: unknown = doc;
  for (const key of path.slice(0, at))
    node = isObj(node) || Array.isArray(node) ? (node as Obj)[key as string] : undefined;
  return isObj(node) && typeof node.code === 'string' ? node.code : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The status key (`'409':`) a `$ref` line stands under, or null. */
function statusAbove(lines: readonly string[], at: number): Via {
  const indent = /^\s*/.exec(lines[at]!)![0].length;
  for (let i = at - 1; i >= 0 && i > at - 4; i -= 1) {
    const m = /^(\s*)'?([1-5]\d\d)'?:\s*$/.exec(lines[i]!);
    if (m && m[1]!.length < indent) {
      const status = Number(m[2]);
      return status < 300 ? 'job-result' : status;
    }
  }
  return null;
}

interface ParsedApi {
  path: string;
  text: string;
  yaml: LocatedYaml;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The component schemas each webhook's payload refers to directly, with the event's name. */
function webhookSchemas(doc: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const hooks = isObj(doc) && isObj(doc.webhooks) ? doc.webhooks : {};
  for (const [event, hook] of Object.entries(hooks)) {
    for (const [, value] of strings(hook, [])) {
      const m = /^#\/components\/schemas\/([^/]+)$/.exec(value);
      if (m) out.set(m[1]!, event);
    }
  }
  return out;
}

/** The value at a path of a YAML tree. */
function at(node: unknown, path: YamlPath): unknown {
  for (const key of path) node = isObj(node) || Array.isArray(node) ? (node as Obj)[key as string] : undefined;
  return node;
}

/**
 * The problem example a place of a shared component stands in (`components/responses/<name>/content/
 * <media>/examples/<example>/value/...`, or `.../example/...`), or undefined.
 */
function sharedExampleOf(shared: unknown, path: YamlPath): unknown {
  if (path[0] !== 'components' || path[1] !== 'responses' || path[3] !== 'content') return undefined;
  if (path[5] === 'example') return at(shared, path.slice(0, 6));
  if (path[5] === 'examples' && path[7] === 'value') return at(shared, path.slice(0, 8));
  return undefined;
}

/** Where a document refers to a shared response: the status it stands under and the operation's parameters. */
interface ResponseUse {
  via: Via;
  /** The parameters of the operation, or null where the reference is not an operation's response. */
  parameters: ParameterSet | null;
}

/** Every operation response of `user` that is a `$ref` to the shared `ref` (`shared/components.yaml#/...`). */
function responseUses(user: ParsedApi, shared: ParsedApi | undefined, ref: string): ResponseUse[] {
  const data = user.yaml.data;
  const paths = isObj(data) && isObj(data.paths) ? data.paths : {};
  const schemes = isObj(data) && isObj(data.components) ? data.components.securitySchemes : undefined;
  const resolveParameter = (p: unknown): Obj | undefined => {
    if (!isObj(p) || typeof p.$ref !== 'string') return isObj(p) ? p : undefined;
    const [file = '', pointer = ''] = p.$ref.split('#');
    const doc = file === '' ? data : /shared\/components\.ya?ml$/.test(file) ? shared?.yaml.data : undefined;
    const target = at(doc, pointer.split('/').filter(Boolean));
    return isObj(target) ? target : undefined;
  };
  const out: ResponseUse[] = [];
  for (const item of Object.values(paths)) {
    if (!isObj(item)) continue;
    const common = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op) || !isObj(op.responses)) continue;
      const own = Array.isArray(op.parameters) ? op.parameters : [];
      const parameters = parameterSet([
        ...[...common, ...own].map(resolveParameter).filter((p): p is Obj => p !== undefined),
        ...credentialParameters(op.security ?? (isObj(data) ? data.security : undefined), schemes),
        ...bodyParameters(op.requestBody, resolveParameter),
      ]);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!isObj(response) || typeof response.$ref !== 'string' || !response.$ref.endsWith(ref)) continue;
        const via: Via = STATUS_KEY.test(status) ? (Number(status) < 300 ? 'job-result' : Number(status)) : null;
        out.push({ via, parameters });
      }
    }
  }
  return out;
}

/** Every place each API document gives a code, shared components counted in the documents that use them. */
export function givenCodes(files: readonly SourceFile[]): Given[] {
  const apis: ParsedApi[] = files
    .filter((f) => /^api\/.*\.ya?ml$/.test(f.path))
    .map((f) => ({ ...f, yaml: parseYamlWithLines(f.text) }));
  const services = apis.filter((a) => serviceOf(a.path) !== null);
  const sharedApi = apis.find((a) => a.path === SHARED);
  const out: Given[] = [];
  for (const api of apis) {
    const lines = api.text.split('\n');
    const service = serviceOf(api.path);
    const payloads = webhookSchemas(api.yaml.data);
    for (const [path, value] of strings(api.yaml.data, [])) {
      const payloadOf = path[0] === 'components' && path[1] === 'schemas' ? payloads.get(String(path[2])) : undefined;
      const event = path[0] === 'webhooks' ? String(path[1]) : payloadOf;
      const start = api.yaml.lineOf(path);
      // A problem type's URI (the `type` of an example, or a schema's example of it) links to the
      // code's entry: it names the code and gives nothing.
      if (ERROR_LOOKUP_URI.test(value)) continue;
      const pointerCode = path[path.length - 1] === 'pointer' ? exampleCodeOf(api.yaml.data, path) : undefined;
      const codes = pointerCode ? [pointerCode] : [...new Set([...(value.match(CODE) ?? []), ...codeRanges(value)])];
      for (const code of codes) {
        // The code of a problem example is the `code` field; `type` and `summary` repeat it.
        const key = path[path.length - 1];
        if (!pointerCode && (key === 'type' || key === 'summary')) continue;
        const line = pointerCode ? start : lineOfText(lines, start, code);
        const own = viaOf(path, value, code);
        const via: Via = own === null && payloadOf !== undefined ? 'webhook' : own;
        const parameter = parameterOf(api.yaml.data, path, value);
        const given = {
          code,
          via,
          file: api.path,
          line,
          ...(parameter ? { parameter } : {}),
          ...(event && via === 'webhook' ? { event } : {}),
        };
        if (service) {
          // A response component of the document: given with each status it is referenced under.
          if (path[0] === 'components' && path[1] === 'responses' && path.length > 2 && given.via === null) {
            const local = new RegExp(`['"]#/components/responses/${escape(String(path[2]))}['"]?\\s*$`);
            const statuses = [...new Set(lines.flatMap((l, i) => (local.test(l) ? [statusAbove(lines, i)] : [])))];
            if (statuses.length > 0) {
              for (const via of statuses) out.push({ ...given, via, api: service });
              continue;
            }
          }
          out.push({ ...given, api: service });
          continue;
        }
        // A shared component: given by every document that references it.
        if (path[0] !== 'components' || path.length < 3) continue;
        const ref = `${SHARED.slice('api/'.length)}#/components/${String(path[1])}/${String(path[2])}`;
        // A problem example whose errors name a parameter or a request-body field is shown only on the
        // operations that take it (plugins/api-reference/problem-examples.ts): it gives its code there,
        // with their status.
        const example = sharedExampleOf(api.yaml.data, path);
        if (example !== undefined && pointerParameters(example as never).length > 0) {
          for (const user of services) {
            const uses = responseUses(user, sharedApi, ref).filter(
              (u) => u.parameters === null || appliesTo(example as never, u.parameters),
            );
            const statuses = [...new Set(uses.map((u) => (given.via === null ? u.via : given.via)))];
            for (const via of statuses) out.push({ ...given, via, api: serviceOf(user.path)! });
          }
          continue;
        }
        for (const user of services) {
          const userLines = user.text.split('\n');
          const uses = userLines.flatMap((l, i) => (new RegExp(`${escape(ref)}['"]?\\s*$`).test(l) ? [i] : []));
          if (uses.length === 0) continue;
          // A shared response takes the status it is referenced under; anything else keeps its own.
          const statuses =
            path[1] === 'responses' && given.via === null
              ? [...new Set(uses.map((i) => statusAbove(userLines, i)))]
              : [given.via];
          for (const via of statuses) out.push({ ...given, via, api: serviceOf(user.path)! });
        }
      }
    }
  }
  return out;
}

const viaText = (via: Via) => (via === null ? 'no status' : typeof via === 'number' ? String(via) : `a ${via}`);
const raiserText = (r: Raiser) => `${r.api} ${r.status ?? r.channel ?? ''}`.trim();
const listText = (rs: readonly Raiser[]) => (rs.length ? rs.map(raiserText).join(', ') : 'nothing');

function listed(raisers: readonly Raiser[], api: string, via: Via): boolean {
  return raisers.some(
    (r) => r.api === api && (via === null || (typeof via === 'number' ? r.status === via : r.channel === via)),
  );
}

/** A document that names the code for its reader, without a status or channel: it raises nothing. */
function cited(entry: RaisedCode, api: string, via: Via): boolean {
  return via === null && (entry.citedBy ?? []).includes(api);
}

const isService = (c: RaisedCode) => c.platforms.includes('services');

/** The folder of each service's pages, as a path under docs/ (`docs/products/edge/image/`), read once. */
let pageFolders: [string, string][] | undefined;
function servicePageFolders(): [string, string][] {
  pageFolders ??= Object.entries(readRouteFolders()).map(([service, route]) => [service, route.slice(1)]);
  return pageFolders;
}

/** Codes a service page gives, with the status written beside them. */
function pageCodes(file: SourceFile): { code: string; via: Via; line: number }[] {
  const out: { code: string; via: Via; line: number }[] = [];
  file.text.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(CODE)) {
      const code = m[0];
      // A table row: `| E-9102 | INVALID_QUERY_PARAMETER | 400 |`; prose: "`400` `E-9102`".
      const row = text.trimStart().startsWith('|') ? text.split('|').map((c) => c.replace(/`/g, '').trim()) : null;
      const status = row?.find((c) => STATUS_KEY.test(c));
      out.push({ code, via: status ? Number(status) : viaOf([], text, code), line: i + 1 });
    }
  });
  return out;
}

/** Every contradiction between the documents, the service pages and the catalogue's `raisedBy`. */
export function checkRaisers(
  files: readonly SourceFile[],
  catalogue: readonly RaisedCode[],
  /** The line of an entry's `raisedBy` (or its code) in catalog/errors, for findings on the catalogue. */
  entryAt: (code: string) => { file: string; line: number },
): Finding[] {
  const byCode = new Map(catalogue.map((c) => [c.code, c]));
  const given = givenCodes(files);
  const documents = new Set(files.map((f) => serviceOf(f.path)).filter((s): s is string => s !== null));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const g of given) {
    const entry = byCode.get(g.code);
    if (!entry || !isService(entry)) continue;
    const raisers = entry.raisedBy ?? [];
    if (listed(raisers, g.api, g.via) || cited(entry, g.api, g.via)) continue;
    const key = `${g.file}:${g.line}:${g.code}:${g.api}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({
      file: g.file,
      line: g.line,
      rule: 'raised-by',
      found: `${g.code} given by api/${g.api}.yaml with ${viaText(g.via)}`,
      expected: `catalog/errors lists ${g.code} raised by ${listText(raisers)}`,
    });
  }
  // Service pages.
  for (const file of files) {
    const service = servicePageFolders().find(([, folder]) => file.path.startsWith(folder))?.[0];
    if (!service || !/\.mdx?$/.test(file.path)) continue;
    for (const { code, via, line } of pageCodes(file)) {
      const entry = byCode.get(code);
      if (!entry || !isService(entry) || entry.deprecated) continue;
      const raisers = entry.raisedBy ?? [];
      if (listed(raisers, service, via) || cited(entry, service, via)) continue;
      findings.push({
        file: file.path,
        line,
        rule: 'raised-by',
        found: `${code} given for api/${service}.yaml with ${viaText(via)}`,
        expected: `catalog/errors lists ${code} raised by ${listText(raisers)}`,
      });
    }
  }
  // Codes raised nowhere, and raisers that never give the code.
  for (const entry of catalogue) {
    if (!isService(entry) || entry.deprecated) continue;
    const raisers = entry.raisedBy ?? [];
    const at = entryAt(entry.code);
    if (raisers.length === 0) {
      findings.push({
        ...at,
        rule: 'raised-nowhere',
        found: `${entry.code} with no raisedBy`,
        expected: 'a service code lists the API documents (with status) or channels that raise it',
      });
      continue;
    }
    const statuses = [...new Set(raisers.flatMap((r) => (r.status === undefined ? [] : [r.status])))].sort();
    const shown = entry.native?.services;
    const allowed = statuses.length > 0 ? statuses : [200];
    const shownList = (Array.isArray(shown) ? shown : shown === undefined ? [] : [shown]).map(Number);
    if (shownList.length > 0 && shownList.some((status) => !allowed.includes(status))) {
      findings.push({
        ...at,
        rule: 'native-status',
        found: `${entry.code} with native.services ${shownList.join(', ')}`,
        expected:
          statuses.length > 0
            ? `a status its raisers answer it with: ${statuses.join(', ')}`
            : `200: it only reaches integrators through ${raisers.map((r) => r.channel).join(', ')} (a successful answer)`,
      });
    }
    for (const raiser of raisers) {
      // Only the documents at hand can be read (the whole of api/ in check:facts).
      if (!documents.has(raiser.api)) continue;
      const via: Via = raiser.channel ?? raiser.status ?? null;
      const gives = given.some(
        (g) =>
          g.code === entry.code &&
          g.api === raiser.api &&
          (g.via === via || (g.via === null && typeof via !== 'number')),
      );
      if (gives) continue;
      findings.push({
        ...at,
        rule: 'raiser-silent',
        found: `${entry.code} raised by api/${raiser.api}.yaml with ${viaText(via)}`,
        expected: `api/${raiser.api}.yaml never gives ${entry.code}${via === null ? '' : ` with ${viaText(via)}`}; document it there or drop the raiser`,
      });
    }
  }
  // A warning given as a failure.
  for (const g of given) {
    if (byCode.get(g.code)?.severity !== 'warning') continue;
    const failure =
      typeof g.via === 'number' && g.via >= 400
        ? `with ${g.via}`
        : g.via === 'webhook' && g.event && /[._]failed$/.test(g.event)
          ? `in the ${g.event} event`
          : null;
    if (!failure) continue;
    findings.push({
      file: g.file,
      line: g.line,
      rule: 'warning-as-failure',
      found: `${g.code} given as a failure, ${failure}`,
      expected: `catalog/errors gives ${g.code} the severity warning (the request or job goes on): name it where it succeeds, or change its severity`,
    });
  }
  findings.push(...rangeSeverities(files, byCode));
  // Two codes, one condition: an invalid value of one parameter.
  const byParameter = new Map<string, Given[]>();
  for (const g of given) {
    if (!g.parameter || typeof g.via !== 'number') continue;
    const entry = byCode.get(g.code);
    if (!entry || entry.deprecated) continue;
    const key = `${g.parameter} ${g.via}`;
    byParameter.set(key, [...(byParameter.get(key) ?? []), g]);
  }
  for (const [key, places] of byParameter) {
    const codes = [...new Set(places.map((p) => p.code))];
    if (codes.length < 2) continue;
    const first = places.find((p) => p.code === codes[0])!;
    for (const other of codes.slice(1)) {
      const place = places.find((p) => p.code === other)!;
      const within = place.api === first.api ? `within api/${first.api}.yaml` : `in api/${first.api}.yaml`;
      findings.push({
        file: place.file,
        line: place.line,
        rule: 'one-condition',
        found: `${other} for an invalid ${key.replace(/ \d+$/, '')} (${key.slice(-3)})`,
        expected: `${first.code} answers the same condition ${within} (${first.file}:${first.line}); one condition, one code`,
      });
    }
  }
  return findings;
}
