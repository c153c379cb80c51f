/**
 * The OpenAPI documents against the catalogues and `catalog/facts.yaml`, and the paths the content
 * names against the OpenAPI documents. Pure functions over file texts; the caller reads the files.
 *
 * Per operation and response, every problem example (inline, or from a response component):
 * - its `status` is the response's, and a `code` comes with a status the error catalogue gives it;
 * - its `title` is not another code's catalogue message (the same condition answered with
 *   another code), and is its own code's catalogue message (the SDKs' `error.message`; `title` is
 *   stable for a code: components.yaml, `Problem`), or for a code the catalogue lacks, the title
 *   every other example of it has;
 * - `errors` is there as `Problem.errors` says: always with `400` and `422`; and a header one
 *   example of a code names (`#/header/X-FLP-Device-Id` for an unregistered device) is named by
 *   every example of that code, in every document;
 * - written for this operation (inline), its `instance` is the operation's own path and its
 *   `errors[].pointer`s name parameters the operation takes. Examples of shared response
 *   components are shown adapted to each operation (`plugins/api-reference/problem-examples.ts`).
 * Every example value, and every JSON sample of the docs:
 * - an object with a token and its expiry bound to a lifetime fact (`examples` in facts.yaml):
 *   the token's `iat`/`exp` claims span the lifetime, the expiry is `exp`, a CDN URL's `exp=` in
 *   the same object is not before `iat`, and a text saying the token "expired at" a time names
 *   one of the document's token expiries;
 * - headers bound to a list fact (`headers` in facts.yaml) are exactly its items.
 * Paths: a path of an API (`/playback/v3/...`) named anywhere in the content, with or without
 * its host, is a path of an OpenAPI document (or the start of one), and its path parameters
 * match their schemas' pattern and enum.
 */
import { httpStatuses, type CatalogCode } from './claims';
import {
  type JsonObject,
  bodyParameters,
  credentialParameters,
  isBodyField,
  matchesPath,
  pointerParameters,
  parameterSet,
  webhookRoute,
} from '../plugins/api-reference/api';
import type { FactsFile } from '../plugins/facts/api';
import { formatFact, seconds } from '../plugins/facts/api';
import { type Finding, type SourceFile, lineFinder } from './lib/sources';
import { type LocatedYaml, type YamlPath, parseYamlWithLines } from './lib/yaml-lines';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface CatalogEntryLike extends CatalogCode {
  message: string;
}

export interface ApiFile {
  path: string;
  yaml: LocatedYaml;
}

interface Located {
  value: unknown;
  file: ApiFile;
  at: YamlPath;
  /** Reached through a `$ref`. */
  viaRef: boolean;
}

/** The OpenAPI documents among the files, parsed with lines (api/shared too, for references). */
export function apiFiles(files: readonly SourceFile[]): ApiFile[] {
  return files
    .filter((f) => /^api\/.*\.ya?ml$/.test(f.path))
    .map((f) => ({ path: f.path, yaml: parseYamlWithLines(f.text) }));
}

function follow(files: readonly ApiFile[], from: ApiFile, node: unknown, at: YamlPath, viaRef = false): Located {
  let file = from;
  let value = node;
  let path = at;
  let ref = viaRef;
  for (let guard = 0; isObj(value) && typeof value.$ref === 'string' && guard < 10; guard += 1) {
    const [target = '', pointer = ''] = value.$ref.split('#');
    if (target) {
      const dir = file.path.split('/').slice(0, -1).join('/');
      const targetPath = [...dir.split('/'), ...target.split('/')]
        .reduce<string[]>((acc, part) => (part === '..' ? acc.slice(0, -1) : part === '.' ? acc : [...acc, part]), [])
        .join('/');
      const next = files.find((f) => f.path === targetPath);
      if (!next) break;
      file = next;
    }
    path = pointer
      .split('/')
      .filter(Boolean)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    value = path.reduce<unknown>((acc, key) => (isObj(acc) ? acc[key] : undefined), file.yaml.data);
    ref = true;
  }
  return { value, file, at: path, viaRef: ref };
}

interface Operation {
  file: ApiFile;
  path: string;
  method: string;
  at: YamlPath;
  parameters: Set<string>;
}

