import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium';
import { DEV_ENV, DEV_IDP_ORIGIN, DEV_IDP_PORT, DEV_LOG, DEV_ORIGIN, DEV_PORT } from './tests/dev/env';

/**
 * Browser tests of `docusaurus start` (the `dev` step of `npm test`): what a writer previewing a
 * page gets, where it differs from the build (the search index made from the sources). The dev
 * server and an identity server on ports of their own; the build's tests are playwright.config.ts.
 */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.FLP_CHROMIUM ?? SYSTEM_CHROMIUMS.find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/dev',
  retries: 0,
  workers: 1,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: DEV_ORIGIN,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath, args: [...CHROMIUM_FLAGS] },
  },
  webServer: [
    {
      command: 'npx tsx identity/server.ts',
      url: `${DEV_IDP_ORIGIN}/auth/realms/flp/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FLP_IDP_HOST: 'localhost', FLP_IDP_PORT: String(DEV_IDP_PORT), FLP_IDP_SITE_ORIGINS: DEV_ORIGIN },
    },
    {
      // Compiling the site takes about a minute on two cores.
      // Its output also goes to DEV_LOG: the tests read what a writer's terminal shows.
      command: `npx docusaurus start --port ${DEV_PORT} --host localhost --no-open 2>&1 | tee ${DEV_LOG}`,
      url: `${DEV_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      // Its log says when the search index was written.
      stdout: 'pipe',
      env: DEV_ENV,
    },
  ],
});
