/**
 * `npm run mock-api`: a mock of every FLP API for the "Try it" panel, served by Prism from the same
 * OpenAPI documents as the reference pages. It answers with the documented examples, validates each
 * request (a bad one gets the documented 400 or 422 problem response) and requires a bearer token
 * where the operation does (any token is accepted).
 *
 *   FLP_MOCK_API_PORT   port (4010)
 *   FLP_MOCK_API_HOST   interface (127.0.0.1)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { combineDocuments, loadServiceDocuments } from '../plugins/api-reference/api';

const siteRoot = resolve(__dirname, '..');
const port = Number(process.env.FLP_MOCK_API_PORT ?? 4010);
const host = process.env.FLP_MOCK_API_HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`FLP_MOCK_API_PORT: "${process.env.FLP_MOCK_API_PORT}" is not a port number`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'flp-mock-api-'));
const file = join(dir, 'flp-apis.json');
const combined = combineDocuments(loadServiceDocuments(siteRoot));
combined.servers = [{ url: `http://${host}:${port}` }];
writeFileSync(file, JSON.stringify(combined));

const prism = spawn(
  join(siteRoot, 'node_modules', '.bin', 'prism'),
  ['mock', file, '--port', String(port), '--host', host, '--errors', 'false', '--cors', 'true'],
  { stdio: 'inherit' },
);
const cleanUp = (): void => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    prism.kill(signal);
  });
}
prism.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
