// @vitest-environment node
// Prettier resolves the repo's config from the file system: node, not jsdom.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildTemplateDocs,
  docsFile,
  generateTemplateDocs,
} from '../../scripts/gen-template-docs.ts';
import { readDocInputs } from '../../scripts/template-docs/inputs.ts';
import { repoRoot } from '../../scripts/gen-template-docs.ts';

describe('docs/templates.md', () => {
  it('is what scripts/gen-template-docs.ts generates (run npm run docs when this fails)', async () => {
    const [expected, current] = await Promise.all([
      generateTemplateDocs(),
      readFile(docsFile, 'utf8').catch(() => ''),
    ]);
    expect(current === expected, 'docs/templates.md is stale: run npm run docs').toBe(true);
  });

  it('names every property of the layout and fragment schemas', async () => {
    const inputs = await readDocInputs(repoRoot);
    const page = buildTemplateDocs(inputs, 'problem');
    const names = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      const properties = (value as { properties?: unknown }).properties;
      if (typeof properties === 'object' && properties !== null) {
        for (const key of Object.keys(properties)) names.add(key);
      }
      Object.values(value).forEach(collect);
    };
    collect(inputs.layoutSchema);
    collect(inputs.fragmentSchema);
    const missing = [...names].filter((name) => !page.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });

  it('refuses to document a schema whose expression description lacks a helper', async () => {
    const inputs = await readDocInputs(repoRoot);
    const defs = inputs.layoutSchema.$defs as Record<string, Record<string, unknown>>;
    const expression = { ...defs.expression, description: 'A jsonata expression over `{ doc }`.' };
    const layoutSchema = { ...inputs.layoutSchema, $defs: { ...defs, expression } };
    expect(() => buildTemplateDocs({ ...inputs, layoutSchema }, 'problem')).toThrow(/\$flag/);
  });
});
