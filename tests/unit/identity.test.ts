/**
 * The local identity server over real HTTP: discovery, the authorization code
 * flow with PKCE, refresh, revocation after logout, and bad input.
 */
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { decodeClientData, encodeClientData, expiredRedirect } from '../../identity/clientData';
import { readIdentityConfig } from '../../identity/config';
import { startIdentityServer, type RunningIdentityServer } from '../../identity/server';

const SITE = 'http://127.0.0.1:3999';
const USERS = join(__dirname, '..', '..', 'identity', 'users.json');

/** The identity server on `port` for the test site, refresh tokens living `refreshTtl` seconds. */
function startTestIdentityServer(port: string, refreshTtl: string): Promise<RunningIdentityServer> {
  const env = {
    FLP_IDP_PORT: port,
    FLP_IDP_HOST: '127.0.0.1',
    FLP_IDP_SITE_ORIGINS: SITE,
    FLP_IDP_REFRESH_TOKEN_TTL: refreshTtl,
  };
  return startIdentityServer(readIdentityConfig(env, USERS));
}
const CLIENT = 'control-panel';

let idp: RunningIdentityServer;
let realm: string;
let oidc: string;

/** A browser's cookie jar, just enough for one origin. */
class Browser {
  readonly cookies = new Map<string, string>();
  /** The address of the last page `follow` stopped at on the identity server. */
  lastUrl = '';

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects on the identity server; stops at the first one to the site. */
  async follow(url: string, init: RequestInit = {}): Promise<Response | URL> {
    let response = await this.fetch(url, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const next = new URL(response.headers.get('location') ?? '', url);
      if (next.origin === SITE) return next;
      url = next.href;
      response = await this.fetch(url);
    }
    this.lastUrl = url;
    return response;
  }
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(overrides: Record<string, string> = {}, challenge = pkce().challenge): string {
  const params = new URLSearchParams({
    client_id: CLIENT,
    redirect_uri: `${SITE}/docs/support/s1?from=test`,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
  return `${oidc}/auth?${params}`;
}

async function signIn(browser: Browser, password = 'demo'): Promise<{ code: string; verifier: string } | Response> {
  const { verifier, challenge } = pkce();
  const loginPage = await browser.follow(authorizeUrl({}, challenge));
  if (loginPage instanceof URL) throw new Error('expected the login page');
  const html = await loginPage.text();
  const action = /action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
  if (!action) throw new Error(`no login form in: ${html.slice(0, 200)}`);
  const result = await browser.follow(new URL(action, realm).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo', password }).toString(),
  });
  if (!(result instanceof URL)) return result;
  return { code: result.searchParams.get('code') ?? '', verifier };
}

function token(body: Record<string, string>): Promise<Response> {
  return fetch(`${oidc}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams({ client_id: CLIENT, ...body }).toString(),
  });
}

async function tokensFor(browser: Browser): Promise<Record<string, string>> {
  const signedIn = await signIn(browser);
  if (signedIn instanceof Response) throw new Error('sign-in failed');
  const response = await token({
    grant_type: 'authorization_code',
    code: signedIn.code,
    redirect_uri: `${SITE}/docs/support/s1?from=test`,
    code_verifier: signedIn.verifier,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

beforeAll(async () => {
  idp = await startTestIdentityServer('18181', '60');
  realm = idp.realmUrl;
  oidc = `${realm}/protocol/openid-connect`;
});

afterAll(async () => {
  await idp?.close();
});

describe('identity server', () => {
  it('serves the discovery document on Keycloak paths', async () => {
    const response = await fetch(`${realm}/.well-known/openid-configuration`);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: 'http://127.0.0.1:18181/auth/realms/flp',
      authorization_endpoint: `${oidc}/auth`,
      token_endpoint: `${oidc}/token`,
      end_session_endpoint: `${oidc}/logout`,
      jwks_uri: `${oidc}/certs`,
      code_challenge_methods_supported: ['S256'],
    });
    expect((await fetch(`${oidc}/certs`)).status).toBe(200);
    expect(await (await fetch(`${oidc}/3p-cookies/step1.html`)).text()).toContain('step2.html');
  });

  it('signs demo in with the code flow and PKCE, with Keycloak-shaped tokens', async () => {
    const tokens = await tokensFor(new Browser());
    const access = decodeJwt(tokens.access_token!);
    expect(access).toMatchObject({
      sub: 'demo',
      preferred_username: 'demo',
      realm_access: { roles: ['developer'] },
      resource_access: { 'control-panel': { roles: ['docs-reader'] } },
      azp: CLIENT,
    });
    // The reader's tenants, as Keycloak's user-attribute mapper (JSON, multivalued) puts them.
    expect(access.tenants).toEqual([
      {
        id: 'northwind-sbx',
        name: 'Northwind Media',
        environment: 'sandbox',
        apiBaseUrl: 'https://api.sandbox.flp.video',
      },
    ]);
    expect(access.sid).toBeTruthy();
    expect(access.session_state).toBe(access.sid);
    expect(typeof access.exp).toBe('number');
    expect(decodeJwt(tokens.refresh_token!)).toMatchObject({ typ: 'Refresh' });
    expect(decodeJwt(tokens.id_token!).nonce).toBeTruthy();

    const userinfo = await fetch(`${oidc}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await userinfo.json()).toMatchObject({ sub: 'demo', email: 'demo@flp.video' });
    const account = await fetch(`${realm}/account`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await account.json()).toMatchObject({ username: 'demo', firstName: 'Demo' });
  });

