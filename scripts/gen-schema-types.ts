/**
 * Writes the TypeScript type of each answer, request and settings schema of `schemas/` to
 * `schemas/types/<schema>.gen.ts`, so page and server read the data by the schema's own names
 * (issue 14 §1, decision 140). `--check` fails when a generated file is stale; `npm run types`
 * runs it before tsc. The sibling scripts/gen-props-types.ts does the same for widget props.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import {
  bandSignatures,
  prepareSchema,
  type ExternalType,
  type SchemaNode,
} from './schema-types/prepare.ts';
import { writeGenerated, type Generated } from './generated.ts';

const root = path.resolve(import.meta.dirname, '..', 'schemas');
const target = path.join(root, 'types');

/**
 * Schema file → the name of its type. Layout templates and fragments are left out: the engine's
 * model (src/engine/model.ts) types them, with the unions the loader narrows.
 */
const typeNames: Record<string, string> = {
  'area-count.schema.json': 'AreaCount',
  'contract.schema.json': 'Contract',
  'contract-dialog.schema.json': 'ContractDialog',
  'contract-dialogs.schema.json': 'ContractDialogs',
  'contract-list.schema.json': 'ContractList',
  'contract-sections.schema.json': 'ContractSections',
  'contracts-info.schema.json': 'ContractsInfo',
  'contact-request.schema.json': 'ContactRequest',
  'contacts-info.schema.json': 'ContactsInfo',
  'password-change.schema.json': 'PasswordChange',
  'password-reset.schema.json': 'PasswordReset',
  'customer-area-fixture.schema.json': 'CustomerAreaFixture',
  'customer-home.schema.json': 'CustomerHome',
  'customer-profile.schema.json': 'CustomerProfile',
  'customer-save.schema.json': 'CustomerSave',
  'faq.schema.json': 'FaqAnswer',
  'info-rows.schema.json': 'InfoRows',
  'invoice.schema.json': 'Invoice',
  'invoice-list.schema.json': 'InvoiceList',
  'invoices-info.schema.json': 'InvoicesInfo',
  'message.schema.json': 'CustomerMessage',
  'message-list.schema.json': 'MessageList',
  'user-form-sections.schema.json': 'UserFormSections',
  'bill-bundle.schema.json': 'BillBundle',
  'bill-document.schema.json': 'BillDocument',
  'contacts.schema.json': 'ContactsAnswer',
  'customer-names.schema.json': 'CustomerNames',
  'customer-care-request.schema.json': 'CustomerCareRequest',
  'email-request.schema.json': 'EmailRequest',
  'cookie-consent.schema.json': 'CookieConsent',
  'host-server.schema.json': 'HostServerSettings',
  'host-settings.schema.json': 'HostSettings',
  'ingest-result.schema.json': 'IngestResult',
  'ingest-state.schema.json': 'IngestState',
  'ingest-status.schema.json': 'IngestStatusChange',
  'instalments.schema.json': 'InstalmentsAnswer',
  'locale-catalogue.schema.json': 'LocaleCatalogue',
  'locales-list.schema.json': 'LocalesList',
  'menu.schema.json': 'MenuAnswer',
  'modules.schema.json': 'BillModules',
  'outcome-answer.schema.json': 'PaymentRecorded',
  'outcome-record.schema.json': 'OutcomeRecord',
  'payment-start-second.schema.json': 'SecondPaymentRequest',
  'payment-start.schema.json': 'FirstPaymentStart',
  'problem.schema.json': 'Problem',
  'profile-update.schema.json': 'ProfileUpdate',
  'realm.schema.json': 'RealmAnswer',
  'registration-acceptances.schema.json': 'RegistrationAcceptances',
  'registration-done.schema.json': 'RegistrationDone',
  'registration-header.schema.json': 'RegistrationHeader',
  'registration-options.schema.json': 'RegistrationOptions',
  'registration-profile.schema.json': 'RegistrationProfile',
  'registration-section.schema.json': 'RegistrationSection',
  'registration-state.schema.json': 'RegistrationState',
  'registration-verify.schema.json': 'RegistrationVerify',
  'profile.schema.json': 'Profile',
  'public-access.schema.json': 'PublicAccess',
  'self-reading.schema.json': 'SelfReadingRequest',
  // Issue 29 (A1): the bill events' whole messages; `…['data']` is what an event carries.
  'event-payment-recorded.v1.schema.json': 'PaymentRecordedEvent',
  'event-bill-paid.v1.schema.json': 'BillPaidEvent',
  'event-bill-opened.v1.schema.json': 'BillOpenedEvent',
  'event-dispatch-failed.v1.schema.json': 'DispatchFailedEvent',
};

/** `https://quadro.dev/schemas/<file>` → the type and module another schema's `$ref` names. */
const byId = new Map<string, ExternalType>();
for (const [file, type] of Object.entries(typeNames)) {
  byId.set(`https://quadro.dev/schemas/${file}`, {
    type,
    module: `./${file.replace('.schema.json', '.gen.ts')}`,
    schema: JSON.parse(await readFile(path.join(root, file), 'utf8')) as SchemaNode,
  });
}

const outputs: Generated[] = [];
for (const [file, typeName] of Object.entries(typeNames)) {
  const schemaFile = path.join(root, file);
  const raw = byId.get(`https://quadro.dev/schemas/${file}`)?.schema ?? {};
  const { schema, imports } = prepareSchema(raw, typeName, byId);
  const source = await compile(schema, typeName, {
    bannerComment: '',
    // Data schemas allow unknown fields (shared decision 1) but the page ignores them, so the
    // types name only the known ones: a misspelt field is a compile error (decision 141).
    additionalProperties: false,
    declareExternallyReferenced: true,
    // `minItems: 1` would be a tuple type: every literal list would need a cast to fit it.
    ignoreMinAndMaxItems: true,
    format: false,
    cwd: root,
  });
  const banner = `/* Generated from schemas/${file} by scripts/gen-schema-types.ts: do not edit. */`;
  const importLines = imports.map((i) => `import type { ${i.type} } from '${i.module}';`);
  const options = (await prettier.resolveConfig(schemaFile)) ?? {};
  const text = await prettier.format(
    [banner, ...importLines, '', bandSignatures(source)].join('\n'),
    {
      ...options,
      parser: 'typescript',
    },
  );
  outputs.push({ file: path.join(target, file.replace('.schema.json', '.gen.ts')), text });
}
await writeGenerated(outputs, 'npm run gen');
