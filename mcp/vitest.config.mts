import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The docs MCP server's tests that need a build (tests/mcp/): `npm test` runs them after the
 * build, beside the page budgets. FLP_TEST_BUILD_DIR names the build (default build/).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
