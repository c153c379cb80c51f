import { createContext, useContext } from 'react';
import type { ReaderTenant } from '../auth/tenants';

export interface ReaderApi {
  /** The signed-in reader's tenants; empty when signed out. */
  tenants: readonly ReaderTenant[];
  /** The tenant whose values the pages show; null when signed out or without tenants. */
  tenant: ReaderTenant | null;
  /** Chooses the tenant (remembered in this browser, for every page and tab). */
  choose: (id: string) => void;
}

/** Outside the provider (and in the static build): nobody is signed in. */
export const ReaderContext = createContext<ReaderApi>({ tenants: [], tenant: null, choose: () => undefined });

export function useReader(): ReaderApi {
  return useContext(ReaderContext);
}

/**
 * The tenant whose values the page shows, for what needs it only when the reader acts (a code
 * block's copy button): the provider keeps the same object and updates its `current`, so a sign-in
 * or a change of tenant renders none of its readers again (the largest API page has hundreds of
 * code blocks).
 */
export const ShownTenantContext = createContext<{ readonly current: ReaderTenant | null }>({ current: null });

export function useShownTenant(): { readonly current: ReaderTenant | null } {
  return useContext(ShownTenantContext);
}
