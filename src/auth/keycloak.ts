/**
 * The one keycloak-js instance of a page load (keycloak-js can only be
 * initialised once). Loaded on demand so its code is not in the initial JS.
 */
import type Keycloak from 'keycloak-js';
import { realmEndpoints, type AuthConfig } from './config';
import { restoreHash } from './returnHash';
import type { AuthAction, TokenClaims } from './state';

/** How long the first sign-in check may take: keycloak-js's own limit for a frame's message. */
const SILENT_CHECK_LIMIT_MS = 10_000;

export type Listener = (action: AuthAction) => void;

interface Session {
  keycloak: Keycloak;
  subscribe: (listener: Listener) => () => void;
}

let session: Promise<Session> | null = null;

/** Errors are logged without tokens: only the OAuth error code and description. */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error) {
    const { error: code, error_description: description } = error as { error: string; error_description?: string };
    return description ? `${code}: ${description}` : code;
  }
  return error instanceof Error ? error.message : String(error);
}

export function getSession(config: AuthConfig, silentCheckUri: string): Promise<Session> {
  session ??= createSession(config, silentCheckUri);
  return session;
}

async function createSession(config: AuthConfig, silentCheckUri: string): Promise<Session> {
  const { default: KeycloakClient } = await import('keycloak-js');
  // A Keycloak realm's endpoints are passed as provider metadata: keycloak-js then skips its
  // third-party cookie check, which decides nothing with the options below (see realmEndpoints).
  const keycloak = new KeycloakClient({
    clientId: config.clientId,
    oidcProvider: realmEndpoints(config) ?? config.providerUrl ?? '',
  });

  const listeners = new Set<Listener>();
  let last: AuthAction | null = null;
  const emit = (action: AuthAction): void => {
    last = action;
    for (const listener of listeners) listener(action);
  };
  const claims = (): TokenClaims => (keycloak.tokenParsed ?? {}) as TokenClaims;

  keycloak.onAuthSuccess = () => emit({ type: 'authenticated', claims: claims() });
  keycloak.onAuthRefreshSuccess = () => emit({ type: 'refreshed', claims: claims() });
  // keycloak-js clears the token itself on a 400 refresh response, an invalid
  // nonce or a session-changed signal, then calls onAuthLogout.
  keycloak.onAuthLogout = () => emit({ type: 'cleared' });
  keycloak.onAuthError = (error) => console.warn(`Sign-in failed: ${describe(error)}`);
  keycloak.onAuthRefreshError = () => console.warn('Sign-in: the access token could not be refreshed.');
  keycloak.onTokenExpired = () => {
    keycloak
      .updateToken(5)
      .catch((error: unknown) => console.warn(`Sign-in: token refresh failed: ${describe(error)}`));
  };

  // The silent check waits for a message from its frame and has no time limit of its own: with the
  // identity server down the frame never answers. Give up after keycloak-js's own limit for frame
  // messages, so the navbar's slot settles on "unavailable" (empty, with a warning).
  let limit: ReturnType<typeof setTimeout> | undefined;
  const silentCheckLimit = new Promise<never>((_, reject) => {
    limit = setTimeout(
      () => reject(new Error(`the identity server did not answer within ${SILENT_CHECK_LIMIT_MS / 1000} s`)),
      SILENT_CHECK_LIMIT_MS,
    );
  });

  const init = keycloak.init({
    onLoad: config.onLoad,
    flow: config.flow,
    responseMode: config.responseMode,
    pkceMethod: config.pkceMethod,
    checkLoginIframe: false,
    // Where third-party cookies are blocked (an identity server on another site), the silent
    // check finds no session and the reader signs in with the button; keycloak-js's fallback
    // would instead send every page load through the identity server. The specification puts
    // the identity server on the site's own host, where the silent check always works.
    silentCheckSsoFallback: false,
    silentCheckSsoRedirectUri: config.onLoad === 'check-sso' ? silentCheckUri : undefined,
  });
  void Promise.race([init, silentCheckLimit])
    .finally(() => clearTimeout(limit))
    .then(
      (authenticated) => {
        restoreHash(window);
        emit(authenticated ? { type: 'authenticated', claims: claims() } : { type: 'unauthenticated' });
      },
      (error: unknown) => {
        console.warn(`Sign-in is unavailable, the portal stays readable: ${describe(error)}`);
        emit({ type: 'unavailable' });
      },
    );

  return {
    keycloak,
    subscribe(listener) {
      listeners.add(listener);
      if (last) listener(last);
      return () => listeners.delete(listener);
    },
  };
}