  it('answers the site origin with credentials allowed (keycloak-js sends them)', async () => {
    const response = await token({ grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('shows an error for a wrong password and hashes nothing into the page', async () => {
    const result = await signIn(new Browser(), 'wrong');
    expect(result).toBeInstanceOf(Response);
    const html = await (result as Response).text();
    expect((result as Response).status).toBe(200);
    expect(html).toContain('Invalid username or password.');
    expect(html).toContain('id="kc-login"');
    expect(html).not.toContain('wrong');
  });

  it('refreshes tokens, and revokes them after logout', async () => {
    const browser = new Browser();
    const tokens = await tokensFor(browser);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Record<string, string>;
    expect(next.access_token).not.toBe(tokens.access_token);

    const logout = await browser.fetch(
      `${oidc}/logout?${new URLSearchParams({
        client_id: CLIENT,
        id_token_hint: next.id_token!,
        post_logout_redirect_uri: `${SITE}/`,
      })}`,
    );
    const form = await logout.text();
    const action = /action="([^"]+)"/.exec(form)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1];
    expect(action && xsrf).toBeTruthy();
    const confirmed = await browser.follow(new URL(action!, realm).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirmed).toBeInstanceOf(URL);

    const afterLogout = await token({ grant_type: 'refresh_token', refresh_token: next.refresh_token! });
    expect(afterLogout.status).toBe(400);
    expect(await afterLogout.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('sends a login page asked for again after signing in (Back) to the site, with authentication_expired', async () => {
    const browser = new Browser();
    const { challenge } = pkce();
    const state = 'state-of-this-sign-in';
    const login = await browser.follow(authorizeUrl({ state, response_mode: 'fragment' }, challenge));
    expect(login).toBeInstanceOf(Response);
    const loginUrl = browser.lastUrl;
    expect(new URL(loginUrl).pathname).toBe('/auth/realms/flp/login-actions/authenticate');
    const action = /action="([^"]+)"/.exec(await (login as Response).text())?.[1]?.replace(/&#38;/g, '&');
    const signedIn = await browser.follow(new URL(action!, realm).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo', password: 'demo' }).toString(),
    });
    expect(signedIn).toBeInstanceOf(URL);
    expect(new URLSearchParams((signedIn as URL).hash.slice(1)).get('code')).toBeTruthy();

    // The browser's Back button asks for the login page again: its request is over.
    const back = await browser.fetch(loginUrl);
    expect(back.status).toBe(303);
    const target = new URL(back.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}${target.search}`).toBe(`${SITE}/docs/support/s1?from=test`);
    const answer = new URLSearchParams(target.hash.slice(1));
    expect(answer.get('error')).toBe('temporarily_unavailable');
    expect(answer.get('error_description')).toBe('authentication_expired');
    expect(answer.get('state')).toBe(state);
    expect(answer.get('code')).toBeNull();
    // The same from a browser without the identity server's cookies (a login page long expired).
    const elsewhere = await fetch(loginUrl, { redirect: 'manual' });
    expect(elsewhere.status).toBe(303);
  });

  it('keeps the error page for an ended login page that does not name a page of the site', async () => {
    const unnamed = await fetch(`${realm}/login-actions/authenticate?uid=gone`, { redirect: 'manual' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('This sign-in request is not valid any more.');
    const forged = encodeClientData({ redirect_uri: 'https://evil.example/cb', response_mode: 'query', state: 's' });
    const elsewhere = await fetch(`${realm}/login-actions/authenticate?uid=gone&client_data=${forged}`, {
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
  });

  it('rejects an unknown client and a redirect URI outside the site', async () => {
    const unknown = await fetch(authorizeUrl({ client_id: 'intruder' }), { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('invalid_client');
    const foreign = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('invalid_redirect_uri');
  });

  it('requires PKCE and rejects a wrong verifier and a replayed code', async () => {
    const noPkce = await fetch(authorizeUrl({ code_challenge: '', code_challenge_method: '' }), { redirect: 'manual' });
    expect(new URL(noPkce.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');

    const browser = new Browser();
    const signedIn = await signIn(browser);
    if (signedIn instanceof Response) throw new Error('sign-in failed');
    const exchange = (verifier: string): Promise<Response> =>
      token({
        grant_type: 'authorization_code',
        code: signedIn.code,
        redirect_uri: `${SITE}/docs/support/s1?from=test`,
        code_verifier: verifier,
      });
    const wrong = await exchange(randomBytes(48).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(signedIn.verifier)).status).toBe(200);
    // A code is single-use.
    const replay = await exchange(signedIn.verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a revoked or malformed refresh token and a bad bearer token', async () => {
    const tokens = await tokensFor(new Browser());
    const revoke = await fetch(`${oidc}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT, token: tokens.refresh_token! }).toString(),
    });
    expect(revoke.status, await revoke.clone().text()).toBe(200);
    const revoked = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(await revoked.json()).toMatchObject({ error: 'invalid_grant' });
    const garbage = await token({ grant_type: 'refresh_token', refresh_token: 'x'.repeat(5000) });
    expect(garbage.status).toBe(400);
    const userinfo = await fetch(`${oidc}/userinfo`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(userinfo.status).toBe(401);
  });
});