function operations(files: readonly ApiFile[]): Operation[] {
  const out: Operation[] = [];
  for (const file of files) {
    const data = file.yaml.data;
    if (!isObj(data) || !('openapi' in data) || !isObj(data.paths)) continue;
    for (const [path, item] of Object.entries(data.paths)) {
      if (!isObj(item)) continue;
      const params = (list: unknown, at: YamlPath) =>
        (Array.isArray(list) ? list : []).flatMap((p, i) => {
          const resolved = follow(files, file, p, [...at, i]).value;
          return isObj(resolved) ? [resolved] : [];
        });
      const shared = params(item.parameters, ['paths', path, 'parameters']);
      for (const method of METHODS) {
        const op = item[method];
        if (!isObj(op)) continue;
        const at = ['paths', path, method];
        out.push({
          file,
          path,
          method,
          at,
          parameters: parameterSet([
            ...shared,
            ...params(op.parameters, [...at, 'parameters']),
            ...credentialParameters(
              op.security ?? data.security,
              isObj(data.components) ? data.components.securitySchemes : undefined,
            ),
            ...bodyParameters(op.requestBody, (node) => follow(files, file, node, at).value),
          ]),
        });
      }
    }
  }
  return out;
}

/** Every example of a media map: [name, value, where, via a reference]. */
function mediaExamples(files: readonly ApiFile[], content: Located): Located[] {
  if (!isObj(content.value)) return [];
  const out: Located[] = [];
  for (const [type, media] of Object.entries(content.value)) {
    if (!isObj(media)) continue;
    const at = [...content.at, type];
    if (media.example !== undefined) out.push({ ...content, value: media.example, at: [...at, 'example'] });
    if (isObj(media.examples)) {
      for (const [name, ex] of Object.entries(media.examples)) {
        const resolved = follow(files, content.file, ex, [...at, 'examples', name], content.viaRef);
        if (isObj(resolved.value) && resolved.value.value !== undefined) {
          out.push({ ...resolved, value: resolved.value.value, at: [...resolved.at, 'value'] });
        }
      }
    }
  }
  return out;
}

const where = (l: Located, key?: string) => ({
  file: l.file.path,
  line: l.file.yaml.lineOf(key ? [...l.at, key] : l.at),
});

/** The parameters of a parameter set in words: `query/limit, header/x-flp-device-id (required)`. */
const takes = (parameters: ReadonlySet<string>) =>
  [...parameters]
    .filter((p) => !p.endsWith('!'))
    .map((p) => (parameters.has(`${p}!`) ? `${p} (required)` : p))
    .join(', ') || 'no parameters';

