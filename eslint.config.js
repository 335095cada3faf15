// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'coverage',
      'test-results',
      'storybook-static',
      'node_modules',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A page read once right after an action races on a busy machine (CI refused three
    // submissions for it, the last one reading a field that a select fills in the next render):
    // the e2e files wait for a condition instead, with `expect.poll` or a locator's `waitFor`.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > AwaitExpression > CallExpression[callee.property.name=/^(inputValue|getAttribute|textContent|innerText|isVisible|isHidden|isChecked|isDisabled|isEnabled|count|allTextContents|allInnerTexts)$/]",
          message:
            'A single read of the page races on a busy machine: `await expect.poll(() => …)` waits for the condition.',
        },
      ],
    },
  },
  {
    // The contract files of a worker share one module graph (decision 678): a mocked module or a
    // stubbed global would reach the files after it. Such a file needs a config of its own.
    files: ['tests/contract/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'The contract files share their modules (isolate: false, decision 678).',
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
