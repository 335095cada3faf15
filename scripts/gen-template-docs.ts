/**
 * Writes docs/templates.md, the reference of the template language, from the schemas'
 * descriptions, the widgets' props schemas and the example templates (STYLE "Docs that help
 * the next person"). `--check` exits 1 when the file is stale; tests/unit/template-docs.test.ts
 * does the same inside `npm test`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { catalogue } from '../widgets/catalogue.gen.ts';
import { propsSchemas } from '../src/engine/catalogue.ts';
import { loadTemplate } from '../src/engine/load/load.ts';
import { memorySource } from '../src/engine/load/source.ts';
import { formatProblem } from '../src/engine/problems.ts';
import { assertValidExamples, readDocInputs } from './template-docs/inputs.ts';
import { buildTemplateDocs } from './template-docs/markdown.ts';
import { minimalTemplate } from './template-docs/prose.ts';
import { writeGenerated } from './generated.ts';

/** The props schemas of every widget folder, all that loading a template needs. */
const widgetSchemas = propsSchemas(catalogue);

export { buildTemplateDocs } from './template-docs/markdown.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const docsFile = path.join(repoRoot, 'docs', 'templates.md');

/** A template with a typo, to show a real problem line. */
const brokenExample = {
  id: 'my-bill',
  root: {
    layout: 'stack',
    children: [{ widget: 'Feild', props: { labelKey: 'demo.holder', path: 'holder_name' } }],
  },
};

/** The page as it should be: read the inputs, build the Markdown, format it like the repo. */
export async function generateTemplateDocs(root = repoRoot): Promise<string> {
  await assertValidExamples({ 'my-bill': JSON.stringify(minimalTemplate, null, 2) });
  const inputs = await readDocInputs(root);
  const markdown = buildTemplateDocs(inputs, await problemLine());
  const options = (await prettier.resolveConfig(path.join(root, 'docs', 'templates.md'))) ?? {};
  return prettier.format(markdown, { ...options, parser: 'markdown' });
}

async function problemLine(): Promise<string> {
  const text = JSON.stringify(brokenExample, null, 2);
  const { problems } = await loadTemplate(
    'my-bill',
    memorySource({ 'my-bill.json': text }),
    widgetSchemas,
  );
  const first = problems[0];
  if (!first) throw new Error('the broken example has no problem');
  return `templates/${formatProblem(first)}`;
}

async function main(): Promise<void> {
  await writeGenerated([{ file: docsFile, text: await generateTemplateDocs() }], 'npm run docs');
}

if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  await main();
}
