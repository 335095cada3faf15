import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fastFormats } from 'ajv-formats/dist/formats.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { stripAnnotations, validatorRuntime } from './runtime.ts';

const moduleId = 'virtual:quadro/validators';

/**
 * The answers the page validates at its boundary (DESIGN "Data boundary"), export name →
 * schema file (with a JSON pointer after `#` when the answer is one definition of the file).
 * `src/api/build/virtual.d.ts` declares the same names.
 */
const answerSchemas = {
  hostSettings: 'host-settings.schema.json',
  publicAccess: 'public-access.schema.json',
  billModules: 'modules.schema.json',
  billDocument: 'bill-document.schema.json',
  instalments: 'instalments.schema.json',
  localesList: 'locales-list.schema.json',
  localeCatalogue: 'locale-catalogue.schema.json',
  paymentRecorded: 'outcome-answer.schema.json',
  profile: 'profile.schema.json',
  firstPaymentStart: 'payment-start.schema.json',
  secondPaymentAnswer: 'payment-start-second.schema.json#/$defs/answer',
} as const;

/**
 * Compiles the answers' JSON Schemas at build time with ajv's standalone code generation
 * (https://ajv.js.org/standalone.html): `virtual:quadro/validators` exports one plain
 * validation function per answer. The page ships no ajv and needs no `unsafe-eval` in its
 * Content Security Policy, like the templates of ADR 0001.
 */
export function quadroValidators(options: { dir?: string } = {}): Plugin {
  const dir = path.resolve(options.dir ?? 'schemas');
  return {
    name: 'quadro-validators',
    resolveId(id) {
      return id === moduleId ? `\0${moduleId}` : undefined;
    },
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const files = readdirSync(dir).filter((name) => name.endsWith('.schema.json'));
      for (const file of files) this.addWatchFile(path.join(dir, file));
      try {
        return validatorsModule(dir, files);
      } catch (error) {
        this.error(`schemas in ${dir} do not compile: ${String(error)}`);
      }
    },
  };
}

/** The module's source: the standalone validators with ajv's runtime helpers inlined. */
function validatorsModule(dir: string, files: readonly string[]): string {
  const ajv = new Ajv2020({
    // One error is enough: strict answers pass or fail, and the document's fields are dropped
    // one at a time (src/api/validate.ts), the deepest first.
    allErrors: false,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    code: { source: true, esm: true, lines: false },
  });
  const schemas = files.map(
    (file) => stripAnnotations(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))) as object,
  );
  for (const name of formatNames(schemas)) {
    const format = (fastFormats as Record<string, unknown>)[name];
    if (!(format instanceof RegExp)) {
      throw new Error(`format "${name}" has no regular expression to compile into the page`);
    }
    ajv.addFormat(name, format);
  }
  for (const schema of schemas) ajv.addSchema(schema);
  const exports = Object.fromEntries(
    Object.entries(answerSchemas).map(([name, file]) => [
      name,
      `https://quadro.dev/schemas/${file}`,
    ]),
  );
  const code = standaloneCode(ajv, exports);
  return validatorRuntime(code);
}

function formatNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatNames(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'format' && typeof item === 'string') found.add(item);
      else formatNames(item, found);
    }
  }
  return found;
}
