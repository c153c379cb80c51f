/**
 * "Try it" of the API reference: what a failed request is said to be (blocked by the page's
 * security policy, mixed content, refused by CORS, unreachable), from the policy the page was
 * served with and what the browser let the page learn; and the server it sends to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classifyFailure,
  connectSources,
  failureMessage,
  isMixedContent,
  policyAllows,
  sourceAllows,
} from '../../plugins/api-reference/theme/ApiTryIt/failure';
import { cspOrigins, renderTemplate, templateValues } from '../../serving/nginx';
import { tryItServerOf } from '../../src/reader/storage';
import { base64Bytes } from '../../plugins/api-reference/theme/ApiTryIt/body';

const PAGE = new URL('http://127.0.0.1:8088/docs/products/cms/metadata-service/get_episodes');
const HTTPS_PAGE = new URL('https://developers.flp.video/docs/x');
const url = (href: string): URL => new URL(href);

describe('CSP source matching (connect-src)', () => {
  it.each([
    ["'self'", 'http://127.0.0.1:8088/api/x.json', true],
    ["'self'", 'https://127.0.0.1:8088/x', true],
    ["'self'", 'http://127.0.0.1:8089/x', false],
    ["'self'", 'http://localhost:8088/x', false],
    ['*', 'https://api.example.com/x', true],
    ['https:', 'https://anything.example/x', true],
    ['https:', 'http://anything.example/x', false],
    ['http:', 'https://anything.example/x', true],
    ['https://api.flp.video', 'https://api.flp.video/metadata/v3/items', true],
    ['https://api.flp.video', 'https://api.flp.video:8443/x', false],
    ['https://api.flp.video', 'http://api.flp.video/x', false],
    ['http://api.flp.video', 'https://api.flp.video/x', true],
    ['https://api.flp.video:443', 'https://api.flp.video/x', true],
    ['https://api.flp.video', 'https://api.sandbox.flp.video/x', false],
    ['https://*.flp.video', 'https://api.sandbox.flp.video/x', true],
    ['https://*.flp.video', 'https://flp.video/x', false],
    ['http://127.0.0.1:4110', 'http://127.0.0.1:4110/metadata/v3/items', true],
    ['http://127.0.0.1:4110', 'http://127.0.0.1:4111/x', false],
    ['http://127.0.0.1:*', 'http://127.0.0.1:4111/x', true],
    // A source without a scheme takes the page's (and its secure upgrade).
    ['api.flp.video', 'https://api.flp.video/x', true],
    ['https://api.flp.video/metadata/', 'https://api.flp.video/metadata/v3/items', true],
    ['https://api.flp.video/metadata/', 'https://api.flp.video/live/v3/channels', false],
    ['https://api.flp.video/metadata', 'https://api.flp.video/metadata/v3', false],
    ["'unsafe-inline'", 'https://api.flp.video/x', false],
    ["'sha256-abc='", 'https://api.flp.video/x', false],
  ] as const)('%s against %s: %s', (source, target, allowed) => {
    expect(sourceAllows(source, url(target), PAGE)).toBe(allowed);
  });

  it('reads connect-src, else default-src, else nothing; the first of a repeated directive counts', () => {
    expect(connectSources("default-src 'self'; connect-src 'self' https://api.flp.video; img-src data:")).toEqual([
      "'self'",
      'https://api.flp.video',
    ]);
    expect(connectSources("default-src 'self'; img-src data:")).toEqual(["'self'"]);
    expect(connectSources("img-src data:; frame-ancestors 'self'")).toBeNull();
    expect(connectSources("connect-src 'none'; connect-src *")).toEqual(["'none'"]);
    expect(connectSources('CONNECT-SRC https://a.example')).toEqual(['https://a.example']);
  });

  it('allows a connection only when every policy of the header does', () => {
    const target = url('https://api.example.com/x');
    expect(policyAllows(null, target, PAGE)).toBe(true);
    expect(policyAllows("connect-src 'self' https://api.example.com", target, PAGE)).toBe(true);
    expect(policyAllows("connect-src 'none'", target, PAGE)).toBe(false);
    expect(policyAllows("connect-src *, connect-src 'self'", target, PAGE)).toBe(false);
    expect(policyAllows("connect-src *, img-src 'self'", target, PAGE)).toBe(true);
  });

  it("reads the policy nginx serves the site with: the test server and the tenants' servers, nothing else", () => {
    const template = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', 'site.conf.template'), 'utf8');
    const origins = cspOrigins('http://127.0.0.1:8180/auth', undefined, 'http://127.0.0.1:4110');
    const conf = renderTemplate(
      template,
      templateValues({ root: '/srv/site', port: 8088, origins, scriptHashes: [], compression: 'precompressed' }),
    );
    // The documents' policy (the default of the map the CSP header takes its value from), of every
    // page but the Playback check: its two map variables are empty there.
    const policy = (/map \$flp_document \$flp_csp \{[^}]*?default\s+"([^"]+)"/.exec(conf)?.[1] ?? '').replace(
      /\$flp_check_(connect|media)\b/g,
      '',
    );
    expect(policy).toContain('connect-src');
    for (const allowed of [
      'http://127.0.0.1:4110/metadata/v3/items',
      'https://api.flp.video/metadata/v3/items',
      'https://api.sandbox.flp.video/startup/v3/config',
      'http://127.0.0.1:8088/api/metadata-service.json',
    ]) {
      expect(policyAllows(policy, url(allowed), PAGE), allowed).toBe(true);
    }
    for (const blocked of ['https://api.example.com/x', 'http://127.0.0.1:4111/x', 'https://eu.api.flp.video/x']) {
      expect(policyAllows(policy, url(blocked), PAGE), blocked).toBe(false);
    }
  });
});

describe('failure classification', () => {
  const target = url('https://api.sandbox.flp.video/metadata/v3/items/mi_1/episodes');
  const allowing = "default-src 'self'; connect-src 'self' https://api.sandbox.flp.video";

  it('is the page security policy when a violation event names the server, or its policy does not list it', () => {
    expect(classifyFailure(target, PAGE, { violation: true, policy: null, probeAnswered: null })).toBe('csp');
    expect(classifyFailure(target, PAGE, { violation: false, policy: "connect-src 'self'", probeAnswered: true })).toBe(
      'csp',
    );
  });

  it('is mixed content for a plain-HTTP server from an HTTPS page, except this machine', () => {
    expect(isMixedContent(url('http://api.example.com/x'), HTTPS_PAGE)).toBe(true);
    expect(isMixedContent(url('http://127.0.0.1:4010/x'), HTTPS_PAGE)).toBe(false);
    expect(isMixedContent(url('http://localhost:4010/x'), HTTPS_PAGE)).toBe(false);
    expect(isMixedContent(url('http://api.example.com/x'), PAGE)).toBe(false);
    expect(
      classifyFailure(url('http://api.example.com/x'), HTTPS_PAGE, {
        violation: false,
        policy: null,
        probeAnswered: false,
      }),
    ).toBe('mixed-content');
  });

  it('is CORS when the no-cors probe is answered, and unreachable when it is not', () => {
    expect(classifyFailure(target, PAGE, { violation: false, policy: allowing, probeAnswered: true })).toBe('cors');
    expect(classifyFailure(target, PAGE, { violation: false, policy: allowing, probeAnswered: false })).toBe(
      'unreachable',
    );
    expect(classifyFailure(target, PAGE, { violation: false, policy: null, probeAnswered: false })).toBe('unreachable');
  });

  it('says what happened, and names the mock only for the test server', () => {
    const csp = failureMessage('csp', target, PAGE, false);
    expect(csp).toContain('security policy');
    expect(csp).toContain('https://api.sandbox.flp.video');
    expect(csp).toContain('your token included');
    expect(csp).not.toContain('mock-api');
    const cors = failureMessage('cors', target, PAGE, false);
    expect(cors).toContain('(CORS)');
    expect(cors).toContain('http://127.0.0.1:8088');
    expect(failureMessage('unreachable', target, PAGE, false)).not.toContain('mock-api');
    expect(failureMessage('unreachable', url('http://127.0.0.1:4010/x'), PAGE, true)).toContain('npm run mock-api');
    expect(failureMessage('mixed-content', url('http://api.example.com/x'), HTTPS_PAGE, false)).toContain(
      'mixed content',
    );
  });
});

describe('the server Try it sends to', () => {
  it("is the test server unless the signed-in reader chose their tenant's", () => {
    expect(tryItServerOf(null)).toBe('test');
    expect(tryItServerOf('test')).toBe('test');
    expect(tryItServerOf('tenant')).toBe('tenant');
    expect(tryItServerOf('https://api.flp.video')).toBe('test');
  });
});

describe('a request body of bytes (a licence challenge), given base64-encoded', () => {
  it('is sent as its bytes', () => {
    expect(Array.from(base64Bytes('CAES') ?? [])).toEqual([8, 1, 18]);
    expect(Array.from(base64Bytes(' CAES\nvg== ') ?? [])).toEqual([8, 1, 18, 190]);
    expect(base64Bytes('')?.length).toBe(0);
  });

  it('is refused when it is not base64', () => {
    expect(base64Bytes('{"challenge": 1}')).toBeNull();
    expect(base64Bytes('CAESv')).toBeNull();
  });
});
