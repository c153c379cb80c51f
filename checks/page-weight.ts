/**
 * Page weight of a production build: the JavaScript and CSS a browser loads for one route before
 * the page hydrates, with their gzip sizes (zlib level 9, counted here, not measured through a server).
 *
 * "Initial" for a route means:
 * - the same-origin scripts and stylesheets its HTML references (`<script src>`,
 *   `<link rel=stylesheet|modulepreload>`, `<link rel=preload as=script|style>`), and
 * - the chunks the Docusaurus client runtime loads for that route before it hydrates: the client
 *   entry calls `preload(location.pathname)`, which loads the route's components and data through
 *   the bundler's chunk loader (a `<script>` per JS chunk, a `<link>` per CSS chunk). The build
 *   lists them in the HTML for the page's boot script to add (`data-route-chunks`,
 *   plugins/client-startup/boot-tables.ts); they count as the route's, and one the runtime does
 *   not ask for is reported (`unneededPreloads`).
 *
 * The chunk list is not parsed out of the minified bundles: the HTML's scripts run in a sandbox
 * (node:vm) with a minimal DOM, and the sandbox records the `<script>` and `<link>` elements the
 * chunk loader inserts instead of fetching them. Nothing is ever rendered there. Chunks a page
 * imports later (while rendering, in effects such as the sign-in check, or on a click) are not
 * initial; tests/e2e/page-weight.spec.ts compares this count with what Chromium downloads.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { ROUTE_CHUNKS_ATTRIBUTE } from '../src/config/ssrTemplate';

export type AssetKind = 'js' | 'css';

export interface Asset {
  kind: AssetKind;
  /** URL path as the page requests it, e.g. /assets/js/main.1a2b3c4d.js */
  url: string;
  /** Path of the file relative to the build directory. */
  file: string;
  /** Referenced by the HTML, or loaded by the runtime for the route. */
  from: 'html' | 'route';
  bytes: number;
  gzip: number;
}

export interface Totals {
  files: number;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  /** The HTML file of the route, relative to the build directory. */
  htmlFile: string;
  htmlGzip: number;
  assets: Asset[];
  js: Totals;
  css: Totals;
  /** Scripts and stylesheets on other origins (not part of the build, not counted). */
  external: string[];
  /** Route chunks the HTML lists that the runtime does not load for the route (counted all the same). */
  unneededPreloads: string[];
}

export interface MeasureOptions {
  /** The site's base URL (FLP_BASE_URL), "/" by default. */
  baseUrl?: string;
  /** Shared between calls so a file shared by many pages is compressed once. */
  cache?: Map<string, { bytes: number; gzip: number }>;
}

/** gzip size in bytes at zlib's best compression (level 9). */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

