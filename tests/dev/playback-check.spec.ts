/**
 * The Playback check under `docusaurus start`: its device report, and a stream read and played with
 * the parsers and Shaka Player that the page imports when "Check" is pressed, as the dev server
 * bundles them. The clear HLS test stream is made with ffmpeg (tests/e2e/support/streams.ts) and
 * answered by the browser context as a CDN on another origin would (with CORS), so the dev test
 * needs no stream server; the build's tests serve the streams with nginx.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { test, expect } from '@playwright/test';
import { STREAMS, makeStreams } from '../e2e/support/streams';

const CDN = 'https://streams.flp.test';
const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flp-dev-streams-'));
  makeStreams(dir);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the device report, then a clear HLS stream read and played with the engine the dev server bundles', async ({
  page,
}) => {
  await page.route(`${CDN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/cors\//, '');
    let body: Buffer;
    try {
      body = readFileSync(join(dir, path));
    } catch {
      return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' } });
    }
    return route.fulfill({
      status: 200,
      body,
      headers: {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      },
    });
  });
  await page.goto('/playback-check');
  const report = page.getByTestId('device-report');
  await expect(report).toContainText('H.264', { timeout: 30_000 });
  await page.getByLabel('HLS or DASH manifest URL').fill(`${CDN}${STREAMS.clearHls}`);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('stream-result')).toContainText('avc1.42c01e (H.264)', { timeout: 60_000 });
  await expect(page.getByTestId('event-log')).toContainText('Played the first 2 seconds without an error', {
    timeout: 30_000,
  });
});
