/**
 * Settings of the local identity server, from the environment. Defaults
 * match the portal's fixed development interface: the site on
 * http://localhost:3000 and the realm at http://localhost:8080/auth/realms/flp.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export interface IdentityConfig {
  port: number;
  host: string;
  /** Public origin of this server, e.g. http://localhost:8080 */
  origin: string;
  realm: string;
  clientId: string;
  /** Site origins allowed to redirect back to and to call the token endpoint. */
  siteOrigins: string[];
  accessTokenTtl: number;
  refreshTokenTtl: number;
  usersFile: string;
}

function int(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name}: "${raw}" must be a whole number of at least ${min}`);
  }
  return value;
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: "${raw}" is not an absolute URL`);
  }
  if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name}: "${raw}" must be an origin such as http://localhost:3000`);
  }
  return url.origin;
}

/**
 * The sites that may sign in by default: the development server (`npm start`, port 3000) and the
 * production preview behind nginx (`npm run serve:prod`, port 8088), each by both local names.
 */
export const DEFAULT_SITE_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:8088',
  'http://127.0.0.1:8088',
] as const;

export function readIdentityConfig(env: Env, defaultUsersFile: string): IdentityConfig {
  const port = int(env, 'FLP_IDP_PORT', 8080, 1);
  const host = env.FLP_IDP_HOST?.trim() || 'localhost';
  const siteOrigins = (env.FLP_IDP_SITE_ORIGINS?.trim() || DEFAULT_SITE_ORIGINS.join(','))
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => origin('FLP_IDP_SITE_ORIGINS', o));
  return {
    port,
    host,
    origin: origin('FLP_IDP_ORIGIN', env.FLP_IDP_ORIGIN?.trim() || `http://${host}:${port}`),
    realm: env.FLP_IDP_REALM?.trim() || 'flp',
    clientId: env.FLP_IDP_CLIENT_ID?.trim() || 'control-panel',
    siteOrigins,
    accessTokenTtl: int(env, 'FLP_IDP_ACCESS_TOKEN_TTL', 300, 2),
    refreshTokenTtl: int(env, 'FLP_IDP_REFRESH_TOKEN_TTL', 1800, 2),
    usersFile: env.FLP_IDP_USERS?.trim() || defaultUsersFile,
  };
}

/** True when `uri` is a page of one of the site origins. */
export function isSiteUri(uri: string, siteOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return siteOrigins.includes(url.origin) && !url.username && !url.password;
}
