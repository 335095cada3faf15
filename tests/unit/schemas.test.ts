// @vitest-environment node
// Reads schemas, hosts and catalogues from the file system, as the server does.
import { allTextFolders, productCatalogue } from '../../server/hosts/catalogue.ts';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createServerAjv } from '../../server/validation.ts';
import { readPath } from '../../src/domain/flags.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

const schemaFiles = readdirSync(join(root, 'schemas'))
  .filter((file) => file.endsWith('.schema.json'))
  .sort();
const schemaId = (file: string): string => `https://quadro.dev/schemas/${file}`;

// A fresh instance of the server's own ajv (server/validation.ts): strict, every schema added.
const ajv = createServerAjv();
function validator(file: string): ValidateFunction {
  const validate = ajv.getSchema(schemaId(file));
  if (!validate) throw new Error(`schemas/${file} is not loaded`);
  return validate;
}
const accepts = (file: string, value: unknown): boolean => validator(file)(value);

describe('schemas/', () => {
  it('holds a schema for every JSON the product reads or answers', () => {
    expect(schemaFiles).toEqual(
      [
        'area-count',
        'contract',
        'contract-dialog',
        'contract-dialogs',
        'contract-list',
        'contract-sections',
        'contracts-info',
        'contact-request',
        'contacts-info',
        'password-change',
        'customer-area-fixture',
        'customer-home',
        'customer-profile',
        'customer-save',
        'faq',
        'info-rows',
        'invoice',
        'invoice-list',
        'invoices-info',
        'message',
        'message-list',
        'user-form-sections',
        'bill-bundle',
        'bill-document',
        'contacts',
        'customer-care-request',
        'customer-names',
        'email-request',
        'fragment',
        'host-server',
        'host-settings',
        'instalments',
        'layout',
        'locale-catalogue',
        'locales-list',
        'menu',
        'modules',
        'outcome-answer',
        'outcome-record',
        'payment-start-second',
        'payment-start',
        'problem',
        'profile-update',
        'profile',
        'public-access',
        'realm',
        'registration-acceptances',
        'registration-done',
        'registration-header',
        'registration-options',
        'registration-profile',
        'registration-section',
        'registration-state',
        'registration-verify',
        'self-reading',
        'event-reading-submitted.v1',
        // Issue 28: the ingestion API's answers and the password recovery's form.
        'ingest-result',
        'ingest-state',
        'ingest-status',
        'password-reset',
        // Issue 29 (C): the pull feed's answer.
        'event-feed',
        // Issue 29 (A1): the bill's money and lifecycle events.
        'event-payment-recorded.v1',
        'event-bill-paid.v1',
        'event-bill-opened.v1',
        'event-dispatch-failed.v1',
        // Issue 29 (A2): the customer-data events and the cookie choice's body.
        'cookie-consent',
        'event-care-message-submitted.v1',
        'event-email-request-submitted.v1',
        'event-contact-request-submitted.v1',
        'event-profile-changed.v1',
        'event-password-changed.v1',
        'event-account-registered.v1',
        'event-consent-recorded.v1',
      ]
        .map((name) => `${name}.schema.json`)
        .sort(),
    );
  });

  it.each(schemaFiles)('%s compiles under strict ajv with its cross-file refs', (file) => {
    expect(() => validator(file)).not.toThrow();
  });

  it.each(schemaFiles)('%s is draft 2020-12, named by its file, titled and described', (file) => {
    const schema = record(readJson(`schemas/${file}`));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(schemaId(file));
    expect(schema.title).toEqual(expect.any(String));
    expect(schema.description).toEqual(expect.any(String));
  });

  // The template language's schemas are held to this by tests/unit/template-docs.test.ts.
  const dataAndConfig = schemaFiles.filter(
    (file) => !['layout.schema.json', 'fragment.schema.json'].includes(file),
  );
  it.each(dataAndConfig)('%s describes every property it names', (file) => {
    const undescribed: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => {
          walk(item, `${path}/${i}`);
        });
      }
      if (!isRecord(node)) return;
      for (const [name, property] of Object.entries(record(node.properties))) {
        if (typeof record(property).description !== 'string') undescribed.push(`${path}/${name}`);
      }
      for (const [key, child] of Object.entries(node)) {
        // if/then hold conditions on properties described where they are defined.
        if (key !== 'if' && key !== 'then') walk(child, `${path}/${key}`);
      }
    };
    walk(readJson(`schemas/${file}`), '');
    expect(undescribed).toEqual([]);
  });
});

