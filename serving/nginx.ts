/**
 * Pure parts of serving the production build with nginx (serving/serve-prod.ts):
 * the inline-script hashes for the Content-Security-Policy, the CSP origins from
 * the build's environment, finding the brotli module, and rendering
 * deploy/nginx/site.conf.template.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Script types a browser executes; other types (application/ld+json) are data blocks CSP does not apply to. */
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

// Attribute text may hold '>' inside quotes; a script element ends at the first </script.
const SCRIPT_RE = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_RE = /(?:^|\s)src(?:\s*=|\s|$)/i;
const TYPE_RE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The bodies of the inline (no src) executable scripts of one HTML or XHTML document, in order. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(SCRIPT_RE)) {
    const attrs = match[1] ?? '';
    if (SRC_RE.test(attrs)) continue;
    const type = TYPE_RE.exec(attrs);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(typeValue)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
    bodies.push((match[2] ?? '').replace(/\r\n?/g, '\n'));
  }
  return bodies;
}

/** CSP source expression for one inline script body: 'sha256-<base64>' of its UTF-8 bytes. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The distinct hashes of the inline scripts of all the given documents, sorted for a stable header. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/** Every .html and .xhtml file under a directory, as paths relative to it, sorted. */
export function listPageFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.x?html$/i.test(entry.name))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length)
        .replace(/^[\\/]+/, ''),
    )
    .sort();
}

/** The inline-script hashes of a whole build directory. */
export function buildScriptHashes(root: string): string[] {
  return inlineScriptHashes(listPageFiles(root).map((file) => readFileSync(join(root, file), 'utf8')));
}

export const GTAG_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] as const;

export interface CspOrigins {
  /** Origin of the identity server, from the auth URL the build was made with. */
  idpOrigin: string;
  /** Origin of the server the API reference's "Try it" panel calls (FLP_API_TRY_URL of the build). */
  apiOrigin: string;
  /**
   * Origins of the FLP API servers a signed-in reader's tenant may name as its API base URL ("Try
   * it" sends there): FLP_API_ORIGINS, space-separated; the platform's production and sandbox servers
   * by default.
   */
  tenantApiOrigins: string[];
  /** Extra origins for analytics; empty without a measurement id. */
  analytics: string[];
  /**
   * Sources the Playback check page (/playback-check) may read and play streams and licences from,
   * on that page only: FLP_PLAYBACK_CHECK_ORIGINS, space-separated; `https:` (any https origin) by default.
   */
  playbackCheck: string[];
}

/** The FLP API servers of every OpenAPI document (`servers`): production and sandbox. */
export const FLP_API_ORIGINS = ['https://api.flp.video', 'https://api.sandbox.flp.video'] as const;

