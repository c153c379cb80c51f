/**
 * How the cost of a production build grows with the number of docs pages. For each page count,
 * writes that many synthetic pages (~600 words, headings, code blocks, a table: see
 * benches/lib/synthetic-docs.ts) into a scratch docs site in the system's temporary folder, builds
 * it with this project's Docusaurus and Rspack settings (`future` of docusaurus.config.ts) and its
 * node_modules, and prints wall time, peak memory (RSS of the build and its child processes) and
 * output size, then a linear fit.
 *   npm run bench:build                  100, 1000 and 3000 pages
 *   npm run bench:build -- 100 500       other page counts
 *   npm run bench:build -- --timeout-minutes 10
 * Each build is stopped at the time limit (20 minutes by default); the scratch site is removed
 * after each build, also when it fails or the bench is interrupted. Builds use both cores: run it
 * when no other build is running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { docRoute } from '../src/data/registry';
import { syntheticPage } from './lib/synthetic-docs';
import { DOCUSAURUS_CLI, writeScratchSite } from '../scripts/lib/scratch-site';

const DEFAULT_COUNTS = [100, 1000, 3000];
const MAX_PAGES = 20_000;

/** The build running now, in a process group of its own so it can be stopped whole. */
let running: ChildProcess | null = null;

function stopBuild(): void {
  if (running?.pid !== undefined && running.exitCode === null && running.signalCode === null) {
    process.kill(-running.pid, 'SIGKILL');
  }
}

function fail(message: string): never {
  console.error(`bench:build: ${message}`);
  process.exit(1);
}

interface Measurement {
  pages: number;
  seconds: number;
  peakRssBytes: number | null;
  outputBytes: number;
  htmlFiles: number;
}

/** The scratch site: the project's build settings, the classic theme and `pages` synthetic pages. */
function writeSite(dir: string, pages: number): void {
  // The home page the theme's navbar links to.
  const firstPage = docRoute(syntheticPage(0).path.replace(/\.md$/, ''));
  writeScratchSite(dir, {
    title: 'Build bench',
    home: `# Build bench\n\n[First page](${firstPage})\n`,
    docs: Array.from({ length: pages }, (_, index) => syntheticPage(index)),
  });
}

/** Resident memory of a process and all its descendants, from /proc (Linux); null elsewhere. */
function treeRss(pid: number): number | null {
  if (!existsSync('/proc')) return null;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      rss.set(Number(name), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

function directorySize(dir: string): { bytes: number; html: number } {
  let bytes = 0;
  let html = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) html += 1;
  }
  return { bytes, html };
}

async function build(dir: string, pages: number, timeoutMs: number): Promise<Measurement> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [DOCUSAURUS_CLI, 'build', '--out-dir', 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peak: number | null = null;
  const poll = setInterval(() => {
    const rss = treeRss(child.pid!);
    if (rss !== null) peak = Math.max(peak ?? 0, rss);
  }, 200);
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    stopBuild();
  }, timeoutMs);
  const code = await new Promise<number | null>((done) => child.on('exit', (exitCode) => done(exitCode)));
  running = null;
  clearInterval(poll);
  clearTimeout(limit);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (timedOut) throw new Error(`the build of ${pages} pages did not finish within ${timeoutMs / 60_000} minutes`);
  if (code !== 0) throw new Error(`the build of ${pages} pages failed (code ${code}):\n${output.slice(-4000)}`);
  const { bytes, html } = directorySize(join(dir, 'build'));
  return { pages, seconds, peakRssBytes: peak, outputBytes: bytes, htmlFiles: html };
}

function formatRow(m: Measurement): string {
  const gb = m.peakRssBytes === null ? 'n/a' : `${(m.peakRssBytes / 1024 ** 3).toFixed(2)} GB`;
  const mb = `${(m.outputBytes / 1024 ** 2).toFixed(1)} MB`;
  const perPage = `${((m.seconds * 1000) / m.pages).toFixed(0)} ms`;
  return [String(m.pages), `${m.seconds.toFixed(1)} s`, perPage, gb, mb, String(m.htmlFiles)]
    .map((cell, i) => cell.padStart([6, 10, 10, 10, 10, 6][i]!))
    .join('  ');
}

/** Least-squares fit y = a + b·x. */
function fit(points: [number, number][]): { a: number; b: number } {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const b = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
  return { a: my - b * mx, b };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'timeout-minutes': { type: 'string', default: '20' } },
  });
  const counts = positionals.length > 0 ? positionals.map(Number) : DEFAULT_COUNTS;
  for (const [i, n] of counts.entries()) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_PAGES)
      fail(`page counts are whole numbers from 1 to ${MAX_PAGES}, not ${positionals[i]}`);
  }
  const timeoutMinutes = Number(values['timeout-minutes']);
  if (!(timeoutMinutes > 0 && timeoutMinutes <= 120))
    fail(`--timeout-minutes must be from 1 to 120, not ${values['timeout-minutes']}`);
  if (!existsSync(DOCUSAURUS_CLI)) fail('Docusaurus is not installed: npm ci');

  let scratch: string | null = null;
  const cleanUp = () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = null;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopBuild();
      cleanUp();
      process.exit(130);
    });
  }

  console.log(`bench:build: synthetic docs pages (~600 words), ${counts.join(', ')} pages, Rspack, cold builds`);
  console.log(
    ['pages', 'wall time', 'per page', 'peak RSS', 'output', 'html']
      .map((h, i) => h.padStart([6, 10, 10, 10, 10, 6][i]!))
      .join('  '),
  );
  const results: Measurement[] = [];
  for (const pages of counts) {
    scratch = mkdtempSync(join(tmpdir(), 'flp-bench-build-'));
    try {
      writeSite(scratch, pages);
      const measurement = await build(scratch, pages, timeoutMinutes * 60_000);
      results.push(measurement);
      console.log(formatRow(measurement));
    } finally {
      cleanUp();
    }
  }
  const distinct = new Set(results.map((r) => r.pages));
  if (distinct.size >= 2) {
    const time = fit(results.map((r) => [r.pages, r.seconds]));
    console.log(`\nbuild time ≈ ${time.a.toFixed(1)} s + ${(time.b * 1000).toFixed(1)} ms per page`);
    const measured = results.filter((r) => r.peakRssBytes !== null);
    if (measured.length >= 2) {
      const memory = fit(measured.map((r) => [r.pages, r.peakRssBytes! / 1024 ** 2]));
      console.log(`peak memory ≈ ${(memory.a / 1024).toFixed(2)} GB + ${memory.b.toFixed(2)} MB per page`);
    }
  }
}

main().catch((error: unknown) => fail((error as Error).message));
