import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildScriptHashes,
  cspOrigins,
  inlineScriptHashes,
  inlineScripts,
  listPageFiles,
  mainConfig,
  renderTemplate,
  scriptHash,
  templateValues,
} from '../../scripts/lib/nginx';

const TEMPLATE = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', 'site.conf.template'), 'utf8');

function cspLine(config: string): string {
  const line = config.split('\n').find((l) => l.includes('add_header Content-Security-Policy'));
  if (!line) throw new Error('no CSP line');
  return line;
}

describe('inline scripts', () => {
  it('takes the bodies of scripts without src, in minified and ordinary HTML', () => {
    const html =
      '<head><script data-rh=true>one()</script><script src=/assets/js/main.js defer></script>' +
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-X"></script>' +
      '<script type="module">two()</script><SCRIPT>three()</SCRIPT ></head>';
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('skips data blocks, which CSP does not apply to', () => {
    const html =
      '<script data-rh=true type=application/ld+json>{"@type":"Article"}</script>' +
      '<script type="text/javascript">run()</script>';
    expect(inlineScripts(html)).toEqual(['run()']);
  });

  it('keeps a ">" inside a quoted attribute and an empty body', () => {
    expect(inlineScripts('<script data-x="a>b">x()</script><script></script>')).toEqual(['x()', '']);
  });

  it('normalises line breaks as the HTML parser does', () => {
    expect(inlineScripts('<script>\r\na()\rb()\n</script>')).toEqual(['\na()\nb()\n']);
  });
});

describe('script hashes', () => {
  it("is CSP's 'sha256-<base64>' of the UTF-8 body", () => {
    const body = 'document.title = "é"';
    const expected = createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64');
    expect(scriptHash(body)).toBe(`'sha256-${expected}'`);
    // The example of the CSP specification.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('collects the distinct hashes of all documents, sorted', () => {
    const hashes = inlineScriptHashes(['<script>a()</script><script>b()</script>', '<script>a()</script>']);
    expect(hashes).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
  });

  it('reads every .html and .xhtml file of a build directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flp-nginx-test-'));
    try {
      mkdirSync(join(dir, 'docs', 'api', 'doc1.1'), { recursive: true });
      mkdirSync(join(dir, 'assets', 'js'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<script>home()</script>');
      writeFileSync(join(dir, 'docs', 'api', 'doc1.1', 'index.html'), '<script>home()</script><script>doc()</script>');
      writeFileSync(join(dir, 'silent-check-sso.xhtml'), '<script>parent.postMessage(1)</script>');
      writeFileSync(join(dir, 'assets', 'js', 'main.js'), '<script>notAPage()</script>');
      expect(listPageFiles(dir)).toEqual(['docs/api/doc1.1/index.html', 'index.html', 'silent-check-sso.xhtml']);
      expect(buildScriptHashes(dir)).toEqual(
        [scriptHash('home()'), scriptHash('doc()'), scriptHash('parent.postMessage(1)')].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CSP origins', () => {
  it('takes the identity server origin from the auth URL', () => {
    expect(cspOrigins('http://127.0.0.1:8180/auth')).toEqual({
      idpOrigin: 'http://127.0.0.1:8180',
      apiOrigin: 'http://localhost:4010',
      analytics: [],
    });
    expect(cspOrigins('http://127.0.0.1:8180/auth', '', 'https://api.sandbox.flp.video/').apiOrigin).toBe(
      'https://api.sandbox.flp.video',
    );
    expect(cspOrigins('https://id.example.com/auth/', '')).toMatchObject({ analytics: [] });
  });

  it("adds Google's origins with a measurement id", () => {
    expect(cspOrigins('http://localhost:8080/auth', 'G-FLPTEST01').analytics).toEqual([
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ]);
  });

  it('refuses an auth URL that is not http(s)', () => {
    expect(() => cspOrigins('not a url')).toThrow('FLP_AUTH_URL is not a URL');
    expect(() => cspOrigins('ftp://example.com/auth')).toThrow('FLP_AUTH_URL must be http(s)');
    expect(() => cspOrigins('http://localhost:8080/auth', '', 'api')).toThrow('FLP_API_TRY_URL is not a URL');
  });
});

describe('site template', () => {
  const values = templateValues({
    root: '/srv/flp/build',
    port: 8088,
    origins: cspOrigins('http://127.0.0.1:8180/auth', 'G-FLPTEST01'),
    scriptHashes: [scriptHash('a()'), scriptHash('b()')],
  });

  it('fills in every placeholder outside comments', () => {
    const config = renderTemplate(TEMPLATE, values);
    const active = config
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .join('\n');
    expect(active).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(active).toContain('listen 8088;');
    expect(active).toContain('root "/srv/flp/build";');
  });

  it('builds the Content-Security-Policy the site needs', () => {
    const csp = cspLine(renderTemplate(TEMPLATE, values));
    expect(csp).toContain(
      `script-src 'self' ${scriptHash('a()')} ${scriptHash('b()')} https://www.googletagmanager.com https://www.google-analytics.com;`,
    );
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8180 http://localhost:4010 https://www.googletagmanager.com https://www.google-analytics.com;",
    );
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:8180;");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:8180;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('leaves no gaps when analytics is off', () => {
    const csp = cspLine(renderTemplate(TEMPLATE, { ...values, ANALYTICS: '' }));
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8180 http://localhost:4010;");
    expect(csp.trim()).not.toMatch(/ {2}| ;/);
    expect(csp).not.toContain('google');
  });

  it('refuses values that would break the config, and unknown placeholders', () => {
    expect(() => renderTemplate(TEMPLATE, { ...values, ROOT: '/srv/"evil' })).toThrow('ROOT has a character');
    expect(() => renderTemplate(TEMPLATE, { ...values, IDP_ORIGIN: 'http://a; script-src *' })).toThrow();
    expect(() => renderTemplate('listen ${NOPE};', values)).toThrow('Unknown template placeholder ${NOPE}');
  });

  it('keeps HSTS as a commented line for TLS deployments', () => {
    expect(TEMPLATE).toMatch(/^\s*# behind TLS: add_header Strict-Transport-Security /m);
    expect(TEMPLATE).not.toMatch(/^\s*add_header Strict-Transport-Security/m);
  });
});

describe('main config', () => {
  it('keeps everything nginx writes inside the prefix directory', () => {
    const config = mainConfig('/tmp/flp-nginx-x');
    expect(config).toContain('daemon off;');
    expect(config).toContain('worker_processes 1;');
    expect(config).toContain('pid "/tmp/flp-nginx-x/nginx.pid";');
    expect(config).toContain('error_log "/tmp/flp-nginx-x/error.log"');
    expect(config).toContain('access_log "/tmp/flp-nginx-x/access.log";');
    expect(config).toContain('client_body_temp_path "/tmp/flp-nginx-x/tmp/client_body";');
    expect(config).toContain('include "/etc/nginx/mime.types";');
    expect(config).toContain('include "/tmp/flp-nginx-x/site.conf";');
  });
});
