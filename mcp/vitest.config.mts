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
    // The relevance suite loads the search shards one query at a time, as the search box does, and
    // the engine is rebuilt as they arrive: with V8's default young generation most of that time is
    // garbage collection (about half of the suite's 10 to 20 s).
    pool: 'forks',
    execArgv: ['--max-semi-space-size=64'],
  },
});
