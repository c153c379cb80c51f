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
 *
 * A curl sample runs in `bash` as a process of its own; the Node.js and the Python samples are each
 * run one after the other by one runner process of their language (api-samples-runner.mjs,
 * api-samples-runner.py), which runs each as the program the reader would save and run: starting
 * Node.js or Python with `requests` for each of them took nearly all of the check's time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  SAMPLE_ORIGIN,
  type ApiOperation,
  type Json,
  type JsonObject,
  type ServiceDocument,
  codeSamples,
  collectOperations,
  combineDocuments,
  exampleRequest,
  fillPlaceholders,
  isObject,
  resolve,
} from '../plugins/api-reference/api';
import { closedForChecks } from './http-examples';

/**
 * Languages whose samples are run, and the file each is saved as: curl samples by `bash`, one
 * process each; the Node.js samples by one Node.js process (api-samples-runner.mjs) and the Python
 * samples by one Python interpreter (api-samples-runner.py), one sample after the other.
 */
export const RUN_LANGUAGES = {
  curl: { file: 'sample.sh' },
  node: { file: 'sample.mjs' },
  python: { file: 'sample.py' },
} as const satisfies Record<string, { file: string }>;

/** Longest one sample may run: the mock answers in milliseconds, a runner starts in about a second. */
export const SAMPLE_TIMEOUT_SECONDS = 15;
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
  /** Time of the sample's run, from its start to its end (its runner's start-up not included). */
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
    for (const op of collectOperations(service)) {
      const samples = codeSamples(exampleRequest(service, op));
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
            // Every run's request on a connection of its own, as from a program started for it.
            res.writeHead(answer.statusCode ?? 502, {
              ...forwardHeaders(answer.headers),
              'content-length': String(text.length),
              connection: 'close',
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

/** How a sample's run ended: its exit status and output, or that it ran out of time. */
interface RunOutcome {
  code: number;
  output: string;
  ms: number;
  timedOut?: boolean;
}

/** One sample to run: its key and the file it was saved to. */
interface RunItem {
  key: string;
  file: string;
}

/** A curl sample, run by bash as pasted into a terminal (curl starts in milliseconds). */
function runProcess(cmd: readonly string[], file: string, seconds: number): Promise<RunOutcome> {
  const [bin = '', ...args] = cmd;
  const start = performance.now();
  return new Promise((done) => {
    execFile(bin, [...args, file], { timeout: seconds * 1000, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      const timedOut = error?.killed === true && error.signal === 'SIGTERM';
      done({ code, output: `${stdout}${stderr}`.trim(), ms: performance.now() - start, timedOut });
    });
  });
}

/** The lines a runner prints once started and after each sample (api-samples-runner.mjs, .py). */
const READY_MARK = '@@flp-sample-ready@@';
const RESULT_MARK = '@@flp-sample-result@@ ';
/** Longest a runner may take to start (a loaded machine's Python start-up is seconds). */
const RUNNER_START_SECONDS = 60;

/**
 * Samples of one language run one after the other by one runner process (`cmd <manifest>`). A
 * sample that does not finish within `seconds` of the runner's start or the sample before (or
 * ends the runner) fails; the runner is then started again for the samples after it.
 */
async function runInRunner(
  cmd: readonly string[],
  items: readonly RunItem[],
  dir: string,
  seconds: number,
): Promise<Map<string, RunOutcome>> {
  const outcomes = new Map<string, RunOutcome>();
  const [bin = '', ...args] = cmd;
  for (let launch = 0; outcomes.size < items.length; launch++) {
    const rest = items.filter((item) => !outcomes.has(item.key));
    const manifest = join(dir, `runner-${basename(cmd.at(-1) ?? 'runner')}-${launch}.json`);
    writeFileSync(manifest, JSON.stringify(rest));
    await new Promise<void>((done) => {
      const child = spawn(bin, [...args, manifest], { stdio: ['ignore', 'pipe', 'pipe'] });
      let pending = '';
      let stray = '';
      let started = performance.now();
      let timedOut = false;
      let ready = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = (limit: number): void => {
        clearTimeout(timer);
        started = performance.now();
        timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, limit * 1000);
      };
      arm(RUNNER_START_SECONDS);
      child.stdout.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
          const line = pending.slice(0, end);
          pending = pending.slice(end + 1);
          if (line === READY_MARK) {
            ready = true;
            arm(seconds);
            continue;
          }
          if (!line.startsWith(RESULT_MARK)) {
            stray += `${line}\n`;
            continue;
          }
          const result = JSON.parse(line.slice(RESULT_MARK.length)) as RunOutcome & { key: string };
          outcomes.set(result.key, { code: result.code, output: `${stray}${result.output}`.trim(), ms: result.ms });
          stray = '';
          arm(seconds);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (stray += chunk.toString()));
      let finished = false;
      /** `ended`: how the runner ended (its exit status or signal). */
      const finish = (ended: string): void => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        if (!ready) {
          // The runner did not start: no sample of the language can run.
          const output = `${timedOut ? `the runner did not start within ${RUNNER_START_SECONDS} s` : `the runner ended before its first sample (${ended})`}\n${stray}${pending}`;
          for (const item of rest)
            if (!outcomes.has(item.key)) outcomes.set(item.key, { code: 1, output: output.trim(), ms: 0 });
          done();
          return;
        }
        const item = rest.find((i) => !outcomes.has(i.key));
        if (item)
          outcomes.set(item.key, {
            code: 1,
            output: `${timedOut ? '' : `the runner ended during the sample (${ended})`}\n${stray}${pending}`.trim(),
            ms: performance.now() - started,
            timedOut,
          });
        done();
      };
      child.on('error', (error) => {
        // The runner could not start: no sample of the language can run.
        for (const item of rest)
          if (!outcomes.has(item.key))
            outcomes.set(item.key, { code: 1, output: `could not start ${bin}: ${error.message}`, ms: 0 });
        finish('');
      });
      child.on('close', (code, signal) => finish(signal ?? `exit ${code}`));
    });
  }
  return outcomes;
}

