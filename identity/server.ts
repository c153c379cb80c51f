/**
 * The local identity server: an OpenID provider (panva/oidc-provider) that
 * answers on Keycloak's paths for one realm, so keycloak-js signs in against
 * it exactly as against Keycloak. For development and tests only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import { decodeClientData, encodeClientData, expiredRedirect } from './clientData';
import { isSiteUri, readIdentityConfig, type IdentityConfig } from './config';
import { UserStore, type UserRecord } from './users';
import { THIRD_PARTY_STEP1, THIRD_PARTY_STEP2, errorPage, loginPage, logoutPage, messagePage } from './views';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Audience-less API resource the portal's access tokens are issued for. */
const API_RESOURCE = 'urn:flp:api';
const SCOPES = ['openid', 'profile', 'email', 'roles'];
const REFRESH_MARK = Buffer.from('flp-refresh').toString('base64url');

export interface RunningIdentityServer {
  server: Server;
  realmUrl: string;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) {
        reject(new Error('Request body too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function claimsFor(user: UserRecord): Record<string, unknown> {
  return {
    preferred_username: user.username,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    email_verified: true,
    realm_access: { roles: user.realmRoles },
    resource_access: Object.fromEntries(Object.entries(user.clientRoles).map(([c, roles]) => [c, { roles }])),
    // As Keycloak's user-attribute mapper on `tenants` (JSON type, multivalued) puts them.
    tenants: user.tenants,
  };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export async function startIdentityServer(config: IdentityConfig): Promise<RunningIdentityServer> {
  const users = UserStore.fromFile(config.usersFile);
  const realmPath = `/auth/realms/${config.realm}`;
  const issuer = `${config.origin}${realmPath}`;
  const oidcPath = '/protocol/openid-connect';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'flp-local' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.siteOrigins.map((o) => `${o}/`),
        post_logout_redirect_uris: config.siteOrigins.map((o) => `${o}/`),
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: SCOPES,
    claims: {
      openid: ['sub', 'sid'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      roles: ['realm_access', 'resource_access'],
    },
    pkce: { required: () => true },
    routes: {
      authorization: `${oidcPath}/auth`,
      token: `${oidcPath}/token`,
      end_session: `${oidcPath}/logout`,
      // The provider's own userinfo only accepts its opaque tokens; ours (below) reads the JWTs.
      userinfo: `${oidcPath}/userinfo-opaque`,
      jwks: `${oidcPath}/certs`,
      revocation: `${oidcPath}/revoke`,
      introspection: `${oidcPath}/token/introspect`,
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      IdToken: config.accessTokenTtl,
      RefreshToken: config.refreshTokenTtl,
      Session: config.refreshTokenTtl,
      Grant: config.refreshTokenTtl,
      AuthorizationCode: 60,
      Interaction: 600,
    },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...claimsFor(user) }) };
    },
    extraTokenClaims: (ctx, token) => {
      const user = 'accountId' in token && typeof token.accountId === 'string' ? users.get(token.accountId) : null;
      if (!user) return undefined;
      const sid = (token as { sessionUid?: string }).sessionUid ?? ctx.oidc.session?.uid;
      return {
        ...claimsFor(user),
        sid,
        session_state: sid,
        typ: 'Bearer',
        azp: config.clientId,
        scope: 'openid profile email',
      };
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out of the FLP Developer Portal.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid profile email',
          audience: 'account',
          accessTokenTTL: config.accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // The login page's address names its request (client_data, as Keycloak's do), so the page can
    // still send the reader back to the site once the request is over (identity/clientData.ts).
    interactions: {
      url: (_ctx, interaction) => {
        const clientData = encodeClientData(interaction.params);
        return `${realmPath}/login-actions/authenticate?uid=${interaction.uid}${clientData ? `&client_data=${clientData}` : ''}`;
      },
    },
    // The portal is a first-party client: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addResourceScope(API_RESOURCE, 'openid profile email');
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => config.siteOrigins.includes(origin),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error), String(out.error_description ?? ''));
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  // Keycloak accepts any page of a configured site origin as redirect target.
  provider.Client.prototype.redirectUriAllowed = (uri: string) => isSiteUri(uri, config.siteOrigins);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (uri: string) => isSiteUri(uri, config.siteOrigins);
  // keycloak-js decodes the middle part of the refresh token as JSON, as
  // Keycloak's are JWTs: give the opaque handle that shape (the store still
  // looks it up by value). The first part is deliberately not a JWS header,
  // so the token stays revocable like any opaque token.
  (provider.RefreshToken.prototype as { generateTokenId?: () => string }).generateTokenId =
    function refreshTokenId(): string {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        typ: 'Refresh',
        iat: now,
        exp: now + config.refreshTokenTtl,
        iss: issuer,
        azp: config.clientId,
      };
      return `${REFRESH_MARK}.${base64url(payload)}.${randomBytes(24).toString('base64url')}`;
    };
  provider.on('server_error', (_ctx, error) => console.error('identity server error:', error));

  const oidcCallback = provider.callback();

  async function bearerUser(req: IncomingMessage): Promise<UserRecord | null> {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, publicKey, { issuer });
      return typeof payload.sub === 'string' ? users.get(payload.sub) : null;
    } catch {
      return null;
    }
  }

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    return origin && config.siteOrigins.includes(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : {};
  }

  async function handleLogin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    let details: Awaited<ReturnType<Provider['interactionDetails']>> | null = null;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    // A login page whose sign-in request is over (signed in, or expired), or that belongs to
    // another request than the browser's current one: reached again with the Back button, most
    // often. As Keycloak 25 and later, send the reader back to the site with the request's state
    // and `authentication_expired` rather than an error page (identity/clientData.ts).
    if (!details || details.uid !== url.searchParams.get('uid')) {
      const clientData = decodeClientData(url.searchParams.get('client_data'), config.siteOrigins);
      if (!clientData) throw new errors.SessionNotFound('interaction session not found');
      send(res, 303, 'text/plain; charset=utf-8', '', { Location: expiredRedirect(clientData, issuer) });
      return;
    }
    const action = `${realmPath}/login-actions/authenticate${url.search}`;
    if (details.prompt.name !== 'login') {
      // Consent is never asked of the first-party portal.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }
    if (req.method === 'GET') {
      send(res, 200, 'text/html; charset=utf-8', loginPage({ action, realm: config.realm }));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const username = (form.get('username') ?? '').trim().slice(0, 64);
    const user = users.verify(username, form.get('password') ?? '');
    if (!user) {
      // 200 like Keycloak: the page itself says what went wrong.
      send(
        res,
        200,
        'text/html; charset=utf-8',
        loginPage({ action, realm: config.realm, username, error: 'Invalid username or password.' }),
      );
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.username } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', config.origin);
    const path = url.pathname;
    if (path === '/favicon.ico') {
      send(res, 204, 'image/x-icon', '');
      return;
    }
    if (path === '/' || path === '/auth' || path === '/auth/') {
      send(res, 200, 'text/plain; charset=utf-8', `FLP local identity server. Realm: ${issuer}\n`);
      return;
    }
    if (!path.startsWith(`${realmPath}/`) && path !== realmPath) {
      send(res, 404, 'application/json', JSON.stringify({ error: 'Realm does not exist' }));
      return;
    }
    const sub = path.slice(realmPath.length) || '/';
    if (sub.startsWith('/login-actions/authenticate')) return handleLogin(req, res, url);
    if (sub === `${oidcPath}/3p-cookies/step1.html`)
      return send(res, 200, 'text/html; charset=utf-8', THIRD_PARTY_STEP1);
    if (sub === `${oidcPath}/3p-cookies/step2.html`)
      return send(res, 200, 'text/html; charset=utf-8', THIRD_PARTY_STEP2);
    if (sub === `${oidcPath}/userinfo` || sub === '/account') {
      if (req.method === 'OPTIONS') {
        send(res, 204, 'text/plain', '', {
          ...corsHeaders(req),
          'Access-Control-Allow-Headers': 'Authorization, Accept',
          'Access-Control-Allow-Methods': 'GET',
        });
        return;
      }
      const user = await bearerUser(req);
      if (!user) {
        send(res, 401, 'application/json', JSON.stringify({ error: 'invalid_token' }), {
          ...corsHeaders(req),
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        });
        return;
      }
      const body =
        sub === '/account'
          ? {
              id: user.username,
              username: user.username,
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              emailVerified: true,
            }
          : { sub: user.username, ...claimsFor(user) };
      send(res, 200, 'application/json', JSON.stringify(body), corsHeaders(req));
      return;
    }
    // Everything else is the provider's, mounted under the realm path.
    for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = `${sub}${url.search}`;
    oidcCallback(req, res);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('identity server error:', error);
      if (!res.headersSent) {
        send(
          res,
          400,
          'text/html; charset=utf-8',
          messagePage('Sign-in error', 'This sign-in request is not valid any more. Start again from the portal.'),
        );
      } else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    server,
    realmUrl: issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const config = readIdentityConfig(process.env, join(HERE, 'users.json'));
  startIdentityServer(config).then(
    ({ realmUrl }) => {
      console.log(`Identity server ready: realm ${realmUrl}`);
      console.log(`Users: ${config.usersFile}; site origins: ${config.siteOrigins.join(', ')}`);
    },
    (error: unknown) => {
      console.error(`Identity server failed to start: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
