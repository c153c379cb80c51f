/**
 * Where a sign-in request came from, carried in the login page's own URL (`client_data`), so a
 * login page whose request is over can still send the reader back to the site. Keycloak does the
 * same since release 25 ("Addressed 'You are already logged in' for expired authentication
 * sessions" in its upgrading notes): its login pages carry a `client_data` parameter, and a login
 * page reached again after its sign-in ended (the browser's Back button after signing in, above
 * all) redirects to the client's redirect URI with `error=temporarily_unavailable` and
 * `error_description=authentication_expired` instead of showing an error page. keycloak-js
 * answers that error by starting the sign-in again when the request is still its own, and drops
 * the parameters from the address when it is not (a request already answered): either way the
 * reader is back on the page they signed in from.
 */
import { isSiteUri } from './config';

export interface ClientData {
  /** The redirect URI of the sign-in request. */
  redirectUri: string;
  /** Where the response parameters go: `query` or `fragment`. */
  responseMode: 'query' | 'fragment';
  /** The client's `state`, given back so the client can tell which request this was. */
  state: string;
}

/** The `client_data` parameter of an authorization request's parameters (null if it has no redirect URI). */
export function encodeClientData(params: Readonly<Record<string, unknown>>): string | null {
  const { redirect_uri: redirectUri, response_mode: responseMode, response_type: responseType, state } = params;
  if (typeof redirectUri !== 'string') return null;
  const data = {
    ru: redirectUri,
    rt: typeof responseType === 'string' ? responseType : 'code',
    // The code flow's default response mode is the query (OAuth 2.0 Multiple Response Types).
    rm: typeof responseMode === 'string' ? responseMode : 'query',
    st: typeof state === 'string' ? state : '',
  };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

/**
 * The request a `client_data` parameter names, or null when it is missing, malformed, or names a
 * redirect URI outside the site origins (the parameter is in the address: never trust it further).
 */
export function decodeClientData(value: string | null, siteOrigins: readonly string[]): ClientData | null {
  if (!value || value.length > 4096) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { ru, rm, st } = data as Record<string, unknown>;
  if (typeof ru !== 'string' || !isSiteUri(ru, siteOrigins)) return null;
  if (rm !== 'query' && rm !== 'fragment') return null;
  return { redirectUri: ru, responseMode: rm, state: typeof st === 'string' ? st : '' };
}

/**
 * Where a login page whose sign-in request is over sends the reader: the request's redirect URI,
 * with Keycloak's `authentication_expired` error in the request's response mode.
 */
export function expiredRedirect(data: ClientData, issuer: string): string {
  const url = new URL(data.redirectUri);
  const params = new URLSearchParams({
    error: 'temporarily_unavailable',
    error_description: 'authentication_expired',
    ...(data.state ? { state: data.state } : {}),
    iss: issuer,
  });
  if (data.responseMode === 'fragment') {
    url.hash = params.toString();
  } else {
    for (const [name, value] of params) url.searchParams.set(name, value);
  }
  return url.href;
}
