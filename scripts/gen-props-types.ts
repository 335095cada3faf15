/**
 * Writes each widget's TypeScript props type from its props.schema.json, so the schema is
 * the single source (STYLE "Props from one source"). `--check` fails when a generated file is
 * stale, which `npm run types` runs before tsc.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { writeGenerated, type Generated } from './generated.ts';

const root = path.resolve(import.meta.dirname, '..', 'widgets');

const outputs: Generated[] = [];
for (const entry of await readdir(root, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const schemaFile = path.join(root, entry.name, 'props.schema.json');
  let schema: unknown;
  try {
    schema = JSON.parse(await readFile(schemaFile, 'utf8'));
  } catch {
    continue;
  }
  const typeName = `${entry.name}Props`;
  const source = await compile(schema as Parameters<typeof compile>[0], typeName, {
    bannerComment: `/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */`,
    additionalProperties: false,
    style: { singleQuote: true },
    format: false,
  });
  const options = (await prettier.resolveConfig(schemaFile)) ?? {};
  const text = await prettier.format(
    source.replace(/export interface \w+/, `export interface ${typeName}`),
    {
      ...options,
      parser: 'typescript',
    },
  );
  outputs.push({ file: path.join(root, entry.name, 'props.gen.ts'), text });
}
await writeGenerated(outputs, 'npm run gen');