/** Problem examples of every operation against the error catalogue and their operation. */
export function checkProblemExamples(files: readonly ApiFile[], catalogue: readonly CatalogEntryLike[]): Finding[] {
  const byCode = new Map(catalogue.map((e) => [e.code, e]));
  const byMessage = new Map(catalogue.map((e) => [e.message.toLowerCase().replace(/\.$/, ''), e]));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const push = (f: Finding) => {
    const key = JSON.stringify(f);
    if (!seen.has(key)) findings.push(f);
    seen.add(key);
  };
  /** Each code's titles: where each is first met, and how many examples have it. */
  const titles = new Map<string, Map<string, { at: Finding; count: number }>>();
  /** Each code's examples with the headers their `errors` name. */
  const headersOf = new Map<string, { at: Finding; headers: string[] }[]>();
  for (const op of operations(files)) {
    const responses = follow(files, op.file, (op.file.yaml.data as Obj).paths, []).value;
    const opNode = isObj(responses) ? (responses[op.path] as Obj)[op.method] : undefined;
    if (!isObj(opNode) || !isObj(opNode.responses)) continue;
    const label = `${op.method.toUpperCase()} ${op.path}`;
    for (const [status, node] of Object.entries(opNode.responses)) {
      const response = follow(files, op.file, node, [...op.at, 'responses', status]);
      if (!isObj(response.value)) continue;
      const content = { ...response, value: response.value.content, at: [...response.at, 'content'] };
      for (const ex of mediaExamples(files, content)) {
        if (!isObj(ex.value)) continue;
        const v = ex.value;
        if (typeof v.status === 'number' && String(v.status) !== status) {
          push({
            ...where(ex, 'status'),
            rule: 'example-status',
            found: `status ${v.status} in an example of the ${status} response of ${label}`,
            expected: `an example's status is its response's (${status})`,
          });
        }
        const entry = typeof v.code === 'string' ? byCode.get(v.code) : undefined;
        if (entry) {
          const statuses = httpStatuses(entry);
          if (statuses.length > 0 && !statuses.includes(Number(status))) {
            push({
              ...where(ex, 'code'),
              rule: 'example-code',
              found: `${status} ${entry.code} in ${label}`,
              expected: `catalogue: ${entry.code} ${entry.name} is HTTP ${statuses.join(' or ')}`,
            });
          }
        }
        const other = typeof v.title === 'string' ? byMessage.get(v.title.toLowerCase().replace(/\.$/, '')) : undefined;
        if (other && typeof v.code === 'string' && other.code !== v.code) {
          push({
            ...where(ex, 'title'),
            rule: 'example-code',
            found: `"${v.title}" answered with ${v.code} in ${label}`,
            expected: `catalogue: that is the message of ${other.code} ${other.name}`,
          });
        }
        if (typeof v.code === 'string' && typeof v.title === 'string') {
          const byTitle = titles.get(v.code) ?? new Map<string, { at: Finding; count: number }>();
          const seenTitle = byTitle.get(v.title);
          if (seenTitle) seenTitle.count += 1;
          else {
            const at = {
              ...where(ex, 'title'),
              rule: 'example-title',
              found: `"${v.title}" for ${v.code} in ${label}`,
            };
            byTitle.set(v.title, { at: { ...at, expected: '' }, count: 1 });
          }
          titles.set(v.code, byTitle);
        }
        const pointers = Array.isArray(v.errors) ? v.errors.map((e) => (isObj(e) ? e.pointer : undefined)) : [];
        if ((status === '400' || status === '422') && pointers.length === 0) {
          push({
            ...where(ex, 'code'),
            rule: 'example-errors',
            found: `a ${status} example with no errors in ${label}`,
            expected: 'Problem.errors: always on 400 and 422, naming the fields or parameters at fault',
          });
        }
        if (typeof v.code === 'string') {
          const headers = pointers.filter((p): p is string => typeof p === 'string' && p.startsWith('#/header/'));
          const at = { ...where(ex, 'code'), rule: 'example-errors', found: `${v.code} in ${label}`, expected: '' };
          headersOf.set(v.code, [...(headersOf.get(v.code) ?? []), { at, headers }]);
        }
        if (ex.viaRef) continue;
        if (typeof v.instance === 'string' && !matchesPath(op.path, v.instance)) {
          push({
            ...where(ex, 'instance'),
            rule: 'example-instance',
            found: `instance ${v.instance} in an example of ${label}`,
            expected: `an example's instance is its operation's path (${op.path})`,
          });
        }
        // An operation's own example may name a body field its body does not take ("Cannot change.").
        const named = pointerParameters(v as never).filter((p) => !isBodyField(p));
        if (!named.every((p) => op.parameters.has(p))) {
          push({
            ...where(ex, 'errors'),
            rule: 'example-pointer',
            found: `${named.join(', ')} in an example of ${label}`,
            expected: `the operation takes ${takes(op.parameters)}`,
          });
        }
      }
    }
  }
  // A header one example of a code names, every example of that code names.
  const reported = new Set<string>();
  for (const [code, examples] of headersOf) {
    const named = [...new Set(examples.flatMap((e) => e.headers))];
    for (const { at, headers } of examples) {
      const missing = named.filter((h) => !headers.includes(h));
      // A response component's example is met once for each operation that uses it: told once.
      if (missing.length === 0 || reported.has(`${at.file}:${at.line}`)) continue;
      reported.add(`${at.file}:${at.line}`);
      const other = examples.find((e) => missing.every((h) => e.headers.includes(h)))!.at;
      push({
        ...at,
        found: `${at.found} with no errors entry for ${missing.join(', ')}`,
        expected: `Problem.errors: another ${code} example names it (${other.file}:${other.line})`,
      });
    }
  }
  // A code's title is its catalogue message (the SDKs' `error.message`) in every example; a code
  // the catalogue does not have keeps one title, its most common.
  const bare = (text: string) => text.replace(/\.$/, '');
  for (const [code, byTitle] of titles) {
    const message = byCode.get(code)?.message;
    if (message !== undefined) {
      for (const [title, { at }] of byTitle)
        // Another code's message is told as such (example-code above).
        if (bare(title) !== bare(message) && !byMessage.has(title.toLowerCase().replace(/\.$/, '')))
          push({ ...at, expected: `${code}'s title is its catalogue message, "${message}"` });
      continue;
    }
    if (byTitle.size < 2) continue;
    const ranked = [...byTitle].sort(([, x], [, y]) => y.count - x.count);
    const [title, { count }] = ranked[0]!;
    for (const [, { at }] of ranked.slice(1))
      push({ ...at, expected: `${code} has one title, "${title}" (in ${count} example${count === 1 ? '' : 's'})` });
  }
  return findings;
}

