import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROTLI_STATIC_MODULE,
  brotliStaticModule,
  buildScriptHashes,
  cspOrigins,
  inlineScriptHashes,
  inlineScripts,
  listPageFiles,
  mainConfig,
  nginxModulesPath,
  renderTemplate,
  scriptHash,
  templateValues,
  playbackCheckSources,
} from '../../serving/nginx';

const TEMPLATE = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', 'site.conf.template'), 'utf8');

/** The documents' policy: the default value of the map that gives the CSP header its value. */
function cspLine(config: string): string {
  expect(config).toMatch(/^\s*add_header Content-Security-Policy \$flp_csp always;$/m);
  const block = /map \$flp_document \$flp_csp \{([^}]*)\}/.exec(config)?.[1] ?? '';
  const line = block.split('\n').find((l) => /^\s*default\s/.test(l));
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
      tenantApiOrigins: ['https://api.flp.video', 'https://api.sandbox.flp.video'],
      analytics: [],
      playbackCheck: ['https:'],
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
    expect(() => cspOrigins('http://localhost:8080/auth', '', undefined, 'https://ok.example api')).toThrow(
      'FLP_API_ORIGINS: "api" is not a URL',
    );
  });

  it('allows the tenants\' API servers besides the "Try it" server, each origin once', () => {
    const origins = cspOrigins(
      'http://localhost:8080/auth',
      '',
      'https://api.sandbox.flp.video',
      ' https://api.flp.video/  https://api.sandbox.flp.video https://api.flp.video ',
    );
    expect(origins.tenantApiOrigins).toEqual(['https://api.flp.video']);
    expect(cspOrigins('http://localhost:8080/auth', '', undefined, '').tenantApiOrigins).toEqual([]);
  });
});

