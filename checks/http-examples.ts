/**
 * The HTTP examples of the docs held to the OpenAPI documents, as the API reference's own samples
 * are: every request a page shows (a curl command, a `fetch` or HTTP-client call with a literal URL,
 * a `METHOD /path` line with its headers and JSON body) and every JSON response labelled with its
 * operation is matched to its operation of `api/` and validated. `check-http-examples.ts` is the
 * command; `check-content.ts` runs it with the other content checks.
 *
 * Rules (each finding names the example's file and line):
 * - `http-path` — the path is one of a document's paths (under a server's base path), and its
 *   path parameters match their schemas;
 * - `http-method` — the operation exists for that path;
 * - `http-parameter` — required query parameters are present, none is unknown, each value holds
 *   to its schema (enum, pattern, type); a parameter required only on anonymous calls
 *   (`x-flp-required-when: anonymous`) is required when the request carries no credentials;
 * - `http-header` — required header parameters are present and hold to their schema;
 * - `http-security` — the request carries what one of the operation's security requirements asks
 *   for (an `Authorization` header for OAuth 2 and bearer schemes, an API key's header or query
 *   parameter), unless the operation allows anonymous calls (`{}`);
 * - `http-content-type` — a body is sent with a media type the operation takes (curl's `-d`
 *   without a `Content-Type` sends a form);
 * - `http-body` — a required body is shown, and a JSON body validates against the request schema;
 * - `http-response` — a labelled response's status is documented for the operation and its body
 *   validates against that response's schema (without `required` when its title ends `(shortened)`);
 * - `http-refused` — a request whose fence says `refused="<status>"` breaks its operation, and the
 *   operation documents that status.
 * A response is labelled by its title (`Response: [status] METHOD /path [(shortened)]`), or is the
 * untitled JSON block right after a block with one request (no heading or code block between).
 * Placeholders (`YOUR_TENANT_ID`, `$TOKEN`, `<...>`, `${...}`, `{id}`) and values a sample computes
 * count as valid values; an example whose headers or body are built elsewhere is checked for what it
 * shows.
 */
import { checkHeaderClaims } from './header-claims';
import { checkFilterClaims } from './query-claims';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import * as ts from 'typescript';
import { type Json, type JsonObject, HTTP_METHODS, bundleDocument, isObject } from '../plugins/api-reference/api';
import { type Finding, type SourceFile, lineFinder } from './lib/sources';
import { parseYamlWithLines } from './lib/yaml-lines';
import { parse as parseYaml } from 'yaml';

// ---------------------------------------------------------------- placeholders

/** A value written as a placeholder: the reader (or the sample's code) puts the real one in. */
const PLACEHOLDER =
  /YOUR_[A-Z0-9_]+|\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|<[^<>\s][^<>]*>|\{[A-Za-z_][A-Za-z0-9_]*\}|\\\([^)]*\)|\.\.\.|…/;

export function hasPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value);
}

/** A value a sample computes at run time (a variable, a call): valid by construction. */
const COMPUTED = '${…}';

// ---------------------------------------------------------------- examples

export interface RequestExample {
  kind: 'request';
  file: string;
  line: number;
  /** How it was written: curl, http, fetch, kotlin, swift, python, brightscript. */
  form: string;
  method: string;
  url: string;
  /** Header names (lower case) to values; null when the sample builds its headers elsewhere. */
  headers: Map<string, string> | null;
  /** Query parameters the sample adds beside the URL's own. */
  query: [string, string][];
  /** The query has parts the sample computes (unknown names). */
  openQuery: boolean;
  /** 'none', 'json' (value known), 'other' (a body whose content is not shown as JSON). */
  body: { kind: 'none' | 'json' | 'other'; value?: unknown; line: number; text?: string };
  /** curl's `-d` without `--json`: the media type is a form unless a header says otherwise. */
  defaultContentType?: string;
  /** The page shows a request the service refuses on purpose (`refused="422"` in the fence's meta). */
  refused?: number;
}

export interface ResponseExample {
  kind: 'response';
  file: string;
  line: number;
  method: string;
  url: string;
  status?: number;
  /** Titled `(shortened)`: fields may be left out, those shown hold to the schema. */
  shortened?: boolean;
  value: unknown;
  text: string;
}

export type HttpExample = RequestExample | ResponseExample;

interface Block {
  lang: string;
  meta: string;
  /** Line of the first line of code. */
  line: number;
  code: string;
}

/** The fenced code blocks of a Markdown file (or of the doc comments of a source file). */
export function codeBlocks(file: SourceFile): Block[] {
  const lines = file.text
    .split('\n')
    .map((l) => (/\.(?:ts|tsx|js|mjs|kt|swift|brs)$/.test(file.path) ? l.replace(/^\s*(?:\*|\/\/\/|')\s?/, '') : l));
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const l = lines[j]!;
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(l)) break;
      body.push(l.startsWith(indent) ? l.slice(indent.length) : l.trimStart());
    }
    blocks.push({ lang: lang.toLowerCase(), meta, line: i + 2, code: body.join('\n') });
    i = j;
  }
  return blocks;
}

const metaTitle = (meta: string) => /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find(Boolean) ?? '';

// ---------------------------------------------------------------- shell (curl)

/** Shell words of a command line, quotes removed, `$VAR` and `$(...)` kept as written. */
function shellWords(text: string): { word: string; offset: number }[] {
  const words: { word: string; offset: number }[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /[ \t\n]/.test(text[i]!)) i += 1;
    if (i >= text.length) break;
    if (/[|;&>]/.test(text[i]!)) {
      words.push({ word: text[i]!, offset: i });
      i += 1;
      continue;
    }
    const start = i;
    let word = '';
    while (i < text.length && !/[ \t\n|;&>]/.test(text[i]!)) {
      const c = text[i]!;
      if (c === "'") {
        const end = text.indexOf("'", i + 1);
        word += text.slice(i + 1, end < 0 ? text.length : end);
        i = end < 0 ? text.length : end + 1;
      } else if (c === '"') {
        let j = i + 1;
        while (j < text.length && text[j] !== '"') {
          if (text[j] === '\\' && j + 1 < text.length) {
            word += text[j + 1];
            j += 2;
          } else if (text[j] === '$' && text[j + 1] === '(') {
            const end = text.indexOf(')', j);
            word += text.slice(j, end + 1);
            j = end + 1;
          } else {
            word += text[j];
            j += 1;
          }
        }
        i = j + 1;
      } else if (c === '$' && text[i + 1] === '(') {
        const end = text.indexOf(')', i);
        word += text.slice(i, end + 1);
        i = end + 1;
      } else if (c === '\\') {
        word += text[i + 1] ?? '';
        i += 2;
      } else {
        word += c;
        i += 1;
      }
    }
    words.push({ word, offset: start });
  }
  return words;
}

/** curl options that take a value, beside the ones read below. */
const CURL_VALUE_OPTIONS = new Set([
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--retry',
  '--retry-max-time',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '--cacert',
  '--cert',
  '--key',
  '--resolve',
  '-x',
  '--proxy',
  '-T',
  '--upload-file',
  '-r',
  '--range',
  '-D',
  '--dump-header',
]);

