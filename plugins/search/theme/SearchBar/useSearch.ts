import { useCallback, useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import type * as BrowserSearch from '@site/plugins/search/browser';
import type { SearchHit } from '@site/plugins/search/types';
import { STALL_MS, type SearchStatus } from '@site/plugins/search/widget';

type Client = typeof BrowserSearch;

/**
 * Runs searches for the search box. The search client (plugins/search/browser.ts, which starts
 * the worker) and the index manifests load on the first hover or focus, not with the page; the
 * current docs version's tags decide which indexes.
 */
export function useSearch(): {
  hits: SearchHit[];
  /** The query the hits answer (equal to the input once the search has answered). */
  answered: string;
  status: SearchStatus;
  prepare: () => void;
  run: (query: string) => void;
} {
  const { siteConfig } = useDocusaurusContext();
  const { tags } = useContextualSearchFilters() as { tags: string[] };
  const client = useRef<Promise<Client> | null>(null);
  const request = useRef(0);
  const stall = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [answered, setAnswered] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const tagKey = tags.join(' ');

  const load = useCallback((): Promise<Client> => {
    // A chunk that failed to load is tried again on the next call.
    client.current ??= import('@site/plugins/search/browser').catch((error: unknown) => {
      client.current = null;
      throw error;
    });
    return client.current;
  }, []);

  const prepare = useCallback(() => {
    load()
      .then((c) => {
        c.retryFailedLoads(siteConfig.baseUrl);
        c.preload(siteConfig.baseUrl, tagKey.split(' '));
      })
      .catch(() => undefined);
  }, [load, siteConfig.baseUrl, tagKey]);

  const run = useCallback(
    (query: string) => {
      const id = ++request.current;
      if (stall.current) clearTimeout(stall.current);
      if (query.trim() === '') {
        setHits([]);
        setAnswered(query);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      stall.current = setTimeout(() => {
        if (id === request.current) setStatus('stalled');
      }, STALL_MS);
      void load()
        .then((c) => c.searchTags(siteConfig.baseUrl, tagKey.split(' '), query))
        .then(
          (found) => {
            if (id !== request.current) return;
            if (stall.current) clearTimeout(stall.current);
            setHits(found);
            setAnswered(query);
            setStatus('idle');
          },
          // A search that throws, or a client that cannot load, is reported, not shown as "no
          // results": the panel says the search failed and offers to try again.
          (error: unknown) => {
            console.error('search: the query failed', error);
            if (id !== request.current) return;
            if (stall.current) clearTimeout(stall.current);
            setHits([]);
            setAnswered(query);
            setStatus('failed');
          },
        );
    },
    [load, siteConfig.baseUrl, tagKey],
  );

  useEffect(
    () => () => {
      if (stall.current) clearTimeout(stall.current);
    },
    [],
  );

  return { hits, answered, status, prepare, run };
}
