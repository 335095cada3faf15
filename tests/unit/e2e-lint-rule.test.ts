import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The e2e files' rule against reading the page once (eslint.config.js), shown failing on the
 * read that CI refused and passing on the wait that replaced it. Only the rule's own block is
 * run, over plain JavaScript, so the test needs no type information.
 */
// A computed specifier: the config is plain JavaScript, without declarations for tsc.
const { default: config } = (await import(path.join('../..', 'eslint.config.js'))) as {
  default: Linter.Config[];
};
const block = config.find((entry) =>
  entry.files?.some((pattern) => pattern === 'tests/e2e/**/*.ts'),
);

function problems(code: string): string[] {
  if (!block?.rules) throw new Error('eslint.config.js has no block for tests/e2e');
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    { languageOptions: { ecmaVersion: 2022, sourceType: 'module' }, rules: block.rules },
  ]);
  return messages.map((message) => message.ruleId ?? message.message);
}

const inAsync = (line: string) => `export async function run(form, expect) {\n${line}\n}\n`;

describe('the e2e rule against single reads', () => {
  it('refuses a read of a field, an attribute or a count taken once', () => {
    for (const read of [
      "expect(await form.getByLabel('Oggetto').inputValue()).toMatch(/Evidenza/);",
      "expect(await form.getAttribute('aria-expanded')).toBe('true');",
      'expect(await form.getByText(/x/).count()).toBe(3);',
      'expect(await form.isDisabled()).toBe(true);',
    ]) {
      expect(problems(inAsync(read)), read).toEqual(['no-restricted-syntax']);
    }
  });

  it('accepts the same condition waited for, and reads that are not the page', () => {
    for (const wait of [
      "await expect.poll(() => form.getByLabel('Oggetto').inputValue()).toMatch(/Evidenza/);",
      'expect(await inbox(form)).toEqual([]);',
      "await form.getByText('Richiesta inviata').waitFor();",
    ]) {
      expect(problems(inAsync(wait)), wait).toEqual([]);
    }
  });
});
