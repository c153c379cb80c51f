/**
 * A bounded load test of the production build behind nginx, on this machine only (127.0.0.1).
 * Prints requests/s, latency (p50, p99) and errors for a mix of HTML pages, the JS and CSS they
 * load and the search indexes (scripts/lib/load-mix.ts), and exits 1 when there is any error
 * (connection error, timeout or non-2xx answer): the budget is 0.
 *   npm run bench:serve
 *   npm run bench:serve -- --requests 20000 --connections 16 --max-seconds 60
 * Environment: FLP_BUILD_DIR (the build, build/), FLP_BENCH_SERVE_PORT (nginx's port, 8092), and the
 * variables the build was made with (FLP_AUTH_URL, FLP_GTAG_ID, FLP_API_TRY_URL), which the CSP uses.
 *
 * nginx is started through scripts/serve-prod.ts with the production configuration, and stopped at
 * the end. The test stops by itself after --requests requests, or at --max-seconds, whichever
 * comes first. Clients send `Accept-Encoding: gzip` like browsers, so nginx compresses as it would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readSiteEnv } from '../src/config/env';
import { buildMix, errorCount, formatResult, referencedAssets, sitemapPaths, type LoadResult } from './lib/load-mix';

const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

function fail(message: string): never {
  console.error(`bench:serve: ${message}`);
  process.exit(1);
}

function positiveInteger(name: string, value: string | undefined, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) fail(`${name} must be a whole number from 1 to ${max}, not ${value}`);
  return n;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts nginx with the production configuration and waits until it answers. */
async function startNginx(root: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SITE_ROOT, 'scripts', 'serve-prod.ts')], {
    cwd: SITE_ROOT,
    env: { ...process.env, FLP_PROD_PORT: String(port), FLP_PROD_ROOT: root },
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '20000' },
      connections: { type: 'string', default: '16' },
      'max-seconds': { type: 'string', default: '60' },
    },
  });
  const amount = positiveInteger('--requests', values.requests, 1_000_000);
  const connections = positiveInteger('--connections', values.connections, 200);
  const maxSeconds = positiveInteger('--max-seconds', values['max-seconds'], 600);
  if (connections > amount) fail('--connections cannot be more than --requests');
  const port = positiveInteger('FLP_BENCH_SERVE_PORT', process.env.FLP_BENCH_SERVE_PORT ?? '8092', 65535);

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
  const count = (kind: string) => mix.filter((entry) => entry.kind === kind).length;

  if (await answers(`http://${HOST}:${port}/`)) fail(`port ${port} is in use; set FLP_BENCH_SERVE_PORT to a free port`);
  const nginx = await startNginx(root, port);
  const stop = () => void stopNginx(nginx).then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  console.log(`bench:serve: ${root} behind nginx on http://${HOST}:${port}${baseUrl}`);
  console.log(
    `mix of ${mix.length} requests, cycled by each connection: ${count('html')} HTML pages ` +
      `(of ${pages.length} in the sitemap), ${count('asset')} JS/CSS assets, ${count('search')} search index files`,
  );
  console.log(
    searchIndexes.length > 0
      ? `search indexes: ${searchIndexes.join(', ')}`
      : 'search indexes: none in the build (no search-index-*.json): the mix has pages and assets only',
  );
  console.log(`${amount} requests over ${connections} connections, at most ${maxSeconds} s, Accept-Encoding: gzip\n`);

  let result: autocannon.Result;
  let timedOut = false;
  try {
    result = await new Promise<autocannon.Result>((done, reject) => {
      const instance = autocannon(
        {
          url: `http://${HOST}:${port}`,
          connections,
          amount,
          timeout: 10,
          headers: { 'accept-encoding': 'gzip' },
          requests: mix.map((entry) => ({ method: 'GET', path: entry.path })),
        },
        (error, finished) => (error ? reject(error) : done(finished)),
      );
      const limit = setTimeout(() => {
        timedOut = true;
        instance.stop();
      }, maxSeconds * 1000);
      instance.on('done', () => clearTimeout(limit));
    });
  } finally {
    await stopNginx(nginx);
  }

  const summary: LoadResult = {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    bytesPerSecond: result.throughput.total / result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
  for (const line of formatResult(summary)) console.log(line);
  if (timedOut) console.log(`stopped at the ${maxSeconds} s limit before ${amount} requests`);
  if (errorCount(summary) > 0) process.exit(1);
}

main().catch((error: unknown) => fail((error as Error).message));
