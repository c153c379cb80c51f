/**
 * A bounded load test of the production build behind nginx, on this machine only (127.0.0.1), with
 * wrk (Debian: `apt-get install wrk`). The request mix (benches/lib/load-mix.ts) is HTML pages, the
 * JS and CSS they load and the search indexes; each kind is run on its own, then the whole mix, and
 * all of that twice: nginx sending the build's precompressed files (the production configuration)
 * and the same nginx compressing every response on the fly (the baseline). Prints requests/s,
 * latency (p50, p99) and errors per run, and exits 1 when a target of SERVE_TARGETS
 * (benches/lib/wrk.ts) is missed or a run has any error (connection error, timeout, answer >= 400).
 *   npm run bench:serve
 *   npm run bench:serve -- --requests 10000 --connections 16 --threads 2 --max-seconds 20
 * Environment: FLP_BUILD_DIR (the build, build/), FLP_BENCH_SERVE_PORT (nginx's port, 8092), and the
 * variables the build was made with (FLP_AUTH_URL, FLP_GTAG_ID, FLP_API_TRY_URL), which the CSP uses.
 *
 * nginx is started through serving/serve-prod.ts and stopped after each configuration. Each run
 * stops after --requests requests or at --max-seconds, whichever comes first. Clients send
 * `Accept-Encoding: gzip, deflate, br` like browsers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../src/config/env';
import { buildMix, referencedAssets, sitemapPaths, type MixEntry } from './lib/load-mix';
import { COMPRESSIONS, type Compression } from '../serving/nginx';
import {
  THREAD_FINISHED,
  checkTargets,
  formatRuns,
  parseWrkOutput,
  wrkArgs,
  type Measured,
  type RunKind,
  type WrkResult,
} from './lib/wrk';

const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const ACCEPT_ENCODING = 'gzip, deflate, br';
const RUN_KINDS: readonly RunKind[] = ['html', 'asset', 'search', 'mix'];

function fail(message: string): never {
  console.error(`bench:serve: ${message}`);
  process.exit(1);
}

function positiveInteger(name: string, value: string | undefined, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) fail(`${name} must be a whole number from 1 to ${max}, not ${value}`);
  return n;
}

/** The wrk executable on PATH, or undefined. */
function findWrk(): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'wrk');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts nginx with the production configuration (and the given compression) and waits until it answers. */
async function startNginx(root: string, port: number, compression: Compression): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SITE_ROOT, 'serving', 'serve-prod.ts')], {
    cwd: SITE_ROOT,
    env: { ...process.env, FLP_PROD_PORT: String(port), FLP_PROD_ROOT: root, FLP_PROD_COMPRESSION: compression },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`nginx did not start:\n${output}`);
    if (await answers(`http://${HOST}:${port}/`)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  fail(`nginx did not answer on port ${port} within 30 s:\n${output}`);
}

function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  // serve-prod stops nginx and removes its temporary folder on SIGTERM.
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Asks once for every path of the mix before the load: each must answer 200, and the encodings
 * must be the configuration's (brotli from precompressed files, gzip on the fly), so a build
 * without precompressed files or a configuration that did not apply is caught, not measured.
 */
async function preflight(origin: string, paths: readonly string[], compression: Compression): Promise<string> {
  const encodings = new Map<string, number>();
  for (const path of new Set(paths)) {
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.status !== 200) fail(`${path} answers ${response.status}, not 200, before the load test`);
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  }
  const summary = [...encodings].map(([encoding, n]) => `${n} ${encoding}`).join(', ');
  if (compression === 'precompressed' && !encodings.has('br')) {
    fail(
      `no path answered with brotli (${summary}): the build has no .br files. Build it again (plugins/precompress).`,
    );
  }
  if (compression === 'on-the-fly' && encodings.has('br')) {
    fail(`nginx sent precompressed brotli files with compression on the fly (${summary})`);
  }
  return summary;
}