// ---------------------------------------------------------------- example values bound to facts

/** The claims of a token written as `prefix.<base64url JSON>.signature`, or null. */
export function tokenClaims(token: string): Obj | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isObj(json) ? json : null;
  } catch {
    return null;
  }
}

const iso = (epoch: number) => new Date(epoch * 1000).toISOString().replace('.000Z', 'Z');

/** Calls `visit` for every object in a value, with its path below the value. */
export function eachObject(
  value: unknown,
  visit: (o: Obj, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  if (Array.isArray(value)) value.forEach((v, i) => eachObject(v, visit, [...path, i]));
  else if (isObj(value)) {
    visit(value, path);
    for (const [k, v] of Object.entries(value)) eachObject(v, visit, [...path, k]);
  }
}

/** The objects at a dotted path below an object (`*` any key). */
function objectsAt(root: Obj, path: string): [Obj, string[]][] {
  let current: [unknown, string[]][] = [[root, []]];
  for (const part of path.split('.')) {
    current = current.flatMap(([node, at]) =>
      !isObj(node)
        ? []
        : part === '*'
          ? Object.entries(node).map(([k, v]) => [v, [...at, k]] as [unknown, string[]])
          : [[node[part], [...at, part]]],
    );
  }
  return current.filter((c): c is [Obj, string[]] => isObj(c[0]));
}

/** A value of an example with where it is, for the rules below. */
export interface ExampleValue {
  value: unknown;
  file: string;
  /** The line of a path below the value. */
  lineOf(path: readonly (string | number)[]): number;
  /** The whole document's text, for "expired at" sentences. */
}

/** Example values bound to facts: token lifetimes and request headers. */
export function checkExampleValues(values: readonly ExampleValue[], facts: FactsFile): Finding[] {
  const findings: Finding[] = [];
  const expiries = new Set<string>();
  for (const binding of facts.examples) {
    const fact = facts.facts.find((f) => f.id === binding.fact);
    if (!fact || fact.type !== 'duration') continue;
    const lifetime = seconds(fact.value, fact.unit);
    const expected = `fact ${fact.id} is ${formatFact(fact)} (catalog/facts.yaml)`;
    for (const ex of values) {
      eachObject(ex.value, (o, path) => {
        const token = o[binding.token];
        if (typeof token !== 'string') return;
        const claims = tokenClaims(token);
        const at = (key: string) => ({ file: ex.file, line: ex.lineOf([...path, key]) });
        if (!claims || typeof claims.iat !== 'number' || typeof claims.exp !== 'number') {
          findings.push({
            ...at(binding.token),
            rule: 'example-lifetime',
            found: `a ${binding.token} without iat and exp claims`,
            expected: `${expected}: example tokens carry iat and exp`,
          });
          return;
        }
        expiries.add(iso(claims.exp));
        if (claims.exp - claims.iat !== lifetime) {
          findings.push({
            ...at(binding.token),
            rule: 'example-lifetime',
            found: `a ${binding.token} issued ${iso(claims.iat)}, expiring ${iso(claims.exp)}`,
            expected,
          });
        }
        const expires = o[binding.expires];
        if (expires !== undefined && (typeof expires !== 'string' || Date.parse(expires) !== claims.exp * 1000)) {
          findings.push({
            ...at(binding.expires),
            rule: 'example-lifetime',
            found: `${binding.expires} ${String(expires)} for a token expiring ${iso(claims.exp)}`,
            expected: `${binding.expires} is the token's exp, its iat + ${formatFact(fact)}`,
          });
        }
        eachObject(o, (inner, innerPath) => {
          for (const [k, v] of Object.entries(inner)) {
            const m = typeof v === 'string' ? /\bexp=(\d{9,})/.exec(v) : null;
            if (m && Number(m[1]) < (claims.iat as number)) {
              findings.push({
                file: ex.file,
                line: ex.lineOf([...path, ...innerPath, k]),
                rule: 'example-lifetime',
                found: `a CDN token exp=${m[1]} (${iso(Number(m[1]))}) before the authorisation that issued it (${iso(claims.iat as number)})`,
                expected: 'a CDN URL expires after the authorisation it comes from',
              });
            }
          }
        });
      });
    }
  }
  for (const ex of values) {
    eachObject(ex.value, (o, path) => {
      for (const [k, v] of Object.entries(o)) {
        const m = typeof v === 'string' ? /playback token expired at (\d{4}-\d\d-\d\dT[\d:]+Z)/i.exec(v) : null;
        if (m && expiries.size > 0 && !expiries.has(m[1]!)) {
          findings.push({
            file: ex.file,
            line: ex.lineOf([...path, k]),
            rule: 'example-lifetime',
            found: `"expired at ${m[1]}"`,
            expected: `the example tokens expire at ${[...expiries].sort().join(', ')}`,
          });
        }
      }
    });
  }
  for (const binding of facts.headers) {
    const fact = facts.facts.find((f) => f.id === binding.fact);
    if (!fact || fact.type !== 'list') continue;
    const want = [...fact.items].sort();
    for (const ex of values) {
      eachObject(ex.value, (o, path) => {
        for (const [headers, at] of objectsAt(o, binding.at)) {
          const keys = Object.keys(headers).sort();
          if (keys.join('\n') !== want.join('\n')) {
            findings.push({
              file: ex.file,
              line: ex.lineOf([...path, ...at]),
              rule: 'example-headers',
              found: `headers ${keys.join(', ')}`,
              expected: `fact ${fact.id} is ${formatFact(fact)} (catalog/facts.yaml)`,
            });
          }
        }
      });
    }
  }
  return findings;
}

/** Example values of the OpenAPI documents (every `example`/`examples` value) with their lines. */
export function openApiExampleValues(files: readonly ApiFile[]): ExampleValue[] {
  const out: ExampleValue[] = [];
  for (const file of files) {
    const walk = (node: unknown, at: (string | number)[]) => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...at, i]));
      else if (isObj(node)) {
        for (const [k, v] of Object.entries(node)) {
          if (k === 'example')
            out.push({ value: v, file: file.path, lineOf: (p) => file.yaml.lineOf([...at, k, ...p]) });
          else if (k === 'examples' && isObj(v)) {
            for (const [name, ex] of Object.entries(v)) {
              if (isObj(ex) && 'value' in ex)
                out.push({
                  value: ex.value,
                  file: file.path,
                  lineOf: (p) => file.yaml.lineOf([...at, k, name, 'value', ...p]),
                });
            }
          } else walk(v, [...at, k]);
        }
      }
    };
    walk(file.yaml.data, []);
  }
  return out;
}

