// @vitest-environment node
// The sample bills of fixtures/: each valid, and together covering every case of the spec that
// a bill's data can show (the coverage table below is fixtures/README.md's, as assertions).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createServerAjv } from '../../server/validation.ts';
import { isDirectDebit, isFlagOn, isGas, readPath } from '../../src/domain/flags.ts';

type Json = Record<string, unknown>;
interface Bundle {
  $schema?: string;
  id: string;
  supplier: string;
  title: string;
  template?: string;
  document: Json;
  instalments?: Json;
  modules?: Partial<Record<'modules' | 'modules_left' | 'modules_right', string[]>>;
  profile?: Json;
  contacts?: Json | '';
  pdf?: string;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));

const ajv = createServerAjv();
const validateBundle = ajv.getSchema<Bundle>('https://quadro.dev/schemas/bill-bundle.schema.json');

const files = readdirSync(join(root, 'fixtures'))
  .filter((file) => file.endsWith('.json'))
  .sort();
const raw = new Map(files.map((file) => [file, readJson(`fixtures/${file}`)]));
const bundles: Bundle[] = [...raw.values()].filter(
  (value): value is Bundle => validateBundle?.(value) === true,
);

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const doc = (b: Bundle, path: string): unknown => readPath(b.document, path);
const supplies = (b: Bundle): Json[] => records(doc(b, 'fatt_interattiva_data.fornitura'));
const hasSwitcher = (b: Bundle): boolean =>
  JSON.stringify(b.modules ?? {}).includes('"multi_component_switch_3dt"');
const instalments = (b: Bundle): Json[] => records(readPath(b.instalments, 'data.rate'));
const state = (value: unknown): string => text(value).trim().toLowerCase();
const debt = (b: Bundle): unknown => b.document.document_payment_debt;
/** A number, or an Italian amount text (`1.234,56`, `12,00 euro`), as a number. */
const amount = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : Number(
        text(value)
          .replace(/[^\d,.-]/g, '')
          .replace(/\./g, '')
          .replace(',', '.'),
      );
const sintesi = (b: Bundle, key: string): unknown =>
  doc(b, `fatt_interattiva_data.sintesi_importi.${key}`);
const longest = (values: unknown[]): number => Math.max(0, ...values.map((v) => text(v).length));

/** The flag names of spec §3, as docs/spec-decisions.md fixes them. */
const flags = [
  'esponi_2colonne_pagamento',
  'esponi_stato_pagamento',
  'esponi_stato_pagamento_data',
  'esponi_paga_ora',
  'esponi_rid',
  'esponi_periodo_fatturazione',
  'esponi_descrizione_servizio_header',
  'dett_forn_header',
  'esponi_storico_consumi',
  'esponi_storico_consumi_icon',
  'esponi_spesa_annua',
  'esponi_spesa_annua_icon',
  'sintesi_importi_riepilogo_iva',
  'sintesi_import_grafico',
  'bottone_apri_sintesi_importi',
  'pagaora_pagopa_attivazione',
  'pagaora_nexi_attivazione',
  'pagaora_worldline_attivazione',
  'pagaora_boll',
  'pagaora_link_1',
  'pagaora_link_2',
  'pagaora_link_3',
  'pagaora_link_4',
  'pagaora_link_5',
  'pagaora_bollettino',
  'customercare',
  'duferco_customer_care',
  'duferco_fornitura',
  'duferco_profilo',
  'duferco_autolettura',
  'ugm_autolettura',
].map((name) => `bolletta_interattiva_${name}`);

/**
 * Module keys of spec §2 and issue 32; the supplier's variants (`fornitura_`, `customer_care_`, `profilo_`,
 * `autolettura_{supplier}`, decision 201) are checked per bundle.
 */
