/**
 * Where the browser tests find the servers they start: the built site behind nginx, and the local
 * identity server and API mock the test build is made to talk to (`scripts/lib/test-build-env.ts`,
 * shared with `npm test`'s build step).
 */
export {
  IDP_ORIGIN,
  IDP_PORT,
  MOCK_API_ORIGIN,
  MOCK_API_PORT,
  TEST_BUILD_ENV,
  TEST_GTAG_ID,
} from '../../../scripts/lib/test-build-env';

/**
 * The production build behind nginx (deploy/nginx), as a static host serves it: every browser test
 * runs against it (the base URL of playwright.config.ts), with the production headers.
 */
export const PROD_PORT = Number(process.env.FLP_TEST_PROD_PORT ?? 8088);
export const PROD_ORIGIN = `http://127.0.0.1:${PROD_PORT}`;

/** Short enough for a test to watch the access token expire and refresh. */
export const TEST_ACCESS_TOKEN_TTL = 12;