/** JSON code samples of Markdown pages, with their lines (a sample that is not plain JSON is skipped). */
export function markdownJsonValues(file: SourceFile): ExampleValue[] {
  const out: ExampleValue[] = [];
  const lineOf = lineFinder(file.text);
  for (const m of file.text.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)) {
    let value: unknown;
    try {
      value = JSON.parse(m[1]!);
    } catch {
      continue;
    }
    const start = m.index + m[0].indexOf('\n') + 1;
    const body = m[1]!;
    out.push({
      value,
      file: file.path,
      // The line of the last key of the path in the sample (close enough to point at it).
      lineOf: (path) => {
        const key = [...path].reverse().find((p) => typeof p === 'string');
        const i = key === undefined ? -1 : body.indexOf(`"${key}"`);
        return lineOf(start + Math.max(i, 0));
      },
    });
  }
  return out;
}

// ---------------------------------------------------------------- paths named in the content

interface PathTemplate {
  template: string;
  /** Path parameters with their schema's pattern and enum. */
  params: Map<string, { pattern?: string; enum?: string[] }>;
}

export function pathTemplates(files: readonly ApiFile[]): PathTemplate[] {
  const out: PathTemplate[] = [];
  for (const file of files) {
    const data = file.yaml.data;
    if (!isObj(data) || !isObj(data.paths)) continue;
    for (const [template, item] of Object.entries(data.paths)) {
      const params = new Map<string, { pattern?: string; enum?: string[] }>();
      const lists = isObj(item)
        ? [item.parameters, ...METHODS.map((m) => (isObj(item[m]) ? (item[m] as Obj).parameters : undefined))]
        : [];
      for (const list of lists) {
        for (const p of Array.isArray(list) ? list : []) {
          const param = follow(files, file, p, []).value;
          if (!isObj(param) || param.in !== 'path') continue;
          const schema = follow(files, file, param.schema, []).value;
          if (isObj(schema)) {
            params.set(String(param.name), {
              ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
              ...(Array.isArray(schema.enum) ? { enum: schema.enum.map(String) } : {}),
            });
          }
        }
      }
      out.push({ template, params });
    }
  }
  return out;
}

