/**
 * The first answer of the search on a cold page, for `npm run bench:search`: in Node (the engine
 * and its file reads alone) and in Chromium (the search box of a built site, signed in, from the
 * first keystroke to the results on screen, with the main thread's long tasks).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SearchSession, type FetchJson } from '../../plugins/search/api';
import { ChildServers, waitFor } from '../../serving/child-servers';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium';
import { DOCUSAURUS_CLI } from '../../scripts/lib/scratch-site';

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

const servers = new ChildServers('bench:search');

export function stopChildren(): void {
  servers.stopAll();
  proxy?.close();
  proxy = null;
}

export interface BrowserSetup {
  /** The origin of the identity server the build signs in with (FLP_AUTH_URL's). */
  idpOrigin: string;
  /** A free port for the identity server; the browser reaches idpOrigin there. */
  idpPort: number;
  chromium: string;
}

/**
 * The local identity server on a port of the bench's own: the browser's requests to the build's
 * identity origin reach it through the bench's proxy (`launch`), so a server already on that
 * origin (the browser tests', npm start's) is neither needed nor disturbed.
 */
export async function startIdentity(setup: BrowserSetup, siteOrigins: readonly string[]): Promise<void> {
  const idp = servers.startScript('identity server', 'identity/server.ts', {
    FLP_IDP_HOST: '127.0.0.1',
    FLP_IDP_PORT: String(setup.idpPort),
    FLP_IDP_ORIGIN: setup.idpOrigin,
    FLP_IDP_SITE_ORIGINS: siteOrigins.join(','),
  });
  await waitFor(`http://127.0.0.1:${setup.idpPort}/auth/realms/flp/.well-known/openid-configuration`, 'identity', idp);
}

/** `docusaurus serve` of a build folder on a port. */
export async function serveBuild(dir: string, port: number): Promise<string> {
  const server = servers.start(
    'docusaurus serve',
    process.execPath,
    [DOCUSAURUS_CLI, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {},
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`, 'docusaurus serve', server);
  return origin;
}

/**
 * A forward proxy for the browser: requests to the build's identity origin go to the bench's
 * identity server, everything else where it was going.
 */
function startProxy(setup: BrowserSetup, port: number): Promise<Server> {
  const idp = new URL(setup.idpOrigin);
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/');
    const toIdp = target.host === idp.host;
    const upstream = httpRequest(
      {
        host: toIdp ? '127.0.0.1' : target.hostname,
        port: toIdp ? setup.idpPort : Number(target.port || 80),
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: req.headers,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let proxy: Server | null = null;

/** Chromium, its traffic through the proxy (loopback included) on `proxyPort`. */
export async function launch(setup: BrowserSetup, proxyPort: number): Promise<Browser> {
  proxy = await startProxy(setup, proxyPort);
  return chromium.launch({
    executablePath: setup.chromium,
    args: [...CHROMIUM_FLAGS],
    proxy: { server: `http://127.0.0.1:${proxyPort}`, bypass: '<-loopback>' },
  });
}

/**
 * What the page measures, set up before the page's own scripts run: the long tasks, the click on
 * the search box, the first key, and when the first answer (results or "No results found.") is in
 * the document. Plain JavaScript, as the page runs it (no helper a compiler could add).
 */
const INSTRUMENT = `
(() => {
  const bench = { focus: 0, keydown: 0, rendered: 0, tasks: [] };
  window.__searchBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const isBox = (target) => target instanceof Element && target.matches('input[role="combobox"]');
  document.addEventListener('pointerdown', (event) => {
    if (bench.focus === 0 && isBox(event.target)) bench.focus = event.timeStamp;
  }, true);
  document.addEventListener('keydown', (event) => {
    if (bench.keydown !== 0 || !isBox(event.target)) return;
    bench.keydown = event.timeStamp;
    const observer = new MutationObserver(() => {
      const answered =
        document.querySelector('[role="listbox"] [role="option"]') !== null ||
        Array.from(document.querySelectorAll('p')).some((p) => p.textContent === 'No results found.');
      if (bench.rendered !== 0 || !answered) return;
      observer.disconnect();
      bench.rendered = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, true);
})();
`;

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
  await page.locator('nav.navbar').getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
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
    const page = await context.newPage();
    await page.addInitScript({ content: INSTRUMENT });
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