/** Shell variables assigned literal values (`API=https://...`, `export MAM="..."`). */
function shellAssignments(code: string, into: Map<string, string>): void {
  for (const m of code.matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=("[^"\n]*"|'[^'\n]*'|[^\s;]*)/gm)) {
    const value = m[2]!.replace(/^["']|["']$/g, '');
    if (!value.includes('$(')) into.set(m[1]!, value);
  }
}

function expandShell(text: string, vars: ReadonlyMap<string, string>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (all, a?: string, b?: string) => {
    const value = vars.get((a ?? b)!);
    return value !== undefined && !value.includes('$') ? value : all;
  });
}

function curlRequests(file: string, block: Block, vars: ReadonlyMap<string, string>): RequestExample[] {
  // Line continuations joined, offsets kept (a backslash-newline becomes two spaces).
  const text = block.code.replace(/\\\n/g, '  ');
  const lineOf = lineFinder(block.code);
  const out: RequestExample[] = [];
  const words = shellWords(text.replace(/^\s*#.*$/gm, (c) => ' '.repeat(c.length)));
  for (let i = 0; i < words.length; i += 1) {
    if (words[i]!.word !== 'curl') continue;
    const start = words[i]!.offset;
    let method = '';
    let get = false;
    let url = '';
    const headers = new Map<string, string>();
    const data: string[] = [];
    let json = false;
    let form = false;
    let j = i + 1;
    for (; j < words.length; j += 1) {
      const w = words[j]!.word;
      if (['|', ';', '&', '>'].includes(w) || (w === 'curl' && j > i + 1)) break;
      const next = () => words[++j]?.word ?? '';
      if (w === '-X' || w === '--request') method = next().toUpperCase();
      else if (/^-X[A-Z]+$/.test(w)) method = w.slice(2);
      else if (w === '-H' || w === '--header') {
        const h = next();
        const colon = h.indexOf(':');
        if (colon > 0) headers.set(h.slice(0, colon).trim().toLowerCase(), h.slice(colon + 1).trim());
      } else if (['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode'].includes(w))
        data.push(next());
      else if (w === '--json') {
        data.push(next());
        json = true;
      } else if (w === '-F' || w === '--form') {
        next();
        form = true;
      } else if (w === '-G' || w === '--get') get = true;
      else if (w === '-I' || w === '--head') method = 'HEAD';
      else if (w === '-u' || w === '--user') {
        next();
        headers.set('authorization', 'Basic $CREDENTIALS');
      } else if (w === '--oauth2-bearer') headers.set('authorization', `Bearer ${next()}`);
      else if (w === '--url') url = next();
      else if (CURL_VALUE_OPTIONS.has(w)) next();
      else if (!w.startsWith('-') && !url) url = w;
    }
    i = j - 1;
    if (!url) continue;
    url = expandShell(url, vars);
    const query: [string, string][] = [];
    let body: RequestExample['body'] = { kind: 'none', line: block.line + lineOf(start) - 1 };
    if (get) {
      for (const d of data) for (const part of d.split('&')) query.push(splitPair(part));
    } else if (data.length > 0 || form) {
      const raw = data.join('&');
      const bodyLine = block.line + lineOf(Math.max(0, block.code.indexOf(data[0] ?? '\u0000'))) - 1;
      const parsed = data.length === 1 && !form ? parseJsonWithPlaceholders(raw) : undefined;
      body =
        parsed !== undefined
          ? { kind: 'json', value: parsed, line: bodyLine, text: raw }
          : { kind: 'other', line: bodyLine, text: raw };
    }
    if (json) {
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      if (!headers.has('accept')) headers.set('accept', 'application/json');
    }
    out.push({
      kind: 'request',
      file,
      line: block.line + lineOf(start) - 1,
      form: 'curl',
      method: method || (data.length > 0 && !get ? 'POST' : 'GET'),
      url,
      headers,
      query,
      openQuery: false,
      body,
      ...(data.length > 0 && !get && !json
        ? { defaultContentType: form ? 'multipart/form-data' : 'application/x-www-form-urlencoded' }
        : {}),
    });
  }
  return out;
}

function splitPair(part: string): [string, string] {
  const eq = part.indexOf('=');
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
}

/**
 * JSON with placeholders where a value goes (`"position": $POSITION`, `<id>`): each becomes the
 * string of the placeholder. Undefined when the text is not JSON.
 */
export function parseJsonWithPlaceholders(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  let out = '';
  let inString = false;
  for (let i = 0; i < trimmed.length; i += 1) {
    const c = trimmed[i]!;
    if (inString) {
      out += c;
      if (c === '\\') {
        out += trimmed[i + 1] ?? '';
        i += 1;
      } else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      continue;
    }
    const rest = trimmed.slice(i);
    const m = /^(?:\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|<[^<>\s][^<>]*>|YOUR_[A-Z0-9_]+)/.exec(rest);
    if (m) {
      out += JSON.stringify(m[0]);
      i += m[0].length - 1;
    } else out += c;
  }
  try {
    return JSON.parse(out) as unknown;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- METHOD /path (http, text blocks)

const METHOD_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/;

function rawRequests(file: string, block: Block): RequestExample[] {
  const lines = block.code.split('\n');
  const out: RequestExample[] = [];
  lines.forEach((l, i) => {
    const m = METHOD_LINE.exec(l.trim());
    if (!m) return;
    const headers = new Map<string, string>();
    let j = i + 1;
    let host = '';
    for (; j < lines.length && /^[A-Za-z][\w-]*:\s/.test(lines[j]!); j += 1) {
      const colon = lines[j]!.indexOf(':');
      const name = lines[j]!.slice(0, colon).trim().toLowerCase();
      const value = lines[j]!.slice(colon + 1).trim();
      if (name === 'host') host = value;
      else headers.set(name, value);
    }
    while (j < lines.length && !lines[j]!.trim()) j += 1;
    let end = j;
    while (end < lines.length && !METHOD_LINE.test(lines[end]!.trim())) end += 1;
    const text = lines.slice(j, end).join('\n').trim();
    // A body written as `…` (or `{ … }`) is left out on purpose: it is there, not shown.
    const elided = /^\{?\s*(?:…|\.\.\.)\s*\}?$/.test(text);
    const value = text && !elided ? parseJsonWithPlaceholders(text) : undefined;
    const path = m[2]!;
    out.push({
      kind: 'request',
      file,
      line: block.line + i,
      form: block.lang || 'http',
      method: m[1]!,
      url: host && path.startsWith('/') ? `https://${host}${path}` : path,
      // A request line alone names the operation; its headers are shown only when there are some.
      headers: headers.size > 0 || host ? headers : null,
      query: [],
      openQuery: false,
      body: text
        ? value !== undefined
          ? { kind: 'json', value, line: block.line + j, text }
          : { kind: 'other', line: block.line + j, text }
        : { kind: 'none', line: block.line + i },
    });
  });
  return out;
}

// ---------------------------------------------------------------- TypeScript / JavaScript (fetch)

/** A value of a sample's code: literals as written, everything computed as COMPUTED. */
function evaluate(node: ts.Expression, consts: ReadonlyMap<string, ts.Expression>, depth = 0): unknown {
  if (depth > 8) return COMPUTED;
  const e = unwrap(node);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (e.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (e.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (e.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand))
    return -Number(e.operand.text);
  if (ts.isTemplateExpression(e)) {
    let s = e.head.text;
    for (const span of e.templateSpans) {
      const v = evaluate(span.expression, consts, depth + 1);
      s += (typeof v === 'string' || typeof v === 'number') && v !== COMPUTED ? String(v) : COMPUTED;
      s += span.literal.text;
    }
    return s;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = evaluate(e.left, consts, depth + 1);
    const b = evaluate(e.right, consts, depth + 1);
    if (typeof a === 'string' || typeof b === 'string') return `${String(a)}${String(b)}`;
    return COMPUTED;
  }
  if (ts.isArrayLiteralExpression(e)) return e.elements.map((el) => evaluate(el, consts, depth + 1));
  if (ts.isObjectLiteralExpression(e)) {
    const o: Record<string, unknown> = {};
    for (const p of e.properties) {
      const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
      if (ts.isPropertyAssignment(p) && key !== undefined) o[key] = evaluate(p.initializer, consts, depth + 1);
      else if (ts.isShorthandPropertyAssignment(p)) o[p.name.text] = evaluate(p.name, consts, depth + 1);
      else if (ts.isSpreadAssignment(p)) o['\u0000spread'] = COMPUTED;
    }
    return o;
  }
  if (ts.isIdentifier(e)) {
    const init = consts.get(e.text);
    return init ? evaluate(init, consts, depth + 1) : COMPUTED;
  }
  if (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.getText() === 'JSON.stringify' &&
    e.arguments[0]
  )
    return { '\u0000json': evaluate(e.arguments[0], consts, depth + 1) };
  if (ts.isNewExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'URLSearchParams') {
    const arg = e.arguments?.[0];
    return { '\u0000params': arg ? evaluate(arg, consts, depth + 1) : {} };
  }
  if (ts.isNewExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'URL' && e.arguments?.[0])
    return evaluate(e.arguments[0], consts, depth + 1);
  return COMPUTED;
}

function unwrap(e: ts.Expression): ts.Expression {
  let x = e;
  while (ts.isParenthesizedExpression(x) || ts.isAsExpression(x) || ts.isNonNullExpression(x)) x = x.expression;
  // `something.toString()` of a URL or URLSearchParams is that value.
  if (
    ts.isCallExpression(x) &&
    ts.isPropertyAccessExpression(x.expression) &&
    x.expression.name.text === 'toString' &&
    x.arguments.length === 0
  )
    return unwrap(x.expression.expression);
  return x;
}

/** The value a computed part stands for: COMPUTED wherever the sample's code decides. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    if ('\u0000json' in o) return plain(o['\u0000json']);
    if ('\u0000params' in o) return COMPUTED;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

function fetchRequests(file: string, block: Block): RequestExample[] {
  const source = ts.createSourceFile('sample.tsx', block.code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  /** Query parameters a sample sets on a URL variable (`url.searchParams.set`, `url.search = ...`). */
  const urlParams = new Map<string, { pairs: [string, string][]; open: boolean }>();
  const paramsOf = (name: string) => {
    let p = urlParams.get(name);
    if (!p) urlParams.set(name, (p = { pairs: [], open: false }));
    return p;
  };
  const addParams = (target: { pairs: [string, string][]; open: boolean }, value: unknown) => {
    if (typeof value === 'object' && value !== null && '\u0000params' in value) {
      const init = (value as Record<string, unknown>)['\u0000params'];
      if (typeof init === 'object' && init !== null && !Array.isArray(init)) {
        for (const [k, v] of Object.entries(init)) {
          if (k === '\u0000spread') target.open = true;
          else target.pairs.push([k, typeof v === 'string' || typeof v === 'number' ? String(v) : COMPUTED]);
        }
      } else target.open = true;
    } else target.open = true;
  };
  const calls: ts.CallExpression[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
    if (ts.isCallExpression(n)) {
      const callee = n.expression.getText(source);
      if (callee === 'fetch' || callee === 'window.fetch' || callee === 'globalThis.fetch') calls.push(n);
      const set = /^(\w+)\.searchParams\.(?:set|append)$/.exec(callee);
      if (set && n.arguments[0]) {
        const k = evaluate(n.arguments[0], consts);
        paramsOf(set[1]!).pairs.push([typeof k === 'string' ? k : COMPUTED, COMPUTED]);
      }
    }
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(n.left) &&
      n.left.name.text === 'search'
    )
      addParams(paramsOf(n.left.expression.getText(source)), evaluate(n.right, consts));
    ts.forEachChild(n, visit);
  };
  visit(source);
  const lineOf = (node: ts.Node) => block.line + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  return calls.flatMap((call): RequestExample[] => {
    const [urlArg, initArg] = call.arguments;
    if (!urlArg) return [];
    const url = evaluate(urlArg, consts);
    if (typeof url !== 'string') return [];
    const query: [string, string][] = [];
    let openQuery = false;
    const urlVar = ts.isIdentifier(unwrap(urlArg)) ? (unwrap(urlArg) as ts.Identifier).text : undefined;
    const extra = urlVar ? urlParams.get(urlVar) : undefined;
    if (extra) {
      query.push(...extra.pairs);
      openQuery ||= extra.open;
    }
    // `?${params}` with params a URLSearchParams of the sample.
    let written = url;
    if (ts.isTemplateExpression(unwrap(urlArg))) {
      const t = unwrap(urlArg) as ts.TemplateExpression;
      let s = t.head.text;
      for (const span of t.templateSpans) {
        const v = evaluate(span.expression, consts);
        if (s.includes('?') && typeof v === 'object' && v !== null && '\u0000params' in v) {
          const target = { pairs: [] as [string, string][], open: false };
          addParams(target, v);
          query.push(...target.pairs);
          openQuery ||= target.open;
          s += '';
        } else if (s.includes('?') && (s.endsWith('?') || s.endsWith('&')) && v === COMPUTED) {
          openQuery = true;
          s += '';
        } else s += (typeof v === 'string' || typeof v === 'number') && v !== COMPUTED ? String(v) : COMPUTED;
        s += span.literal.text;
      }
      written = s.replace(/[?&]+$/, '').replace(/\?&/, '?');
    }
    let method = 'GET';
    let headers: Map<string, string> | null = new Map();
    let body: RequestExample['body'] = { kind: 'none', line: lineOf(call) };
    let defaultContentType: string | undefined;
    const init = initArg ? unwrap(initArg) : undefined;
    const initNode =
      init && ts.isIdentifier(init) && consts.get(init.text) ? unwrap(consts.get(init.text)!) : (init ?? undefined);
    if (initNode && ts.isObjectLiteralExpression(initNode)) {
      for (const p of initNode.properties) {
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '';
        const valueNode = ts.isPropertyAssignment(p)
          ? p.initializer
          : ts.isShorthandPropertyAssignment(p)
            ? p.name
            : undefined;
        if (ts.isSpreadAssignment(p)) headers = null;
        if (!valueNode) continue;
        if (name === 'method') {
          const v = evaluate(valueNode, consts);
          method = typeof v === 'string' && v !== COMPUTED ? v.toUpperCase() : COMPUTED;
        } else if (name === 'headers') {
          const v = evaluate(valueNode, consts);
          if (typeof v === 'object' && v !== null && !Array.isArray(v) && !('\u0000spread' in v)) {
            const h = new Map<string, string>();
            for (const [k, hv] of Object.entries(v)) h.set(k.toLowerCase(), typeof hv === 'string' ? hv : COMPUTED);
            if (headers) headers = h;
          } else headers = null;
        } else if (name === 'body') {
          const v = evaluate(valueNode, consts);
          const line = lineOf(valueNode);
          if (typeof v === 'object' && v !== null && '\u0000json' in v) {
            body = { kind: 'json', value: plain(v), line, text: valueNode.getText(source) };
            defaultContentType = 'text/plain';
          } else if (typeof v === 'object' && v !== null && '\u0000params' in v) {
            body = { kind: 'other', line };
            defaultContentType = 'application/x-www-form-urlencoded';
          } else if (typeof v === 'string' && v !== COMPUTED && parseJsonWithPlaceholders(v) !== undefined) {
            body = { kind: 'json', value: parseJsonWithPlaceholders(v), line, text: v };
            defaultContentType = 'text/plain';
          } else body = { kind: 'other', line };
        }
      }
    } else if (initNode) {
      // Options built elsewhere: method, headers and body are not shown.
      return [];
    }
    if (method === COMPUTED) return [];
    return [
      {
        kind: 'request',
        file,
        line: lineOf(call),
        form: 'fetch',
        method,
        url: written,
        headers,
        query,
        openQuery,
        body,
        ...(defaultContentType ? { defaultContentType } : {}),
      },
    ];
  });
}

// ---------------------------------------------------------------- other HTTP clients

/**
 * Kotlin (java.net.http, OkHttp), Swift (URLRequest), Python (requests) and BrightScript
 * (roUrlTransfer) calls: the URL literal, the method and the headers the block sets. The body is
 * not read (these samples send a value built in code); a method that sends one counts as a body.
 */
function clientRequests(file: string, block: Block): RequestExample[] {
  const code = block.code;
  const lineOf = lineFinder(code);
  const consts = new Map<string, string>();
  for (const m of code.matchAll(/\b(?:val|var|let)\s+(\w+)(?:\s*:\s*\w+\??)?\s*=\s*"([^"\n]*)"/g))
    consts.set(m[1]!, m[2]!);
  const starts = [
    /HttpRequest\.newBuilder\(\s*URI(?:\.create)?\(\s*("[^"\n]*"|\w+)\s*\)/g,
    /\.url\(\s*("[^"\n]*"|\w+)\s*\)/g,
    /URLRequest\(\s*url:\s*URL\(string:\s*("[^"\n]*"|\w+)\s*\)!?/g,
    /requests\.(?:get|post|put|patch|delete|head)\(\s*(f?"[^"\n]*"|f?'[^'\n]*'|\w+)/g,
    /\.SetUrl\(\s*("[^"\n]*"|\w+)\s*\)/g,
  ];
  const found: { index: number; literal: string }[] = [];
  for (const re of starts) for (const m of code.matchAll(re)) found.push({ index: m.index, literal: m[1]! });
  found.sort((a, b) => a.index - b.index);
  return found.flatMap(({ index, literal }, n): RequestExample[] => {
    let url = /^f?["']/.test(literal) ? literal.replace(/^f?["']|["']$/g, '') : (consts.get(literal) ?? '');
    if (!url) return [];
    // Kotlin "$x"/"${x}", Swift "\(x)", Python f"{x}" are computed parts.
    url = url.replace(/\$\{[^}]*\}|\$\w+|\\\([^)]*\)/g, (part) => {
      const name = /^\$(\w+)$/.exec(part)?.[1];
      const value = name ? consts.get(name) : undefined;
      return value ?? COMPUTED;
    });
    // The part of the block this call is built in: up to the next call.
    const region = code.slice(index, found[n + 1]?.index ?? code.length);
    const before = code.slice(Math.max(0, index - 200), index);
    const method =
      /\.(POST|PUT|DELETE|PATCH)\(/.exec(region)?.[1] ??
      /\.method\(\s*"([A-Z]+)"/.exec(region)?.[1] ??
      /httpMethod\s*=\s*"([A-Z]+)"/.exec(region)?.[1] ??
      /\bSetRequest\(\s*"([A-Z]+)"/.exec(region)?.[1] ??
      /requests\.(get|post|put|patch|delete|head)\(\s*$/
        .exec(before + code.slice(index, index + 20))?.[1]
        ?.toUpperCase() ??
      /requests\.(get|post|put|patch|delete|head)\(/.exec(region)?.[1]?.toUpperCase() ??
      (/(?:Async)?PostFromString|PostFromFile/.test(region) ? 'POST' : 'GET');
    const headers = new Map<string, string>();
    for (const m of region.matchAll(
      /\.(?:header|addHeader|setHeader)\(\s*"([^"]+)"\s*,\s*("[^"\n]*"|[^)\n]*)\)|setValue\(\s*("[^"\n]*"|[^,\n]*),\s*forHTTPHeaderField:\s*"([^"]+)"\s*\)|\.AddHeader\(\s*"([^"]+)"\s*,\s*("[^"\n]*"|[^)\n]*)\)/g,
    )) {
      const name = m[1] ?? m[4] ?? m[5] ?? '';
      const value = (m[2] ?? m[3] ?? m[6] ?? '').trim();
      headers.set(name.toLowerCase(), /^"[^"$\\]*"$/.test(value) ? value.slice(1, -1) : COMPUTED);
    }
    const dict = /headers\s*=\s*\{([^}]*)\}/.exec(region)?.[1];
    if (dict)
      for (const m of dict.matchAll(/["']([\w-]+)["']\s*:\s*("[^"\n]*"|'[^'\n]*'|[^,\n]*)/g))
        headers.set(
          m[1]!.toLowerCase(),
          /^["'][^"'{$]*["']$/.test(m[2]!.trim()) ? m[2]!.trim().slice(1, -1) : COMPUTED,
        );
    const sendsBody =
      /BodyPublishers\.of|\.post\(|\.put\(|\.patch\(|httpBody\s*=|upload\(|\b(?:json|data)\s*=|PostFromString|PostFromFile/.test(
        region,
      ) || /\.(POST|PUT|PATCH)\(/.test(region);
    return [
      {
        kind: 'request',
        file,
        line: block.line + lineOf(index) - 1,
        form: block.lang,
        method,
        url,
        headers,
        query: [],
        openQuery: false,
        body: sendsBody ? { kind: 'other', line: block.line + lineOf(index) - 1 } : { kind: 'none', line: 0 },
      },
    ];
  });
}

// ---------------------------------------------------------------- responses

/**
 * A JSON block titled with its operation: the response (`title="Response: 201 POST /ums/v3/profiles"`,
 * the status optional: the operation's first 2xx), or a bare `METHOD /path` title: the response of
 * an operation that takes no body (GET, DELETE, HEAD), the request body of one that does.
 */
const OPERATION_TITLE =
  /^(Response:?\s+(?:(?:of|to)\s+)?)?(?:([1-5]\d\d)\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)\s*(\(shortened\))?$/i;

function titledJson(file: string, block: Block): HttpExample[] {
  const m = OPERATION_TITLE.exec(metaTitle(block.meta).trim());
  if (!m) return [];
  const [, response, status, method = '', url = '', shortened] = m;
  const value = parseJsonWithPlaceholders(block.code);
  if (response || status || !/^(?:POST|PUT|PATCH)$/i.test(method))
    return [
      {
        kind: 'response',
        file,
        line: block.line - 1,
        method: method.toUpperCase(),
        url,
        ...(status ? { status: Number(status) } : {}),
        ...(shortened ? { shortened: true } : {}),
        value,
        text: block.code,
      },
    ];
  return [
    {
      kind: 'request',
      file,
      line: block.line - 1,
      form: 'json',
      method: method.toUpperCase(),
      url,
      headers: null,
      query: [],
      openQuery: false,
      body:
        value !== undefined
          ? { kind: 'json', value, line: block.line, text: block.code }
          : { kind: 'other', line: block.line, text: block.code },
    },
  ];
}

// ---------------------------------------------------------------- extraction

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'curl', '']);
const SCRIPT = new Set(['ts', 'typescript', 'js', 'javascript', 'tsx', 'jsx', 'mjs']);
const CLIENT = new Set(['kotlin', 'kt', 'java', 'swift', 'python', 'py', 'brightscript', 'brs']);

/**
 * An untitled JSON block that follows a block with one request, with no heading and no other code
 * block between: the response of that request (its `refused` status, else the operation's first 2xx).
 */
function answerOf(file: SourceFile, block: Block, previous: { block: Block; requests: RequestExample[] } | null) {
  if (!previous || previous.requests.length !== 1 || metaTitle(block.meta) !== '') return [];
  const request = previous.requests[0]!;
  if (request.form === 'json') return [];
  const lines = file.text.split('\n');
  const end = previous.block.line - 1 + previous.block.code.split('\n').length;
  const between = lines.slice(end + 1, block.line - 2);
  if (between.some((l) => /^\s*#{1,6}\s/.test(l) || /^\s*(?:`{3,}|~{3,})/.test(l))) return [];
  const response: ResponseExample = {
    kind: 'response',
    file: file.path,
    line: block.line - 1,
    method: request.method,
    url: request.url,
    ...(request.refused !== undefined ? { status: request.refused } : {}),
    value: parseJsonWithPlaceholders(block.code),
    text: block.code,
  };
  return [response];
}

/** Every HTTP example of one file. */
export function httpExamples(file: SourceFile): HttpExample[] {
  const blocks = codeBlocks(file);
  const vars = new Map<string, string>();
  for (const b of blocks) if (SHELL.has(b.lang)) shellAssignments(b.code, vars);
  let previous: { block: Block; requests: RequestExample[] } | null = null;
  return blocks.flatMap((b): HttpExample[] => {
    const found = examplesOf(file, b, vars, previous);
    previous = { block: b, requests: found.filter((e): e is RequestExample => e.kind === 'request') };
    return found;
  });
}

function examplesOf(
  file: SourceFile,
  b: Block,
  vars: Map<string, string>,
  previous: { block: Block; requests: RequestExample[] } | null,
): HttpExample[] {
  {
    if (/^json/.test(b.lang)) {
      const titled = titledJson(file.path, b);
      return titled.length > 0 ? titled : answerOf(file, b, previous);
    }
    const out: RequestExample[] = [];
    if (SHELL.has(b.lang) || /\bcurl\s/.test(b.code)) out.push(...curlRequests(file.path, b, vars));
    if (['http', 'text', 'txt', ''].includes(b.lang)) out.push(...rawRequests(file.path, b));
    if (SCRIPT.has(b.lang)) out.push(...fetchRequests(file.path, b));
    if (CLIENT.has(b.lang)) out.push(...clientRequests(file.path, b));
    const refused = /(?:^|\s)refused=["']?(\d{3})\b/.exec(b.meta)?.[1];
    return refused ? out.map((r) => ({ ...r, refused: Number(refused) })) : out;
  }
}

// ---------------------------------------------------------------- the OpenAPI operations

interface Operation {
  service: string;
  file: string;
  /** Line of the operation in its document. */
  line: number;
  template: string;
  /** Server base paths the template is under ('' for none). */
  bases: string[];
  method: string;
  /** JSON pointer of the operation in the bundled document. */
  pointer: string;
  node: JsonObject;
  parameters: { node: JsonObject; pointer: string }[];
  security: JsonObject[];
}

export interface ApiIndex {
  operations: Operation[];
  /** Hosts of the documents' servers. */
  hosts: Set<string>;
  /** First path segments of the documents' paths (`playback`, `media`). */
  prefixes: Set<string>;
  docs: Map<string, JsonObject>;
  lines: Map<string, ReturnType<typeof parseYamlWithLines>>;
  ajv: Ajv2020;
  params: Ajv2020;
  /** The documents without `required`: a shortened response may leave any field out. */
  shortened: Ajv2020;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function follow(
  doc: JsonObject,
  node: Json | undefined,
  pointer: string,
): { value: Json | undefined; pointer: string } {
  let value = node;
  let at = pointer;
  for (let guard = 0; isObject(value) && typeof value.$ref === 'string' && guard < 10; guard += 1) {
    const ref = value.$ref;
    if (!ref.startsWith('#/')) break;
    at = ref.slice(1);
    value = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>((acc, key) => (isObject(acc) ? acc[key] : undefined), doc);
  }
  return { value, pointer: at };
}

/** A copy of a document without its schemas' `required` lists. */
function withoutRequired(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !(k === 'required' && Array.isArray(v)))
      .map(([k, v]) => [k, withoutRequired(v)]),
  );
}

/**
 * The documents' response and event schemas are open, as the API conventions promise (fields are
 * added in any release and clients ignore the ones they do not know); `x-flp-closed` marks the
 * objects whose examples in the docs must still use only the fields listed. The checks validate
 * against them closed: `true` as `additionalProperties: false`, `unevaluated` (an object composed
 * with `allOf`) as `unevaluatedProperties: false`.
 */
export function closedForChecks(node: Json): Json {
  if (Array.isArray(node)) return node.map(closedForChecks);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'x-flp-closed') {
      if (v === 'unevaluated') out.unevaluatedProperties = false;
      else if (v === true) out.additionalProperties = false;
      else throw new Error(`x-flp-closed: ${JSON.stringify(v)} is neither true nor "unevaluated"`);
    } else out[k] = closedForChecks(v);
  }
  return out;
}

/** The operations of the OpenAPI documents among the files (api/*.yaml). */
export function apiIndex(files: readonly SourceFile[]): ApiIndex {
  const byName = new Map(
    files.filter((f) => /^api\/.*\.ya?ml$/.test(f.path)).map((f) => [f.path.slice('api/'.length), f] as const),
  );
  const parsed = new Map<string, JsonObject>();
  const readFile = (name: string): JsonObject => {
    let doc = parsed.get(name);
    if (!doc) {
      const f = byName.get(name);
      const value: unknown = f ? parseYaml(f.text) : undefined;
      doc = isObject(value) ? value : {};
      parsed.set(name, doc);
    }
    return doc;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const params = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
  addFormats(params);
  const shortened = new Ajv2020({ strict: false, allErrors: true });
  addFormats(shortened);
  const index: ApiIndex = {
    operations: [],
    hosts: new Set(),
    prefixes: new Set(),
    docs: new Map(),
    lines: new Map(),
    ajv,
    params,
    shortened,
  };
  for (const [name, file] of byName) {
    if (name.includes('/') || name === 'redocly.yaml') continue;
    const raw = readFile(name);
    if (!('openapi' in raw)) continue;
    const service = name.replace(/\.ya?ml$/, '');
    const doc = bundleDocument(raw, name, readFile);
    index.docs.set(service, doc);
    index.lines.set(service, parseYamlWithLines(file.text));
    const closed = closedForChecks(doc);
    ajv.addSchema(closed as object, `urn:flp-api:${service}`);
    params.addSchema(doc as object, `urn:flp-api:${service}`);
    shortened.addSchema(withoutRequired(closed) as object, `urn:flp-api:${service}`);
    const bases = new Set<string>();
    for (const s of Array.isArray(doc.servers) ? doc.servers : []) {
      if (!isObject(s) || typeof s.url !== 'string') continue;
      try {
        const u = new URL(s.url);
        index.hosts.add(u.host);
        bases.add(u.pathname.replace(/\/$/, ''));
      } catch {
        bases.add(s.url.replace(/\/$/, ''));
      }
    }
    if (bases.size === 0) bases.add('');
    for (const [template, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
      if (!isObject(item)) continue;
      for (const b of bases) index.prefixes.add(`${b}${template}`.split('/')[1]!);
      const itemPointer = `/paths/${escapePointer(template)}`;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!isObject(op)) continue;
        const pointer = `${itemPointer}/${method}`;
        const parameters = new Map<string, { node: JsonObject; pointer: string }>();
        const addAll = (list: Json | undefined, at: string) =>
          (Array.isArray(list) ? list : []).forEach((p, i) => {
            const r = follow(doc, p, `${at}/${i}`);
            if (isObject(r.value))
              parameters.set(`${String(r.value.in)}:${String(r.value.name)}`, { node: r.value, pointer: r.pointer });
          });
        addAll(item.parameters, `${itemPointer}/parameters`);
        addAll(op.parameters, `${pointer}/parameters`);
        const security = (
          Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []
        ).filter(isObject);
        index.operations.push({
          service,
          file: `api/${name}`,
          line: index.lines.get(service)!.lineOf(['paths', template, method]),
          template,
          bases: [...bases],
          method: method.toUpperCase(),
          pointer,
          node: op,
          parameters: [...parameters.values()],
          security,
        });
      }
    }
  }
  return index;
}

// ---------------------------------------------------------------- matching and validation

/** A path segment that stands for any value. */
const ANY_SEGMENT = /^(?:\{[^}]*\}|:\w+|<[^>]*>|\$\{[^}]*\}|\$\w+|YOUR_[A-Z0-9_]+|\$\{…\}|\.\.\.|…)$/;

interface Target {
  path: string;
  query: [string, string][];
  /** The URL is on an FLP API host. */
  onApiHost: boolean;
}

/** The API path and query of a URL, or null when it is not a call of the documented APIs. */
export function apiTarget(url: string, index: ApiIndex): Target | null {
  let rest = url.trim();
  let onApiHost = false;
  const hostMatch = /^(?:https?:)?\/\/([^/?#]+)/.exec(rest);
  if (hostMatch) {
    onApiHost = index.hosts.has(hostMatch[1]!);
    rest = rest.slice(hostMatch[0].length);
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  let path = q >= 0 ? rest.slice(0, q) : rest;
  const query =
    q >= 0
      ? rest
          .slice(q + 1)
          .split('&')
          .filter(Boolean)
          .map(splitPair)
      : [];
  // A base written as a variable (`$API`, `${FLP_API}`, `YOUR_API_BASE_URL`): the path starts at the
  // first segment that begins a documented path.
  const prefixAt = [...index.prefixes]
    .map((p) => path.search(new RegExp(`/${p}/v\\d+(?:/|$)`)))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  if (!onApiHost) {
    if (prefixAt === undefined) return null;
    path = path.slice(prefixAt);
  } else if (prefixAt !== undefined && prefixAt > 0 && !path.startsWith('/')) path = path.slice(prefixAt);
  if (!path.startsWith('/')) return null;
  return { path: path.replace(/\/$/, '') || '/', query, onApiHost };
}

function matchTemplate(op: Operation, path: string): Map<string, string> | null {
  const segments = path.split('/');
  for (const base of op.bases) {
    const ts = `${base}${op.template}`.split('/');
    if (ts.length !== segments.length) continue;
    const values = new Map<string, string>();
    let ok = true;
    for (let i = 0; i < ts.length && ok; i += 1) {
      const t = ts[i]!;
      const s = segments[i]!;
      const name = /^\{(.+)\}$/.exec(t)?.[1];
      if (name) values.set(name, s);
      else if (t !== s) ok = false;
    }
    if (ok) return values;
  }
  return null;
}

const where = (op: Operation) => `${op.method} ${op.template} (${op.file}:${op.line})`;

/**
 * The errors of the branch of each `oneOf`/`anyOf` that came nearest (fewest errors), without the
 * `oneOf` error itself when a branch explains it: a body meant as one variant is told what that
 * variant misses, not what every other variant wants.
 */
export function nearestBranch(errors: readonly ErrorObject[]): ErrorObject[] {
  let list = [...errors];
  for (;;) {
    const branchOf = (e: ErrorObject) => /^(.*?\/(?:oneOf|anyOf))\/(\d+)(?:\/|$)/.exec(e.schemaPath);
    const first = list.map(branchOf).find((m) => m !== null);
    if (!first) break;
    const at = first[1]!;
    const groups = new Map<string, ErrorObject[]>();
    for (const e of list) {
      const m = branchOf(e);
      if (m && m[1] === at) groups.set(m[2]!, [...(groups.get(m[2]!) ?? []), e]);
    }
    // A branch whose `const` (its discriminator) the value breaks is not the one it was meant as.
    const cost = (g: ErrorObject[]) => g.length + (g.some((e) => e.keyword === 'const') ? 1000 : 0);
    const best = [...groups.values()].sort((a, b) => cost(a) - cost(b))[0]!;
    list = list.filter((e) => {
      const m = branchOf(e);
      if (m && m[1] === at) return best.includes(e);
      return !(e.schemaPath === at && best.length > 0);
    });
    // Mark the kept branch's errors as decided so the loop moves on to the next oneOf.
    list = list.map((e) =>
      best.includes(e) ? { ...e, schemaPath: e.schemaPath.replace(at, at.replace(/(oneOf|anyOf)$/, '$1-chosen')) } : e,
    );
  }
  return list;
}

function formatErrors(errors: readonly ErrorObject[]): string {
  return [
    ...new Set(
      nearestBranch(errors)
        .filter((e) => !(e.keyword === 'unevaluatedProperties' && errors.length > 1))
        .map((e) => {
          const at = e.instancePath || '(root)';
          if (e.keyword === 'additionalProperties')
            return `${at} has ${String((e.params as { additionalProperty?: string }).additionalProperty)}, which the schema does not allow`;
          if (e.keyword === 'enum')
            return `${at} must be one of ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
          if (e.keyword === 'unevaluatedProperties')
            return `${at} has ${String((e.params as { unevaluatedProperty?: string }).unevaluatedProperty)}, which the schema does not allow`;
          return `${at} ${e.message ?? e.keyword}`;
        }),
    ),
  ].join('; ');
}

/** Pointers of the placeholders and computed values in a value. */
function placeholderPointers(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return hasPlaceholder(value) || value === COMPUTED ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholderPointers(v, `${at}/${i}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) =>
      k === '\u0000spread' ? [`${at}/\u0000spread`] : placeholderPointers(v, `${at}/${escapePointer(k)}`),
    );
  return [];
}

/**
 * Schema errors that a placeholder does not explain: an error at (or inside) a placeholder, a
 * `oneOf`/`anyOf`/`if` decision above one, and a missing property of an object with a spread are
 * left out.
 */
function realErrors(errors: readonly ErrorObject[] | null | undefined, value: unknown): ErrorObject[] {
  const placeholders = placeholderPointers(value);
  const spreads = placeholders
    .filter((p) => p.endsWith('/\u0000spread'))
    .map((p) => p.slice(0, -'/\u0000spread'.length));
  const marks = placeholders.filter((p) => !p.endsWith('/\u0000spread'));
  return (errors ?? []).filter((e) => {
    const at = e.instancePath;
    if (marks.some((p) => at === p || at.startsWith(`${p}/`))) return false;
    if (['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword) && marks.some((p) => p.startsWith(`${at}/`) || at === ''))
      return false;
    if (e.keyword === 'required' && spreads.includes(at)) return false;
    return true;
  });
}

function withoutSpreads(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSpreads);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '\u0000spread')
        .map(([k, v]) => [k, withoutSpreads(v)]),
    );
  return value;
}

const validators = new WeakMap<Ajv2020, Map<string, ValidateFunction>>();
function validator(ajv: Ajv2020, service: string, pointer: string): ValidateFunction {
  let cache = validators.get(ajv);
  if (!cache) validators.set(ajv, (cache = new Map()));
  const key = `${service}#${pointer}`;
  let v = cache.get(key);
  if (!v) {
    v = ajv.compile({ $ref: `urn:flp-api:${key}` });
    cache.set(key, v);
  }
  return v;
}

/** The media type of a Content-Type value (`application/json; charset=utf-8` → `application/json`). */
const mediaType = (value: string) => value.split(';')[0]!.trim().toLowerCase();

function mediaMatches(declared: string, sent: string): boolean {
  const [dt, ds] = declared.toLowerCase().split('/');
  const [st, ss] = sent.split('/');
  return (dt === '*' || dt === st) && (ds === '*' || ds === ss);
}

/** The line of a key of a JSON body in its example (the body's first line when not found). */
function keyLine(ex: { body: RequestExample['body'] } | ResponseExample, pointer: string, fallback: number): number {
  const text = 'body' in ex ? ex.body.text : ex.text;
  const start = 'body' in ex ? ex.body.line : ex.line + 1;
  const key = pointer
    .split('/')
    .reverse()
    .find((p) => p && !/^\d+$/.test(p));
  if (!text || !key) return fallback;
  const i = text.indexOf(`"${key}"`) >= 0 ? text.indexOf(`"${key}"`) : text.search(new RegExp(`\\b${key}\\s*:`));
  return i < 0 ? fallback : start + text.slice(0, i).split('\n').length - 1;
}

function checkParameterValue(
  index: ApiIndex,
  op: Operation,
  p: { node: JsonObject; pointer: string },
  raw: string,
): string | null {
  if (hasPlaceholder(raw) || raw.includes(COMPUTED) || p.node.schema === undefined) return null;
  const schema = follow(index.docs.get(op.service)!, p.node.schema, `${p.pointer}/schema`);
  const isArray = isObject(schema.value) && schema.value.type === 'array';
  const value = isArray && p.node.explode !== true ? raw.split(',') : raw;
  // Ajv (coerceTypes) reads the string as the schema's type, as the service reads a parameter.
  const validate = validator(index.params, op.service, `${p.pointer}/schema`);
  return validate(value)
    ? null
    : formatErrors((validate.errors ?? []).map((e) => ({ ...e, instancePath: '' }))).replace(/(^|; )\(root\) /g, '$1');
}

export interface CheckStats {
  found: number;
  checked: number;
  /** Each example of the documented APIs with the operation it was matched to (`file:line form → operation`). */
  list: string[];
}

/** Every finding of the HTTP examples against the operations. */
export function checkHttpExamples(
  examples: readonly HttpExample[],
  index: ApiIndex,
): { findings: Finding[]; stats: CheckStats } {
  const findings: Finding[] = [];
  let found = 0;
  let checked = 0;
  const list: string[] = [];
  for (const ex of examples) {
    const target = apiTarget(ex.url, index);
    if (!target) continue;
    found += 1;
    const form = ex.kind === 'response' ? `response ${ex.status ?? ''}`.trim() : ex.form;
    list.push(`${ex.file}:${ex.line} ${form} ${ex.method} ${target.path}`);
    const at = { file: ex.file, line: ex.line };
    const push = (rule: string, what: string, expected: string, line = ex.line) =>
      findings.push({ ...at, line, rule, found: what, expected });
    const label = `${ex.method} ${target.path}`;
    const byPath = index.operations
      .map((op) => ({ op, values: matchTemplate(op, target.path) }))
      .filter((m): m is { op: Operation; values: Map<string, string> } => m.values !== null);
    // Concrete segments before templates (`/items/by-ids` before `/items/{id}`).
    const literalness = (t: string) => t.split('/').filter((s) => !s.startsWith('{')).length;
    byPath.sort((a, b) => literalness(b.op.template) - literalness(a.op.template));
    const anyValue = (v: string) => ANY_SEGMENT.test(v) || hasPlaceholder(v) || v.includes(COMPUTED);
    if (byPath.length === 0) {
      const near = index.operations.find((op) =>
        target.path.startsWith(`${op.template.split('/').slice(0, 3).join('/')}/`),
      );
      push(
        'http-path',
        `${label}`,
        `no OpenAPI document in api/ defines this path${near ? ` (${near.file} has the paths of /${near.template.split('/').slice(1, 3).join('/')})` : ''}`,
      );
      continue;
    }
    const candidates = byPath.filter((m) => m.op.method === ex.method.toUpperCase());
    if (candidates.length === 0) {
      const methods = [...new Set(byPath.map((m) => m.op.method))].join(', ');
      push(
        'http-method',
        label,
        `${byPath[0]!.op.template} takes ${methods} (${byPath[0]!.op.file}:${byPath[0]!.op.line})`,
      );
      continue;
    }
    // Path parameter values against their schemas: the first template they fit.
    const pathProblems = candidates.map(({ op, values }) => {
      const problems: string[] = [];
      for (const [name, value] of values) {
        if (anyValue(value)) continue;
        const p = op.parameters.find((x) => x.node.in === 'path' && x.node.name === name);
        if (!p) continue;
        const problem = checkParameterValue(index, op, p, decodeURIComponent(value));
        if (problem) problems.push(`path parameter ${name} ${JSON.stringify(value)}: ${problem}`);
      }
      return { op, problems };
    });
    const fit = pathProblems.find((p) => p.problems.length === 0);
    if (!fit) {
      push('http-path', label, `${pathProblems[0]!.problems.join('; ')} (${where(pathProblems[0]!.op)})`);
      continue;
    }
    const op = fit.op;
    checked += 1;
    list[list.length - 1] += ` → ${op.method} ${op.template}`;
    if (ex.kind === 'response') checkResponse(ex, op, index, push);
    else if (ex.refused !== undefined) {
      // A request shown to be refused: it breaks its operation, and the operation documents the answer.
      const broken: Finding[] = [];
      checkRequest(ex, target, op, index, (rule, what, expected, line = ex.line) =>
        broken.push({ ...at, line, rule, found: what, expected }),
      );
      const statuses = Object.keys(isObject(op.node.responses) ? op.node.responses : {});
      if (broken.length === 0)
        push(
          'http-refused',
          `a request marked refused="${ex.refused}" that ${where(op)} accepts`,
          'show a request the operation refuses, or remove refused',
        );
      if (!statuses.some((s) => s === String(ex.refused) || s === `${String(ex.refused)[0]}XX`))
        push('http-refused', `refused="${ex.refused}"`, `${where(op)} documents ${statuses.join(', ')}`);
    } else checkRequest(ex, target, op, index, push);
  }
  const seen = new Set<string>();
  return {
    findings: findings
      .filter((f) => {
        const key = JSON.stringify(f);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    stats: { found, checked, list },
  };
}

type Push = (rule: string, what: string, expected: string, line?: number) => void;

function credentialsOf(
  ex: RequestExample,
  query: ReadonlyMap<string, string>,
  doc: JsonObject,
  requirement: JsonObject,
): boolean {
  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  return Object.keys(requirement).every((name) => {
    const scheme = follow(doc, schemes[name], '').value;
    if (!isObject(scheme)) return false;
    if (scheme.type === 'apiKey') {
      const key = String(scheme.name);
      return scheme.in === 'query' ? query.has(key) : ex.headers?.has(key.toLowerCase()) === true;
    }
    const auth = ex.headers?.get('authorization');
    if (auth === undefined) return false;
    if (
      scheme.type === 'http' &&
      typeof scheme.scheme === 'string' &&
      !auth.includes(COMPUTED) &&
      !hasPlaceholder(auth.split(' ')[0]!)
    )
      return auth.toLowerCase().startsWith(scheme.scheme.toLowerCase());
    return true;
  });
}

function securityText(doc: JsonObject, requirements: readonly JsonObject[]): string {
  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  return requirements
    .map((r) =>
      Object.keys(r)
        .map((name) => {
          const s = follow(doc, schemes[name], '').value;
          if (!isObject(s)) return name;
          if (s.type === 'apiKey')
            return `${name} (the ${String(s.name)} ${String(s.in)} ${s.in === 'query' ? 'parameter' : ''})`.replace(
              / \)/,
              ')',
            );
          return `${name} (an Authorization: Bearer header)`;
        })
        .join(' and '),
    )
    .join(' or ');
}

function checkRequest(ex: RequestExample, target: Target, op: Operation, index: ApiIndex, push: Push): void {
  const doc = index.docs.get(op.service)!;
  const query = new Map<string, string[]>();
  for (const [k, v] of [...target.query, ...ex.query]) query.set(k, [...(query.get(k) ?? []), v]);
  const queryNames = new Map([...query.keys()].map((k) => [k, k]));
  const firstValues = new Map([...query].map(([k, v]) => [k, v[0]!]));
  const requirements = op.security;
  const anonymousAllowed = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  const credentialed = requirements
    .filter((r) => Object.keys(r).length > 0)
    .some((r) => credentialsOf(ex, firstValues, doc, r));
  const anonymous = ex.headers !== null && !credentialed;
  // Security.
  if (ex.headers !== null && !anonymousAllowed && !credentialed) {
    push(
      'http-security',
      `${ex.method} ${target.path} without credentials`,
      `${op.method} ${op.template} requires ${securityText(doc, requirements)} (${op.file}:${op.line})`,
    );
  }
  // Parameters.
  const queryParams = op.parameters.filter((p) => p.node.in === 'query');
  for (const p of op.parameters) {
    const name = String(p.node.name);
    const conditional = p.node['x-flp-required-when'] === 'anonymous';
    const required = p.node.required === true || (conditional && anonymous);
    if (p.node.in === 'query') {
      const values = [...query.entries()].filter(
        ([k]) => k === name || (k.startsWith(`${name}[`) && p.node.style === 'deepObject'),
      );
      if (values.length === 0) {
        if (required && !ex.openQuery)
          push(
            'http-parameter',
            `${ex.method} ${target.path} without the query parameter ${name}`,
            `${op.method} ${op.template} requires ${name}${conditional && p.node.required !== true ? ' on anonymous calls' : ''} (${op.file}:${op.line})`,
          );
        continue;
      }
      if (p.node.style === 'deepObject') continue;
      for (const [, list] of values) {
        for (const v of list) {
          const problem = checkParameterValue(index, op, p, v);
          if (problem)
            push('http-parameter', `${name}=${v} in ${ex.method} ${target.path}`, `${problem} (${where(op)})`);
        }
      }
    } else if (p.node.in === 'header') {
      const lower = name.toLowerCase();
      // OpenAPI ignores Accept, Content-Type and Authorization header parameters.
      if (['accept', 'content-type', 'authorization'].includes(lower)) continue;
      if (ex.headers === null) continue;
      const value = ex.headers.get(lower);
      if (value === undefined) {
        if (required)
          push(
            'http-header',
            `${ex.method} ${target.path} without the ${name} header`,
            `${op.method} ${op.template} requires ${name} (${op.file}:${op.line})`,
          );
        continue;
      }
      const problem = checkParameterValue(index, op, p, value);
      if (problem) push('http-header', `${name}: ${value} in ${ex.method} ${target.path}`, `${problem} (${where(op)})`);
    }
  }
  for (const name of queryNames.keys()) {
    if (name === COMPUTED || hasPlaceholder(name)) continue;
    const base = name.replace(/\[.*$/, '');
    if (!queryParams.some((p) => p.node.name === name || p.node.name === base)) {
      const known = queryParams.map((p) => String(p.node.name));
      push(
        'http-parameter',
        `unknown query parameter ${name} in ${ex.method} ${target.path}`,
        `${op.method} ${op.template} takes ${known.length > 0 ? known.join(', ') : 'no query parameters'} (${op.file}:${op.line})`,
      );
    }
  }
  // Body.
  const requestBody = follow(doc, op.node.requestBody, `${op.pointer}/requestBody`);
  const rb = isObject(requestBody.value) ? requestBody.value : undefined;
  const content = rb && isObject(rb.content) ? rb.content : {};
  if (ex.body.kind === 'none') {
    if (rb?.required === true)
      push(
        'http-body',
        `${ex.method} ${target.path} without a body`,
        `${op.method} ${op.template} requires a ${Object.keys(content).join(' or ')} body (${op.file}:${op.line})`,
      );
    return;
  }
  if (!rb) {
    push(
      'http-body',
      `a body sent to ${ex.method} ${target.path}`,
      `${op.method} ${op.template} takes no body (${op.file}:${op.line})`,
      ex.body.line,
    );
    return;
  }
  const declaredType = ex.headers?.get('content-type');
  const sentType =
    declaredType !== undefined
      ? declaredType.includes(COMPUTED) || hasPlaceholder(declaredType)
        ? undefined
        : mediaType(declaredType)
      : ex.headers === null
        ? undefined
        : ex.defaultContentType;
  const types = Object.keys(content);
  if (sentType && !types.some((t) => mediaMatches(t, sentType))) {
    push(
      'http-content-type',
      `${ex.method} ${target.path} sent as ${sentType}${declaredType === undefined ? ` (no Content-Type header)` : ''}`,
      `${op.method} ${op.template} takes ${types.join(', ')} (${op.file}:${op.line})`,
    );
  }
  if (ex.body.kind !== 'json') return;
  const type = (sentType && types.find((t) => mediaMatches(t, sentType))) ?? types.find((t) => /json/.test(t));
  if (!type) return;
  const media = content[type];
  if (!isObject(media) || media.schema === undefined) return;
  const validate = validator(index.ajv, op.service, `${requestBody.pointer}/content/${escapePointer(type)}/schema`);
  const value = withoutSpreads(ex.body.value);
  if (!validate(value)) {
    const errors = realErrors(validate.errors, ex.body.value);
    if (errors.length > 0)
      push(
        'http-body',
        `a body ${formatErrors(errors)}`,
        `the ${type} body of ${where(op)}`,
        keyLine(ex, errors[0]!.instancePath, ex.body.line),
      );
  }
}

function checkResponse(ex: ResponseExample, op: Operation, index: ApiIndex, push: Push): void {
  const doc = index.docs.get(op.service)!;
  const responses = isObject(op.node.responses) ? op.node.responses : {};
  const statuses = Object.keys(responses);
  const status =
    ex.status !== undefined
      ? String(ex.status)
      : (statuses.find((s) => /^2/.test(s)) ?? statuses.find((s) => /^[23]/.test(s)));
  const key = status === undefined ? undefined : [status, `${status[0]}XX`, 'default'].find((s) => s in responses);
  if (!key || !status) {
    push(
      'http-response',
      `a ${status ?? '2xx'} response of ${ex.method} ${ex.url}`,
      `${where(op)} documents ${statuses.join(', ')}`,
    );
    return;
  }
  if (ex.value === undefined) {
    push('http-response', `a response of ${ex.method} ${ex.url} that is not JSON`, `${where(op)} answers JSON`);
    return;
  }
  const response = follow(doc, responses[key], `${op.pointer}/responses/${escapePointer(key)}`);
  const content = isObject(response.value) && isObject(response.value.content) ? response.value.content : {};
  const type = Object.keys(content).find((t) => /json/.test(t));
  if (!type) {
    push(
      'http-response',
      `a JSON body for ${status} of ${ex.method} ${ex.url}`,
      `the ${status} response of ${where(op)} has no JSON body`,
    );
    return;
  }
  const media = content[type];
  if (!isObject(media) || media.schema === undefined) return;
  const validate = validator(
    ex.shortened ? index.shortened : index.ajv,
    op.service,
    `${response.pointer}/content/${escapePointer(type)}/schema`,
  );
  if (!validate(ex.value)) {
    const errors = realErrors(validate.errors, ex.value);
    if (errors.length > 0)
      push(
        'http-response',
        `a ${status} response ${formatErrors(errors)}`,
        `the ${status} ${type} body of ${where(op)}`,
        keyLine(ex, errors[0]!.instancePath, ex.line),
      );
  }
}

// ---------------------------------------------------------------- over the repository

/** The files with HTTP examples: the docs' Markdown and MDX pages and the SDK samples. */
export function exampleFiles(files: readonly SourceFile[]): SourceFile[] {
  return files.filter(
    (f) =>
      ((f.path.startsWith('docs/') || f.path.startsWith('versioned_docs/')) && /\.mdx?$/.test(f.path)) ||
      f.path.startsWith('sdk/'),
  );
}

export function runHttpExamples(files: readonly SourceFile[]): { findings: Finding[]; stats: CheckStats } {
  const index = apiIndex(files);
  const checked = checkHttpExamples(exampleFiles(files).flatMap(httpExamples), index);
  // Prose about the same operations: which request headers they require, which filters they take.
  return {
    ...checked,
    findings: [...checked.findings, ...checkHeaderClaims(files, index), ...checkFilterClaims(files, index)],
  };
}