describe('site template', () => {
  const templateOptions = {
    root: '/srv/flp/build',
    port: 8088,
    origins: cspOrigins('http://127.0.0.1:8180/auth', 'G-FLPTEST01'),
    scriptHashes: [scriptHash('a()'), scriptHash('b()')],
  };
  const values = templateValues(templateOptions);

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
      "connect-src 'self' http://127.0.0.1:8180 http://localhost:4010 https://api.flp.video https://api.sandbox.flp.video$flp_check_connect https://www.googletagmanager.com https://www.google-analytics.com;",
    );
    // The search runs in a Web Worker of the site's own scripts.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:8180;");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:8180;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('opens connect-src and media-src to the reader’s streams on the Playback check page only', () => {
    const config = renderTemplate(TEMPLATE, values);
    const csp = cspLine(config);
    // Each other page gets the two variables empty: today's policy, with no media-src of its own.
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8180 http://localhost:4010 https://api.flp.video https://api.sandbox.flp.video$flp_check_connect https://www.googletagmanager.com",
    );
    expect(csp).toMatch(/object-src 'none'\$flp_check_media";$/);
    const mapValue = (name: string) =>
      new RegExp(`map \\$uri \\$${name} \\{\\s*default\\s+"";\\s*(\\S+)\\s+"([^"]*)";\\s*\\}`).exec(config);
    const connect = mapValue('flp_check_connect');
    const media = mapValue('flp_check_media');
    expect(connect?.[2]).toBe(' https:');
    expect(media?.[2]).toBe("; media-src 'self' blob: https:");
    // The regular expression matches the page's HTML file after try_files, and nothing else.
    const page = new RegExp((connect?.[1] ?? '').slice(1));
    for (const uri of ['/playback-check', '/playback-check/index.html', '/playback-check.html'])
      expect(uri).toMatch(page);
    for (const uri of ['/', '/error-lookup/index.html', '/playback-checks/index.html', '/docs/playback-check/x.html'])
      expect(uri).not.toMatch(page);
    const local = renderTemplate(
      TEMPLATE,
      templateValues({
        ...templateOptions,
        origins: cspOrigins(
          'http://127.0.0.1:8180/auth',
          '',
          undefined,
          undefined,
          'https: http://127.0.0.1:4120/streams',
        ),
      }),
    );
    expect(local).toContain('" https: http://127.0.0.1:4120";');
    expect(() => playbackCheckSources('javascript:alert(1)')).toThrow('is not http(s)');
    expect(() => playbackCheckSources('*')).toThrow('neither https: nor a URL');
    expect(() => playbackCheckSources(' ')).toThrow('is empty');
  });

  it("gives the site's files one directive, and the documents' headers to documents only", () => {
    const config = renderTemplate(TEMPLATE, values);
    const documents = /map \$uri \$flp_document \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(documents).toMatch(/default\s+1;/);
    expect(documents).toMatch(/~\^\/assets\/\s+0;/);
    expect(documents).toMatch(/~\^\/search-index\/\s+0;/);
    expect(/map \$flp_document \$flp_csp \{\s*0\s+"([^"]*)";/.exec(config)?.[1]).toBe(
      "default-src 'self'; object-src 'none'",
    );
    for (const name of ['flp_frame_options', 'flp_permissions_policy']) {
      expect(config).toMatch(new RegExp(`map \\$flp_document \\$${name} \\{\\s*0\\s+"";`));
    }
  });

  it('leaves no gaps when analytics is off', () => {
    const csp = cspLine(renderTemplate(TEMPLATE, { ...values, ANALYTICS: '' }));
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8180 http://localhost:4010 https://api.flp.video https://api.sandbox.flp.video$flp_check_connect;",
    );
    expect(csp.trim()).not.toMatch(/ {2}| ;/);
    expect(csp).not.toContain('google');
  });

  it('refuses values that would break the config, and unknown placeholders', () => {
    expect(() => renderTemplate(TEMPLATE, { ...values, ROOT: '/srv/"evil' })).toThrow('ROOT has a character');
    expect(() => renderTemplate(TEMPLATE, { ...values, IDP_ORIGIN: 'http://a; script-src *' })).toThrow();
    expect(() => renderTemplate('listen ${NOPE};', values)).toThrow('Unknown template placeholder ${NOPE}');
  });

  it('sends the precompressed files, with on-the-fly gzip for the rest, unless told not to', () => {
    const active = (config: string) =>
      config
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'))
        .map((line) => line.trim());
    const precompressed = active(renderTemplate(TEMPLATE, values));
    expect(values.STATIC_COMPRESSION).toBe('on');
    expect(precompressed).toEqual(
      expect.arrayContaining(['brotli_static on;', 'gzip_static on;', 'gzip on;', 'gzip_vary on;']),
    );
    const onTheFly = active(
      renderTemplate(TEMPLATE, templateValues({ ...templateOptions, compression: 'on-the-fly' })),
    );
    expect(onTheFly).toEqual(
      expect.arrayContaining(['brotli_static off;', 'gzip_static off;', 'gzip on;', 'gzip_vary on;']),
    );
    // Every type the build precompresses is also gzipped on the fly when it has no copy.
    const types = /\bgzip_types([^;]*);/.exec(TEMPLATE)?.[1] ?? '';
    for (const type of [
      'text/css',
      'application/javascript',
      'application/json',
      'text/xml',
      'application/rss+xml',
      'application/atom+xml',
      'image/svg+xml',
      'text/plain',
      'text/markdown',
    ]) {
      expect(types).toContain(type);
    }
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
    expect(config).not.toContain('load_module');
  });

  it('loads dynamic modules by absolute path, before anything else', () => {
    const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const lines = mainConfig('/tmp/flp-nginx-x', '/etc/nginx/mime.types', 'user dev dev;', [module]).split('\n');
    expect(lines.slice(0, 3)).toEqual(['daemon off;', `load_module "${module}";`, 'user dev dev;']);
  });
});

describe('brotli module', () => {
  // `nginx -V` of Debian 12's nginx, shortened.
  const DEBIAN =
    'nginx version: nginx/1.22.1\nbuilt with OpenSSL 3.0.9 30 May 2023\nTLS SNI support enabled\n' +
    "configure arguments: --with-cc-opt='-g -O2 -ffile-prefix-map=/build/reproducible-path/nginx-1.22.1=.' " +
    '--prefix=/usr/share/nginx --conf-path=/etc/nginx/nginx.conf --error-log-path=stderr ' +
    '--modules-path=/usr/lib/nginx/modules --with-http_gzip_static_module --with-threads\n';

  it("finds nginx's modules folder in `nginx -V`", () => {
    expect(nginxModulesPath(DEBIAN)).toBe('/usr/lib/nginx/modules');
    // Without --modules-path, nginx looks in modules/ under its prefix.
    expect(nginxModulesPath('configure arguments: --prefix=/opt/nginx --with-threads')).toBe('/opt/nginx/modules');
    expect(nginxModulesPath('nginx version: nginx/1.22.1')).toBe('/usr/lib/nginx/modules');
  });

  it('gives the absolute path of the brotli_static module, or the package to install', () => {
    const present = new Set([`/usr/lib/nginx/modules/${BROTLI_STATIC_MODULE}`]);
    expect(brotliStaticModule(DEBIAN, (path) => present.has(path))).toBe(
      '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    );
    expect(() => brotliStaticModule(DEBIAN, () => false)).toThrow(
      /brotli_static module is missing \(\/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so\).*apt-get install libnginx-mod-http-brotli-static/,
    );
  });
});
