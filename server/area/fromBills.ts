import type { Bundle } from '../types.ts';
import { parseBillDate } from '../../src/domain/dates.ts';

/**
 * What the sample bills say about their customers and supplies (issue 18): a customer per
 * supplier and fiscal code (the rule of server/identity/demoAccounts.ts), described by its most
 * recent bill; a contract per supply point (`fornitura`), described by the most recent bill
 * that lists it.
 */
export interface CustomerSeed {
  id: string;
  supplier: string;
  code: string;
  fiscalCode: string;
  name: string;
  kind: 'person' | 'business';
  email: string | null;
  phone: string | null;
  pec: string | null;
  billingEmail: string | null;
  paperBill: boolean;
  address: string[];
}

export interface ContractSeed {
  id: string;
  customerId: string;
  commodity: 'power' | 'gas';
  point: string;
  siteId: string;
  address: string[];
  offer: string;
  offerCode: string;
  startDate: string | null;
  details: Record<string, unknown>;
}

type Data = Record<string, unknown>;
const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const orNull = (value: unknown): string | null => (text(value) === '' ? null : text(value));
const isYes = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** A codice fiscale (16) or partita IVA (11), upper case, as the demo accounts read it. */
export function fiscalCodeOf(document: Data): string | undefined {
  const code = text(document['document_fiscal_code']).toUpperCase();
  return /^([A-Z0-9]{16}|\d{11})$/.test(code) ? code : undefined;
}

function day(document: Data): number {
  const date = parseBillDate(document['document_date']);
  return date ? date.year * 10_000 + date.month * 100 + date.day : 0;
}

/** The bundles of the customers, oldest first (a later bill's data wins over an earlier one). */
function byDate(bundles: readonly Bundle[]): Bundle[] {
  return [...bundles].sort((a, b) => day(record(a.document)) - day(record(b.document)));
}

function indexField(document: Data, label: string): string {
  const fields = Array.isArray(document['index_fields']) ? document['index_fields'] : [];
  const found = fields.map(record).find((field) => field['label'] === label);
  return text(found?.['value']);
}

export function customersFromBills(bundles: readonly Bundle[]): CustomerSeed[] {
  const customers = new Map<string, CustomerSeed>();
  for (const bundle of byDate(bundles)) {
    const document = record(bundle.document);
    const fiscalCode = fiscalCodeOf(document);
    if (fiscalCode === undefined) continue;
    const profile = record(bundle.profile);
    const id = `${bundle.supplier}:${fiscalCode}`;
    const place = [text(document['holder_cap']), text(document['holder_localita'])];
    const province = text(document['holder_provincia']);
    customers.set(id, {
      id,
      supplier: bundle.supplier,
      code:
        indexField(document, 'invoices_codice_cliente') ||
        text(profile['idAnagrafica']) ||
        customers.get(id)?.code ||
        fiscalCode,
      fiscalCode,
      name: text(document['holder_name']) || fiscalCode,
      kind: /^\d{11}$/.test(fiscalCode) ? 'business' : 'person',
      email: orNull(profile['email']),
      phone: orNull(profile['telefono']),
      pec: orNull(profile['pec']),
      billingEmail: orNull(profile['emailFatturazione']),
      paperBill: isYes(profile['bollettaCartacea']),
      address: [
        text(document['holder_toponimo']),
        text(document['holder_ind_riga2']),
        text(document['holder_ind_riga3']),
        text(document['holder_frazione']),
        `${place.filter(Boolean).join(' ')}${province === '' ? '' : ` (${province})`}`.trim(),
      ].filter((line) => line !== ''),
    });
  }
  return [...customers.values()];
}

export function contractsFromBills(bundles: readonly Bundle[]): ContractSeed[] {
  const contracts = new Map<string, ContractSeed>();
  for (const bundle of byDate(bundles)) {
    const document = record(bundle.document);
    const fiscalCode = fiscalCodeOf(document);
    if (fiscalCode === undefined) continue;
    const customerId = `${bundle.supplier}:${fiscalCode}`;
    const supplies = record(document['fatt_interattiva_data'])['fornitura'];
    const list = Array.isArray(supplies) ? supplies.map(record) : [];
    const code = indexField(document, 'invoices_codice_contratto');
    list.forEach((supply) => {
      const point = text(supply['tipo_punto']) === 'PDR' ? supply['pdr'] : supply['pod'];
      if (text(point) === '') return;
      const details = record(supply['dettagli_fornitura']);
      // One contract code on a bill of several supplies: each supply point is its own contract.
      const id =
        code === ''
          ? `${bundle.supplier.toUpperCase()}-${text(point)}`
          : list.length > 1
            ? `${code}-${text(point)}`
            : code;
      contracts.set(`${customerId} ${text(point)}`, {
        id,
        customerId,
        commodity: text(supply['tipo_punto']) === 'PDR' ? 'gas' : 'power',
        point: text(point),
        siteId: text(supply['id_sede']),
        address: (Array.isArray(supply['indirizzo']) ? supply['indirizzo'] : []).map(text),
        offer: text(details['tipologia_offerta']),
        offerCode: text(details['codice_offerta']),
        startDate: isoDate(details['data_attivazione_fornitura']),
        details,
      });
    });
  }
  return [...contracts.values()];
}

function isoDate(value: unknown): string | null {
  const date = parseBillDate(value);
  if (!date) return null;
  const pad = (n: number, size: number) => String(n).padStart(size, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
