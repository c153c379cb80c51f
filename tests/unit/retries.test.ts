/**
 * Which requests are safe to send again: one verdict per operation in the OpenAPI documents
 * (`x-flp-retry`, plugins/api-reference/retries.ts). The operation pages and the errors guide's table
 * render it; these tests hold the guide's two retry helpers (TypeScript and Kotlin) to it, operation
 * by operation, with and without a key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  type ApiOperation,
  type RetryVerdict,
  loadServiceDocuments,
  retryTableMarkdown,
  retryVerdict,
  retryVerdicts,
} from '../../plugins/api-reference/api';
import { retryParagraph } from '../../plugins/api-reference/retries';
import { extractCodeBlocks } from '../../scripts/lib/markdown';

const root = join(__dirname, '..', '..');
const services = loadServiceDocuments(root);
const verdicts = retryVerdicts(services);
const guide = readFileSync(join(root, 'docs/api/doc2.md'), 'utf8');
const SERVER = 'https://api.flp.video';

function block(title: string): string {
  const found = extractCodeBlocks(guide).find((b) => b.meta.includes(`title="${title}"`));
  if (!found) throw new Error(`docs/api/doc2.md has no code block titled ${title}`);
  return found.code;
}

/** An operation's URL with every path parameter filled in. */
function urlOf(op: ApiOperation, query = ''): string {
  return `${SERVER}${op.path.replace(/\{[^}]+\}/g, 'x_01')}${query}`;
}

function op(method: string, extension?: unknown, parameters: ApiOperation['parameters'] = []): ApiOperation {
  return {
    service: 'test',
    method,
    path: '/test/v3/things/{id}',
    operationId: 'update_thing',
    operation: extension === undefined ? {} : { 'x-flp-retry': extension as never },
    parameters,
  };
}

const KEY = { name: 'Idempotency-Key', in: 'header' };

describe('retry verdicts in the OpenAPI documents', () => {
  it('every operation has one, and every PATCH and differing operation says so with why', () => {
    expect(verdicts.length).toBeGreaterThan(100);
    const declared = verdicts.filter(({ op }) => 'x-flp-retry' in op.operation);
    expect(declared.length).toBeGreaterThan(10);
    for (const { op, verdict } of verdicts.filter(({ op }) => op.method === 'patch'))
      expect(verdict.repeat, `${op.service} ${op.operationId}`).toMatch(/^(safe|key|never)$/);
  });

  it('refuses a PATCH without a verdict, a difference without a reason, a key the operation does not take', () => {
    expect(() => retryVerdict(op('patch'))).toThrow(/PATCH has no default verdict/);
    expect(() => retryVerdict(op('get', { repeat: 'never' }))).toThrow(/says why/);
    expect(() => retryVerdict(op('post', { repeat: 'key' }))).toThrow(/takes no Idempotency-Key/);
    expect(() => retryVerdict(op('post'))).toThrow(/without an Idempotency-Key parameter/);
    expect(() => retryVerdict(op('patch', { repeat: 'sometimes', why: 'x' }))).toThrow(/not one of safe, key, never/);
    expect(() => retryVerdict(op('patch', { repeat: 'safe', why: 'x', dry: 'safe' }))).toThrow(/unknown field "dry"/);
    expect(() => retryVerdict(op('post', { repeat: 'key', dryRun: 'safe' }, [KEY]))).toThrow(/no dryRun parameter/);
    expect(retryVerdict(op('post', undefined, [KEY]))).toEqual({ repeat: 'key', takesKey: true });
    expect(retryVerdict(op('delete'))).toEqual({ repeat: 'safe', takesKey: false });
  });

  it('each verdict reads as its own sentence on the page, and the guide lists every one that differs', () => {
    const table = retryTableMarkdown(services);
    for (const { op, verdict } of verdicts) {
      const text = retryParagraph(verdict);
      const start = { safe: '**Safe to send again.**', key: '**Safe to send again with the same', never: '**Not safe' };
      expect(text.startsWith(start[verdict.repeat]), op.operationId).toBe(true);
      if ('x-flp-retry' in op.operation)
        expect(table).toContain(`\`${op.method.toUpperCase()}\` [${String(op.operation.summary)}](`);
    }
    expect(retryParagraph({ repeat: 'safe', takesKey: false, renewal: 'never' })).toContain('renewal');
    expect(retryParagraph({ repeat: 'key', takesKey: true, dryRun: 'safe' })).toContain('`dryRun=true`');
  });
});

type IsIdempotent = (
  url: string,
  init: { method?: string; headers?: Record<string, string> },
  options: object,
) => boolean;

/** The TypeScript helper's `isIdempotent`, compiled from the guide's code block as a reader copies it. */
async function typescriptHelper(): Promise<IsIdempotent> {
  const source = `${block('flp-fetch.ts')}\nexport { isIdempotent };\n`;
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as {
    isIdempotent: IsIdempotent;
  };
  return module.isIdempotent;
}