const moduleKeys = new Set([
  ...[
    'riepilogo_doc',
    'riepilogo_doc2',
    'riepilogo_doc3',
    'sintesi_importi',
    'sintesi_importi2',
    'rate',
  ],
  ...['info_e_contatti', 'scarica_pdf', 'banner_pubblicitario', 'mancati_pagamenti', 'error_page'],
  ...[
    'fornitura',
    'dati_pagamento',
    'dati_pagamento2',
    'dati_pagamento_testata',
    'dati_pagamento_sintesi',
  ],
  ...['consumi', 'customer_care', 'insoluti', 'multi_component_switch_3dt', 'autolettura_ugm'],
  // Issue 32 (decision 631): the 2025 format's blocks, which the spec predates.
  ...['scontrino_energia', 'box_offerta', 'letture', 'confronto_bolletta'],
]);
const supplierVariants = ['fornitura', 'customer_care', 'profilo', 'autolettura'];

describe('fixtures/: every bundle', () => {
  it('there are at least 12, for both sample suppliers', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(new Set(bundles.map((b) => b.supplier))).toEqual(new Set(['alfa', 'beta']));
  });

  it.each(files)(
    '%s validates against bill-bundle.schema.json and the data schemas it refers to',
    (file) => {
      expect(validateBundle?.(raw.get(file)), JSON.stringify(validateBundle?.errors)).toBe(true);
    },
  );

  it('ids are unique, equal their file names and start with their supplier', () => {
    expect(bundles.map((b) => `${b.id}.json`)).toEqual(files);
    expect(bundles.filter((b) => !b.id.startsWith(`${b.supplier}-2026-`))).toEqual([]);
    const numbers = bundles.map((b) => b.document.document_number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(files.map((file) => [file] as const))(
    '%s: $schema, supplier, templates and PDF resolve',
    (file) => {
      const b = bundles.find((bundle) => `${bundle.id}.json` === file);
      expect(b?.$schema).toBe('../schemas/bill-bundle.schema.json');
      const hosts = readdirSync(join(root, 'hosts')).map((host) =>
        readJson(`hosts/${host}/hostsettings.json`),
      );
      expect(hosts.map((h) => readPath(h, 'supplier'))).toContain(b?.supplier);
      for (const name of [b?.template, b?.document.template_name].filter((n) => n !== undefined)) {
        expect(existsSync(join(root, 'templates', `${text(name)}.json`)), text(name)).toBe(true);
      }
      if (b?.pdf !== undefined) {
        expect(
          readFileSync(join(root, 'fixtures', b.pdf))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
    },
  );

  it.each(bundles.map((b) => [b.id, b] as const))(
    '%s: module keys are the spec §2 keys',
    (_, b) => {
      const lists = b.modules ?? {};
      const all = [
        ...(lists.modules ?? []),
        ...(lists.modules_left ?? []),
        ...(lists.modules_right ?? []),
      ];
      expect(
        all.filter(
          (key) =>
            !moduleKeys.has(key) && !supplierVariants.some((v) => key === `${v}_${b.supplier}`),
        ),
      ).toEqual([]);
      // Phones show the main list: it holds every module of the two desktop columns.
      const main = new Set(lists.modules ?? []);
      expect(
        [...(lists.modules_left ?? []), ...(lists.modules_right ?? [])].filter((k) => !main.has(k)),
      ).toEqual([]);
    },
  );

  it.each(bundles.map((b) => [b.id, b] as const))(
    '%s: supply codes and addresses look Italian',
    (_, b) => {
      expect(text(b.document.holder_cap)).toMatch(/^(\d{5})?$/);
      expect(text(b.document.holder_provincia)).toMatch(/^([A-Z]{2})?$/);
      expect(text(b.document.document_date)).toMatch(/2026/);
      for (const supply of supplies(b)) {
        if (supply.tipo_punto === 'POD') expect(supply.pod).toMatch(/^IT\d{3}E\d{8}$/);
        else expect(supply.pdr).toMatch(/^\d{14}$/);
        expect(supply.tipo_punto).toBe(isGas(b.document.tipo_bolletta) ? 'PDR' : 'POD');
      }
    },
  );

  it.each(bundles.map((b) => [b.id, b] as const))(
    '%s: histories hold 24 months, the latest 12 first, each a year after its pair (decision 14)',
    (_, b) => {
      for (const supply of supplies(b)) {
        for (const key of ['storico_consumi', 'spesa_annua']) {
          const months = records(supply[key]).map((m) => Number(m.anno) * 12 + Number(m.mese));
          if (months.length === 0) continue;
          expect(months).toHaveLength(24);
          expect(months.slice(0, 12).map((m, i) => m - (months[i + 12] ?? 0))).toEqual(
            Array(12).fill(12),
          );
          expect(
            months.slice(0, 12).every((m, i) => i === 0 || m === (months[i - 1] ?? 0) + 1),
          ).toBe(true);
        }
      }
    },
  );

  it.each(bundles.filter((b) => instalments(b).length > 0).map((b) => [b.id, b] as const))(
    '%s: instalment 0 is listed last and totaledapagare is the sum still to pay (§3, §4)',
    (_, b) => {
      const list = instalments(b);
      const zero = list.findIndex((r) => Number(r.numero) === 0);
      expect(zero === -1 || zero === list.length - 1).toBe(true);
      const toPay = list.filter((r) => state(r.stato_pagamento) === 'da pagare');
      const sum = toPay.reduce((total, r) => total + amount(r.importo), 0);
      expect(amount(readPath(b.instalments, 'data.totaledapagare'))).toBeCloseTo(sum, 2);
    },
  );
});

describe('fixtures/ together cover the spec', () => {
  const some = (predicate: (b: Bundle) => boolean): boolean => bundles.some(predicate);
  const gasHistory = (b: Bundle): Json[] => supplies(b).flatMap((s) => records(s.storico_consumi));

  it.each<[string, (b: Bundle) => boolean]>([
    ['§3 tipo_bolletta: a gas bill written GAS', (b) => b.document.tipo_bolletta === 'GAS'],
    [
      '§3 decision 4: a gas bill written in another case, with spaces',
      (b) => isGas(b.document.tipo_bolletta) && b.document.tipo_bolletta !== 'GAS',
    ],
    [
      '§3 tipo_bolletta: an electricity bill (ENERGIA ELETTRICA)',
      (b) => b.document.tipo_bolletta === 'ENERGIA ELETTRICA',
    ],
    ...[0, 1, 2, 3, 4].map((status): [string, (b: Bundle) => boolean] => [
      `§4 payment status: a bill with document_payment_status ${status}`,
      (b) => b.document.document_payment_status === status,
    ]),
    ['§5 a debt above zero', (b) => amount(debt(b)) > 0],
    ['§5 nothing to pay (debt 0)', (b) => debt(b) === 0],
    ['§5 a credit (negative debt, shown as its absolute value)', (b) => amount(debt(b)) < 0],
    ['§3 direct debit written RID', (b) => b.document.document_payment === 'RID'],
    ['§3 direct debit written rid', (b) => b.document.document_payment === 'rid'],
    [
      '§3 another payment method',
      (b) =>
        typeof b.document.document_payment === 'string' &&
        !isDirectDebit(b.document.document_payment),
    ],
    [
      '§4 an instalment Pagata',
      (b) => instalments(b).some((r) => state(r.stato_pagamento) === 'pagata'),
    ],
    [
      '§4 an instalment Da pagare',
      (b) => instalments(b).some((r) => state(r.stato_pagamento) === 'da pagare'),
    ],
    [
      '§4 an instalment Annullata',
      (b) => instalments(b).some((r) => state(r.stato_pagamento) === 'annullata'),
    ],
    [
      'decision 10: a state in another case or with spaces',
      (b) =>
        instalments(b).some(
          (r) => !['Pagata', 'Da pagare', 'Annullata'].includes(text(r.stato_pagamento)),
        ),
    ],
    [
      '§3 an instalment numbered 0 beside numbered ones',
      (b) => instalments(b).some((r) => Number(r.numero) === 0) && instalments(b).length > 1,
    ],
    [
      '§2 a single payment (0) with no instalment paid',
      (b) => instalments(b).length === 1 && Number(instalments(b)[0]?.numero) === 0,
    ],
    [
      '§4 instalments all paid (totaledapagare 0: the total-paid message)',
      (b) => instalments(b).length > 0 && readPath(b.instalments, 'data.totaledapagare') === 0,
    ],
    ['§2 one supply (no selector)', (b) => supplies(b).length === 1],
    ['§2 three supplies (selector)', (b) => supplies(b).length === 3],
    [
      '§2 a gas bill with several supplies',
      (b) => isGas(b.document.tipo_bolletta) && supplies(b).length > 1,
    ],
    [
      '§2 the 3Dt switcher on a gas bill with the self-reading flag (the tab shows)',
      (b) =>
        hasSwitcher(b) &&
        isGas(b.document.tipo_bolletta) &&
        isFlagOn(b.document.bolletta_interattiva_duferco_autolettura),
    ],
    [
      '§2 the 3Dt switcher on a power bill with the self-reading flag (the tab stays hidden)',
      (b) =>
        hasSwitcher(b) &&
        !isGas(b.document.tipo_bolletta) &&
        isFlagOn(b.document.bolletta_interattiva_duferco_autolettura),
    ],
    ['a holder name of 200 characters or more', (b) => text(b.document.holder_name).length >= 200],
    [
      'an address line of 200 characters or more',
      (b) => longest([b.document.holder_ind_riga2, b.document.holder_toponimo]) >= 200,
    ],
    [
      'a service description of 200 characters or more',
      (b) => text(doc(b, 'fatt_interattiva_data.riepilogo_doc.descrizione_servizio')).length >= 200,
    ],
    [
      'a minimal bill: five document fields and nothing else',
      (b) =>
        Object.keys(b.document).length <= 5 &&
        !b.modules &&
        !b.instalments &&
        !b.profile &&
        !b.contacts,
    ],
    [
      '§5 an empty VAT table while its flag is on',
      (b) =>
        Array.isArray(sintesi(b, 'tabella_iva')) &&
        records(sintesi(b, 'tabella_iva')).length === 0 &&
        isFlagOn(b.document.bolletta_interattiva_sintesi_importi_riepilogo_iva),
    ],
    ['§5 a VAT table with rows', (b) => records(sintesi(b, 'tabella_iva')).length > 0],
    [
      '§5 an empty amounts chart while its flag is on',
      (b) =>
        Array.isArray(sintesi(b, 'grafico_importi')) &&
        records(sintesi(b, 'grafico_importi')).length === 0 &&
        isFlagOn(b.document.bolletta_interattiva_sintesi_import_grafico),
    ],
    ['§5 an amounts chart with slices', (b) => records(sintesi(b, 'grafico_importi')).length > 0],
    [
      'decision 11: chart slices without their own colour',
      (b) => records(sintesi(b, 'grafico_importi')).some((s) => s.color === undefined),
    ],
    ['§3 tabella_importi as a map', (b) => isRecord(sintesi(b, 'tabella_importi'))],
    [
      '§3 tabella_importi as a list of single-entry maps',
      (b) =>
        records(sintesi(b, 'tabella_importi')).length > 0 &&
        records(sintesi(b, 'tabella_importi')).every((row) => Object.keys(row).length === 1),
    ],
    [
      '§9 a 24-month history with read and estimated months',
      (b) =>
        supplies(b).some(
          (s) =>
            records(s.storico_consumi).length === 24 &&
            new Set(records(s.storico_consumi).map((m) => m.reale)).size === 2,
        ),
    ],
    [
      '§9 a gas history (consumo_f1 only)',
      (b) =>
        isGas(b.document.tipo_bolletta) &&
        gasHistory(b).length > 0 &&
        gasHistory(b).every((m) => m.consumo_f2 === undefined),
    ],
    [
      '§9 an electricity history in bands F1–F3',
      (b) =>
        supplies(b).some((s) => records(s.storico_consumi).some((m) => m.consumo_f3 !== undefined)),
    ],
    [
      '§3 an annual spend (spesa_annua)',
      (b) => supplies(b).some((s) => records(s.spesa_annua).length === 24),
    ],
    [
      'decision 2: months and years written as strings',
      (b) =>
        supplies(b).some((s) => records(s.storico_consumi).some((m) => typeof m.mese === 'string')),
    ],
    [
      '§3 consumo_f* colour settings (label,#effective,#estimated)',
      (b) => /^[^,]+,#[0-9a-f]{6},#[0-9a-f]{6}$/.test(text(b.document.consumo_f1)),
    ],
    [
      '§3 index_fields with the spec labels',
      (b) => records(b.document.index_fields).some((f) => f.label === 'invoices_codice_cliente'),
    ],
    [
      'decision 13: dati_pagamento_fields with its three keys',
      (b) =>
        ['doc_amount', 'doc_payment_debt', 'doc_payment_expiry'].every((k) =>
          isRecord(doc(b, `dati_pagamento_fields.${k}`)),
        ),
    ],
    [
      'decision 15: unpaid invoices (insoluti)',
      (b) => records(doc(b, 'fatt_interattiva_data.insoluti')).length > 0,
    ],
    [
      'decision 15: missed payments (mancati_pagamenti)',
      (b) => records(doc(b, 'fatt_interattiva_data.mancati_pagamenti')).length > 0,
    ],
    [
      'decision 7: an amount written as Italian text',
      (b) => typeof b.document.document_amount === 'string',
    ],
    [
      'decision 8: a date written DD/MM/YYYY',
      (b) => /^\d{2}\/\d{2}\/\d{4}$/.test(text(b.document.document_payment_expiry)),
    ],
    [
      'decision 8: a date 0000-00-00 (empty)',
      (b) => JSON.stringify(b.document).includes('"0000-00-00"'),
    ],
    [
      '§5 the web bill tile (scelta_bolletta_web "1")',
      (b) => doc(b, 'fatt_interattiva_data.riepilogo_doc.scelta_bolletta_web') === '1',
    ],
    [
      '§5 pagoPA enabled by riepilogo_doc.pagopa and its flag',
      (b) =>
        isFlagOn(doc(b, 'fatt_interattiva_data.riepilogo_doc.pagopa')) &&
        isFlagOn(b.document.bolletta_interattiva_pagaora_pagopa_attivazione),
    ],
    ['§7 contacts as an object', (b) => isRecord(b.contacts)],
    ['§7 contacts as "" (none)', (b) => b.contacts === ''],
    [
      '§4 a complete profile (livelloCompletezzaProfilo 4)',
      (b) => Number(b.profile?.livelloCompletezzaProfilo) === 4,
    ],
    [
      '§4 an incomplete profile',
      (b) => b.profile !== undefined && Number(b.profile.livelloCompletezzaProfilo) < 4,
    ],
    [
      '§4 a profile with a billing e-mail (sent to the provider as mail)',
      (b) => text(b.profile?.emailFatturazione) !== '',
    ],
    ['§2 a document carrying template_name', (b) => typeof b.document.template_name === 'string'],
    ['a bundle naming its template', (b) => b.template !== undefined],
    ['a bundle with its own PDF', (b) => b.pdf !== undefined],
    [
      '§2 a bill whose modules use the supplier variant fornitura_{supplier}',
      (b) => (b.modules?.modules ?? []).includes(`fornitura_${b.supplier}`),
    ],
    [
      '§2 the 3Dt switcher module',
      (b) => (b.modules?.modules ?? []).includes('multi_component_switch_3dt'),
    ],
  ])('%s', (_, predicate) => {
    expect(some(predicate)).toBe(true);
  });

  it('§3 flags: the bill-document schema lists exactly the flags of docs/spec-decisions.md', () => {
    const defs = readJson('schemas/bill-document.schema.json');
    const properties = Object.entries(readPath(defs, 'properties') as Json);
    const flagged = properties
      .filter(([, p]) => readPath(p, '$ref') === '#/$defs/flag')
      .map(([name]) => name);
    expect(flagged.sort()).toEqual([...flags].sort());
  });

  it.each(flags)('§3 decision 3: %s is on (1 or "1") in one bundle and off in another', (flag) => {
    expect(bundles.filter((b) => isFlagOn(b.document[flag])).length).toBeGreaterThan(0);
    expect(bundles.filter((b) => !isFlagOn(b.document[flag])).length).toBeGreaterThan(0);
  });

  it.each<[string, unknown]>([
    ['1', 1],
    ['"1"', '1'],
    ['0', 0],
    ['"0"', '0'],
    ['"DB" (the status source reading)', 'DB'],
  ])('decision 3: some flag is written %s', (_, value) => {
    expect(some((b) => flags.some((flag) => b.document[flag] === value))).toBe(true);
  });
});
