/**
 * The browser side of the search, loaded when the search box is first hovered or focused (never
 * in a page's initial JavaScript). Queries run in a Web Worker (worker.ts): it fetches the
 * manifest `search-index-{tag}.json` of each index on first use and then, per query, only the
 * shards the query needs (shards.ts), all cached and shared between concurrent searches. Where a
 * worker cannot start, the same code runs on the page.
 *
 * A failed or non-OK load of an index file counts as an empty index (product specification §8):
 * no error is shown. It is tried again the next time the search box gets the focus. A search that
 * throws (in the worker or on the page), or a search client that cannot load, rejects: the search
 * box reports the failure instead of "No results found." (useSearch.ts).
 */
import { INDEX_FILE_PREFIX } from './constants';
import type { SearchSession } from './shards';
import type { SearchHit } from './types';

export type WorkerRequest =
  | { kind: 'preload'; baseUrl: string; paths: string[] }
  | { kind: 'retry'; baseUrl: string }
  | { kind: 'search'; id: number; baseUrl: string; paths: string[]; query: string; revalidate: boolean };
export type WorkerResponse = { id: number; hits: SearchHit[] } | { id: number; error: string };

export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}${indexPath(tag)}`;
}

function indexPath(tag: string): string {
  return `${INDEX_FILE_PREFIX}${encodeURIComponent(tag)}.json`;
}

/**
 * The in-page fallback, one session per base URL; the engine is loaded only then, so the page
 * never parses it when the worker runs.
 */
const sessions = new Map<string, Promise<SearchSession>>();

function pageSession(baseUrl: string): Promise<SearchSession> {
  let found = sessions.get(baseUrl);
  if (!found) {
    found = import('./shards').then(({ SearchSession, siteFetcher }) => new SearchSession(siteFetcher(baseUrl)));
    sessions.set(baseUrl, found);
  }
  return found;
}

type Pending = Map<
  number,
  {
    request: Extract<WorkerRequest, { kind: 'search' }>;
    resolve: (hits: SearchHit[]) => void;
    reject: (error: Error) => void;
  }
>;

let worker: Worker | null | undefined;
const pending: Pending = new Map();
let nextId = 0;

/** The worker, started on first use; null where workers are not available or it failed. */
function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return worker;
  try {
    const started = new Worker(new URL('./worker.ts', import.meta.url), { name: 'search' });
    started.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      const entry = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) entry?.reject(new Error(`search failed in the worker: ${answer.error}`));
      else entry?.resolve(answer.hits);
    };
    // A worker that cannot load (a blocked or missing script): the searches run on the page.
    started.onerror = () => {
      started.terminate();
      worker = null;
      for (const [id, { request, resolve, reject }] of pending) {
        pending.delete(id);
        pageSession(request.baseUrl)
          .then((session) => session.search(request.paths, request.query, request.revalidate))
          .then(resolve, reject);
      }
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** Forgets the failed loads, so the next search tries them again. */
export function retryFailedLoads(baseUrl?: string): void {
  if (baseUrl !== undefined) searchWorker()?.postMessage({ kind: 'retry', baseUrl } satisfies WorkerRequest);
  for (const session of sessions.values()) void session.then((s) => s.retryFailed());
}

/** Starts loading the manifests of these tags (on hover or focus, before the first key). */
export function preload(baseUrl: string, tags: readonly string[]): void {
  const paths = tags.map(indexPath);
  const started = searchWorker();
  if (started) started.postMessage({ kind: 'preload', baseUrl, paths } satisfies WorkerRequest);
  else void pageSession(baseUrl).then((session) => session.preload(paths));
}

/**
 * Under `docusaurus start` the index is rebuilt when a page is saved (plugins/search/dev.ts): each
 * search checks the manifests first, so a saved page is found without reloading. Built sites
 * never change their manifests.
 */
export const REVALIDATE = process.env.NODE_ENV === 'development';

export function searchTags(baseUrl: string, tags: readonly string[], query: string): Promise<SearchHit[]> {
  const paths = tags.map(indexPath);
  const started = searchWorker();
  if (!started) return pageSession(baseUrl).then((session) => session.search(paths, query, REVALIDATE));
  const request = { kind: 'search', id: ++nextId, baseUrl, paths, query, revalidate: REVALIDATE } as const;
  return new Promise((resolve, reject) => {
    pending.set(request.id, { request: { ...request, paths }, resolve, reject });
    started.postMessage(request satisfies WorkerRequest);
  });
}
