/**
 * Serves the Playback check's test streams (`streams.ts`) with nginx on FLP_TEST_STREAMS_PORT
 * (4120): makes them with ffmpeg in a temporary folder, runs nginx in the foreground from there and
 * removes the folder when stopped (SIGTERM or Ctrl-C). Started by `playwright.config.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mainConfig } from '../../../serving/nginx';
import { workerUserHere } from '../../../serving/nginx-user';
import { STREAMS_PORT, makeStreams, streamsConfig } from './streams';

const prefix = mkdtempSync(join(tmpdir(), 'flp-streams-'));
const media = join(prefix, 'media');
mkdirSync(join(prefix, 'tmp'));
try {
  makeStreams(media);
} catch (error) {
  console.error(`stream-server: ${(error as Error).message}`);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(1);
}
writeFileSync(join(prefix, 'site.conf'), streamsConfig(media, STREAMS_PORT));
const workerUser = workerUserHere(media);
writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, '/etc/nginx/mime.types', workerUser.directive));
const nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', 'nginx.conf', '-e', 'stderr'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill(signal);
  });
}
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
console.log(`stream-server: test streams on http://127.0.0.1:${STREAMS_PORT}/ (${workerUser.note})`);
