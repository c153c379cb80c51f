import React, { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useAuth } from '../auth/context';
import type { ReaderTenant } from '../auth/tenants';
import { ReaderContext, ShownTenantContext, type ReaderApi } from './context';
import { TENANT_KEY, chosenTenant, rememberTenant } from './storage';
import { localStorageOrNone, useStoredValue } from './useStoredValue';

/**
 * The signed-in reader's own values: their tenants from the token, the one they chose (remembered
 * in local storage, also across tabs), shown in place of the placeholders of every code block and inline code of
 * the page (src/reader/dom.ts), also in what renders later (tabs, "Try it", the next page).
 * Signed out, the pages stay as built. (The docs pages a signed-in reader reads are recorded by
 * the pages themselves: ./RecordVisit.tsx.)
 */
export default function ReaderProvider({ children }: { children: ReactNode }): ReactNode {
  const { status, tenants } = useAuth();
  const remembered = useStoredValue(TENANT_KEY);

  const signedIn = status === 'authenticated';
  // The same object until the chosen tenant's values change (not at each token refresh).
  const chosen = signedIn ? chosenTenant(tenants, remembered) : null;
  const chosenJson = chosen ? JSON.stringify(chosen) : null;
  const tenant = useMemo(() => (chosenJson ? (JSON.parse(chosenJson) as ReaderTenant) : null), [chosenJson]);

  // What a code block's copy button personalises at a click: the tenant whose values the page shows.
  const shownTenant = useRef<ReaderTenant | null>(null);
  useEffect(() => {
    shownTenant.current = tenant;
  }, [tenant]);

  const choose = useCallback((id: string) => rememberTenant(localStorageOrNone(), id), []);

  // The page's code shows the chosen tenant's values (./followValues.ts, loaded once a reader has
  // values to show: a signed-out page never needs it); signing out puts the tokens back.
  const shown = useRef(false);
  useEffect(() => {
    if (!tenant && !shown.current) return undefined;
    shown.current = true;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./followValues').then(
      ({ followValues }) => {
        if (!cancelled) stop = followValues(document.body, tenant);
      },
      (error: unknown) =>
        console.warn(`Your values could not be shown in the page's code: ${(error as Error).message}`),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [tenant]);

  const api = useMemo<ReaderApi>(
    () => ({ tenants: signedIn ? tenants : [], tenant, choose }),
    [signedIn, tenants, tenant, choose],
  );
  return (
    <ShownTenantContext.Provider value={shownTenant}>
      <ReaderContext.Provider value={api}>{children}</ReaderContext.Provider>
    </ShownTenantContext.Provider>
  );
}