describe('decision 1: configuration is strict, data is tolerant', () => {
  const alfa = record(readJson('hosts/bolletta.alfa-energia.test/hostsettings.json'));
  const alfaServer = record(readJson('hosts/bolletta.alfa-energia.test/server.json'));
  const bundle = { id: 'x-1', supplier: 'alfa', title: 'x', document: { document_number: 'A1' } };

  it.each<[string, string, unknown]>([
    ['host settings, top level', 'host-settings.schema.json', { ...alfa, templatename: 'demo' }],
    [
      'host settings, a theme colour',
      'host-settings.schema.json',
      { ...alfa, theme: { colors: { primary: '#000000', primay: '#000000' } } },
    ],
    [
      'host settings, social',
      'host-settings.schema.json',
      { ...alfa, social: { social_link_presence: 1, tiktok: '' } },
    ],
    ['server settings, top level', 'host-server.schema.json', { ...alfaServer, ttlDays: 3 }],
    [
      'server settings, a provider',
      'host-server.schema.json',
      { payments: { nexi: { ...record(record(alfaServer.payments).nexi), macKeyValue: 'k' } } },
    ],
    ['a bill bundle, top level', 'bill-bundle.schema.json', { ...bundle, documento: {} }],
    ['a catalogue value that is not text', 'locale-catalogue.schema.json', { demo: { title: 3 } }],
    ['a profile update', 'profile-update.schema.json', { idAnagrafica: '1', pec: '' }],
    [
      'a customer-care request',
      'customer-care-request.schema.json',
      { description: 'x', category: 'Richiesta rimborso', subject: 'x' },
    ],
    ['an e-mail request', 'email-request.schema.json', { messaggio: 'x', cc: 'x' }],
    ['a self-reading', 'self-reading.schema.json', { Idsede: '1', Segnante: '12', unita: 'Smc' }],
    [
      'a second-provider start',
      'payment-start-second.schema.json',
      {
        success_url: 'https://a.test/',
        error_url: 'https://a.test/',
        callback_url: 'https://a.test/',
        lang: 'it',
      },
    ],
    ['a customer profile change', 'customer-save.schema.json', { telefono: '1', nome: 'x' }],
    [
      'a contact request',
      'contact-request.schema.json',
      { category: 'Richiesta rimborso', subject: 's', description: 'd', priority: 'High' },
    ],
    [
      'a password change',
      'password-change.schema.json',
      { current_password: 'a', password: 'abcdefghi1', password_confirmation: 'x', old: 'y' },
    ],
    [
      'a registration proof',
      'registration-verify.schema.json',
      { codiceCliente: '0010902311', codiceFiscale: '07654321098', numeroFattura: 'A1', pod: 'x' },
    ],
    [
      'a registration profile',
      'registration-profile.schema.json',
      { registrationId: 'x'.repeat(43), password: 'abcdefghi1', email: 'a@b.it', nome: 'x' },
    ],
    [
      'registration acceptances',
      'registration-acceptances.schema.json',
      { registrationId: 'x'.repeat(43), privacy: true, terms: true, marketing: false, sms: true },
    ],
    [
      'the customer area sample data',
      'customer-area-fixture.schema.json',
      { supplier: 'alfa', administrators: [], messages: [], faq: [], avvisi: [] },
    ],
  ])('rejects an unknown property in %s', (_, file, value) => {
    expect(accepts(file, value)).toBe(false);
  });

  it.each<[string, unknown]>([
    [
      'bill-document.schema.json',
      { document_number: 'A1', campo_del_fornitore: { anything: [1] } },
    ],
    ['instalments.schema.json', { data: { rate: [{ numero: 1, iuv: '0123' }] }, meta: 1 }],
    ['modules.schema.json', { modules: ['riepilogo_doc'], modules_top: ['x'] }],
    ['profile.schema.json', { idAnagrafica: '1', dataNascita: '1980-01-01' }],
    ['contacts.schema.json', { landing_email: 'a@b.it', whatsapp: '+39 333' }],
    [
      'contacts-info.schema.json',
      {
        supplierName: 'A',
        phones: [],
        emails: [],
        hours: [],
        emergency: [],
        offices: [],
        chat: 'x',
      },
    ],
    ['outcome-record.schema.json', { esito: 'OK', hash: 'x', nazionalita: 'ITA' }],
    ['payment-start.schema.json', { post_data: null, url: null, reason: 'x' }],
    ['public-access.schema.json', { token: 't', lang: 'it', expires: 1 }],
    ['problem.schema.json', { statusCode: 404, error: 'Not Found', message: 'x', requestId: 'r' }],
    ['area-count.schema.json', { count: 2, since: '2026-01-01' }],
    ['registration-options.schema.json', { options: [{ value: 'a', label: 'b', icon: 'c' }] }],
    [
      'registration-section.schema.json',
      { key: 'k', title: 't', fields: [{ name: 'n', label: 'l', type: 'text', width: 2 }], x: 1 },
    ],
    [
      'message.schema.json',
      {
        id: '1',
        customerId: 'a:1',
        category: 'info',
        subject: 's',
        sent_at: '2026-01-01T00:00:00Z',
        read: false,
        priority: 1,
      },
    ],
  ])('%s accepts a field it does not know', (file, value) => {
    expect(accepts(file, value)).toBe(true);
  });

  it('bill-document accepts null for every optional value and requires only document_number', () => {
    const nulls = Object.fromEntries(
      Object.keys(record(record(readJson('schemas/bill-document.schema.json')).properties))
        .filter((key) => key !== 'document_number')
        .map((key) => [key, null]),
    );
    expect(accepts('bill-document.schema.json', { document_number: 'A1', ...nulls })).toBe(true);
    expect(accepts('bill-document.schema.json', { document_date: '2026-01-01' })).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a list where an object belongs', { fatt_interattiva_data: [] }],
    ['an object where a list belongs', { fatt_interattiva_data: { fornitura: {} } }],
    ['a boolean flag', { bolletta_interattiva_esponi_paga_ora: true }],
    ['a number date', { document_date: 20260305 }],
  ])('bill-document still types the fields it knows: %s is refused', (_, fields) => {
    expect(accepts('bill-document.schema.json', { document_number: 'A1', ...fields })).toBe(false);
  });
});

