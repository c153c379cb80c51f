/**
 * Serves the production build with nginx, with the headers of deploy/nginx/site.conf.template.
 *   npx tsx scripts/serve-prod.ts
 * Environment:
 *   FLP_PROD_PORT  port to listen on (8088)
 *   FLP_PROD_ROOT  the build directory (build/)
 *   FLP_AUTH_URL   the identity server the build was made with (http://localhost:8080/auth)
 *   FLP_GTAG_ID    set when the build has Google Analytics: allows Google's origins in the CSP
 * nginx runs in the foreground from a temporary directory, removed when it stops;
 * Ctrl-C or SIGTERM stops it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteEnv } from '../src/config/env';
import { buildScriptHashes, cspOrigins, mainConfig, renderTemplate, templateValues } from './lib/nginx';

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
if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '404.html'))) {
  fail(`no production build in ${root}. Build it first: npx docusaurus build`);
}

let origins;
try {
  origins = cspOrigins(authUrl, process.env.FLP_GTAG_ID, readSiteEnv(process.env).apiTryUrl);
} catch (error) {
  fail((error as Error).message);
}
const scriptHashes = buildScriptHashes(root);
const template = readFileSync(join(siteRoot, 'deploy', 'nginx', 'site.conf.template'), 'utf8');

const prefix = mkdtempSync(join(tmpdir(), 'flp-nginx-'));
mkdirSync(join(prefix, 'tmp'));
writeFileSync(
  join(prefix, 'site.conf'),
  renderTemplate(template, templateValues({ root, port, origins, scriptHashes })),
);
writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, MIME_TYPES));

console.log(
  `serve-prod: ${root} on http://127.0.0.1:${port}/ (nginx, config in ${prefix}; ` +
    `${scriptHashes.length} inline-script hash(es), identity server ${origins.idpOrigin}` +
    `${origins.analytics.length ? ', analytics on' : ''})`,
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

nginx.on('exit', (code, signal) => {
  cleanUp();
  if (signal === 'SIGINT' || signal === 'SIGTERM') process.exit(0);
  if (code !== 0) {
    console.error(`serve-prod: nginx exited with ${signal ?? `code ${code}`}`);
    process.exit(code ?? 1);
  }
  process.exit(0);
});