/** Lines that speak of an API that was removed: its paths are named on purpose. */
const RETIRED = /\b(?:removed|legacy|retired|sunset|deprecated|6\.x)\b/i;

/** Every API path named in one file that no OpenAPI document defines, or whose parameters break their schema. */
export function checkNamedPaths(file: SourceFile, templates: readonly PathTemplate[]): Finding[] {
  // The 6.x docs document the APIs of their time.
  if (file.path.startsWith('versioned_docs/')) return [];
  const prefixes = [...new Set(templates.map((t) => t.template.split('/')[1]!))];
  if (prefixes.length === 0) return [];
  const findings: Finding[] = [];
  const lineOf = lineFinder(file.text);
  const lines = file.text.split('\n');
  // A path alone (`/playback/v3/streams`) or in a URL (`https://api.flp.video/images/v3/...`,
  // `YOUR_API_BASE_URL/images/v3/...`).
  const re = new RegExp(
    `(?<![\\w.-])(?:https?://[A-Za-z0-9.-]+|YOUR_API_BASE_URL)?(/(?:${prefixes.join('|')})/v\\d+(?:/[A-Za-z0-9_.{}~:-]+)*/?)`,
    'g',
  );
  for (const m of file.text.matchAll(re)) {
    const written = m[1]!;
    const path = written.replace(/[.:]+$/, '');
    const after = file.text.slice(m.index + m[0].length, m.index + m[0].length + 1);
    // A path written with a placeholder (`ss_...`, `ss_…`, `/*`) names a family of paths.
    if (written.includes('...') || after === '…' || after === '*') continue;
    const line = lineOf(m.index);
    if (RETIRED.test(`${lines[line - 2] ?? ''} ${lines[line - 1] ?? ''}`)) continue;
    const segments = path.replace(/\/$/, '').split('/');
    const candidates = templates.filter((t) => {
      const ts = t.template.split('/');
      return (
        ts.length === segments.length &&
        ts.every((s, i) => s.startsWith('{') || s === segments[i] || segments[i]!.startsWith('{'))
      );
    });
    if (candidates.length === 0) {
      const prefix = templates.some((t) => t.template.startsWith(`${path.replace(/\/$/, '')}/`));
      if (!prefix)
        findings.push({
          file: file.path,
          line,
          rule: 'path',
          found: path,
          expected: 'no OpenAPI document in api/ defines this path',
        });
      continue;
    }
    const problems = candidates.map((t) => paramProblems(t, segments));
    if (problems.some((p) => p.length === 0)) continue;
    findings.push({ file: file.path, line, rule: 'path', found: path, expected: problems[0]!.join('; ') });
  }
  return findings;
}

/** What a concrete path's segments break in a template's path parameter schemas. */
function paramProblems(t: PathTemplate, segments: readonly string[]): string[] {
  const out: string[] = [];
  t.template.split('/').forEach((s, i) => {
    const name = /^\{(.+)\}$/.exec(s)?.[1];
    const segment = segments[i]!;
    if (!name || segment.startsWith('{')) return;
    const schema = t.params.get(name);
    if (schema?.pattern && !new RegExp(schema.pattern).test(segment)) {
      out.push(`${t.template}: ${name} ${segment} must match ${schema.pattern}`);
    }
    if (schema?.enum && !schema.enum.includes(segment))
      out.push(`${t.template}: ${name} is one of ${schema.enum.join(', ')}`);
  });
  return out;
}

// ---------------------------------------------------------------- webhook events named in the content

/** The webhook events the OpenAPI documents define (OpenAPI 3.1 `webhooks`), each with its reference page. */
export function webhookEvents(files: readonly ApiFile[]): Map<string, string> {
  const events = new Map<string, string>();
  for (const file of files) {
    const data = file.yaml.data;
    const service = /^api\/([^/]+)\.ya?ml$/.exec(file.path)?.[1];
    if (!service || !isObj(data) || !isObj(data.webhooks)) continue;
    for (const event of Object.keys(data.webhooks)) {
      const route = webhookRoute({ service, doc: data as JsonObject }, event);
      if (route) events.set(event, route);
    }
  }
  return events;
}

