/**
 * The one keycloak-js instance of a page load (keycloak-js can only be
 * initialised once). Loaded on demand so its code is not in the initial JS.
 */
import type Keycloak from 'keycloak-js';
import type { AuthConfig } from './config';
import { restoreHash } from './returnHash';
import type { AuthAction, TokenClaims } from './state';

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
  const keycloak = config.providerUrl
    ? new KeycloakClient({ clientId: config.clientId, oidcProvider: config.providerUrl })
    : new KeycloakClient({ url: config.url ?? '', realm: config.realm ?? '', clientId: config.clientId });

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

  keycloak
    .init({
      onLoad: config.onLoad,
      flow: config.flow,
      responseMode: config.responseMode,
      pkceMethod: config.pkceMethod,
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: config.onLoad === 'check-sso' ? silentCheckUri : undefined,
    })
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
