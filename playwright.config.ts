import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium';
import {
  IDP_ORIGIN,
  IDP_PORT,
  MOCK_API_ORIGIN,
  MOCK_API_PORT,
  PROD_ORIGIN,
  PROD_PORT,
  TEST_ACCESS_TOKEN_TTL,
  TEST_BUILD_ENV,
} from './tests/e2e/support/env';
import { STREAMS_ORIGIN, STREAMS_PORT } from './tests/e2e/support/streams';

// Debian's Chromium headless shell where it is installed (CI installs it): the old headless mode,
// without the browser's own UI processes, at a fraction of the CPU per page of the full browser on
// a two-core machine; else Debian's Chromium; elsewhere the browser of `npx playwright install`.
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.FLP_CHROMIUM ?? SYSTEM_CHROMIUMS.find((path) => existsSync(path));

// The production build under test (made with TEST_BUILD_ENV); build/ unless FLP_TEST_BUILD_DIR names another.
const BUILD_DIR = process.env.FLP_TEST_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['./tests/e2e/support/timing-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: PROD_ORIGIN,
    // A trace records a DOM snapshot at every step: on long docs pages that is most of a test's
    // time. FLP_TEST_TRACE=1 records them and keeps those of failed tests.
    trace: process.env.FLP_TEST_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: [
    {
      command: 'npx tsx identity/server.ts',
      url: `${IDP_ORIGIN}/auth/realms/flp/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FLP_IDP_HOST: '127.0.0.1',
        FLP_IDP_PORT: String(IDP_PORT),
        FLP_IDP_SITE_ORIGINS: PROD_ORIGIN,
        FLP_IDP_ACCESS_TOKEN_TTL: String(TEST_ACCESS_TOKEN_TTL),
      },
    },
    {
      // The API mock the test build's "Try it" panel calls.
      command: 'npx tsx scripts/mock-api.ts',
      // Any documented path: without a token it answers 401, which counts as up.
      url: `${MOCK_API_ORIGIN}/metadata/v3/items`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FLP_MOCK_API_PORT: String(MOCK_API_PORT), FLP_MOCK_API_HOST: '127.0.0.1' },
    },
    {
      // The build behind nginx with the production headers (deploy/nginx), the one site every test
      // uses; stopped gracefully so the script can stop nginx and remove its temporary folder. It
      // exits at once, naming the cause, when nginx cannot start or cannot read the build.
      command: 'npx tsx serving/serve-prod.ts',
      url: `${PROD_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        FLP_PROD_PORT: String(PROD_PORT),
        FLP_PROD_ROOT: BUILD_DIR,
        // The Playback check reads the test streams of an http origin on this machine; in production https: alone.
        FLP_PLAYBACK_CHECK_ORIGINS: `https: ${STREAMS_ORIGIN}`,
        ...TEST_BUILD_ENV,
      },
    },
    {
      // The Playback check's test streams, made with ffmpeg and served by their own nginx, another
      // origin than the site's (tests/e2e/support/streams.ts).
      command: 'npx tsx tests/e2e/support/stream-server.ts',
      url: `${STREAMS_ORIGIN}/cors/clear/master.m3u8`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { FLP_TEST_STREAMS_PORT: String(STREAMS_PORT) },
    },
  ],
});
