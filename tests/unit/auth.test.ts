import { describe, expect, it } from 'vitest';
import { authOrigin, readAuthEnv, realmEndpoints } from '../../src/auth/config';
import { INITIAL_STATE, authReducer, hasClientRole, hasRealmRole } from '../../src/auth/state';
import { frameMessageOrigin } from '../../src/auth/keycloak';

describe('readAuthEnv', () => {
  it('defaults to the local identity server, realm flp, client control-panel, check-sso with PKCE', () => {
    expect(readAuthEnv({})).toEqual({
      url: 'http://localhost:8080/auth',
      realm: 'flp',
      clientId: 'control-panel',
      providerUrl: null,
      onLoad: 'check-sso',
      responseMode: 'fragment',
      flow: 'standard',
      pkceMethod: 'S256',
    });
    expect(authOrigin(readAuthEnv({}))).toBe('http://localhost:8080');
  });

  it.each([
    [{ FLP_AUTH_CLIENT_ID: ' ' }, 'FLP_AUTH_CLIENT_ID: is required'],
    [{ FLP_AUTH_REALM: '' }, 'FLP_AUTH_REALM: is required when FLP_AUTH_PROVIDER_URL is not set'],
    [{ FLP_AUTH_REALM: 'flp/../x' }, 'FLP_AUTH_REALM: "flp/../x" is not a realm name'],
    [
      { FLP_AUTH_RESPONSE_MODE: 'form_post' },
      'FLP_AUTH_RESPONSE_MODE: "form_post" is not allowed; use one of query, fragment',
    ],
    [{ FLP_AUTH_FLOW: 'device' }, 'FLP_AUTH_FLOW: "device" is not allowed; use one of standard, implicit, hybrid'],
    [{ FLP_AUTH_PKCE_METHOD: 'plain' }, 'FLP_AUTH_PKCE_METHOD: "plain" is not supported; only S256 is'],
    [{ FLP_AUTH_ON_LOAD: 'none' }, 'FLP_AUTH_ON_LOAD: "none" is not allowed; use one of check-sso, login-required'],
    [{ FLP_AUTH_URL: 'id.flp.video/auth' }, 'FLP_AUTH_URL: "id.flp.video/auth" is not an absolute URL'],
    [{ FLP_AUTH_FLOW: 'implicit', FLP_AUTH_RESPONSE_MODE: 'query' }, 'FLP_AUTH_RESPONSE_MODE: the implicit flow'],
  ])('rejects %j', (env, message) => {
    expect(() => readAuthEnv(env)).toThrow(message);
  });

  it('needs no realm with an OpenID provider URL', () => {
    const config = readAuthEnv({
      FLP_AUTH_REALM: '',
      FLP_AUTH_PROVIDER_URL: 'https://login.example.com/.well-known/openid-configuration',
    });
    expect(config).toMatchObject({ realm: null, url: null });
    expect(authOrigin(config)).toBe('https://login.example.com');
  });

  it('accepts login-required, query mode and the hybrid flow', () => {
    expect(
      readAuthEnv({ FLP_AUTH_ON_LOAD: 'login-required', FLP_AUTH_RESPONSE_MODE: 'query', FLP_AUTH_FLOW: 'hybrid' }),
    ).toMatchObject({ onLoad: 'login-required', responseMode: 'query', flow: 'hybrid' });
  });
});

describe('authReducer', () => {
  const claims = {
    preferred_username: 'demo',
    realm_access: { roles: ['developer'] },
    resource_access: { 'control-panel': { roles: ['docs-reader'] } },
  };

  it('starts initialising and becomes authenticated on token receipt', () => {
    expect(INITIAL_STATE.status).toBe('initialising');
    const state = authReducer(INITIAL_STATE, { type: 'authenticated', claims });
    expect(state).toMatchObject({
      status: 'authenticated',
      userName: 'demo',
      realmRoles: ['developer'],
      clientRoles: { 'control-panel': ['docs-reader'] },
    });
    expect(hasRealmRole(state, 'developer')).toBe(true);
    expect(hasRealmRole(state, 'admin')).toBe(false);
    expect(hasClientRole(state, 'control-panel', 'docs-reader')).toBe(true);
    expect(hasClientRole(state, 'other', 'docs-reader')).toBe(false);
  });

  it('keeps the reader signed in across a refresh and updates roles', () => {
    const signedIn = authReducer(INITIAL_STATE, { type: 'authenticated', claims });
    const refreshed = authReducer(signedIn, {
      type: 'refreshed',
      claims: { ...claims, realm_access: { roles: ['developer', 'admin'] } },
    });
    expect(refreshed.realmRoles).toEqual(['developer', 'admin']);
  });

  it('forgets the user when the token is cleared', () => {
    const signedIn = authReducer(INITIAL_STATE, { type: 'authenticated', claims });
    expect(authReducer(signedIn, { type: 'cleared' })).toEqual({ ...INITIAL_STATE, status: 'unauthenticated' });
  });

  it('marks sign-in unavailable when the identity server cannot be reached', () => {
    expect(authReducer(INITIAL_STATE, { type: 'unavailable' })).toMatchObject({
      status: 'unauthenticated',
      available: false,
      userName: null,
    });
  });
});

describe('realmEndpoints', () => {
  it("gives keycloak-js the realm's endpoints as it derives them from URL and realm", () => {
    const config = readAuthEnv({ FLP_AUTH_URL: 'https://flp.video/auth/', FLP_AUTH_REALM: 'flp' });
    const base = 'https://flp.video/auth/realms/flp/protocol/openid-connect';
    expect(realmEndpoints(config)).toEqual({
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      end_session_endpoint: `${base}/logout`,
      check_session_iframe: `${base}/login-status-iframe.html`,
      userinfo_endpoint: `${base}/userinfo`,
    });
    expect(realmEndpoints(readAuthEnv({ FLP_AUTH_PROVIDER_URL: 'https://id.example.com/oidc' }))).toBeNull();
  });
});

describe('frameMessageOrigin', () => {
  const silent = 'https://developers.flp.video/silent-check-sso.xhtml';
  const site = 'https://developers.flp.video';
  const idp = 'https://developers.flp.video:8443';

  it("gives the silent-check page's callback address the site's origin", () => {
    expect(frameMessageOrigin(`${silent}#state=s1&code=c1`, silent, site, idp)).toBe(site);
    expect(frameMessageOrigin(`${silent}?state=s1&error=login_required`, silent, site, idp)).toBe(site);
    expect(frameMessageOrigin(silent, silent, site, idp)).toBe(site);
  });

  it("gives the identity server's refusal the identity server's origin", () => {
    expect(frameMessageOrigin({ source: 'flp-identity', error: 'invalid_request' }, silent, site, idp)).toBe(idp);
  });

  it('relays nothing else', () => {
    expect(frameMessageOrigin(`${silent}.evil#state=s1`, silent, site, idp)).toBeNull();
    expect(
      frameMessageOrigin('https://elsewhere.example/silent-check-sso.xhtml#state=s1', silent, site, idp),
    ).toBeNull();
    expect(frameMessageOrigin({ source: 'other' }, silent, site, idp)).toBeNull();
    expect(frameMessageOrigin(null, silent, site, idp)).toBeNull();
    expect(frameMessageOrigin(42, silent, site, idp)).toBeNull();
  });
});