describe('§5 profile: PUT put_profilo body', () => {
  const update = (fields: Record<string, unknown>): boolean =>
    accepts('profile-update.schema.json', { idAnagrafica: '0010458321', ...fields });

  it.each(['', 'mario.rossi@example.it', 'a@b.c', 'fatture+2026@studio-rossi.example.it'])(
    'accepts the e-mail %j (empty means none)',
    (email) => {
      expect(update({ email, emailFatturazione: email })).toBe(true);
    },
  );

  it.each([
    'mario.rossi',
    'mario@rossi',
    '@example.it',
    'mario rossi@example.it',
    'mario@@example.it',
    'mario@example.',
  ])('rejects the e-mail %j (text @ text . text; my_profile_check_email)', (email) => {
    expect(update({ email })).toBe(false);
    expect(update({ emailFatturazione: email })).toBe(false);
  });

  it.each(['', '+39 333 1234567', '+(39) 06/1234567', '+39-333-123.45,67', '+393331234567'])(
    'accepts the phone %j',
    (telefono) => {
      expect(update({ telefono })).toBe(true);
    },
  );

  it.each([
    '3331234567',
    '+',
    '+39 abc 123',
    '+(12345) 333',
    '+39 333 1234567 int. 2',
    '++39 333',
    '+()333',
  ])(
    'rejects the phone %j (+, optional (1–4 digits), then digits . , - / and spaces; my_profile_check_phone)',
    (telefono) => {
      expect(update({ telefono })).toBe(false);
    },
  );

  it('needs the customer record id', () => {
    expect(accepts('profile-update.schema.json', { email: '' })).toBe(false);
  });
});

