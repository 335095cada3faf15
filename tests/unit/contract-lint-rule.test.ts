import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The contract files' rule against mocks and stubs (eslint.config.js, decision 678): the files
 * of a worker share one module graph, so a mocked module or a stubbed global would reach the
 * files after it. Only the rule's own block is run, over plain JavaScript.
 */
// A computed specifier: the config is plain JavaScript, without declarations for tsc.
const { default: config } = (await import(path.join('../..', 'eslint.config.js'))) as {
  default: Linter.Config[];
};
const block = config.find((entry) =>
  entry.files?.some((pattern) => pattern === 'tests/contract/**/*.ts'),
);

function problems(code: string): string[] {
  if (!block?.rules) throw new Error('eslint.config.js has no block for tests/contract');
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(`import { vi } from 'vitest';\n${code}\n`, [
    { languageOptions: { ecmaVersion: 2022, sourceType: 'module' }, rules: block.rules },
  ]);
  return messages.map((message) => message.ruleId ?? message.message);
}

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
