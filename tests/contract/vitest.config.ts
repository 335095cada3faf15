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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
