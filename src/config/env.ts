/**
 * Every value that differs between environments is read here, once, from the
 * environment. Each has a default that works on a fresh machine; a bad value
 * throws an error that names the variable, which fails the build.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export interface SiteEnv {
  /** Public origin of the site, e.g. https://developers.flp.video */
  siteUrl: string;
  /** Path the site is served under, always starting and ending with '/'. */
  baseUrl: string;
  /** Google Analytics 4 measurement id; analytics is off when null. */
  gtagId: string | null;
  /** Server the API reference's "Try it" panel sends requests to (the local mock server by default). */
  apiTryUrl: string;
  /** How hard the build compresses its gzip and brotli copies: `max` for deployment, `fast` for test builds. */
  precompress: 'max' | 'fast';
}

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'EnvError';
  }
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function readUrl(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new EnvError(name, `"${raw}" is not an absolute URL (expected e.g. ${fallback})`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new EnvError(name, `"${raw}" must use http or https`);
  }
  return raw.replace(/\/+$/, '');
}

export function readSiteEnv(env: Env): SiteEnv {
  const siteUrl = readUrl(env, 'FLP_SITE_URL', 'http://localhost:3000');
  if (new URL(siteUrl).pathname !== '/') {
    throw new EnvError('FLP_SITE_URL', 'must be an origin without a path; put the path in FLP_BASE_URL');
  }

  const baseUrl = value(env, 'FLP_BASE_URL') ?? '/';
  if (!/^\/([\w.-]+\/)*$/.test(baseUrl)) {
    throw new EnvError('FLP_BASE_URL', `"${baseUrl}" must start and end with "/" (e.g. "/" or "/developers/")`);
  }

  const gtagId = value(env, 'FLP_GTAG_ID') ?? null;
  if (gtagId !== null && !/^G-[A-Z0-9]{4,16}$/.test(gtagId)) {
    throw new EnvError('FLP_GTAG_ID', `"${gtagId}" is not a Google Analytics 4 measurement id (G-XXXXXXXX)`);
  }

  const apiTryUrl = readUrl(env, 'FLP_API_TRY_URL', 'http://localhost:4010');

  const precompress = value(env, 'FLP_PRECOMPRESS') ?? 'max';
  if (precompress !== 'max' && precompress !== 'fast') {
    throw new EnvError('FLP_PRECOMPRESS', `"${precompress}" must be "max" (deployed builds) or "fast" (test builds)`);
  }

  return { siteUrl, baseUrl, gtagId, apiTryUrl, precompress };
}
