/**
 * Sign-in settings, read from the environment at build time and validated
 * with the rules keycloak-js applies, so a bad value fails the build with a
 * message naming the variable instead of failing in readers' browsers.
 */
import { EnvError, readUrl, type Env } from '../config/env';

export const ON_LOAD = ['check-sso', 'login-required'] as const;
export const RESPONSE_MODES = ['query', 'fragment'] as const;
export const FLOWS = ['standard', 'implicit', 'hybrid'] as const;

export interface AuthConfig {
  /** Identity server base, e.g. https://id.flp.video/auth; null when a provider URL is used. */
  url: string | null;
  realm: string | null;
  clientId: string;
  /** OpenID discovery URL of a non-Keycloak provider (used instead of url + realm). */
  providerUrl: string | null;
  onLoad: (typeof ON_LOAD)[number];
  responseMode: (typeof RESPONSE_MODES)[number];
  flow: (typeof FLOWS)[number];
  pkceMethod: 'S256';
}

function pick<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim() || fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new EnvError(name, `"${raw}" is not allowed; use one of ${allowed.join(', ')}`);
  }
  return raw as T;
}

export function readAuthEnv(env: Env): AuthConfig {
  const providerRaw = env.FLP_AUTH_PROVIDER_URL?.trim();
  const providerUrl = providerRaw ? readUrl(env, 'FLP_AUTH_PROVIDER_URL', providerRaw) : null;

  const clientId = env.FLP_AUTH_CLIENT_ID === undefined ? 'control-panel' : env.FLP_AUTH_CLIENT_ID.trim();
  if (!clientId) throw new EnvError('FLP_AUTH_CLIENT_ID', 'is required (the Keycloak client id, e.g. control-panel)');

  const realmRaw = env.FLP_AUTH_REALM === undefined ? 'flp' : env.FLP_AUTH_REALM.trim();
  if (!providerUrl && !realmRaw) {
    throw new EnvError('FLP_AUTH_REALM', 'is required when FLP_AUTH_PROVIDER_URL is not set');
  }
  if (realmRaw && !/^[\w.-]+$/.test(realmRaw)) {
    throw new EnvError('FLP_AUTH_REALM', `"${realmRaw}" is not a realm name`);
  }

  const pkce = env.FLP_AUTH_PKCE_METHOD?.trim() || 'S256';
  if (pkce !== 'S256') throw new EnvError('FLP_AUTH_PKCE_METHOD', `"${pkce}" is not supported; only S256 is`);

  const flow = pick(env, 'FLP_AUTH_FLOW', FLOWS, 'standard');
  const responseMode = pick(env, 'FLP_AUTH_RESPONSE_MODE', RESPONSE_MODES, 'fragment');
  if (flow === 'implicit' && responseMode === 'query') {
    throw new EnvError('FLP_AUTH_RESPONSE_MODE', 'the implicit flow returns tokens in the fragment; use fragment');
  }

  return {
    url: providerUrl ? null : readUrl(env, 'FLP_AUTH_URL', 'http://localhost:8080/auth'),
    realm: providerUrl ? null : realmRaw,
    clientId,
    providerUrl,
    onLoad: pick(env, 'FLP_AUTH_ON_LOAD', ON_LOAD, 'check-sso'),
    responseMode,
    flow,
    pkceMethod: 'S256',
  };
}

/** The origin of the identity server, for the Content-Security-Policy. */
export function authOrigin(config: AuthConfig): string {
  return new URL(config.providerUrl ?? config.url ?? '').origin;
}

/** The endpoints of a Keycloak realm, as keycloak-js derives them from its URL and realm. */
export interface RealmEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  check_session_iframe: string;
  userinfo_endpoint: string;
}

/**
 * The realm's endpoints, given to keycloak-js as provider metadata instead of URL + realm. The
 * same URLs; what changes is that keycloak-js then skips its third-party cookie check, a hidden
 * frame with two documents of the identity server on every page load. With the session iframe
 * off (`checkLoginIframe: false`) and no full-page fallback (`silentCheckSsoFallback: false`)
 * that check decides nothing: the silent check runs either way. Null for a non-Keycloak provider.
 */
export function realmEndpoints(config: AuthConfig): RealmEndpoints | null {
  if (!config.url || !config.realm) return null;
  const base = `${config.url.replace(/\/+$/, '')}/realms/${encodeURIComponent(config.realm)}/protocol/openid-connect`;
  return {
    authorization_endpoint: `${base}/auth`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: `${base}/logout`,
    check_session_iframe: `${base}/login-status-iframe.html`,
    userinfo_endpoint: `${base}/userinfo`,
  };
}