/** An inline code span that reads as a webhook event type: `asset.ready`, `channel.onboarding_failed`. */
const EVENT_CODE = /`([a-z]+)\.([a-z]+(?:_[a-z]+)*)`/g;
/** The last part of an event type says what happened: a past participle or `ready`. */
const EVENT_VERB = /(?:ed|ready)$/;
/** An inline code span the text itself calls an event: "a signed `ping` event", "`asset.ready` events". */
const CALLED_EVENT = /`([a-z][a-z_]*(?:\.[a-z_]+)*)`\s+(?:webhook\s+)?events?\b/g;
/** In a code block: the event of a delivery's `FLP-Event` header, and a body's `type` beside a signature. */
const EVENT_HEADER = /\bFLP-Event:\s*([a-z][a-z_]*(?:\.[a-z_]+)*)/g;
const BODY_TYPE = /"type"\s*:\s*"([a-z][a-z_]*(?:\.[a-z_]+)*)"/g;

/** A Markdown file in document order: its code blocks (with whether the fence closed) and its paragraphs. */
interface Segment {
  kind: 'code' | 'prose';
  lines: { text: string; line: number }[];
  /** A code block whose fence closed before the end of the file. */
  closed: boolean;
}

function segmentsOf(lines: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let fence: string | null = null;
  let current: Segment = { kind: 'prose', lines: [], closed: true };
  const end = (next: Segment) => {
    if (current.lines.length > 0 || current.kind === 'code') segments.push(current);
    current = next;
  };
  lines.forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = null;
        end({ kind: 'prose', lines: [], closed: true });
      } else current.lines.push({ text, line: i + 1 });
      return;
    }
    if (marker) {
      fence = marker;
      end({ kind: 'code', lines: [], closed: true });
      return;
    }
    if (!text.trim()) end({ kind: 'prose', lines: [], closed: true });
    else current.lines.push({ text, line: i + 1 });
  });
  if (fence) current.closed = false;
  end({ kind: 'prose', lines: [], closed: true });
  return segments;
}

/**
 * Webhook events named in one Markdown file: an inline code span whose last part reads as an event
 * (`…ed`, `ready`) and whose first part is the namespace of a documented event (`asset`, `epg`), or
 * that stands in a paragraph, list item or table that speaks of webhooks; in such a paragraph, any
 * code span the text calls an event (a `ping` event); in a code block, the value of an `FLP-Event`
 * header, and a JSON `type` where the block carries `FLP-Event` or `FLP-Signature`. Each
 * must be an event of an OpenAPI document (`webhook`), and a page of the current docs that names one
 * links it to its reference page at least once (`webhook-link`).
 */
export function checkNamedWebhooks(file: SourceFile, events: ReadonlyMap<string, string>): Finding[] {
  if (!/\.mdx?$/.test(file.path)) return [];
  const namespaces = new Set([...events.keys()].map((event) => event.slice(0, event.indexOf('.'))));
  const named = new Map<string, number>();
  const name = (event: string, line: number) => {
    if (!named.has(event)) named.set(event, line);
  };
  for (const segment of segmentsOf(file.text.split('\n'))) {
    if (segment.kind === 'prose') {
      const speaksOfWebhooks = segment.lines.some((l) => /webhook/i.test(l.text));
      for (const { text, line } of segment.lines) {
        for (const m of text.matchAll(EVENT_CODE)) {
          const [, namespace = '', verb = ''] = m;
          if (!EVENT_VERB.test(verb) || !(namespaces.has(namespace) || speaksOfWebhooks)) continue;
          name(`${namespace}.${verb}`, line);
        }
        // In a paragraph about webhooks, whatever the text calls an event is one (`ping` too).
        if (speaksOfWebhooks) for (const m of text.matchAll(CALLED_EVENT)) name(m[1]!, line);
      }
      continue;
    }
    // A code block with a delivery's headers or signature names the events of its FLP-Event and `type`.
    const delivery = segment.lines.some((l) => /\bFLP-(?:Event|Signature)\b/.test(l.text));
    for (const { text, line } of segment.lines) {
      for (const m of text.matchAll(EVENT_HEADER)) name(m[1]!, line);
      if (delivery) for (const m of text.matchAll(BODY_TYPE)) name(m[1]!, line);
    }
  }
  const findings: Finding[] = [];
  for (const [event, line] of named) {
    const route = events.get(event);
    if (!route) {
      findings.push({
        file: file.path,
        line,
        rule: 'webhook',
        found: `\`${event}\``,
        expected: 'no OpenAPI document in api/ defines this webhook event (add it to the `webhooks` of its service)',
      });
    } else if (
      file.path.startsWith('docs/') &&
      !file.text.includes(`](${route})`) &&
      !file.text.includes(`](${route}#`)
    ) {
      findings.push({
        file: file.path,
        line,
        rule: 'webhook-link',
        found: `\`${event}\` without a link to its reference page`,
        expected: `link it once on the page: [\`${event}\`](${route})`,
      });
    }
  }
  return findings;
}

