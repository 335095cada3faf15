import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests in Debian's Chromium against the built portal (`npm run build` first).
 * A standalone config, so the unit tests' jsdom setup and the app's Vite plugins stay out.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // One browser at a time: the CI machine has two cores, and a browser needs both.
    fileParallelism: false,
    maxWorkers: 1,
    // Every file in that one worker, one after the other, without a fresh module graph each
    // (issue 31, decision 620): the harness's `browser` is a worker fixture, so the run
    // launches Chromium once instead of once a file. The files share no module state: each
    // test opens its own context, and no e2e file mocks a module or changes a global.
    isolate: false,
    // Pages of one browser at once in a `describe.concurrent` (the template matrix).
    maxConcurrency: 4,
    // Generous, because a cold Chromium on a busy machine is slow to start; these bound a hang,
    // they assert nothing about speed.
    testTimeout: 60_000,
    // `expect.poll` gives up after 1 s by default: at load 29 the language switch took longer
    // and languages.e2e failed with the page already in German (issue 31). A bound on a hang,
    // like the two above; a poll returns as soon as its condition holds.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
