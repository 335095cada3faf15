import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fastFormats } from 'ajv-formats/dist/formats.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { stripAnnotations, validatorRuntime } from './runtime.ts';

const modulePrefix = 'virtual:quadro/validators/';

/**
 * The answers the page validates at its boundary (DESIGN "Data boundary"), grouped by when the
 * page needs them (decision 173), export name → schema file (with a JSON pointer after `#` when
 * the answer is one definition of the file). Each group is one module,
 * `virtual:quadro/validators/<group>`, declared with the same names in
 * `src/api/build/virtual.d.ts`. `bill` holds the calls of the bill's first view
 * (src/app/loadBill.ts); the page imports each group with its first call (src/api/validators.ts),
 * so no validator code is in the bill route's initial JavaScript and only the first view's
 * is fetched before the bill paints.
 */
export const validatorGroups = {
  bill: {
    hostSettings: 'host-settings.schema.json',
    publicAccess: 'public-access.schema.json',
    billModules: 'modules.schema.json',
    billDocument: 'bill-document.schema.json',
    instalments: 'instalments.schema.json',
    localeCatalogue: 'locale-catalogue.schema.json',
  },
  locales: { localesList: 'locales-list.schema.json' },
  profile: { profile: 'profile.schema.json' },
  // The logged-in customer's shell (issue 17): asked only when authenticated (spec §6).
  customer: {
    menu: 'menu.schema.json',
    customerNames: 'customer-names.schema.json',
    invoice: 'invoice.schema.json',
  },
  // The customer area's contacts page (issue 18): asked only by its widgets (contactCalls.ts).
  contacts: { contactsInfo: 'contacts-info.schema.json' },
  // The customer area's pages (issue 18): asked only by an area page, after the login.
  area: {
    customerHome: 'customer-home.schema.json',
    customerProfile: 'customer-profile.schema.json',
    userFormSections: 'user-form-sections.schema.json',
    invoicesInfo: 'invoices-info.schema.json',
    invoiceList: 'invoice-list.schema.json',
    invoice: 'invoice.schema.json',
    infoRows: 'info-rows.schema.json',
    areaCount: 'area-count.schema.json',
    contractsInfo: 'contracts-info.schema.json',
    contractList: 'contract-list.schema.json',
    contractSections: 'contract-sections.schema.json',
    contract: 'contract.schema.json',
    contractDialogs: 'contract-dialogs.schema.json',
    contractDialog: 'contract-dialog.schema.json',
    messageList: 'message-list.schema.json',
    message: 'message.schema.json',
    faq: 'faq.schema.json',
  },
  // How the page logs a customer in (issue 18): asked only by the login's chunk (src/auth).
  realm: { realm: 'realm.schema.json' },
  // Registration (issue 18): asked only by the RegistrationForm's chunk (src/api/registrationCalls.ts).
  registration: {
    registrationHeader: 'registration-header.schema.json',
    registrationSection: 'registration-section.schema.json',
    registrationOptions: 'registration-options.schema.json',
    registrationState: 'registration-state.schema.json',
    registrationDone: 'registration-done.schema.json',
  },
  payments: {
    paymentRecorded: 'outcome-answer.schema.json',
    firstPaymentStart: 'payment-start.schema.json',
    secondPaymentAnswer: 'payment-start-second.schema.json#/$defs/answer',
  },
} as const;

type Group = keyof typeof validatorGroups;
const isGroup = (name: string): name is Group => Object.hasOwn(validatorGroups, name);

/**
 * Compiles the answers' JSON Schemas at build time with ajv's standalone code generation
 * (https://ajv.js.org/standalone.html): each `virtual:quadro/validators/<group>` exports one
 * plain validation function per answer of its group. The page ships no ajv and needs no
 * `unsafe-eval` in its Content Security Policy, like the templates of ADR 0001.
 */
export function quadroValidators(options: { dir?: string } = {}): Plugin {
  const dir = path.resolve(options.dir ?? 'schemas');
  return {
    name: 'quadro-validators',
    resolveId(id) {
      if (!id.startsWith(modulePrefix)) return undefined;
      return isGroup(id.slice(modulePrefix.length)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${modulePrefix}`)) return undefined;
      const group = id.slice(modulePrefix.length + 1);
      if (!isGroup(group)) return undefined;
      const files = readdirSync(dir).filter((name) => name.endsWith('.schema.json'));
      for (const file of files) this.addWatchFile(path.join(dir, file));
      try {
        return validatorsModule(dir, files, validatorGroups[group]);
      } catch (error) {
        this.error(`schemas in ${dir} do not compile: ${String(error)}`);
      }
    },
  };
}

/** The module's source: the group's standalone validators with ajv's runtime helpers inlined. */
export function validatorsModule(
  dir: string,
  files: readonly string[],
  answers: Readonly<Record<string, string>>,
): string {
  const ajv = new Ajv2020({
    // One error is enough: strict answers pass or fail, and the document's fields are dropped
    // one at a time (src/api/validate.ts), the deepest first.
    allErrors: false,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    // A `$ref` becomes a call of the referenced schema's one function instead of a copy of its
    // code at every use: the same checks, in less code (decision 173).
    inlineRefs: false,
    code: { source: true, esm: true, lines: false },
  });
  // Only the schemas the group's answers reach through `$ref`: the page never checks the
  // server's own (the ingestion API's answers, with formats such as date-time that have no
  // regular expression to compile into it).
  const read = new Map(
    files.map((file) => [file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]),
  );
  const roots = Object.values(answers).map((answer) => answer.replace(/#.*$/, ''));
  const schemas = reachedFrom(roots, read).map(
    (file) => stripAnnotations(read.get(file)) as object,
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
    Object.entries(answers).map(([name, file]) => [name, `https://quadro.dev/schemas/${file}`]),
  );
  return validatorRuntime(standaloneCode(ajv, exports));
}

/** The schema files `roots` name and every file their `$ref`s reach, by file name. */
function reachedFrom(roots: readonly string[], read: ReadonlyMap<string, unknown>): string[] {
  const reached = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file) || !read.has(file)) continue;
    reached.add(file);
    for (const ref of refsOf(read.get(file))) {
      const target = ref.replace(/#.*$/, '').split('/').pop() ?? '';
      if (target !== '') queue.push(target);
    }
  }
  return [...reached];
}

function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
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
