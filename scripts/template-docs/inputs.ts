/**
 * Everything docs/templates.md is made from, read from the repository: the schemas, the
 * widgets' props schemas, and the worked examples as real files and as the engine composes
 * them. Reading is here; turning it into Markdown (./markdown.ts) is pure.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../src/engine/catalogue.ts';
import { fileSource } from '../../src/engine/load/fsSource.ts';
import { loadTemplate } from '../../src/engine/load/load.ts';
import { memorySource } from '../../src/engine/load/source.ts';
import { formatProblem } from '../../src/engine/problems.ts';
import type { Template } from '../../src/engine/model.ts';
import { isSchema, type Schema } from './schema.ts';

/** The props schemas of every widget folder, all that loading a template needs. */
const widgetSchemas = propsSchemas(catalogue);

/** The worked examples: a real supplier variant and a real fragment of templates/. */
export const exampleVariant = 'demo-compact';
export const exampleFragment = 'summary-card';

export interface Change {
  pointer: string;
  before: unknown;
  after: unknown;
}

export interface DocInputs {
  layoutSchema: Schema;
  fragmentSchema: Schema;
  /** The widget catalogue: each widget's props schema, version and one-line description. */
  widgets: Readonly<Record<string, { schema: Schema; since: string; description: string }>>;
  variant: { file: string; text: string; parent: string; changes: Change[] };
  fragment: { file: string; text: string; useFile: string; use: unknown; expanded: unknown };
  /** The product's bill templates (bi*, t*) and their descriptions, by name. */
  billTemplates: readonly { name: string; description: string }[];
}

export async function readDocInputs(root: string): Promise<DocInputs> {
  const json = async (file: string): Promise<Schema> => {
    const data: unknown = JSON.parse(await readFile(path.join(root, file), 'utf8'));
    if (!isSchema(data)) throw new Error(`${file} is not a JSON object`);
    return data;
  };
  const widgets: DocInputs['widgets'] = Object.fromEntries(
    Object.entries(catalogue).map(([name, { propsSchema, since, description }]) => {
      if (!isSchema(propsSchema)) throw new Error(`widgets/${name}: props schema is not an object`);
      return [name, { schema: propsSchema, since, description }];
    }),
  );
  const source = fileSource(path.join(root, 'templates'));
  const load = async (name: string): Promise<Template> => {
    const result = await loadTemplate(name, source, widgetSchemas);
    if (!result.template) {
      throw new Error(
        `example ${name} is invalid:\n${result.problems.map(formatProblem).join('\n')}`,
      );
    }
    return result.template;
  };

  const variantFile = `templates/${exampleVariant}.json`;
  const variantText = await readFile(path.join(root, variantFile), 'utf8');
  const parent = (JSON.parse(variantText) as { extends?: unknown }).extends;
  if (typeof parent !== 'string') throw new Error(`${variantFile} has no "extends"`);
  const changes = diff(strip(await load(parent)), strip(await load(exampleVariant)), '');

  const fragmentFile = `templates/fragments/${exampleFragment}.json`;
  const user = await findUse(source, exampleFragment);
  const expanded = pointerGet(strip(await load(user.template)), user.pointer);

  return {
    billTemplates: await billTemplates(root),
    layoutSchema: await json('schemas/layout.schema.json'),
    fragmentSchema: await json('schemas/fragment.schema.json'),
    widgets,
    variant: { file: variantFile, text: variantText, parent, changes },
    fragment: {
      file: fragmentFile,
      text: await readFile(path.join(root, fragmentFile), 'utf8'),
      useFile: `templates/${user.template}.json`,
      use: user.node,
      expanded,
    },
  };
}

/**
 * Checks that hand-written examples of the page are valid templates, so that the prose
 * cannot drift from the schema either.
 */
export async function assertValidExamples(examples: Record<string, string>): Promise<void> {
  const files = Object.fromEntries(
    Object.entries(examples).map(([name, text]) => [`${name}.json`, text]),
  );
  for (const name of Object.keys(examples)) {
    const { problems } = await loadTemplate(name, memorySource(files), widgetSchemas);
    if (problems.length > 0) {
      throw new Error(`example ${name} is invalid:\n${problems.map(formatProblem).join('\n')}`);
    }
  }
}

/** The first `use` of `fragment` in a template file, with its pointer. */
async function findUse(
  source: ReturnType<typeof fileSource>,
  fragment: string,
): Promise<{ template: string; pointer: string; node: unknown }> {
  for (const template of await source.templateNames()) {
    const file = await source.template(template);
    if (!file) continue;
    const found = search(JSON.parse(file.text), '', (v) => isSchema(v) && v.use === fragment);
    if (found) return { template, ...found };
  }
  throw new Error(`no template uses the fragment ${fragment}`);
}

function search(
  value: unknown,
  pointer: string,
  test: (value: unknown) => boolean,
): { pointer: string; node: unknown } | undefined {
  if (test(value)) return { pointer, node: value };
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = search(child, `${pointer}/${key}`, test);
    if (found) return found;
  }
  return undefined;
}

function pointerGet(value: unknown, pointer: string): unknown {
  let current = value;
  for (const key of pointer.split('/').slice(1)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The effective template without the bookkeeping that always differs between two templates. */
function strip(template: Template): unknown {
  return { modules: template.modules, root: template.root };
}

/** Every value that differs between `a` and `b`, as JSON pointers. */
function diff(a: unknown, b: unknown, pointer: string): Change[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const bothObjects =
    typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return [{ pointer, before: a, after: b }];
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) => diff(left[key], right[key], `${pointer}/${key}`));
}

/** Each bill template's description, which says what it shows and which module owns a fact. */
async function billTemplates(root: string): Promise<DocInputs['billTemplates']> {
  const names = (await readdir(path.join(root, 'templates')))
    .filter((file) => /^(bi|t)\d.*\.json$/.test(file))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(root, 'templates', `${name}.json`), 'utf8');
      const { description } = JSON.parse(text) as { description?: unknown };
      return { name, description: typeof description === 'string' ? description : '' };
    }),
  );
}