function normaliseBaseUrl(baseUrl: string): string {
  if (!baseUrl.startsWith('/')) throw new Error(`The base URL must start with "/": ${baseUrl}`);
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/**
 * The HTML file the static host serves for a route (relative to the build directory), as nginx's
 * `try_files $uri $uri/index.html $uri.html` finds it. Routes are site paths without the base URL.
 */
export function routeHtmlFile(buildDir: string, route: string): string {
  if (!route.startsWith('/')) throw new Error(`A route must start with "/": ${route}`);
  const path = decodeURI(route.split(/[?#]/)[0] ?? '').replace(/^\/+/, '');
  if (path.split('/').includes('..')) throw new Error(`A route may not leave the build directory: ${route}`);
  const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [`${path}/index.html`, `${path}.html`];
  for (const file of candidates) {
    const full = join(buildDir, file);
    if (existsSync(full) && statSync(full).isFile()) return file;
  }
  throw new Error(`No page for ${route} in ${buildDir} (looked for ${candidates.join(', ')})`);
}

export interface HtmlRefs {
  scripts: string[];
  stylesheets: string[];
  /** Of `scripts`, the route's chunks the page's boot script adds (plugins/client-startup/boot-tables.ts). */
  routeChunks: string[];
}

const ROUTE_CHUNKS_RE = new RegExp(`<script\\b[^>]*\\b${ROUTE_CHUNKS_ATTRIBUTE}\\b[^>]*>([^<]*)</script>`, 'i');
const TAG_RE = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTR_RE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(text: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of text.matchAll(ATTR_RE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name && !attrs.has(name)) attrs.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/**
 * The script and stylesheet URLs an HTML document makes the browser load, in document order:
 * `<script src>` (executable types only), stylesheets, module preloads and script/style preloads.
 * Comments are ignored; inline scripts are part of the HTML, not separate files.
 */
export function htmlRefs(html: string): HtmlRefs {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const routeChunks: string[] = [];
  const add = (list: string[], url: string | undefined): void => {
    if (url && !list.includes(url)) list.push(url);
  };
  for (const match of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(TAG_RE)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = attributes(match[2] ?? '');
    if (tag === 'script') {
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      if (['', 'module', 'text/javascript', 'application/javascript'].includes(type)) add(scripts, attrs.get('src'));
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attrs.get('as') ?? '').toLowerCase();
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) add(stylesheets, attrs.get('href'));
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
      add(scripts, attrs.get('href'));
  }
  const block = ROUTE_CHUNKS_RE.exec(html);
  if (block) {
    const urls: unknown = JSON.parse(block[1] ?? '');
    if (!Array.isArray(urls) || !urls.every((url) => typeof url === 'string'))
      throw new Error(`The ${ROUTE_CHUNKS_ATTRIBUTE} block is not a list of URLs: ${block[1]}`);
    for (const url of urls) {
      add(scripts, url);
      add(routeChunks, url);
    }
  }
  return { scripts, stylesheets, routeChunks };
}

const SITE_ORIGIN = 'http://page-weight.invalid';

/**
 * The build file behind a URL the page requests, or null when the URL is on another origin.
 * `pageUrl` is the page's own URL path, for relative references.
 */
export function buildFileOf(url: string, pageUrl: string, baseUrl = '/'): string | null {
  const base = normaliseBaseUrl(baseUrl);
  const resolved = new URL(url, `${SITE_ORIGIN}${pageUrl}`);
  if (resolved.origin !== SITE_ORIGIN) return null;
  const path = decodeURIComponent(resolved.pathname);
  if (!path.startsWith(base)) throw new Error(`${url} is outside the base URL ${base}`);
  return posix.normalize(path.slice(base.length));
}

interface Inserted {
  tag: string;
  url: string;
  rel: string;
}

type Callable = (...args: unknown[]) => unknown;

/**
 * A stand-in for any browser object the bundles touch while they start up: every property
 * exists, is callable and constructible, and reads as an empty value. Assignments are kept.
 */
function lenient(fields: Record<string, unknown> = {}): Callable {
  const store = new Map<PropertyKey, unknown>(Object.entries(fields));
  const target = function () {} as unknown as Callable;
  return new Proxy(target, {
    has: () => true,
    get(_target, key) {
      if (store.has(key)) return store.get(key);
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then' || typeof key === 'symbol') return undefined;
      if (key === 'length') return 0;
      const value = lenient();
      store.set(key, value);
      return value;
    },
    set(_target, key, value) {
      store.set(key, value);
      return true;
    },
    apply: () => lenient(),
    construct: () => lenient() as unknown as object,
  });
}

function memoryStorage(): Record<string, unknown> {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => void items.set(String(key), String(value)),
    removeItem: (key: string) => void items.delete(String(key)),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** A document whose head and body record the elements appended to them. */
function recordingDocument(onInsert: (node: unknown) => void): Callable {
  const insert = (node: unknown): unknown => {
    onInsert(node);
    return node;
  };
  const container = (): Callable =>
    lenient({
      appendChild: insert,
      insertBefore: insert,
      append: (...nodes: unknown[]) => void nodes.forEach(insert),
      prepend: (...nodes: unknown[]) => void nodes.forEach(insert),
      childNodes: [],
      children: [],
      firstChild: null,
      lastChild: null,
    });
  const element = (tag: unknown): Callable => {
    const attributes = new Map<string, string>();
    const node: Callable = lenient({
      tagName: String(tag).toUpperCase(),
      nodeName: String(tag).toUpperCase(),
      setAttribute: (name: string, value: string) => void attributes.set(String(name).toLowerCase(), String(value)),
      getAttribute: (name: string) => attributes.get(String(name).toLowerCase()) ?? null,
      appendChild: (child: unknown) => child,
      insertBefore: (child: unknown) => child,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      parentNode: null,
      style: {},
      relList: { supports: () => false },
    });
    return node;
  };
  const head = container();
  const body = container();
  const documentElement = container();
  return lenient({
    createElement: element,
    createElementNS: (_ns: unknown, tag: unknown) => element(tag),
    head,
    body,
    documentElement,
    getElementsByTagName: () => [],
    getElementsByClassName: () => [],
    querySelectorAll: () => [],
    querySelector: () => null,
    getElementById: () => null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    readyState: 'interactive',
    cookie: '',
    currentScript: null,
  });
}

function readProperty(node: unknown, name: string): string {
  const value = (node as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  const getAttribute = (node as Record<string, unknown>).getAttribute;
  const attr = typeof getAttribute === 'function' ? (getAttribute as Callable)(name) : null;
  return typeof attr === 'string' ? attr : '';
}

/**
 * Runs the page's scripts (build files, in document order) in a sandbox whose location is the
 * route, and returns the URLs of the scripts and stylesheets the runtime inserts into the
 * document before it would hydrate. A script that throws stops the measurement with its name.
 */
export async function runtimeRequests(
  buildDir: string,
  scriptFiles: readonly string[],
  pageUrl: string,
  baseUrl = '/',
): Promise<Inserted[]> {
  const inserted: Inserted[] = [];
  const scriptsToRun: { node: unknown; url: string }[] = [];
  const onInsert = (node: unknown): void => {
    const tag = readProperty(node, 'tagName').toLowerCase();
    if (tag === 'script') {
      const url = readProperty(node, 'src');
      if (url) {
        inserted.push({ tag, url, rel: '' });
        scriptsToRun.push({ node, url });
      }
    } else if (tag === 'link') {
      const url = readProperty(node, 'href');
      if (url) inserted.push({ tag, url, rel: readProperty(node, 'rel').toLowerCase() });
    }
  };
  const url = new URL(pageUrl, SITE_ORIGIN);
  const noTimer = (): number => 0;
  const dueNow: (() => void)[] = [];
  const sandbox: Record<string, unknown> = {
    document: recordingDocument(onInsert),
    location: {
      href: url.href,
      origin: url.origin,
      protocol: url.protocol,
      host: url.host,
      hostname: url.hostname,
      port: url.port,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      assign: () => undefined,
      replace: () => undefined,
      reload: () => undefined,
    },
    navigator: lenient({
      userAgent: 'Mozilla/5.0 (page-weight)',
      language: 'en',
      languages: ['en'],
      cookieEnabled: false,
    }),
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    matchMedia: () => ({
      matches: false,
      media: '',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
    // Only zero-delay timeouts fire, once the scripts have run: the entry starts the route's
    // preload in one (plugins/client-startup). Others never do: a chunk loader's time-out must not
    // keep this process alive.
    setTimeout: (callback: unknown, delay?: unknown): number => {
      if (typeof callback === 'function' && !(Number(delay) > 0)) dueNow.push(callback as () => void);
      return 0;
    },
    clearTimeout: noTimer,
    setInterval: noTimer,
    clearInterval: noTimer,
    setImmediate: noTimer,
    clearImmediate: noTimer,
    requestAnimationFrame: noTimer,
    cancelAnimationFrame: noTimer,
    requestIdleCallback: noTimer,
    cancelIdleCallback: noTimer,
    queueMicrotask,
    console: { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {}, group() {}, groupEnd() {} },
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    atob,
    btoa,
    structuredClone,
    performance: lenient({ now: () => 0, timeOrigin: 0 }),
  };
  for (const name of [
    'history',
    'screen',
    'crypto',
    'addEventListener',
    'removeEventListener',
    'dispatchEvent',
    'getComputedStyle',
    'getSelection',
    'scrollTo',
    'scroll',
    'fetch',
    'XMLHttpRequest',
    'MessageChannel',
    'BroadcastChannel',
    'IntersectionObserver',
    'MutationObserver',
    'ResizeObserver',
    'Event',
    'CustomEvent',
    'EventTarget',
    'Node',
    'Element',
    'HTMLElement',
    'HTMLIFrameElement',
    'SVGElement',
    'DOMParser',
    'Image',
    'Blob',
    'FileReader',
    'CSS',
    'trustedTypes',
  ]) {
    sandbox[name] = lenient();
  }
  sandbox.window = sandbox;
  sandbox.self = sandbox;
  sandbox.globalThis = sandbox;
  sandbox.top = sandbox;
  sandbox.parent = sandbox;
  sandbox.innerWidth = 1280;
  sandbox.innerHeight = 800;
  sandbox.devicePixelRatio = 1;
  const context = createContext(sandbox);
  for (const file of scriptFiles) {
    const code = readFileSync(join(buildDir, file), 'utf8');
    try {
      runInContext(code, context, { filename: file });
    } catch (error) {
      throw new Error(`${file} failed in the page-weight sandbox (${pageUrl}): ${(error as Error).message}`);
    }
  }
  // Promise chains settle after each timer and each script, as after a task in the browser.
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
  };
  // A timer's promise can set the next timer, as in the browser.
  for (let callback = dueNow.shift(); callback; callback = dueNow.shift()) {
    try {
      callback();
    } catch (error) {
      throw new Error(
        `a timer of the page's scripts failed in the page-weight sandbox (${pageUrl}): ${(error as Error).message}`,
      );
    }
    await settle();
  }
  // The scripts the runtime inserts run as the browser would run them, each followed by its load
  // event: a route table (plugins/client-startup/route-tables.cjs) inserts the page's chunks only
  // once it has run.
  await settle();
  for (let script = scriptsToRun.shift(); script; script = scriptsToRun.shift()) {
    const inBuild = buildFileOf(script.url, pageUrl, baseUrl);
    const file = inBuild === null ? '' : join(buildDir, inBuild);
    if (!file || !existsSync(file))
      throw new Error(`the page's runtime loads ${script.url}, which is not in ${buildDir}`);
    try {
      runInContext(readFileSync(file, 'utf8'), context, { filename: script.url });
    } catch (error) {
      throw new Error(`${script.url} failed in the page-weight sandbox (${pageUrl}): ${(error as Error).message}`);
    }
    const onload = (script.node as Record<string, unknown>).onload;
    if (typeof onload === 'function') (onload as Callable)({ type: 'load', target: script.node });
    await settle();
  }
  return inserted;
}

function fileSizes(buildDir: string, file: string, cache?: MeasureOptions['cache']): { bytes: number; gzip: number } {
  const cached = cache?.get(file);
  if (cached) return cached;
  const path = join(buildDir, file);
  if (!existsSync(path)) throw new Error(`The page loads ${file}, which is not in ${buildDir}`);
  const data = readFileSync(path);
  const sizes = { bytes: data.length, gzip: gzipSize(data) };
  cache?.set(file, sizes);
  return sizes;
}

function totals(assets: readonly Asset[], kind: AssetKind): Totals {
  const of = assets.filter((a) => a.kind === kind);
  return {
    files: of.length,
    bytes: of.reduce((sum, a) => sum + a.bytes, 0),
    gzip: of.reduce((sum, a) => sum + a.gzip, 0),
  };
}

/** The initial JS and CSS of one route of a build. */
export async function measurePage(buildDir: string, route: string, options: MeasureOptions = {}): Promise<PageWeight> {
  const baseUrl = normaliseBaseUrl(options.baseUrl ?? '/');
  const htmlFile = routeHtmlFile(buildDir, route);
  const html = readFileSync(join(buildDir, htmlFile));
  const pageUrl = `${baseUrl}${route.replace(/^\/+/, '')}`;
  const refs = htmlRefs(html.toString('utf8'));

  const assets: Asset[] = [];
  const external: string[] = [];
  const seen = new Set<string>();
  const add = (kind: AssetKind, url: string, from: Asset['from']): string | null => {
    const file = buildFileOf(url, pageUrl, baseUrl);
    if (file === null) {
      if (!external.includes(url)) external.push(url);
      return null;
    }
    if (seen.has(file)) return file;
    seen.add(file);
    const path = new URL(url, `${SITE_ORIGIN}${pageUrl}`).pathname;
    assets.push({ kind, url: path, file, from, ...fileSizes(buildDir, file, options.cache) });
    return file;
  };

  for (const url of refs.stylesheets) add('css', url, 'html');
  // The route's chunks the HTML lists are left to the runtime, which must ask for each.
  const scriptFiles = refs.scripts
    .filter((url) => !refs.routeChunks.includes(url))
    .map((url) => add('js', url, 'html'))
    .filter((f): f is string => f !== null);
  const requested = new Set<string>();
  for (const request of await runtimeRequests(buildDir, scriptFiles, pageUrl, baseUrl)) {
    if (request.tag === 'script') requested.add(add('js', request.url, 'route') ?? request.url);
    else if (request.rel.split(/\s+/).includes('stylesheet')) add('css', request.url, 'route');
  }
  const unneededPreloads: string[] = [];
  for (const url of refs.routeChunks) {
    const file = add('js', url, 'route');
    if (file !== null && !requested.has(file)) unneededPreloads.push(url);
  }

  return {
    route,
    htmlFile,
    htmlGzip: gzipSize(html),
    assets,
    js: totals(assets, 'js'),
    css: totals(assets, 'css'),
    external,
    unneededPreloads,
  };
}

export interface RegistryEntry {
  /** Module the entry loads, e.g. "@site/docs/x.md" or "@theme/DocItem". */
  module: string;
  /** Chunk ids its loader asks the chunk loader for. */
  chunks: string[];
}

// One entry of the Docusaurus route registry as the bundler emits it:
//   "<chunk name>":[()=>Promise.all([n.e("1"),n.e("2")]).then(n.bind(n,123)),"@site/docs/x.md",123]
//   "<chunk name>":[()=>n.e("3").then(n.t.bind(n,456,19)),"@generated/.../data.json",456]
const REGISTRY_ENTRY_RE = /\[\(\)=>([^\]]*?(?:\[[^\]]*\][^\]]*?)?),"([^"]+)",(?:\d+|"[^"]*")\]/g;
// The tail of every entry ("<module>",<id>]), to notice entries the pattern above missed.
const REGISTRY_TAIL_RE = /\),"([^"]+)",(?:\d+|"[^"]*")\]/g;
const CHUNK_CALL_RE = /\.e\((?:"([^"]+)"|(\d+))\)/g;

