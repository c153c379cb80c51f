import React, { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useAuth } from '../auth/context';
import type { ReaderTenant } from '../auth/tenants';
import { ReaderContext, type ReaderApi } from './context';
import { showPlaceholders, showReaderValues } from './dom';
import { TENANT_KEY, chosenTenant, rememberTenant } from './storage';
import { localStorageOrNone, useStoredValue } from './useStoredValue';

/**
 * The signed-in reader's own values: their tenants from the token, the one they chose (remembered
 * in local storage, also across tabs), shown in place of the placeholders of every code block and inline code of
 * the page (src/reader/dom.ts), also in what renders later (tabs, "Try it", the next page).
 * Signed out, the pages stay as built. (The docs pages a signed-in reader reads are recorded by
 * the pages themselves: ./useRecordVisit.ts.)
 */
export default function ReaderProvider({ children }: { children: ReactNode }): ReactNode {
  const { status, tenants } = useAuth();
  const remembered = useStoredValue(TENANT_KEY);

  const signedIn = status === 'authenticated';
  // The same object until the chosen tenant's values change (not at each token refresh).
  const chosen = signedIn ? chosenTenant(tenants, remembered) : null;
  const chosenJson = chosen ? JSON.stringify(chosen) : null;
  const tenant = useMemo(() => (chosenJson ? (JSON.parse(chosenJson) as ReaderTenant) : null), [chosenJson]);

  const choose = useCallback((id: string) => rememberTenant(localStorageOrNone(), id), []);

  // The page's code shows the chosen tenant's values; what renders later is handled as it comes.
  useEffect(() => {
    const root = document.body;
    if (!tenant) {
      showPlaceholders(root);
      return undefined;
    }
    showReaderValues(root, tenant);
    let frame = 0;
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => record.addedNodes.length > 0)) return;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        showReaderValues(root, tenant);
      });
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [tenant]);

  const api = useMemo<ReaderApi>(
    () => ({ tenants: signedIn ? tenants : [], tenant, choose }),
    [signedIn, tenants, tenant, choose],
  );
  return <ReaderContext.Provider value={api}>{children}</ReaderContext.Provider>;
}
