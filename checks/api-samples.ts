/**
 * The API reference's code samples, run: every operation's curl and Node.js sample (and its Python
 * sample where `python3` with `requests` is installed) sent to a Prism mock of the same OpenAPI
 * documents. A sample passes when it exits 0 and the mock answered it with the operation's
 * documented success status and a body valid against that response's schema.
 *
 * The samples are the pages' own (plugins/api-reference/samples.ts, from each operation's example
 * request). Before a run, every reader variable (`YOUR_…`) is replaced by its value in
 * SAMPLE_TEST_VALUES (plugins/api-reference/placeholders.ts), and the production server by a
 * recording proxy in front of Prism (`/s/<run>/…`), which tells the run's status and body apart from
 * the other runs going on at the same time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  type Json,
  type JsonObject,
  type ServiceDocument,
  combineDocuments,
  isObject,
  resolve,
} from '../plugins/api-reference/bundle';
import { type ApiOperation, PageRenderer, collectOperations } from '../plugins/api-reference/render';
import { SAMPLE_ORIGIN, codeSamples } from '../plugins/api-reference/samples';
import { fillPlaceholders } from '../plugins/api-reference/placeholders';

/** Languages whose samples are run, and how. */
export const RUN_LANGUAGES = {
  curl: { file: 'sample.sh', cmd: ['bash'] },
  node: { file: 'sample.mjs', cmd: [process.execPath] },
  python: { file: 'sample.py', cmd: ['python3'] },
} as const satisfies Record<string, { file: string; cmd: readonly string[] }>;
export type RunLanguage = keyof typeof RUN_LANGUAGES;

export interface SampleCase {
  /** Key of the run in the proxy's paths. */
  key: string;
  service: string;
  operationId: string;
  language: RunLanguage;
  /** The sample as the page shows it. */
  code: string;
  /** Documented success status. */
  status: number;
  /** Schema of the success response's JSON body, if it has one. */
  schema?: Json;
}

export interface SampleResult {
  sample: SampleCase;
  /** Empty when the sample passed. */
  problems: string[];
  /** Time of the run, from writing the sample to checking the answer. */
  ms: number;
}

interface Exchange {
  status: number;
  contentType: string;
  body: string;
}

function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

/** The documented success response of an operation: the first 2xx (else 3xx) status. */
export function successResponse(doc: JsonObject, op: ApiOperation): { status: number; schema?: Json } {
  const responses = Object.entries(obj(op.operation.responses));
  const found = responses.find(([status]) => status.startsWith('2')) ?? responses.find(([s]) => s.startsWith('3'));
  if (!found) throw new Error(`${op.service} ${op.operationId}: no documented success response`);
  const content = obj(obj(resolve(doc, found[1]).value).content);
  const json = Object.entries(content).find(([type]) => /[/+]json\b/.test(type));
  const schema = json ? obj(json[1]).schema : undefined;
  return { status: Number(found[0]), ...(schema !== undefined ? { schema } : {}) };
}

/** Every operation's samples in the given languages. */
export function sampleCases(services: readonly ServiceDocument[], languages: readonly RunLanguage[]): SampleCase[] {
  const cases: SampleCase[] = [];
  for (const service of services) {
    const renderer = new PageRenderer(service, { hasPage: () => false });
    for (const op of collectOperations(service)) {
      const samples = codeSamples(renderer.exampleRequest(op));
      const success = successResponse(service.doc, op);
      for (const language of languages) {
        const sample = samples.find((s) => s.value === language);
        if (!sample) throw new Error(`no ${language} sample`);
        cases.push({
          key: String(cases.length),
          service: service.service,
          operationId: op.operationId,
          language,
          code: sample.code,
          ...success,
        });
      }
    }
  }
  return cases;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock server exited (${child.exitCode}) before listening`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the mock server did not listen on ${port} within ${seconds} s`);
}

/** Prism mocking the combined documents on a free port; `stop` ends it. */
export async function startMock(
  siteRoot: string,
  services: readonly ServiceDocument[],
): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'flp-samples-mock-'));
  const file = join(dir, 'flp-apis.json');
  const combined = combineDocuments(services);
  combined.servers = [{ url: `http://127.0.0.1:${port}` }];
  writeFileSync(file, JSON.stringify(combined));
  const prism = spawn(
    join(siteRoot, 'node_modules', '.bin', 'prism'),
    ['mock', file, '--port', String(port), '--host', '127.0.0.1', '--errors', 'false'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  prism.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = (): void => {
    if (prism.exitCode === null) prism.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, prism, 180);
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { port, stop };
}

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function forwardHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) out[name] = value;
  return out;
}