/** Whether a bundle file holds route registry entries (the main bundle, a route table). */
export function hasRegistryEntries(code: string): boolean {
  return new RegExp(REGISTRY_ENTRY_RE.source).test(code);
}

/**
 * The route registry in the main bundle (or a route table's part of it): which chunks load which route module (components,
 * docs content, plugin data). Throws when the bundle has none, or entries of a shape this reader
 * does not know, so a change of the bundle format cannot quietly turn the checks built on it
 * into no-ops.
 */
export function readRegistry(mainBundle: string): RegistryEntry[] {
  const entries: RegistryEntry[] = [];
  for (const match of mainBundle.matchAll(REGISTRY_ENTRY_RE)) {
    const loader = match[1] ?? '';
    const chunks = [...loader.matchAll(CHUNK_CALL_RE)].map((m) => m[1] ?? m[2] ?? '');
    entries.push({ module: match[2] ?? '', chunks });
  }
  if (entries.length === 0)
    throw new Error('No route registry found in the main bundle; has the bundle format changed?');
  const tails = [...mainBundle.matchAll(REGISTRY_TAIL_RE)].length;
  if (tails !== entries.length) {
    throw new Error(
      `Read ${entries.length} of ${tails} route registry entries in the main bundle; has the bundle format changed?`,
    );
  }
  return entries;
}

