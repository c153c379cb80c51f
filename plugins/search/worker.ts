/**
 * The search's Web Worker: opens the indexes and answers queries off the page's main thread, so
 * fetching, parsing and scoring never hold up typing or painting (browser.ts talks to it). A query
 * that throws is logged and answered with the error, which the search box shows as a failure.
 */
import { SearchSession, siteFetcher } from './shards';
import type { WorkerRequest, WorkerResponse } from './browser';

const sessions = new Map<string, SearchSession>();

function session(baseUrl: string): SearchSession {
  let found = sessions.get(baseUrl);
  if (!found) {
    found = new SearchSession(siteFetcher(baseUrl));
    sessions.set(baseUrl, found);
  }
  return found;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

scope.onmessage = (event) => {
  const request = event.data;
  const current = session(request.baseUrl);
  if (request.kind === 'retry') current.retryFailed();
  else if (request.kind === 'preload') current.preload(request.paths);
  else {
    current.search(request.paths, request.query, request.revalidate).then(
      (hits) => scope.postMessage({ id: request.id, hits }),
      // A search that throws is a fault, not an empty answer: logged here, reported to the page.
      (error: unknown) => {
        console.error('search: the query failed in the worker', error);
        scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
      },
    );
  }
};
