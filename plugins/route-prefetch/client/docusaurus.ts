/*
 * From @docusaurus/core 3.10 lib/client/docusaurus.js (the `window.docusaurus` object), replaced by
 * plugins/route-prefetch: the chunk names of a route come from an index, each chunk file is
 * prefetched once, and prefetches run when the main thread is idle, once the reader has done
 * something on the page (changed lines marked).
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/docusaurus.js
 */
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import registry from '@generated/registry';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
// --- changed: with the route tables the path needs (plugins/shared/route-preload.ts).
import preloadHelper, { routesReady, tablesLoaded } from '../../shared/route-preload';
// --- end of change
import flat from '@docusaurus/core/lib/client/flat';
import { whenIdle, type IdleDeadline } from '@site/src/lib/whenIdle';

declare const __webpack_require__: {
  e: (chunkId: string) => Promise<void>;
  p: string;
  u: (chunkId: string) => string;
};

const fetched = new Set<string>();
const loaded = new Set<string>();
// --- changed: chunk files already prefetched. Upstream adds a <link rel=prefetch> per chunk of every
// linked route, so a page with a sidebar added ~250 link elements for ~25 distinct files.
const prefetchedAssets = new Set<string>();
// --- end of change

// If user is on slow or constrained connection.
const isSlowConnection = (): boolean => {
  const { connection } = navigator as Navigator & { connection?: { effectiveType: string; saveData: boolean } };
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};

const canPrefetch = (routePath: string): boolean =>
  !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string): boolean => !isSlowConnection() && !loaded.has(routePath);

// --- changed: route path -> chunk names, built on the first prefetch. Keys of routesChunkNames are
// the route path plus "-<hash>" (/docs/intro-a1b); upstream strips the hash from every key on every call.
// A route table adds its routes' chunk names when it loads: the index is built again then.
let chunkNamesByPath: Map<string, string[]> | null = null;
let indexedTables = -1;

function chunkNamesOf(path: string): string[] {
  if (!chunkNamesByPath || indexedTables !== tablesLoaded()) {
    indexedTables = tablesLoaded();
    chunkNamesByPath = new Map();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      const names = Object.values(flat(routeChunks)) as string[];
      const known = chunkNamesByPath.get(routePath);
      if (known) known.push(...names);
      else chunkNamesByPath.set(routePath, names);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
}
// --- end of change

// --- changed: the files of a chunk name are those its registry entry's loader asks the chunk loader
// for (the loader runs with a chunk loader that only notes them). Upstream asks a map of every chunk
// name to its file (`__webpack_require__.gca`, ChunkAssetPlugin) in the runtime every page parses
// first; plugins/route-prefetch leaves that plugin out of production builds.
type RegistryEntry = readonly [() => Promise<unknown>, ...unknown[]];

function chunkFiles(chunkName: string): string[] {
  const entry = (registry as unknown as Record<string, RegistryEntry | undefined>)[chunkName];
  if (!entry) return [];
  const ids: string[] = [];
  const ensureChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => {
    ids.push(String(chunkId));
    return new Promise<void>(() => undefined);
  };
  try {
    void entry[0]();
  } finally {
    __webpack_require__.e = ensureChunk;
  }
  // A chunk the page installed with its entry scripts has no file name of its own ("…undefined.js").
  return ids
    .map((chunkId) => __webpack_require__.p + __webpack_require__.u(chunkId))
    .filter((file) => !file.includes('undefined'));
}

const prefetchNow = (routePath: string): Promise<void[]> => {
  // Find all webpack chunk names needed.
  const matches = matchRoutes(routes, routePath);
  const chunkNamesNeeded = matches.flatMap((match) => chunkNamesOf(match.route.path as string));
  // Prefetch all webpack chunk assets file needed, each file once.
  const files = new Set(chunkNamesNeeded.flatMap(chunkFiles).filter((file) => !prefetchedAssets.has(file)));
  return Promise.all(
    [...files].map((file) => {
      prefetchedAssets.add(file);
      return prefetchHelper(file);
    }),
  );
};
// --- end of change

// --- changed: links call prefetch when they scroll into view, most of them in the tasks that follow
// hydration; matching their routes and adding the <link> elements there made those tasks long.
// Prefetches wait for idle time instead, and run a few at a time.
/** Prefetches: within 3 s whatever the page does; without idle callbacks, 200 ms apart. */
const IDLE = { timeout: 3000, fallbackDelay: 200 };
const queue: (() => void)[] = [];
let draining = false;

/** Longest run of prefetches in one idle callback, in ms: idle periods can last 50 ms. */
const SLICE_MS = 4;

function drain(deadline: IdleDeadline): void {
  const end = performance.now() + SLICE_MS;
  // At least one per callback, so a page that is never idle still prefetches.
  do queue.shift()?.();
  while (queue.length > 0 && performance.now() < end && deadline.timeRemaining() > 1);
  if (queue.length > 0) whenIdle(drain, IDLE);
  else draining = false;
}

// --- changed: nothing is prefetched before the reader does something on the page: moves or
// presses a pointer, touches, scrolls or types. A reader who reads the page they came for and
// leaves (most visits from a search engine) spends no data on the pages it links to: on a phone,
// prefetching the links in view doubled what the home page transferred. Once the reader is engaged,
// the links in view are prefetched in idle time, long before a tap on one of them; a tap on a link
// before that loads its page on the press (the Link's preload), as upstream does without prefetch.
const ENGAGEMENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;
let engaged = false;

function startDraining(): void {
  if (!engaged || draining || queue.length === 0) return;
  draining = true;
  whenIdle(drain, IDLE);
}

/**
 * How long the reader's actions must pause before the first prefetch, ms: an action's own answer
 * comes first. A tap is often the first action; loading and running route tables in its frames
 * (29 ms of script at 4 × CPU) made a colour-mode tap on the largest API page 50-80 ms slower
 * than a click with the pointer already on the page, and a second tap soon after met the same.
 */
const ENGAGED_PAUSE_MS = 1000;
let pause: ReturnType<typeof setTimeout> | undefined;

function onEngaged(): void {
  clearTimeout(pause);
  pause = setTimeout(() => {
    engaged = true;
    for (const type of ENGAGEMENT) window.removeEventListener(type, onEngaged, true);
    startDraining();
  }, ENGAGED_PAUSE_MS);
}

if (typeof window !== 'undefined') {
  for (const type of ENGAGEMENT) window.addEventListener(type, onEngaged, { capture: true, passive: true });
}
// --- end of change

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  return new Promise((resolve, reject) => {
    // --- changed: the route tables the path needs first (a table is a small script of routes). A
    // table that cannot load leaves the link unprefetched, as a failed prefetch does.
    queue.push(() => {
      const ready = routesReady(routePath);
      (ready
        ? ready.then(
            () => prefetchNow(routePath),
            () => [],
          )
        : prefetchNow(routePath)
      ).then(resolve, reject);
    });
    // --- end of change
    startDraining();
  });
};
// --- end of change

const preload = (routePath: string): false | Promise<void[]> => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadHelper(routePath);
};

const docusaurus = {
  prefetch,
  preload,
};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
