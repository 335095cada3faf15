import { describe, expect, it } from 'vitest';
import { lintWithBlock } from './lintBlock.ts';

/**
 * The e2e files' rule against reading the page once (eslint.config.js), shown failing on the
 * read that CI refused and passing on the wait that replaced it.
 */
const problems = lintWithBlock('tests/e2e/**/*.ts');

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
