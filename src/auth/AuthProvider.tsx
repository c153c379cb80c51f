import React, { startTransition, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type Keycloak from 'keycloak-js';
import { AuthContext, type AuthApi } from './context';
import type { AuthConfig } from './config';
import { getSession } from './keycloak';
import { forgetReader } from '../reader/storage';
import { localStorageOrNone } from '../reader/useStoredValue';
import { rememberHash } from './returnHash';
import { INITIAL_STATE, authReducer } from './state';

/**
 * Signs the reader in through Keycloak single sign-on. Tokens stay in this
 * page's memory. Children always render, also during the static build.
 */
export default function AuthProvider({ children }: { children: ReactNode }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const config = siteConfig.customFields?.auth as AuthConfig | undefined;
  const [state, dispatch] = useReducer(authReducer, INITIAL_STATE);
  const keycloak = useRef<Keycloak | null>(null);

  useEffect(() => {
    if (!config) return undefined;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const silentCheckUri = new URL(`${siteConfig.baseUrl}silent-check-sso.xhtml`, window.location.origin).href;
    // In a task of its own: the effects that run right after hydration share one task, and this
    // one's share (requesting the sign-in chunk) need not lengthen it.
    const start = window.setTimeout(() => {
      getSession(config, silentCheckUri).then(
        (session) => {
          if (cancelled) return;
          keycloak.current = session.keycloak;
          // In a transition: a sign-in re-renders what shows the reader's values (every code
          // block's copy button), which React then renders in slices, yielding to the reader.
          unsubscribe = session.subscribe((action) => startTransition(() => dispatch(action)));
        },
        (error: unknown) => {
          console.warn(`Sign-in is unavailable, the portal stays readable: ${(error as Error).message}`);
          dispatch({ type: 'unavailable' });
        },
      );
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(start);
      unsubscribe?.();
    };
  }, [config, siteConfig.baseUrl]);

  const api = useMemo<AuthApi>(
    () => ({
      ...state,
      login: () => void keycloak.current?.login({ redirectUri: rememberHash(window.location, window.sessionStorage) }),
      logout: () => {
        // What the portal kept for the reader (their tenant, "Try it"'s server, their reading
        // history) goes with the session, before the browser leaves for the identity server.
        forgetReader(localStorageOrNone());
        void keycloak.current?.logout({ redirectUri: window.location.href });
      },
      getToken: async () => {
        const kc = keycloak.current;
        if (!kc?.authenticated) return null;
        await kc.updateToken(5);
        return kc.token ?? null;
      },
    }),
    [state],
  );

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
