import { defineConfig } from 'vitest/config';

/**
 * The reference API's contract tests, in Node, against both databases: PGlite and a real
 * PostgreSQL server that globalSetup starts (see ./postgres.ts).
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/contract/globalSetup.ts'],
    // Both of CI's two cores, not Vitest's default of one fewer than there are (148 s -> 117 s):
    // the main process only collects results. The tests' limits are generous enough for two
    // files sharing the machine.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