describe('§5 customer-care request: POST api_{supplier}_messaggio body', () => {
  const file = { name: 'ricevuta.pdf', content: 'JVBERi0xLjQK' };
  // Through JSON, so that a field set to undefined is left out, as on the wire.
  const request = (fields: Record<string, unknown>): boolean =>
    accepts(
      'customer-care-request.schema.json',
      JSON.parse(
        JSON.stringify({
          email: '',
          idAnagrafica: '0010458321',
          idFattura: 'A2026000101',
          description: 'Allego la ricevuta del bonifico.',
          typology: 'Credito',
          subcategory: '',
          priority: 'Medium',
          owner: 'BO_Clienti',
          category: 'Richiesta rimborso',
          ...fields,
        }),
      ),
    );

  it.each([
    'Richiesta Estratto conto/stato pagamenti',
    'Richiesta rateizzazione fattura',
    'Modifica dati contrattuali',
    'Richiesta rimborso',
  ])('accepts the current category %j', (category) => {
    expect(request({ category })).toBe(true);
  });

  it.each([
    'Reclamo',
    'Rimborso',
    'Evidenza di pagamento',
    'Estratto conto',
    '',
    'richiesta rimborso',
  ])('rejects the category %j, which is not in the current list', (category) => {
    expect(request({ category })).toBe(false);
  });

  it('needs an attachment for Evidenza pagamento ("allegato ko")', () => {
    const proof = { category: 'Evidenza pagamento', priority: 'High', owner: 'Pagamenti_AT' };
    expect(request(proof)).toBe(false);
    expect(request({ ...proof, files: [] })).toBe(false);
    expect(request({ ...proof, files: [file] })).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a blank description', { description: '   ' }],
    ['no description', { description: undefined }],
    ['six files', { files: Array.from({ length: 6 }, () => file) }],
    ['a file name of 256 characters', { files: [{ ...file, name: `${'a'.repeat(252)}.pdf` }] }],
    ['an empty file name', { files: [{ ...file, name: '' }] }],
    ['content that is not base64', { files: [{ ...file, content: 'not base64!' }] }],
    ['a priority other than High or Medium', { priority: 'Low' }],
  ])('rejects %s', (_, fields) => {
    expect(request(fields)).toBe(false);
  });

  it('accepts base64 with the data: prefix FileReader gives', () => {
    expect(
      request({ files: [{ ...file, content: `data:application/pdf;base64,${file.content}` }] }),
    ).toBe(true);
  });
});

describe('§5 self-reading: POST api_{supplier}_salva_autolettura body', () => {
  it.each<[unknown, boolean]>([
    ['1234', true],
    [1234, true],
    ['00123', true],
    ['0', false],
    [0, false],
    [-5, false],
    ['12a', false],
    ['', false],
    [1.5, false],
    ['1.5', false],
    ['1234567890123', false],
  ])('Segnante %j → %s (digits only, an integer above 0; my_profile_check_int)', (Segnante, ok) => {
    expect(accepts('self-reading.schema.json', { Idsede: 'B-SEDE-0481', Segnante })).toBe(ok);
  });
});

describe('answers with two shapes', () => {
  const answer = ajv.getSchema(`${schemaId('payment-start-second.schema.json')}#/$defs/answer`);

  it.each<[unknown, boolean]>([
    ['ko', true],
    ['https://checkout.example.test/pay/123', true],
    ['/sandbox/worldline/checkout?session=1', true],
    ['javascript:alert(1)', false],
    ['//elsewhere.test/x', false],
    ['', false],
    [null, false],
  ])('§4 second provider start answers %j → %s', (value, ok) => {
    expect(answer?.(value)).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    ['', true],
    [{}, true],
    ['nessuno', false],
    [null, false],
  ])('§7 get_contatti answers %j → %s (an object, or "" for none)', (value, ok) => {
    expect(accepts('contacts.schema.json', value)).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [['it', 'en', 'zh-CN'], true],
    [['it'], true],
    [['IT'], false],
    [['it', 'it'], false],
    [['it_IT'], false],
  ])('§7 locales list %j → %s', (value, ok) => {
    expect(accepts('locales-list.schema.json', value)).toBe(ok);
  });
});