/** One wrk run over `paths`, bounded by count and time; stopped as soon as every thread has sent its share. */
function runWrk(wrk: string, args: string[], threads: number): Promise<WrkResult> {
  return new Promise((done, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let finished = 0;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      stderr += text;
      finished += text.split('\n').filter((line) => line === THREAD_FINISHED).length;
      // wrk waits for its whole --duration otherwise; on SIGINT it reports at once.
      if (finished >= threads && child.exitCode === null) child.kill('SIGINT');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      try {
        done(parseWrkOutput(stdout));
      } catch (error) {
        reject(
          new Error(
            `wrk ${signal ?? `exited with ${code}`}: ${(error as Error).message}\n` +
              stderr.replaceAll(`${THREAD_FINISHED}\n`, ''),
          ),
        );
      }
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '10000' },
      connections: { type: 'string', default: '16' },
      threads: { type: 'string', default: '2' },
      'max-seconds': { type: 'string', default: '20' },
    },
  });
  const amount = positiveInteger('--requests', values.requests, 1_000_000);
  const connections = positiveInteger('--connections', values.connections, 200);
  const threads = positiveInteger('--threads', values.threads, 16);
  const maxSeconds = positiveInteger('--max-seconds', values['max-seconds'], 600);
  if (connections > amount) fail('--connections cannot be more than --requests');
  if (threads > connections) fail('--threads cannot be more than --connections (wrk needs a connection per thread)');
  const port = positiveInteger('FLP_BENCH_SERVE_PORT', process.env.FLP_BENCH_SERVE_PORT ?? '8092', 65535);

  const wrk = findWrk();
  if (!wrk) fail('wrk is not installed (the HTTP load generator this bench drives). On Debian: apt-get install wrk');

  const root = resolve(SITE_ROOT, process.env.FLP_BUILD_DIR ?? 'build');
  if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, 'sitemap.xml'))) {
    fail(`no production build in ${root}. Build it first (npx docusaurus build) or set FLP_BUILD_DIR.`);
  }
  const { baseUrl } = readSiteEnv(process.env);
  // The HTML file nginx answers a page path with (try_files $uri $uri/index.html $uri.html).
  const fileOf = (path: string): string | undefined => {
    const direct = join(root, decodeURIComponent(path.slice(baseUrl.length)));
    return [direct, join(direct, 'index.html'), `${direct.replace(/\/$/, '')}.html`].find(
      (file) => file.endsWith('.html') && existsSync(file),
    );
  };
  const pages = sitemapPaths(readFileSync(join(root, 'sitemap.xml'), 'utf8')).map((url) => {
    // The sitemap's URLs carry the site's base URL already.
    if (!url.startsWith(baseUrl)) fail(`sitemap URL ${url} is not under FLP_BASE_URL ${baseUrl}`);
    return url;
  });
  const missing = pages.filter((page) => !fileOf(page));
  if (missing.length > 0) fail(`the sitemap lists pages the build does not have: ${missing.slice(0, 5).join(', ')}`);
  const searchIndexes = readdirSync(root)
    .filter((name) => /^search-index-.+\.json$/.test(name))
    .sort()
    .map((name) => `${baseUrl}${name}`);
  const mix = buildMix({
    pages,
    assetsOf: (page) => referencedAssets(readFileSync(fileOf(page)!, 'utf8')),
    searchIndexes,
  });
  const pathsOf = (kind: RunKind): string[] =>
    mix.filter((entry: MixEntry) => kind === 'mix' || entry.kind === kind).map((entry) => entry.path);
  const kinds = RUN_KINDS.filter((kind) => pathsOf(kind).length > 0);

  if (await answers(`http://${HOST}:${port}/`)) fail(`port ${port} is in use; set FLP_BENCH_SERVE_PORT to a free port`);

  console.log(`bench:serve: ${root} behind nginx on http://${HOST}:${port}${baseUrl}, load from ${wrk}`);
  console.log(
    `mix of ${mix.length} requests: ${pathsOf('html').length} HTML pages (of ${pages.length} in the sitemap), ` +
      `${pathsOf('asset').length} JS/CSS assets, ${pathsOf('search').length} search index files`,
  );
  console.log(
    searchIndexes.length > 0
      ? `search indexes: ${searchIndexes.join(', ')}`
      : 'search indexes: none in the build (no search-index-*.json): the mix has pages and assets only',
  );
  console.log(
    `each run: ${kinds.join(', ')} (the whole mix); at most ${amount} requests or ${maxSeconds} s, ` +
      `${threads} threads, ${connections} connections, Accept-Encoding: ${ACCEPT_ENCODING}\n`,
  );

  const scratch = mkdtempSync(join(tmpdir(), 'flp-bench-serve-'));
  const runs: Measured[] = [];
  let nginx: ChildProcess | undefined;
  const stop = () =>
    void (nginx ? stopNginx(nginx) : Promise.resolve()).then(() => {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(130);
    });
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    for (const compression of COMPRESSIONS) {
      nginx = await startNginx(root, port, compression);
      const origin = `http://${HOST}:${port}`;
      console.log(`${compression}: responses before the load ${await preflight(origin, pathsOf('mix'), compression)}`);
      for (const kind of kinds) {
        const pathsFile = join(scratch, `${kind}.txt`);
        writeFileSync(pathsFile, `${pathsOf(kind).join('\n')}\n`);
        const args = wrkArgs({
          origin,
          pathsFile,
          requests: amount,
          threads,
          connections,
          maxSeconds,
          acceptEncoding: ACCEPT_ENCODING,
        });
        const result = await runWrk(wrk, args, threads);
        runs.push({ compression, kind, result });
        const last = formatRuns([runs.at(-1)!]);
        console.log(`  ${last[1]}`);
      }
      await stopNginx(nginx);
      nginx = undefined;
    }
  } finally {
    if (nginx) await stopNginx(nginx);
    rmSync(scratch, { recursive: true, force: true });
  }

  console.log('');
  for (const line of formatRuns(runs)) console.log(line);
  console.log('');
  const targets = checkTargets(runs);
  for (const target of targets) console.log(`${target.met ? 'met    ' : 'MISSED '} ${target.label}`);
  if (targets.some((target) => !target.met)) process.exit(1);
}

main().catch((error: unknown) => fail((error as Error).message));
