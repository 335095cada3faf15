/**
 * Writes the two lists of widgets from the widget folders, so no list is kept by hand: a folder
 * with a `meta.ts` is a widget named after the folder (one still being written, with only its
 * props schema, is not listed yet).
 * - `widgets/catalogue.gen.ts`: name → meta (`meta.ts`), React-free, for the build, the check,
 *   the docs and the server.
 * - `widgets/registry.gen.ts`: name → entry (`index.ts`, component and skeleton), for the page.
 * `--check` fails when a file is stale, which `npm run types` runs before tsc.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { writeGenerated, type Generated } from './generated.ts';

const root = path.resolve(import.meta.dirname, '..', 'widgets');
const banner =
  '/* Generated from the widget folders by scripts/gen-widget-catalogue.ts: do not edit. */';

const names: string[] = [];
for (const entry of await readdir(root, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const files = await readdir(path.join(root, entry.name));
  if (!files.includes('meta.ts')) continue;
  for (const needed of ['props.schema.json', 'index.ts']) {
    if (!files.includes(needed)) throw new Error(`widgets/${entry.name} has no ${needed}`);
  }
  names.push(entry.name);
}
names.sort();

/** The name index.ts exports its entry under: the folder's name, first letter lower case. */
const entryName = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const catalogue = [
  banner,
  "import type { WidgetCatalogue } from '../src/engine/index.ts';",
  ...names.map((name) => `import { meta as ${name} } from './${name}/meta.ts';`),
  '',
  '/** name → meta of every widget folder: what templates may name, without React. */',
  `export const catalogue = { ${names.join(', ')} } satisfies WidgetCatalogue;`,
].join('\n');

const registry = [
  banner,
  "import type { WidgetRegistry } from '../src/engine/render/index.ts';",
  ...names.map((name) => `import { ${entryName(name)} } from './${name}/index.ts';`),
  '',
  '/**',
  ' * The widget registry: name → component (and skeleton), a plain map passed to the renderer',
  ' * through React context. Names are what templates write in `widget`.',
  ' */',
  'export const registry = {',
  ...names.map((name) => `  ${name}: ${entryName(name)},`),
  '} satisfies WidgetRegistry;',
].join('\n');

const outputs: Generated[] = [];
for (const [file, source] of [
  ['catalogue.gen.ts', catalogue],
  ['registry.gen.ts', registry],
] as const) {
  const target = path.join(root, file);
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(source, { ...options, parser: 'typescript' });
  outputs.push({ file: target, text });
}
await writeGenerated(outputs, 'npm run gen');
