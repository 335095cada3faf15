import path from 'node:path';
import { Linter } from 'eslint';

// A computed specifier: the config is plain JavaScript, without declarations for tsc.
const { default: config } = (await import(path.join('../..', 'eslint.config.js'))) as {
  default: Linter.Config[];
};

/**
 * The rule ids that eslint.config.js's block for `files` reports on `code`. Only that block's
 * rules are run, over plain JavaScript, so a test of a rule needs no type information.
 */
export function lintWithBlock(files: string): (code: string) => string[] {
  const block = config.find((entry) => entry.files?.some((pattern) => pattern === files));
  if (!block?.rules) throw new Error(`eslint.config.js has no block for ${files}`);
  const rules = block.rules;
  return (code) => {
    const linter = new Linter({ configType: 'flat' });
    const messages = linter.verify(code, [
      { languageOptions: { ecmaVersion: 2022, sourceType: 'module' }, rules },
    ]);
    return messages.map((message) => message.ruleId ?? message.message);
  };
}
