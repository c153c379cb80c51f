/**
 * What the portal keeps in the reader's own browser for them (local storage, never a token):
 * the tenant they chose and the pages they read. Nothing of it is in a file of the build.
 */
import type { ReaderTenant } from '../auth/tenants';
import { STORED_EVENT } from './useStoredValue';

export const TENANT_KEY = 'flp-reader-tenant';
export const HISTORY_KEY = 'flp-reader-history';
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

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or denied: nothing is remembered.
  }
  // Readers of the key on this page (src/reader/useStoredValue.ts) read it again.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STORED_EVENT));
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