describe('hosts/', () => {
  const hosts = readdirSync(join(root, 'hosts'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const settings = (host: string): Record<string, unknown> =>
    record(readJson(`hosts/${host}/hostsettings.json`));
  const server = (host: string): Record<string, unknown> =>
    record(readJson(`hosts/${host}/server.json`));
  const locales = (host: string): string[] => settings(host).locales as string[];
  const templateExists = (name: unknown): boolean =>
    typeof name === 'string' && existsSync(join(root, 'templates', `${name}.json`));

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'bolletta.alfa-energia.test',
      {
        supplier: 'alfa',
        paymentProvider: 'nexi',
        locales: ['it', 'en', 'de', 'zh-CN'],
        templateName: 'bi3',
      },
      { default: true, aliases: ['localhost'] },
    ],
    [
      'bolletta.beta-gas.test',
      {
        supplier: 'beta',
        paymentProvider: 'worldline',
        locales: ['it'],
        templateName: 'bi3-beta',
      },
      { aliases: ['127.0.0.1'] },
    ],
  ])('%s is the sample host it should be', (host, expectedSettings, expectedServer) => {
    expect(settings(host)).toMatchObject(expectedSettings);
    expect(server(host)).toMatchObject(expectedServer);
  });

  it('holds exactly the two sample hosts, one of them the default, no name claimed twice', () => {
    expect(hosts).toEqual(['bolletta.alfa-energia.test', 'bolletta.beta-gas.test']);
    expect(hosts.filter((host) => server(host).default === true)).toHaveLength(1);
    const names = hosts.flatMap((host) => [host, ...(server(host).aliases as string[])]);
    expect(new Set(names).size).toBe(names.length);
    const suppliers = hosts.map((host) => settings(host).supplier);
    expect(new Set(suppliers).size).toBe(suppliers.length);
  });

  it.each(hosts)('%s: hostsettings.json and server.json validate', (host) => {
    expect(accepts('host-settings.schema.json', settings(host))).toBe(true);
    expect(accepts('host-server.schema.json', server(host))).toBe(true);
    expect(settings(host).$schema).toBe('../../schemas/host-settings.schema.json');
  });

  it.each(hosts)('%s: every template it names exists in templates/', (host) => {
    const s = settings(host);
    const names = [
      s.templateName,
      s.bollettaInterattivaDesktopTemplateName,
      ...Object.values(record(s.templates)),
    ];
    expect(names.filter((name) => name !== undefined && !templateExists(name))).toEqual([]);
  });

  it.each(hosts)(
    '%s: the default locale is one of its locales, each with a valid catalogue',
    (host) => {
      expect(locales(host)).toContain(settings(host).defaultLocale);
      for (const locale of locales(host)) {
        expect(
          accepts('locale-catalogue.schema.json', readJson(`hosts/${host}/locales/${locale}.json`)),
        ).toBe(true);
        expect(existsSync(join(root, 'src/i18n', `${locale}.json`))).toBe(true);
      }
    },
  );

  it.each(hosts)('%s: every footer line is a key of each of its catalogues', (host) => {
    const lines = record(settings(host).footer).lines as string[];
    for (const locale of locales(host)) {
      const catalogue = readJson(`hosts/${host}/locales/${locale}.json`);
      expect(lines.filter((key) => typeof readPath(catalogue, key) !== 'string')).toEqual([]);
    }
  });

  it.each(hosts)("%s: server.json holds the keys of the host's card provider", (host) => {
    const provider = settings(host).paymentProvider;
    expect(typeof provider === 'string' && provider in record(server(host).payments)).toBe(true);
  });

  it.each(hosts)('%s: its logo file exists beside hostsettings.json', (host) => {
    const logo = record(settings(host).theme).logo;
    expect(typeof logo === 'string' && existsSync(join(root, 'hosts', host, logo))).toBe(true);
  });

  it.each(hosts)('%s: text on surface and onPrimary on primary reach WCAG AA (4.5:1)', (host) => {
    const colors = record(record(settings(host).theme).colors) as Record<string, string>;
    expect(contrast(colors.text ?? '', colors.surface ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onPrimary ?? '', colors.primary ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.muted ?? '', colors.surface ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('src/i18n base catalogues', () => {
  const keys = (catalogue: unknown, prefix = ''): string[] =>
    Object.entries(record(catalogue)).flatMap(([key, value]) =>
      isRecord(value) ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  const files = ['it', 'en', 'de', 'zh-CN'].flatMap((locale) =>
    ['', ...allTextFolders.map((folder) => `${folder}/`)]
      .map((folder) => `${folder}${locale}.json`)
      .filter((file) => existsSync(`src/i18n/${file}`)),
  );
  const italian = productCatalogue('src/i18n', 'it', undefined, allTextFolders);

  it.each(files)('%s validates against the catalogue schema', (file) => {
    expect(accepts('locale-catalogue.schema.json', readJson(`src/i18n/${file}`))).toBe(true);
  });

  it.each(['en', 'de', 'zh-CN'])(
    '%s.json with its forms translates exactly the keys of Italian, none left empty',
    (locale) => {
      const catalogue = productCatalogue('src/i18n', locale, undefined, allTextFolders);
      expect(keys(catalogue).sort()).toEqual(keys(italian).sort());
      expect(keys(catalogue).filter((key) => readPath(catalogue, key) === '')).toEqual([]);
    },
  );
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
