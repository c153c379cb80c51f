/**
 * What the portal keeps in the reader's own browser for them while they are signed in (local
 * storage, never a token): the tenant they chose, the server "Try it" sends to, and the pages they
 * read. Nothing of it is in a file of the build, and signing out removes all of it (forgetReader).
 */
import type { ReaderTenant } from '../auth/tenants';
import { STORED_EVENT } from './useStoredValue';

export const TENANT_KEY = 'flp-reader-tenant';
export const HISTORY_KEY = 'flp-reader-history';
/** The server "Try it" sends to: `tenant` (the chosen tenant's) or `test` (the portal's test server, the default). */
export const TRY_IT_SERVER_KEY = 'flp-reader-try-it-server';
/** Every key above: the signed-in reader's, removed when they sign out. */
export const READER_KEYS = [TENANT_KEY, HISTORY_KEY, TRY_IT_SERVER_KEY] as const;
/** Pages kept in the history. */
export const HISTORY_LENGTH = 12;

export interface VisitedPage {
  path: string;
  title: string;
  /** Player SDK platform the page is about (`web`, `ios`, …), if any. */
  platform?: string;
  /** Milliseconds since the epoch. */
  at: number;
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function changed(): void {
  // Readers of the keys on this page (src/reader/useStoredValue.ts) read them again.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STORED_EVENT));
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or denied: nothing is remembered.
  }
  changed();
}

/**
 * Forgets the reader: what the portal kept for them (READER_KEYS) leaves this browser when they
 * sign out, so the next reader of a shared browser finds none of it.
 */
export function forgetReader(storage: Storage | undefined): void {
  for (const key of READER_KEYS) {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage denied: nothing was kept either.
    }
  }
  changed();
}

/** The chosen tenant: the remembered one if the reader still has it, else their first. */
export function chosenTenant(tenants: readonly ReaderTenant[], rememberedId: string | null): ReaderTenant | null {
  return tenants.find((t) => t.id === rememberedId) ?? tenants[0] ?? null;
}

export function rememberedTenantId(storage: Storage | undefined): string | null {
  return read(storage, TENANT_KEY);
}

export function rememberTenant(storage: Storage | undefined, id: string): void {
  write(storage, TENANT_KEY, id);
}

export type TryItServer = 'tenant' | 'test';

/** The server "Try it" sends to: the tenant's only when the reader chose it (null: nothing stored). */
export function tryItServerOf(stored: string | null): TryItServer {
  return stored === 'tenant' ? 'tenant' : 'test';
}

export function rememberTryItServer(storage: Storage | undefined, server: TryItServer): void {
  write(storage, TRY_IT_SERVER_KEY, server);
}

/** The player platform a docs route is about (`/docs/products/player/web/…` → `web`). */
export function platformOfRoute(path: string): string | undefined {
  return /^\/docs\/(?:[^/]+\/)?products\/player\/([a-z]+)\//.exec(path)?.[1];
}

export function readHistory(storage: Storage | undefined): VisitedPage[] {
  return parseHistory(read(storage, HISTORY_KEY));
}

export function parseHistory(raw: string | null): VisitedPage[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is VisitedPage =>
        !!p &&
        typeof p === 'object' &&
        typeof (p as VisitedPage).path === 'string' &&
        (p as VisitedPage).path.startsWith('/') &&
        typeof (p as VisitedPage).title === 'string' &&
        typeof (p as VisitedPage).at === 'number',
    );
  } catch {
    return [];
  }
}

/** The history with `page` first (once), at most HISTORY_LENGTH pages. */
export function withVisit(history: readonly VisitedPage[], page: VisitedPage): VisitedPage[] {
  return [page, ...history.filter((p) => p.path !== page.path)].slice(0, HISTORY_LENGTH);
}

export function recordVisit(storage: Storage | undefined, page: VisitedPage): void {
  write(storage, HISTORY_KEY, JSON.stringify(withVisit(readHistory(storage), page)));
}
