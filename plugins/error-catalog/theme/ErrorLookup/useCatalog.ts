import { useCallback, useEffect, useState } from 'react';
import type { Category, CatalogEntry } from '../../schema';
import { isCatalogJson } from '../../lib/lookup';

export interface PublicCatalog {
  version: string;
  categories: Category[];
  entries: CatalogEntry[];
}

export type CatalogState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; catalog: PublicCatalog };

/** Fetches /error-codes.json once the page has loaded; `retry` fetches it again. */
export function useCatalog(url: string): { state: CatalogState; retry: () => void } {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        const data: unknown = await response.json();
        if (!isCatalogJson(data)) throw new Error('the response is not an error catalogue');
        setState({ status: 'ready', catalog: data as PublicCatalog });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [url, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