/** A proxy in front of the mock recording each run's exchanges (`/s/<key>/<path>`). */
export async function startRecorder(
  mockPort: number,
): Promise<{ port: number; exchanges: Map<string, Exchange[]>; server: Server }> {
  const exchanges = new Map<string, Exchange[]>();
  const server = createServer((req, res) => {
    const match = /^\/s\/([^/]+)(\/.*)$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const [, key = '', path = '/'] = match;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: mockPort,
          method: req.method,
          path,
          headers: { ...forwardHeaders(req.headers), 'content-length': String(body.length) },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            const list = exchanges.get(key) ?? [];
            list.push({
              status: answer.statusCode ?? 0,
              contentType: String(answer.headers['content-type'] ?? ''),
              body: text.toString('utf8'),
            });
            exchanges.set(key, list);
            res.writeHead(answer.statusCode ?? 502, {
              ...forwardHeaders(answer.headers),
              'content-length': String(text.length),
            });
            res.end(text);
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502).end(String(error));
      });
      upstream.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { port, exchanges, server };
}

function run(cmd: readonly string[], file: string, seconds: number): Promise<{ code: number; output: string }> {
  const [bin = '', ...args] = cmd;
  return new Promise((done) => {
    execFile(bin, [...args, file], { timeout: seconds * 1000, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, output: `${stdout}${stderr}`.trim() });
    });
  });
}

/** Runs the cases, `concurrency` at a time, against the recorder on `port`. */
export async function runSamples(
  services: readonly ServiceDocument[],
  cases: readonly SampleCase[],
  recorder: { port: number; exchanges: Map<string, Exchange[]> },
  concurrency: number,
  /** Interpreter of the Python samples (pythonWithRequests). */
  python = 'python3',
): Promise<SampleResult[]> {
  const validators = schemaValidators(services, cases);
  const dir = mkdtempSync(join(tmpdir(), 'flp-samples-'));
  const results: SampleResult[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const sample = cases[next++];
      if (!sample) break;
      const start = performance.now();
      const problems = await runOne(sample);
      results.push({ sample, problems, ms: performance.now() - start });
    }
  };
  const runOne = async (sample: SampleCase): Promise<string[]> => {
    let code: string;
    try {
      code = fillPlaceholders(sample.code);
    } catch (error) {
      return [(error as Error).message];
    }
    if (!code.includes(SAMPLE_ORIGIN)) return [`the sample does not call ${SAMPLE_ORIGIN}`];
    code = code.split(SAMPLE_ORIGIN).join(`http://127.0.0.1:${recorder.port}/s/${sample.key}`);
    const spec = RUN_LANGUAGES[sample.language];
    const file = join(dir, `${sample.key}-${spec.file}`);
    writeFileSync(file, code);
    const cmd = sample.language === 'python' ? [python] : spec.cmd;
    // Generous: on a loaded 2-core machine a run took up to 25 s, nearly all of it start-up.
    const { code: exit, output } = await run(cmd, file, 120);
    const problems: string[] = [];
    if (exit !== 0) problems.push(`exited with ${exit}: ${output.slice(0, 400)}`);
    const exchange = recorder.exchanges.get(sample.key)?.at(-1);
    if (!exchange) return [...problems, 'sent no request to the mock'];
    if (exchange.status !== sample.status)
      problems.push(`got status ${exchange.status}, documented ${sample.status}: ${exchange.body.slice(0, 400)}`);
    else if (sample.schema !== undefined) {
      let body: unknown;
      try {
        body = JSON.parse(exchange.body);
      } catch {
        problems.push(`the ${exchange.status} body is not JSON (${exchange.contentType})`);
      }
      const valid = validators.get(sample.key);
      if (body !== undefined && valid && !valid(body)) {
        const errors = valid.errors ?? [];
        problems.push(
          `the ${exchange.status} body does not match its schema: ${errors
            .slice(0, 3)
            .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
            .join('; ')}`,
        );
      }
    }
    return problems;
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

/**
 * A validator of each case's response schema. A schema refers to the components of its document
 * (`#/components/schemas/…`): each document is added to Ajv under its own id with the cases'
 * schemas beside its components, so those references resolve as in the document.
 */
function schemaValidators(
  services: readonly ServiceDocument[],
  cases: readonly SampleCase[],
): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const docs = new Map<string, JsonObject>();
  for (const sample of cases) {
    if (sample.schema === undefined) continue;
    let doc = docs.get(sample.service);
    if (!doc) {
      const source = services.find((s) => s.service === sample.service)?.doc ?? {};
      doc = { ...source, $id: `urn:flp-api:${sample.service}`, 'x-sample-schemas': {} };
      docs.set(sample.service, doc);
    }
    obj(doc['x-sample-schemas'])[sample.key] = sample.schema;
  }
  for (const doc of docs.values()) ajv.addSchema(doc);
  const validators = new Map<string, ValidateFunction>();
  for (const sample of cases) {
    if (sample.schema === undefined) continue;
    validators.set(sample.key, ajv.compile({ $ref: `urn:flp-api:${sample.service}#/x-sample-schemas/${sample.key}` }));
  }
  return validators;
}

/**
 * The Python interpreter to run the samples with: `python3`'s own executable when it has `requests`
 * (resolved once, so a version manager's shim is not started for every sample), else undefined.
 */
export function pythonWithRequests(): Promise<string | undefined> {
  return new Promise((done) => {
    execFile('python3', ['-c', 'import requests, sys; print(sys.executable)'], { timeout: 20_000 }, (error, stdout) =>
      done(error ? undefined : stdout.trim() || undefined),
    );
  });
}