/** Runs the cases against the recorder on `recorder.port`. */
export async function runSamples(
  services: readonly ServiceDocument[],
  cases: readonly SampleCase[],
  recorder: { port: number; exchanges: Map<string, Exchange[]> },
  options: {
    /** curl samples run at the same time (the Node.js and Python samples each run in one runner). */
    concurrency: number;
    /** Interpreter of the Python samples (pythonWithRequests). */
    python?: string;
    /** Longest one sample may run. */
    timeoutSeconds?: number;
  },
): Promise<SampleResult[]> {
  const { concurrency, python = 'python3', timeoutSeconds = SAMPLE_TIMEOUT_SECONDS } = options;
  const validators = schemaValidators(services, cases);
  const dir = mkdtempSync(join(tmpdir(), 'flp-samples-'));
  const results: SampleResult[] = [];
  const written = new Map<RunLanguage, RunItem[]>();
  try {
    // Each sample saved as the reader would save it, with the reader variables and the server filled in.
    for (const sample of cases) {
      let code: string;
      try {
        code = fillPlaceholders(sample.code);
      } catch (error) {
        results.push({ sample, problems: [(error as Error).message], ms: 0 });
        continue;
      }
      if (!code.includes(SAMPLE_ORIGIN)) {
        results.push({ sample, problems: [`the sample does not call ${SAMPLE_ORIGIN}`], ms: 0 });
        continue;
      }
      code = code.split(SAMPLE_ORIGIN).join(`http://127.0.0.1:${recorder.port}/s/${sample.key}`);
      const file = join(dir, `${sample.key}-${RUN_LANGUAGES[sample.language].file}`);
      writeFileSync(file, code);
      const list = written.get(sample.language) ?? [];
      list.push({ key: sample.key, file });
      written.set(sample.language, list);
    }
    const outcomes = new Map<string, RunOutcome>();
    const curl = written.get('curl') ?? [];
    let next = 0;
    const curlWorker = async (): Promise<void> => {
      for (let item = curl[next++]; item; item = curl[next++])
        outcomes.set(item.key, await runProcess(['bash'], item.file, timeoutSeconds));
    };
    const runner = async (cmd: readonly string[], items: readonly RunItem[] | undefined): Promise<void> => {
      if (!items?.length) return;
      for (const [key, outcome] of await runInRunner(cmd, items, dir, timeoutSeconds)) outcomes.set(key, outcome);
    };
    await Promise.all([
      ...Array.from({ length: Math.max(1, concurrency) }, curlWorker),
      runner([process.execPath, join(__dirname, 'api-samples-runner.mjs')], written.get('node')),
      runner([python, join(__dirname, 'api-samples-runner.py')], written.get('python')),
    ]);
    for (const sample of cases) {
      const outcome = outcomes.get(sample.key);
      if (outcome)
        results.push({ sample, problems: answerProblems(sample, outcome, recorder, timeoutSeconds), ms: outcome.ms });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;

  function answerProblems(
    sample: SampleCase,
    outcome: RunOutcome,
    rec: { exchanges: Map<string, Exchange[]> },
    seconds: number,
  ): string[] {
    const problems: string[] = [];
    if (outcome.timedOut) problems.push(`did not finish within ${seconds} s: ${outcome.output.slice(0, 400)}`);
    else if (outcome.code !== 0) problems.push(`exited with ${outcome.code}: ${outcome.output.slice(0, 400)}`);
    const exchange = rec.exchanges.get(sample.key)?.at(-1);
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
  }
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
      // Validated as the docs' examples are: `x-flp-closed` objects closed (checks/http-examples.ts).
      const source = obj(closedForChecks(services.find((s) => s.service === sample.service)?.doc ?? {}));
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