/**
 * The Kotlin helper's decision, evaluated with its own path patterns (Kotlin regexes are Java's, the
 * same as JavaScript's for these). The formula is mirrored here, and pinned to the helper's text: a
 * change to it fails the test until the mirror follows.
 */
function kotlinHelper(): (method: string, url: string, keyed: boolean, renewal: boolean) => boolean {
  const code = block('FlpHttp.kt');
  const literal = (pattern: RegExp): string => {
    const match = pattern.exec(code);
    if (!match?.[1]) throw new Error(`FlpHttp.kt: ${pattern} not found`);
    // A Kotlin string literal's escapes: \\ is one backslash, \" a quote.
    return match[1].replace(/\\(["\\$])/g, '$1');
  };
  const safePosts = new RegExp(`^(?:${literal(/val safePosts =\s*Regex\("((?:[^"\\]|\\.)*)"\)/)})$`);
  const licencePosts = new RegExp(`^(?:${literal(/val licencePosts = Regex\("((?:[^"\\]|\\.)*)"\)/)})$`);
  const mergePatch = new RegExp(
    literal(/val mergePatch = [^\n]*\n\s*Regex\("((?:[^"\\]|\\.)*)"\)\.containsMatchIn\(path\)/),
  );
  const dryRunPath = literal(/val dryRun = path == "([^"]+)"/);
  for (const line of [
    'val safePost = request.method() == "POST" && (safePosts.matches(path) || dryRun)',
    'val keyed = request.method() == "POST" && request.headers().firstValue("Idempotency-Key").isPresent',
    'val licence = request.method() == "POST" && licencePosts.matches(path)',
    '!licenceRenewal',
    'request.method() in setOf("GET", "HEAD", "PUT", "DELETE") || mergePatch || safePost || keyed',
  ])
    expect(code, `FlpHttp.kt no longer has: ${line}`).toContain(line);
  return (method, url, keyed, renewal) => {
    const { pathname: path, search } = new URL(url);
    const query = search.replace(/^\?/, '').split('&');
    const isMerge = method === 'PATCH' && mergePatch.test(path);
    const dryRun = path === dryRunPath && query.includes('dryRun=true');
    const safePost = method === 'POST' && (safePosts.test(path) || dryRun);
    if (method === 'POST' && licencePosts.test(path)) return !renewal;
    return ['GET', 'HEAD', 'PUT', 'DELETE'].includes(method) || isMerge || safePost || (method === 'POST' && keyed);
  };
}

/** What a helper must answer for an operation: without a key, with one, with `dryRun=true`, as a renewal. */
function expected(verdict: RetryVerdict) {
  return {
    bare: verdict.repeat === 'safe',
    keyed: verdict.repeat === 'safe' || verdict.repeat === 'key',
    dryRun: verdict.dryRun === undefined ? undefined : verdict.dryRun === 'safe',
    renewal: verdict.renewal === undefined ? undefined : verdict.renewal === 'safe',
  };
}

describe("the errors guide's retry helpers follow the verdicts", () => {
  it('TypeScript (flp-fetch.ts), for every operation', async () => {
    const isIdempotent = await typescriptHelper();
    const key = { 'Idempotency-Key': '3f1f8b6e-6c1e-4a5b-9d57-0f5b2c8e41a9' };
    for (const { op, verdict } of verdicts) {
      const method = op.method.toUpperCase();
      const want = expected(verdict);
      const name = `${method} ${op.path} (${op.service} ${op.operationId})`;
      expect(isIdempotent(urlOf(op), { method }, {}), `${name} without a key`).toBe(want.bare);
      expect(isIdempotent(urlOf(op), { method, headers: key }, {}), `${name} with a key`).toBe(want.keyed);
      if (want.dryRun !== undefined)
        expect(isIdempotent(urlOf(op, '?dryRun=true'), { method }, {}), `${name} dryRun=true`).toBe(want.dryRun);
      if (want.renewal !== undefined)
        for (const headers of [{}, key])
          expect(isIdempotent(urlOf(op), { method, headers }, { licenceRenewal: true }), `${name} renewal`).toBe(
            want.renewal,
          );
    }
  });

  it('Kotlin (FlpHttp.kt), for every operation', () => {
    const idempotent = kotlinHelper();
    for (const { op, verdict } of verdicts) {
      const method = op.method.toUpperCase();
      const want = expected(verdict);
      const name = `${method} ${op.path} (${op.service} ${op.operationId})`;
      expect(idempotent(method, urlOf(op), false, false), `${name} without a key`).toBe(want.bare);
      expect(idempotent(method, urlOf(op), true, false), `${name} with a key`).toBe(want.keyed);
      if (want.dryRun !== undefined)
        expect(idempotent(method, urlOf(op, '?dryRun=true'), false, false), `${name} dryRun=true`).toBe(want.dryRun);
      if (want.renewal !== undefined)
        for (const keyed of [false, true])
          expect(idempotent(method, urlOf(op), keyed, true), `${name} renewal`).toBe(want.renewal);
    }
  });
});
