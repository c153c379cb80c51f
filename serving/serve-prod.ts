/**
 * Serves the production build with nginx, with the headers of deploy/nginx/site.conf.template.
 *   npx tsx serving/serve-prod.ts
 * Environment:
 *   FLP_PROD_PORT  port to listen on (8088)
 *   FLP_PROD_ROOT  the build directory (build/)
 *   FLP_AUTH_URL   the identity server the build was made with (http://localhost:8080/auth)
 *   FLP_GTAG_ID    set when the build has Google Analytics: allows Google's origins in the CSP
 *   FLP_PLAYBACK_CHECK_ORIGINS  what /playback-check may read and play streams from (https:)
 *   FLP_PROD_COMPRESSION  `precompressed` (default): the build's .br/.gz files are sent as they are;
 *                  `on-the-fly`: nginx gzips every response itself (the baseline of bench:serve)
 * nginx runs in the foreground from a temporary directory, removed when it stops;
 * Ctrl-C or SIGTERM stops it. It needs Debian's brotli_static module (libnginx-mod-http-brotli-static).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteEnv } from '../src/config/env';
import {
  COMPRESSIONS,
  brotliStaticModule,
  buildScriptHashes,
  cspOrigins,
  mainConfig,
  renderTemplate,
  templateValues,
  type Compression,
} from './nginx';
import { workerUserHere } from './nginx-user';

const NGINX = '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`serve-prod: ${message}`);
  process.exit(1);
}

const port = Number(process.env.FLP_PROD_PORT ?? 8088);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  fail(`FLP_PROD_PORT is not a port: ${process.env.FLP_PROD_PORT}`);
const root = resolve(siteRoot, process.env.FLP_PROD_ROOT ?? 'build');
const authUrl = process.env.FLP_AUTH_URL ?? 'http://localhost:8080/auth';

if (!existsSync(NGINX)) {
  fail(`nginx is not installed (${NGINX}). On Debian: apt-get install nginx.`);
}
if (!existsSync(MIME_TYPES)) fail(`${MIME_TYPES} is missing; it comes with Debian's nginx-common.`);
const compression = (process.env.FLP_PROD_COMPRESSION ?? 'precompressed') as Compression;
if (!COMPRESSIONS.includes(compression)) {
  fail(`FLP_PROD_COMPRESSION must be ${COMPRESSIONS.join(' or ')}, not ${process.env.FLP_PROD_COMPRESSION}`);
}
let brotliModule: string;
try {
  // `nginx -V` names the folder of its dynamic modules (on stderr).
  const version = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  brotliModule = brotliStaticModule(`${version.stderr}${version.stdout}`);
} catch (error) {
  fail((error as Error).message);
}
if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '404.html'))) {
  fail(`no production build in ${root}. Build it first: npx docusaurus build`);
}

let origins;
try {
  origins = cspOrigins(
    authUrl,
    process.env.FLP_GTAG_ID,
    readSiteEnv(process.env).apiTryUrl,
    process.env.FLP_API_ORIGINS,
    process.env.FLP_PLAYBACK_CHECK_ORIGINS,
  );
} catch (error) {
  fail((error as Error).message);
}
const scriptHashes = buildScriptHashes(root);
const template = readFileSync(join(siteRoot, 'deploy', 'nginx', 'site.conf.template'), 'utf8');

const prefix = mkdtempSync(join(tmpdir(), 'flp-nginx-'));
mkdirSync(join(prefix, 'tmp'));
writeFileSync(
  join(prefix, 'site.conf'),
  renderTemplate(template, templateValues({ root, port, origins, scriptHashes, compression })),
);
const workerUser = workerUserHere(root);
writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, MIME_TYPES, workerUser.directive, [brotliModule]));

console.log(
  `serve-prod: ${root} on http://127.0.0.1:${port}/ (nginx, config in ${prefix}; ` +
    `${scriptHashes.length} inline-script hash(es), identity server ${origins.idpOrigin}` +
    `${origins.analytics.length ? ', analytics on' : ''}; ${workerUser.note}; compression ${compression})`,
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', 'nginx.conf', '-e', 'stderr'], {
  stdio: 'inherit',
});

function cleanUp(): void {
  rmSync(prefix, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // nginx stops quickly on SIGTERM/SIGINT; SIGQUIT would wait for open keep-alive connections.
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill(signal);
  });
}

nginx.on('error', (error) => {
  cleanUp();
  fail(`could not start nginx: ${error.message}`);
});

/**
 * Asks for the home page once nginx is up. Anything but 200 means nginx runs but cannot serve the
 * build (a worker that cannot read it answers 403 or 404): stop with nginx's own error lines and
 * the likely fix, instead of leaving a test run to time out waiting for the page.
 */
async function checkServing(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
      const denied = /Permission denied/.test(log);
      console.error(
        `serve-prod: nginx answers ${response.status} for / instead of serving ${root}.\n` +
          (log.trim() ? `nginx's error log:\n${log.trim().split('\n').slice(-5).join('\n')}\n` : '') +
          (denied
            ? `nginx's worker processes cannot read the build (${workerUser.note}). Make the build and ` +
              'the folders above it readable by that user, or run from a checkout it can read.'
            : 'Check that FLP_PROD_ROOT names a complete production build.'),
      );
      nginx.kill('SIGTERM');
      process.exitCode = 1;
      return;
    } catch {
      if (Date.now() > deadline) {
        console.error(`serve-prod: nginx did not answer on port ${port} within 15 s.`);
        nginx.kill('SIGTERM');
        process.exitCode = 1;
        return;
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}
void checkServing();

nginx.on('exit', (code, signal) => {
  cleanUp();
  if (process.exitCode) process.exit(process.exitCode);
  if (signal === 'SIGINT' || signal === 'SIGTERM') process.exit(0);
  if (code !== 0) {
    console.error(`serve-prod: nginx exited with ${signal ?? `code ${code}`}`);
    process.exit(code ?? 1);
  }
  process.exit(0);
});