export interface ChunkFile {
  /** Path of the file relative to the build directory. */
  file: string;
  /** Ids of the modules the file brings. */
  modules: string[];
}

/**
 * What one bundle file registers: the chunk ids and module ids of every chunk it pushes onto the
 * bundler's chunk array (`(self.webpackChunk<name> ||= []).push([[ids], {modules}])`). The file
 * only pushes; no module runs. Files that push nothing (plain scripts) give an empty list.
 */
export function chunksIn(code: string, file: string): { ids: string[]; modules: string[] }[] {
  const pushed: { ids: string[]; modules: string[] }[] = [];
  const chunkArray = {
    push(...items: unknown[]) {
      for (const item of items) {
        if (!Array.isArray(item)) continue;
        const [ids, modules] = item as [unknown, unknown];
        pushed.push({
          ids: Array.isArray(ids) ? ids.map(String) : [],
          modules: modules && typeof modules === 'object' ? Object.keys(modules) : [],
        });
      }
      return pushed.length;
    },
  };
  const self = new Proxy({} as Record<PropertyKey, unknown>, {
    get: (target, key) => (typeof key === 'string' && key.startsWith('webpackChunk') ? chunkArray : target[key]),
    set: () => true,
  });
  try {
    runInContext(code, createContext({ self, globalThis: self, window: self }), { filename: file });
  } catch {
    // Not a chunk file (the runtime, a plain script): it registers no modules.
    return [];
  }
  return pushed;
}

