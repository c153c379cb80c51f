/**
 * The first answer of the search on a cold page, for `npm run bench:search`: in Node (the engine
 * and its file reads alone) and in Chromium (the search box of a built site, signed in, from the
 * first keystroke to the results on screen, with the main thread's long tasks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SearchSession, type FetchJson } from '../../plugins/search/shards';
import { CHROMIUM_FLAGS } from './chromium';
import { DOCUSAURUS_CLI } from './scratch-site';
import { SITE_ROOT } from './build-dir';

export const TARGET_FIRST_ANSWER_MS = 300;
export const TARGET_LONGEST_TASK_MS = 50;
/** The first keys a reader presses: the first letters of the suite's most common queries. */
export const FIRST_KEYS = ['w', 'r', 'p', 'e', 'd'] as const;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Raw and gzipped bytes of the build files at these site paths. */
export function fileBytes(dir: string, paths: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const path of new Set(paths)) {
    const file = join(dir, path);
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 6 }).length;
  }
  return { raw, gzip };
}

export interface FirstAnswer {
  ms: number;
  paths: string[];
}

/** Node: a fresh session (nothing in memory) answering `query` from the files of `dir`. */
export async function nodeFirstAnswer(dir: string, tags: readonly string[], query: string): Promise<FirstAnswer> {
  const paths: string[] = [];
  const fetchJson: FetchJson = async (path) => {
    paths.push(path);
    const text = await readFile(join(dir, path), 'utf8');
    return JSON.parse(text) as unknown;
  };
  const session = new SearchSession(fetchJson);
  const started = performance.now();
  const hits = await session.search(
    tags.map((tag) => `search-index-${tag}.json`),
    query,
  );
  const ms = performance.now() - started;
  if (hits.length === 0) throw new Error(`the search for "${query}" in ${dir} found nothing`);
  return { ms, paths };
}

const children: ChildProcess[] = [];

export function stopChildren(): void {
  for (const child of children.splice(0)) child.kill('SIGTERM');
}

function start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: SITE_ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code, signal) => {
    if (signal === null && code !== 0) console.error(`bench:search: ${name} stopped (code ${code}):\n${output}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, what: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} did not start`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer on ${url} within 60 s`);
}

export interface BrowserSetup {
  /** The origin of the identity server the build signs in with (FLP_AUTH_URL's). */
  idpOrigin: string;
  /** A free port for the identity server; the browser reaches idpOrigin there. */
  idpPort: number;
  chromium: string;
}

/**
 * The local identity server on a port of the bench's own: requests to the build's identity
 * origin are answered from it, so a server already on that origin (the browser tests', npm
 * start's) is neither needed nor disturbed.
 */
export async function startIdentity(setup: BrowserSetup, siteOrigins: readonly string[]): Promise<void> {
  const idp = start('identity server', process.execPath, ['--import', 'tsx', 'identity/server.ts'], {
    FLP_IDP_HOST: '127.0.0.1',
    FLP_IDP_PORT: String(setup.idpPort),
    FLP_IDP_ORIGIN: setup.idpOrigin,
    FLP_IDP_SITE_ORIGINS: siteOrigins.join(','),
  });
  await waitFor(`http://127.0.0.1:${setup.idpPort}/auth/realms/flp/.well-known/openid-configuration`, 'identity', idp);
}

/** `docusaurus serve` of a build folder on a port. */
export async function serveBuild(dir: string, port: number): Promise<string> {
  const server = start(
    'docusaurus serve',
    process.execPath,
    [DOCUSAURUS_CLI, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {},
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`, 'docusaurus serve', server);
  return origin;
}

export async function launch(setup: BrowserSetup): Promise<Browser> {
  return chromium.launch({ executablePath: setup.chromium, args: [...CHROMIUM_FLAGS] });
}

/** What the page measures: set up before the page's own scripts run. */
function instrument(): void {
  const bench = {
    focus: 0,
    keydown: 0,
    rendered: 0,
    tasks: [] as [number, number][],
  };
  (window as unknown as { __searchBench: typeof bench }).__searchBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target as Element | null;
      if (bench.focus === 0 && target?.matches('input[role="combobox"]')) bench.focus = event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as Element | null;
      if (bench.keydown === 0 && target?.matches('input[role="combobox"]')) {
        bench.keydown = event.timeStamp;
        const done = (): boolean =>
          document.querySelector('[role="listbox"] [role="option"]') !== null ||
          Array.from(document.querySelectorAll('p')).some((p) => p.textContent === 'No results found.');
        const observer = new MutationObserver(() => {
          if (bench.rendered !== 0 || !done()) return;
          observer.disconnect();
          // Rendered: the frame that shows the results.
          requestAnimationFrame(() => setTimeout(() => (bench.rendered = performance.now()), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }
    },
    true,
  );
}

export interface BrowserRun {
  ms: number;
  longestTaskMs: number;
  paths: string[];
}

async function signIn(page: Page): Promise<void> {
  const button = page.locator('nav.navbar').getByRole('button', { name: 'Sign in' });
  await button.waitFor({ timeout: 30_000 });
  await Promise.all([page.waitForURL(/\/auth\/realms\/flp\//, { timeout: 30_000 }), button.click()]);
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('demo');
  await page.locator('#kc-login').click();
  await page.locator('nav.navbar').getByRole('button', { name: 'Logout' }).waitFor({ timeout: 30_000 });
}

/**
 * One cold first answer: a new browser context (empty cache), the page opened and signed in,
 * then the search box clicked and one key pressed at once.
 */
export async function browserFirstAnswer(
  browser: Browser,
  setup: BrowserSetup,
  url: string,
  key: string,
): Promise<BrowserRun> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.route(`${setup.idpOrigin}/**`, async (route) => {
      const target = new URL(route.request().url());
      target.protocol = 'http:';
      target.host = `127.0.0.1:${setup.idpPort}`;
      const response = await route.fetch({ url: target.href, maxRedirects: 0 });
      await route.fulfill({ response });
    });
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const paths: string[] = [];
    const origin = new URL(url).origin;
    let typed = false;
    context.on('request', (request) => {
      const requested = new URL(request.url());
      if (typed && requested.origin === origin && requested.pathname.includes('search-index')) {
        paths.push(decodeURIComponent(requested.pathname.slice(1)));
      }
    });
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await signIn(page);
    const input = page.locator('nav.navbar').getByRole('combobox', { name: 'Search...' });
    await input.waitFor();
    typed = true;
    await input.click();
    await page.keyboard.press(key);
    await page.waitForFunction(
      () => (window as unknown as { __searchBench: { rendered: number } }).__searchBench.rendered > 0,
      undefined,
      {
        timeout: 30_000,
      },
    );
    // Long tasks are reported a little after they end.
    await page.waitForTimeout(200);
    const { focus, keydown, rendered, tasks } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __searchBench: { focus: number; keydown: number; rendered: number; tasks: [number, number][] };
          }
        ).__searchBench,
    );
    // From the click that focuses the box (it starts the worker and the manifests' load).
    const from = focus || keydown;
    const during = tasks.filter(([startTime, duration]) => startTime + duration > from && startTime < rendered);
    return {
      ms: rendered - keydown,
      longestTaskMs: Math.max(0, ...during.map(([, duration]) => duration)),
      paths,
    };
  } finally {
    await context.close();
  }
}
