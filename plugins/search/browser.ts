/**
 * The browser side of the search, loaded on first focus of the search box (never in a page's
 * initial JavaScript): fetches `search-index-{tag}.json` on first use, caches it, shares one
 * load between concurrent searches, and answers queries.
 *
 * A failed or non-OK load counts as an empty index (product specification §8): no error is
 * shown. It is tried again the next time the search box gets the focus.
 */
import { EMPTY_INDEX, readIndexFileInSlices, search, type LoadedIndex } from './engine';
import { INDEX_FILE_PREFIX } from './constants';
import type { SearchHit } from './types';

const loads = new Map<string, Promise<LoadedIndex>>();
const failed = new Set<string>();

export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}${INDEX_FILE_PREFIX}${encodeURIComponent(tag)}.json`;
}

function load(url: string): Promise<LoadedIndex> {
  let pending = loads.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? readIndexFileInSlices(await response.json()) : null))
      .catch(() => null)
      .then((index) => {
        if (index === null || index === EMPTY_INDEX) failed.add(url);
        return index ?? EMPTY_INDEX;
      });
    loads.set(url, pending);
  }
  return pending;
}

/** Forgets the failed loads, so the next search tries them again. */
export function retryFailedLoads(): void {
  for (const url of failed) loads.delete(url);
  failed.clear();
}

/** Starts loading the indexes of these tags (on focus, before the first key). */
export function preload(baseUrl: string, tags: readonly string[]): void {
  for (const tag of tags) void load(indexUrl(baseUrl, tag));
}

export async function searchTags(baseUrl: string, tags: readonly string[], query: string): Promise<SearchHit[]> {
  const indexes = await Promise.all(tags.map((tag) => load(indexUrl(baseUrl, tag))));
  return search(indexes, query);
}