/** Every chunk of the build's JS files, by chunk id. */
export function chunkIndex(buildDir: string, jsFiles: readonly string[]): Map<string, ChunkFile> {
  const index = new Map<string, ChunkFile>();
  for (const file of jsFiles) {
    for (const chunk of chunksIn(readFileSync(join(buildDir, file), 'utf8'), file)) {
      for (const id of chunk.ids) index.set(id, { file, modules: chunk.modules });
    }
  }
  return index;
}

export interface ModuleSetReport {
  /** Modules only the matching registry entries need. */
  modules: Set<string>;
  /** The chunk files that hold them. */
  files: Set<string>;
}

/**
 * Modules only the matching docs content needs, e.g. the API reference pages: the modules of the
 * chunks their registry loaders ask for, less the modules of the chunks the loaders of every
 * other docs content module ask for (shared MDX components, React) and less the modules of the
 * entry files. Module ids are kept by the bundler when it copies a module into several chunks,
 * so a module that a shared component pulled into its own chunk is still recognised.
 */
export function modulesOnlyFor(
  registry: readonly RegistryEntry[],
  index: ReadonlyMap<string, ChunkFile>,
  entryModules: ReadonlySet<string>,
  matches: (module: string) => boolean,
  isContent: (module: string) => boolean,
): ModuleSetReport {
  const mine = new Map<string, Set<string>>();
  const others = new Set<string>();
  for (const entry of registry) {
    const own = matches(entry.module);
    if (!own && !isContent(entry.module)) continue;
    for (const id of entry.chunks) {
      const chunk = index.get(id);
      if (!chunk) continue; // installed with the entry files: loaded on every page anyway
      for (const module of chunk.modules) {
        if (!own) others.add(module);
        else if (mine.has(module)) mine.get(module)?.add(chunk.file);
        else mine.set(module, new Set([chunk.file]));
      }
    }
  }
  const modules = new Set<string>();
  const files = new Set<string>();
  for (const [module, inFiles] of mine) {
    if (others.has(module) || entryModules.has(module)) continue;
    modules.add(module);
    for (const file of inFiles) files.add(file);
  }
  return { modules, files };
}
