import { describe, expect, it } from 'vitest';
import { lintWithBlock } from './lintBlock.ts';

/**
 * The contract files' rule against mocks and stubs (eslint.config.js, decision 678): the files
 * of a worker share one module graph, so a mocked module or a stubbed global would reach the
 * files after it.
 */
const lint = lintWithBlock('tests/contract/**/*.ts');
const problems = (code: string) => lint(`import { vi } from 'vitest';\n${code}\n`);

describe('the contract rule against what outlives a file', () => {
  it('refuses a mocked module, a stubbed global or variable, and fake timers', () => {
    for (const call of [
      "vi.mock('../../server/db/pglite.ts');",
      "vi.doMock('node:fs');",
      "vi.stubGlobal('fetch', () => undefined);",
      "vi.stubEnv('DATABASE_URL', '');",
      'vi.useFakeTimers();',
    ]) {
      expect(problems(call), call).toEqual(['no-restricted-properties']);
    }
  });

  it('accepts a spy on an object of the file, and waiting', () => {
    for (const call of ["vi.spyOn(db, 'query');", 'await vi.waitFor(() => undefined);']) {
      expect(problems(`const db = {};\n${call}`), call).toEqual([]);
    }
  });
});
