import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports and environment of the dev-server tests (playwright.dev.config.ts), apart from the build's. */
export const DEV_PORT = Number(process.env.FLP_TEST_DEV_PORT ?? 3100);
export const DEV_ORIGIN = `http://localhost:${DEV_PORT}`;
export const DEV_IDP_PORT = Number(process.env.FLP_TEST_DEV_IDP_PORT ?? 8181);
export const DEV_IDP_ORIGIN = `http://localhost:${DEV_IDP_PORT}`;
export const DEV_ENV = { FLP_AUTH_URL: `${DEV_IDP_ORIGIN}/auth`, FLP_SITE_URL: DEV_ORIGIN };
/** The dev server's terminal output, which the tests read (written by playwright.dev.config.ts). */
export const DEV_LOG = join(tmpdir(), `flp-dev-server-${DEV_PORT}.log`);
