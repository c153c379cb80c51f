/**
 * The test build: the environment `npm test` builds the site with (`scripts/test-all.ts`) and the
 * servers that build is made to talk to, which the browser tests start (`tests/e2e/support/env.ts`,
 * `playwright.config.ts`): the local identity server and the API mock, on ports of their own so a
 * running `npm start` does not get in the way. Both on 127.0.0.1, like a site and its identity
 * server on one registrable domain.
 */
export const IDP_PORT = Number(process.env.FLP_TEST_IDP_PORT ?? 8180);
export const IDP_ORIGIN = `http://127.0.0.1:${IDP_PORT}`;

/** The API mock server (scripts/mock-api.ts) the test build's "Try it" panel calls. */
export const MOCK_API_PORT = Number(process.env.FLP_TEST_MOCK_API_PORT ?? 4110);
export const MOCK_API_ORIGIN = `http://127.0.0.1:${MOCK_API_PORT}`;

/** The measurement id the test build is made with. */
export const TEST_GTAG_ID = 'G-FLPTEST01';

/** Environment of the test build. */
export const TEST_BUILD_ENV = {
  FLP_GTAG_ID: TEST_GTAG_ID,
  FLP_AUTH_URL: `${IDP_ORIGIN}/auth`,
  FLP_API_TRY_URL: MOCK_API_ORIGIN,
  // The tests serve the copies as production does; how small they are is for deployed builds.
  FLP_PRECOMPRESS: 'fast',
};
