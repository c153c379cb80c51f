/**
 * The main thread of a page load as a reader's browser runs it, beside the same load under a DevTools
 * session (as Lighthouse and the browser tests run it), for the pages of `npm run bench:lighthouse`
 * and the stock Docusaurus site's pages they are compared with: the blocking time after the first
 * contentful paint at 4 × (each task's part over 50 ms once multiplied by 4, as Lighthouse's
 * simulation counts a mid-range phone), its median and spread over the rounds, by what took most of
 * each task (benches/lib/load-trace.ts).
 *
 *   npm run bench:load                                  the build in build/, 5 rounds
 *   npm run bench:load -- --dir <folder> --runs 7 --page guide --page home --session reader
 *
 * `reader`: Chromium traces the load from its start (`--trace-startup`) with no DevTools client.
 * `devtools`: the same browser flags, driven by Playwright, traced through its DevTools session, with
 * the Runtime domain on as Lighthouse has it. The inspector then records a full stack for every Error
 * a script creates, so V8 reparses the functions on the stack for their source positions: React's
 * module creates its errors at start, inside a function of about 200 KB, which costs the task that
 * starts the page tens of milliseconds that no reader's browser spends (perf/README.md).
 * Both: a 412 × 823 window at device scale 1.75 (Lighthouse's mobile screen), signed out. Not a
 * target: the targets are Lighthouse's (`npm run bench:lighthouse`); this says how much of its
 * blocking time a reader meets. Rounds alternate which site goes first.
 * Environment: as `npm run bench:lighthouse` (FLP_AUTH_URL, FLP_BENCH_PORT, FLP_CHROMIUM).
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ChildServers } from '../serving/child-servers';
import { benchSite, checkPorts, runBench, serveFolder, servePortal } from './lib/bench-site';
import { buildDirFrom, checkBuildAuthUrl } from '../scripts/lib/build-dir';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium';
import { buildReference, describePage, measuredPages, REFERENCE_PAGES } from './lib/measured-pages';
import { type LoadBlocking, type TraceEvent, LONG_TASK_MS, loadBlocking } from './lib/load-trace';
import { median } from './lib/lighthouse';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen. */
const SCREEN = ['--window-size=412,823', '--force-device-scale-factor=1.75'];
const CATEGORIES = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing';
/** How long each load is traced from the browser's start, s: past the sign-in check and the idle work after it. */
const TRACE_SECONDS = 6;

type Session = 'reader' | 'devtools';
const SESSIONS: Session[] = ['reader', 'devtools'];

const servers = new ChildServers('bench:load');

function parseTrace(file: string): TraceEvent[] | undefined {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } catch {
    return undefined;
  }
}