export function cspOrigins(
  authUrl: string,
  gtagId?: string,
  apiTryUrl = 'http://localhost:4010',
  tenantApiOrigins: string = FLP_API_ORIGINS.join(' '),
  playbackCheckOrigins = 'https:',
): CspOrigins {
  let url: URL;
  try {
    url = new URL(authUrl);
  } catch {
    throw new Error(`FLP_AUTH_URL is not a URL: ${authUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`FLP_AUTH_URL must be http(s): ${authUrl}`);
  }
  let apiOrigin: string;
  try {
    apiOrigin = new URL(apiTryUrl).origin;
  } catch {
    throw new Error(`FLP_API_TRY_URL is not a URL: ${apiTryUrl}`);
  }
  const tenants = tenantApiOrigins
    .split(/\s+/)
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`FLP_API_ORIGINS: "${origin}" is not a URL`);
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw new Error(`FLP_API_ORIGINS: "${origin}" is not http(s)`);
      return parsed.origin;
    });
  return {
    idpOrigin: url.origin,
    apiOrigin,
    tenantApiOrigins: [...new Set(tenants)].filter((origin) => origin !== apiOrigin),
    analytics: gtagId?.trim() ? [...GTAG_ORIGINS] : [],
    playbackCheck: playbackCheckSources(playbackCheckOrigins),
  };
}

/** FLP_PLAYBACK_CHECK_ORIGINS as CSP sources: the scheme `https:` or http(s) origins, nothing else. */
export function playbackCheckSources(value: string): string[] {
  const sources = value
    .split(/\s+/)
    .filter(Boolean)
    .map((source) => {
      if (source === 'https:') return source;
      let parsed: URL;
      try {
        parsed = new URL(source);
      } catch {
        throw new Error(`FLP_PLAYBACK_CHECK_ORIGINS: "${source}" is neither https: nor a URL`);
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw new Error(`FLP_PLAYBACK_CHECK_ORIGINS: "${source}" is not http(s)`);
      return parsed.origin;
    });
  if (sources.length === 0)
    throw new Error('FLP_PLAYBACK_CHECK_ORIGINS is empty: the Playback check could read no stream');
  return [...new Set(sources)];
}

export const TEMPLATE_PLACEHOLDERS = [
  'ROOT',
  'PORT',
  'IDP_ORIGIN',
  'API_ORIGIN',
  'ANALYTICS',
  'SCRIPT_HASHES',
  'STATIC_COMPRESSION',
  'PLAYBACK_CHECK_ORIGINS',
] as const;
export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/**
 * Fills in the ${NAME} placeholders of the site template. Comment lines are left as
 * they are; a value that could break out of an nginx string is refused, and so is a
 * placeholder the template has but no value is given for. An empty list value leaves
 * no double spaces behind in a header.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  for (const [name, value] of Object.entries(values)) {
    if (/["\\;{}$\r\n]/.test(value)) throw new Error(`${name} has a character nginx would misread: ${value}`);
  }
  return template
    .split('\n')
    .map((line) => {
      if (line.trimStart().startsWith('#')) return line;
      const rendered = line.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
        if (!Object.hasOwn(values, name)) throw new Error(`Unknown template placeholder \${${name}}`);
        return values[name as keyof TemplateValues];
      });
      // Only header values (an add_header line, or a value of a map of header values) are lists; a
      // path may hold runs of spaces of its own.
      if (rendered === line || !/^\s*(add_header|default|\d+)\s/.test(line)) return rendered;
      return rendered.replace(/(\S) {2,}(?=\S)/g, '$1 ').replace(/ +;/g, ';');
    })
    .join('\n');
}

/**
 * How nginx compresses: `precompressed` sends the build's `.br` and `.gz` files (brotli_static,
 * gzip_static) and gzips the rest on the fly; `on-the-fly` ignores them and gzips every response
 * itself (the baseline `npm run bench:serve` compares with).
 */
export type Compression = 'precompressed' | 'on-the-fly';
export const COMPRESSIONS: readonly Compression[] = ['precompressed', 'on-the-fly'];

/** Values for the template from the environment-derived settings. */
export function templateValues(options: {
  root: string;
  port: number;
  origins: CspOrigins;
  scriptHashes: readonly string[];
  compression?: Compression;
}): TemplateValues {
  return {
    ROOT: options.root,
    PORT: String(options.port),
    IDP_ORIGIN: options.origins.idpOrigin,
    API_ORIGIN: [options.origins.apiOrigin, ...options.origins.tenantApiOrigins].join(' '),
    ANALYTICS: options.origins.analytics.join(' '),
    SCRIPT_HASHES: options.scriptHashes.join(' '),
    STATIC_COMPRESSION: (options.compression ?? 'precompressed') === 'precompressed' ? 'on' : 'off',
    PLAYBACK_CHECK_ORIGINS: options.origins.playbackCheck.join(' '),
  };
}

/** The dynamic module that sends `<file>.br` (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

/**
 * The folder nginx loads dynamic modules from, from the output of `nginx -V`: its
 * `--modules-path`, else `modules/` under its `--prefix` (where Debian's
 * `modules-available/*.conf` point, `load_module modules/<name>.so`), else Debian's folder.
 */
export function nginxModulesPath(versionOutput: string): string {
  const option = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(versionOutput)?.[1];
  const modules = option('modules-path');
  if (modules) return modules;
  const prefix = option('prefix');
  return prefix ? join(prefix, 'modules') : '/usr/lib/nginx/modules';
}

/**
 * The absolute path of the brotli_static module for a `load_module` line. Absolute, because
 * serve-prod runs nginx with a prefix of its own, which a relative `modules/...` would follow.
 * Throws with the package to install when the file is not there.
 */
export function brotliStaticModule(versionOutput: string, exists: (path: string) => boolean = existsSync): string {
  const path = join(nginxModulesPath(versionOutput), BROTLI_STATIC_MODULE);
  if (!exists(path)) {
    throw new Error(
      `nginx's brotli_static module is missing (${path}); the build's .br files cannot be served. ` +
        'On Debian: apt-get install libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter',
    );
  }
  return path;
}

/**
 * Top-level nginx.conf for a throw-away prefix directory: everything nginx writes stays inside it.
 * `userDirective` (`user <name> <group>;`) names the worker user when nginx is started by root
 * (serving/nginx-user.ts); `modules` are absolute paths of dynamic modules to load.
 */
export function mainConfig(
  prefix: string,
  mimeTypes = '/etc/nginx/mime.types',
  userDirective?: string,
  modules: readonly string[] = [],
): string {
  const p = (name: string) => `"${join(prefix, name)}"`;
  return [
    'daemon off;',
    ...modules.map((module) => `load_module "${module}";`),
    ...(userDirective ? [userDirective] : []),
    'worker_processes 1;',
    `pid ${p('nginx.pid')};`,
    `error_log ${p('error.log')} warn;`,
    '',
    'events {',
    '    worker_connections 256;',
    '}',
    '',
    'http {',
    `    include "${mimeTypes}";`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${p('access.log')};`,
    `    client_body_temp_path ${p('tmp/client_body')};`,
    `    proxy_temp_path ${p('tmp/proxy')};`,
    `    fastcgi_temp_path ${p('tmp/fastcgi')};`,
    `    uwsgi_temp_path ${p('tmp/uwsgi')};`,
    `    scgi_temp_path ${p('tmp/scgi')};`,
    `    include ${p('site.conf')};`,
    '}',
    '',
  ].join('\n');
}
