/**
 * Why a "Try it" request got no answer the page can read. The browser only says "network error"
 * (a TypeError) for all of these; what the page can still learn tells them apart:
 * - `csp`: the page's own Content-Security-Policy (`connect-src`) does not list the server, so the
 *   browser refused to send anything (a `securitypolicyviolation` event, or the policy the page
 *   was served with, says so);
 * - `mixed-content`: an HTTPS page asked for a plain-HTTP server, which browsers refuse;
 * - `cors`: the server answered a request the page cannot read (a `no-cors` probe of the same URL
 *   comes back) but refused the page's own request: its CORS headers do not allow this site;
 * - `unreachable`: nothing answered at all (the probe fails too): the server is down, its name
 *   does not resolve, or a network between refuses the connection.
 * Pure: the browser side is ./diagnose.ts.
 */

export type FailureKind = 'csp' | 'mixed-content' | 'cors' | 'unreachable';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

function portOf(url: URL): string {
  return url.port || DEFAULT_PORTS[url.protocol] || '';
}

/** CSP's scheme-part match: `http:` also allows `https:`, `ws:` also `wss:` and HTTP(S), `wss:` also `https:`. */
function schemeMatches(expression: string, scheme: string): boolean {
  const a = expression.toLowerCase();
  if (a === scheme) return true;
  if (a === 'http:') return scheme === 'https:';
  if (a === 'ws:') return ['wss:', 'http:', 'https:'].includes(scheme);
  if (a === 'wss:') return scheme === 'https:';
  return false;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\*|\d+))?(\/[^?#]*)?$/i;

/**
 * Whether one source expression of a CSP directive allows connecting to `target` from a page at
 * `page` (CSP Level 3, "Does url match expression in origin"): `*`, `'self'`, a scheme source
 * (`https:`) or a host source (`https://*.example.com:8443/path/`). Keywords that are not about
 * URLs ('unsafe-inline', nonces, hashes) allow none.
 */
export function sourceAllows(source: string, target: URL, page: URL): boolean {
  const expression = source.trim();
  const scheme = target.protocol;
  if (expression === '*') return ['http:', 'https:', 'ws:', 'wss:'].includes(scheme) || scheme === page.protocol;
  if (expression.toLowerCase() === "'self'") {
    if (target.origin === page.origin) return true;
    // The page's host, on the same port or both on their scheme's default, upgraded to a secure scheme.
    const samePort = portOf(target) === portOf(page) || (target.port === '' && page.port === '');
    const secure = scheme === 'https:' || scheme === 'wss:';
    const plain = page.protocol === 'http:' && (scheme === 'http:' || scheme === 'ws:');
    return target.hostname === page.hostname && samePort && (secure || plain);
  }
  if (expression.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(expression)) return schemeMatches(expression, scheme);
  const match = HOST_SOURCE.exec(expression);
  if (!match) return false;
  const [, sourceScheme, host = '', port, path] = match;
  if (!schemeMatches(sourceScheme ?? page.protocol, scheme)) return false;
  const hostname = target.hostname.toLowerCase();
  const sourceHost = host.toLowerCase();
  if (sourceHost === '*') {
    // `*` with a scheme or port: any host.
  } else if (sourceHost.startsWith('*.')) {
    if (!hostname.endsWith(sourceHost.slice(1))) return false;
  } else if (sourceHost !== hostname) return false;
  // CSP3 "port-part matches": none names the scheme's default port only; `*` any port.
  if (port === undefined) {
    if (target.port !== '') return false;
  } else if (port !== '*' && port !== portOf(target)) {
    return false;
  }
  if (path && path !== '/') {
    const targetPath = decoded(target.pathname);
    const sourcePath = decoded(path);
    return sourcePath.endsWith('/') ? targetPath.startsWith(sourcePath) : targetPath === sourcePath;
  }
  return true;
}

/** The source list of a policy's `connect-src` (its `default-src` without one); null when it restricts no connection. */
export function connectSources(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    // The first occurrence of a directive counts (CSP3, "parse a serialized CSP").
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives.get('connect-src') ?? directives.get('default-src') ?? null;
}

/**
 * Whether the page's policies allow connecting to `target`. `header` is the page's
 * Content-Security-Policy as `Headers.get` gives it: several policies joined by commas, each of
 * which must allow it. No header allows everything.
 */
export function policyAllows(header: string | null, target: URL, page: URL): boolean {
  if (!header) return true;
  return header.split(',').every((policy) => {
    const sources = connectSources(policy);
    if (sources === null) return true;
    return sources.some((source) => sourceAllows(source, target, page));
  });
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** An HTTPS page asking a plain-HTTP server that is not this machine: browsers refuse it (mixed content). */
export function isMixedContent(target: URL, page: URL): boolean {
  return page.protocol === 'https:' && target.protocol === 'http:' && !LOOPBACK.test(target.hostname);
}

export interface Evidence {
  /** A `securitypolicyviolation` event named the target while the request was under way. */
  violation: boolean;
  /** The page's Content-Security-Policy header (null when the page has none or it could not be read). */
  policy: string | null;
  /** Whether a `no-cors` request to the same URL came back (null: not asked). */
  probeAnswered: boolean | null;
}

/** The request was stopped in the browser before anything was sent: no probe is needed. */
export function blockedInBrowser(
  target: URL,
  page: URL,
  evidence: Omit<Evidence, 'probeAnswered'>,
): FailureKind | null {
  if (evidence.violation || !policyAllows(evidence.policy, target, page)) return 'csp';
  if (isMixedContent(target, page)) return 'mixed-content';
  return null;
}

/** What happened to a request that ended in a network error. */
export function classifyFailure(target: URL, page: URL, evidence: Evidence): FailureKind {
  return blockedInBrowser(target, page, evidence) ?? (evidence.probeAnswered ? 'cors' : 'unreachable');
}

/** The reader-facing message of a failure. */
export function failureMessage(kind: FailureKind, target: URL, page: URL, isTestServer: boolean): string {
  const server = target.origin;
  switch (kind) {
    case 'csp':
      return (
        `Not sent: this page's security policy (Content-Security-Policy, connect-src) does not allow ` +
        `connections to ${server}, so the browser blocked the request before sending it, your token included.`
      );
    case 'mixed-content':
      return (
        `Not sent: this page is served over HTTPS and ${server} is plain HTTP, so the browser blocked ` +
        `the request (mixed content), your token included.`
      );
    case 'cors':
      return (
        `${server} answered, but does not allow this site (${page.origin}) to call it from the browser ` +
        `(CORS): the browser refused the request. The server must allow this origin, and the ` +
        `Authorization header.`
      );
    case 'unreachable':
      return (
        `No answer from ${server}: it could not be reached from this browser (the server is down, its ` +
        `name does not resolve, or the network refuses the connection).` +
        (isTestServer
          ? ' The test server is the API mock of the portal: locally, npm start or npm run mock-api starts it.'
          : '')
      );
  }
}