/** A load traced from the browser's start, with no DevTools client. */
async function readerLoad(chromePath: string, url: string, work: string): Promise<TraceEvent[]> {
  const profile = mkdtempSync(join(work, 'profile-'));
  const file = join(work, 'trace.json');
  rmSync(file, { force: true });
  const browser = spawn(
    chromePath,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      ...SCREEN,
      `--user-data-dir=${profile}`,
      // A port no client connects to: the browser stays up until the trace is written.
      '--remote-debugging-port=0',
      `--trace-startup=${CATEGORIES}`,
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      `--trace-startup-duration=${TRACE_SECONDS}`,
      url,
    ],
    // A group of its own: the browser's helper processes end with it.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  try {
    for (let waited = 0; waited < (TRACE_SECONDS + 30) * 1000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const events = existsSync(file) ? parseTrace(file) : undefined;
      if (events) return events;
      if (browser.exitCode !== null)
        throw new Error(`Chromium exited (${browser.exitCode}) before writing its trace of ${url}`);
    }
    throw new Error(`Chromium wrote no trace of ${url} within ${TRACE_SECONDS + 30} s`);
  } finally {
    if (browser.exitCode === null && browser.pid !== undefined) {
      process.kill(-browser.pid, 'SIGKILL');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** The same load driven through a DevTools session (Playwright), traced through it. */
async function devtoolsLoad(chromePath: string, url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_FLAGS, ...SCREEN] });
  try {
    const context = await browser.newContext({ viewport: null });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Runtime.enable');
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(TRACE_SECONDS * 1000 - 1000);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

function spread(values: readonly number[]): string {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true },
      session: { type: 'string', default: 'both' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be 1-20, not ${values.runs}`);
  const sessions = values.session === 'both' ? SESSIONS : SESSIONS.filter((s) => s === values.session);
  if (sessions.length === 0) throw new Error(`--session must be reader, devtools or both, not ${values.session}`);
  const chromePath = process.env.FLP_CHROMIUM ?? SYSTEM_CHROMIUM;
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}; install it or set FLP_CHROMIUM`);
  const { dir, baseUrl } = buildDirFrom(values.dir);
  checkBuildAuthUrl(dir);
  const pages = measuredPages(dir, values.page ?? ['guide', 'largest-guide', 'api-operation', 'home']);

  const site = benchSite();
  await checkPorts(site, true);
  const work = mkdtempSync(join(tmpdir(), 'flp-load-'));
  // nginx's workers read the reference build: the scratch folder is private by default.
  chmodSync(work, 0o755);
  const results = new Map<string, LoadBlocking[]>();
  const key = (session: Session, site: string, page: string): string => `${session}:${site}:${page}`;
  try {
    await servePortal(servers, site, dir, baseUrl);
    const stockOrigin = await serveFolder(
      servers,
      site,
      'nginx (stock site)',
      buildReference(dir, join(work, 'stock')),
      site.port + 1,
      '/',
    );
    console.log(
      `Main-thread blocking after the first contentful paint at ${CPU_SLOWDOWN} ×, ${runs} round(s), ` +
        `portal at ${site.origin}, stock Docusaurus at ${stockOrigin}, signed out.`,
    );
    for (const page of pages) console.log(`  ${page.page}: ${describePage(page)}; stock: ${page.reference ?? 'none'}`);
    console.log('');
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        const loads: [string, string][] = [[page.page, `${site.origin}${baseUrl}${page.route.replace(/^\//, '')}`]];
        const stockPath = REFERENCE_PAGES.find(([id]) => id === page.reference)?.[1];
        if (page.reference && stockPath) loads.push([page.reference, `${stockOrigin}${stockPath}`]);
        if (round % 2 === 1) loads.reverse();
        for (const session of sessions) {
          for (const [id, url] of loads) {
            const events =
              session === 'reader' ? await readerLoad(chromePath, url, work) : await devtoolsLoad(chromePath, url);
            const result = loadBlocking(events, url, CPU_SLOWDOWN);
            const siteName = id === page.page ? 'portal' : 'stock';
            const list = results.get(key(session, siteName, page.page)) ?? [];
            list.push(result);
            results.set(key(session, siteName, page.page), list);
            console.log(`  round ${round + 1} ${session} ${id}: ${Math.round(result.blockingMs)} ms`);
          }
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    servers.stopAll();
  }

  const blocking = (list: LoadBlocking[] | undefined): number[] => (list ?? []).map((r) => r.blockingMs);
  console.log(
    `\nBlocking after the first contentful paint at ${CPU_SLOWDOWN} ×, ms: median (spread) of ${runs} round(s); ` +
      `ratio "none": the stock page's median is under ${LONG_TASK_MS} ms (its work mostly before its first paint)`,
  );
  const header = ['page', ...sessions.flatMap((s) => [`${s}: portal`, 'stock', 'ratio'])];
  const rows = pages.map((page) => [
    page.page,
    ...sessions.flatMap((session) => {
      const portal = blocking(results.get(key(session, 'portal', page.page)));
      const stock = blocking(results.get(key(session, 'stock', page.page)));
      // A stock page whose work ends before its first paint (its script runs before the page is
      // shown) has no blocking after it to compare with.
      const ratio =
        stock.length === 0
          ? ''
          : median(stock) < LONG_TASK_MS
            ? 'none'
            : `${(median(portal) / median(stock)).toFixed(2)} ×`;
      return [
        `${Math.round(median(portal))} (${spread(portal)})`,
        stock.length > 0 ? `${Math.round(median(stock))} (${spread(stock)})` : '',
        ratio,
      ];
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );

  for (const session of sessions) {
    console.log(`\nThe portal's blocking by source (${session}), medians, ms:`);
    for (const page of pages) {
      const list = results.get(key(session, 'portal', page.page)) ?? [];
      const sources = [...new Set(list.flatMap((r) => r.bySource.map((s) => s.source)))];
      const parts = sources
        .map((source) => ({
          source,
          ms: median(list.map((r) => r.bySource.find((s) => s.source === source)?.ms ?? 0)),
        }))
        .filter((p) => p.ms >= 1)
        .sort((a, b) => b.ms - a.ms);
      console.log(`  ${page.page}: ${parts.map((p) => `${p.source} ${Math.round(p.ms)}`).join('; ') || 'none'}`);
    }
  }
}

runBench('bench:load', servers, main);