describe('identity server token expiry', () => {
  it('rejects an expired refresh token', async () => {
    const shortLived = await startTestIdentityServer('18182', '2');
    const saved = { realm, oidc };
    realm = shortLived.realmUrl;
    oidc = `${realm}/protocol/openid-connect`;
    try {
      const tokens = await tokensFor(new Browser());
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const expired = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      ({ realm, oidc } = saved);
      await shortLived.close();
    }
  });
});

describe('client_data of a login page', () => {
  const origins = [SITE];
  const issuer = 'http://127.0.0.1:18181/auth/realms/flp';

  it('names the request it came from, and nothing outside the site', () => {
    const value = encodeClientData({ redirect_uri: `${SITE}/docs/a?x=1`, response_mode: 'fragment', state: 'st' });
    expect(value).toMatch(/^[\w-]+$/);
    expect(decodeClientData(value, origins)).toEqual({
      redirectUri: `${SITE}/docs/a?x=1`,
      responseMode: 'fragment',
      state: 'st',
    });
    // The code flow's default response mode.
    expect(decodeClientData(encodeClientData({ redirect_uri: `${SITE}/` }), origins)?.responseMode).toBe('query');
    expect(encodeClientData({ state: 'st' })).toBeNull();
    expect(decodeClientData(encodeClientData({ redirect_uri: 'https://evil.example/' }), origins)).toBeNull();
    expect(decodeClientData(encodeClientData({ redirect_uri: `${SITE}/`, response_mode: 'form_post' }), origins)).toBe(
      null,
    );
    expect(decodeClientData('not-json', origins)).toBeNull();
    expect(decodeClientData(null, origins)).toBeNull();
  });

  it('sends the reader back with authentication_expired in the response mode of the request', () => {
    const fragment = new URL(
      expiredRedirect({ redirectUri: `${SITE}/docs/a?x=1`, responseMode: 'fragment', state: 'st' }, issuer),
    );
    expect(fragment.search).toBe('?x=1');
    expect(Object.fromEntries(new URLSearchParams(fragment.hash.slice(1)))).toEqual({
      error: 'temporarily_unavailable',
      error_description: 'authentication_expired',
      state: 'st',
      iss: issuer,
    });
    const query = new URL(
      expiredRedirect({ redirectUri: `${SITE}/docs/a?x=1`, responseMode: 'query', state: '' }, issuer),
    );
    expect(query.hash).toBe('');
    expect(query.searchParams.get('x')).toBe('1');
    expect(query.searchParams.get('error_description')).toBe('authentication_expired');
    expect(query.searchParams.has('state')).toBe(false);
  });
});

describe('identity server defaults', () => {
  it('lets the development server and the production preview sign in, by both local names', () => {
    const config = readIdentityConfig({}, USERS);
    expect(config.siteOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:8088',
      'http://127.0.0.1:8088',
    ]);
  });
});