/** The required request headers of each webhook event's delivery (`FLP-Event`, `FLP-Delivery`, `FLP-Signature`). */
export function webhookHeaders(files: readonly ApiFile[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const data = file.yaml.data;
    if (!isObj(data) || !isObj(data.webhooks)) continue;
    for (const [event, item] of Object.entries(data.webhooks)) {
      const post = isObj(item) && isObj(item.post) ? item.post : undefined;
      const parameters = Array.isArray(post?.parameters) ? post.parameters : [];
      const required = parameters.flatMap((p, i) => {
        const resolved = follow(files, file, p, ['webhooks', event, 'post', 'parameters', i]).value;
        return isObj(resolved) && resolved.in === 'header' && resolved.required === true ? [String(resolved.name)] : [];
      });
      out.set(event, required);
    }
  }
  return out;
}

/** A header line of a request in a code block: `-H 'Name: value'`, `--header "Name: value"` or `Name: value`. */
const headerNamed = (name: string) =>
  new RegExp(`(?:^|\\s|['"])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'im');

/**
 * Test deliveries in code blocks (`webhook-headers`): a block that sends a request (a `curl` command or
 * an HTTP request line) with an `FLP-Event` header of a documented event carries every header the
 * event's delivery requires (`FLP-Delivery`, `FLP-Signature`), so a receiver tested with it is tested
 * against what FLP sends.
 */
export function checkWebhookDeliveries(file: SourceFile, headers: ReadonlyMap<string, readonly string[]>): Finding[] {
  if (!/\.mdx?$/.test(file.path)) return [];
  const findings: Finding[] = [];
  for (const { kind, lines: code, closed } of segmentsOf(file.text.split('\n'))) {
    if (kind !== 'code' || !closed) continue;
    const text = code.map((l) => l.text).join('\n');
    const sends = /\bcurl\b/.test(text) || /^\s*POST\s+\S+/m.test(text);
    const at = code.find((l) => EVENT_HEADER.test(l.text));
    EVENT_HEADER.lastIndex = 0;
    if (!sends || !at) continue;
    const event = [...at.text.matchAll(EVENT_HEADER)][0]?.[1] ?? '';
    const missing = (headers.get(event) ?? []).filter((h) => !headerNamed(h).test(text));
    if (missing.length > 0) {
      findings.push({
        file: file.path,
        line: at.line,
        rule: 'webhook-headers',
        found: `a delivery of \`${event}\` without ${missing.join(', ')}`,
        expected: `a delivery of \`${event}\` carries ${(headers.get(event) ?? []).join(', ')} (its webhook in api/)`,
      });
    }
  }
  return findings;
}

/**
 * The credential of the licence operations (fact `licence-request.credential`): an operation whose
 * `security` takes the playback token (`playbackToken`) lists no alternative with the viewer's
 * access token (`flpOAuth`) while the fact says the playback token alone is accepted.
 */
export function checkLicenceSecurity(files: readonly ApiFile[], facts: FactsFile): Finding[] {
  const fact = facts.facts.find((f) => f.id === 'licence-request.credential');
  if (!fact || fact.type !== 'enum' || fact.value !== 'playback-token') return [];
  const findings: Finding[] = [];
  for (const op of operations(files)) {
    const node = (op.file.yaml.data as Obj).paths as Obj;
    const operation = isObj(node[op.path]) ? ((node[op.path] as Obj)[op.method] as Obj) : undefined;
    const security = Array.isArray(operation?.security) ? (operation.security as unknown[]) : [];
    const schemes = security.flatMap((req) => (isObj(req) ? Object.keys(req) : []));
    if (!schemes.includes('playbackToken')) continue;
    security.forEach((req, i) => {
      if (!isObj(req) || !('flpOAuth' in req)) return;
      findings.push({
        file: op.file.path,
        line: op.file.yaml.lineOf([...op.at, 'security', i]),
        rule: 'fact',
        found: `flpOAuth as an alternative to the playback token in the security of ${op.method.toUpperCase()} ${op.path}`,
        expected: `fact licence-request.credential is ${formatFact(fact)} (catalog/facts.yaml)`,
      });
    });
  }
  return findings;
}
