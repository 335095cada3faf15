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
    // The files of a worker share one module graph (decision 678): each imported the whole
    // server again (fastify, oidc-provider, PGlite: 140 s of the workers' time a run) for the
    // same modules. The files share no state through them: each opens its own app on its own
    // database and hosts folder; the server's module-level maps are caches keyed by what they
    // hold (a locale, a folder, a catalogue's content); no contract file mocks a module or
    // stubs a global or the environment. 387 s -> 260 s on this machine.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
