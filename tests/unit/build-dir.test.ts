import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuildAuthUrl } from '../../scripts/lib/build-dir';

describe('checkBuildAuthUrl', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flp-build-dir-'));
  mkdirSync(join(dir, 'assets', 'js'), { recursive: true });
  writeFileSync(
    join(dir, 'assets', 'js', 'main.0123abcd.js'),
    'var e={customFields:{auth:{url:"http://127.0.0.1:8180/auth",realm:"flp",clientId:"control-panel"}}};',
  );
  writeFileSync(join(dir, 'assets', 'js', 'main.0123abcd.js.br'), 'compressed');
  const empty = mkdtempSync(join(tmpdir(), 'flp-build-dir-empty-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  });

  it('passes when the build signs in where the environment says', () => {
    expect(() => checkBuildAuthUrl(dir, { FLP_AUTH_URL: 'http://127.0.0.1:8180/auth' })).not.toThrow();
  });

  it('names both identity servers when they differ (the default one included)', () => {
    expect(() => checkBuildAuthUrl(dir, {})).toThrow(
      /not made with FLP_AUTH_URL=http:\/\/localhost:8080\/auth \(its sign-in goes to http:\/\/127\.0\.0\.1:8180\/auth\)/,
    );
    expect(() => checkBuildAuthUrl(dir, { FLP_AUTH_URL: 'http://127.0.0.1:8181/auth' })).toThrow(/8181/);
  });

  it('does not judge builds for another provider, or a folder without a main bundle', () => {
    expect(() =>
      checkBuildAuthUrl(dir, { FLP_AUTH_PROVIDER_URL: 'https://id.example.com/.well-known/openid-configuration' }),
    ).not.toThrow();
    expect(() => checkBuildAuthUrl(empty, {})).not.toThrow();
  });
});
