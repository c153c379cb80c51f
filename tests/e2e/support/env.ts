/**
 * Where the browser tests find the servers they start. The built site is
 * served on its own port so a running `npm start` does not get in the way.
 */
export const SITE_PORT = Number(process.env.FLP_TEST_SITE_PORT ?? 3100);
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

/** The measurement id the test build is made with (see scripts/test-all.mjs). */
export const TEST_GTAG_ID = 'G-FLPTEST01';
