import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // Pristine upstream files (vendor/upstream/README.md): never tests of the project.
    exclude: ['**/node_modules/**', 'vendor/**'],
    environment: 'node',
    testTimeout: 60_000,
    // Worker threads that keep the modules they loaded from one test file to the next: the files
    // share heavy imports (TypeScript, Redocly, the catalogues), and no test depends on a fresh
    // module state. About a third less time than forked, isolated workers on two cores.
    pool: 'threads',
    isolate: false,
    // One thread per core: Vitest's default keeps a core for its main process, which only reports
    // (one thread on a two-core machine: 38 s, against 25 s with two).
    maxWorkers: availableParallelism(),
  },
});
