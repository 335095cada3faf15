import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { InfoRows } from '../../schemas/types/info-rows.gen.ts';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import type { Sealer } from '../links/seal.ts';
import { debtCents, isPayable, paymentStatus } from '../payments/payable.ts';
import type { Contract } from './contracts.ts';
import type { Customer } from './customers.ts';
import type { OwnInvoice } from './invoices.ts';

const DAY = 24 * 60 * 60 * 1000;

const plain = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const amountOrNull = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

/**
 * An invoice as the area shows it. Its bill link and PDF reference last a day: the area hands
 * fresh ones on every call, and one copied out of the page stops working soon.
 */
export function invoiceAnswer(sealer: Sealer, now: Date, own: OwnInvoice): Invoice {
  const { bill } = own;
  const d = bill.document;
  const expiresAt = new Date(now.getTime() + DAY);
  const status = paymentStatus(bill);
  const number = d['document_number'];
  return {
    id: bill.id,
    customerId: own.customerId,
    document_number: typeof number === 'number' ? String(number) : (textOrNull(number) ?? ''),
    document_date: textOrNull(d['document_date']),
    document_type: textOrNull(d['document_type']),
    tipo_bolletta: textOrNull(d['tipo_bolletta']),
    document_amount: amountOrNull(d['document_amount']),
    document_payment_debt: amountOrNull(d['document_payment_debt']),
    document_payment_expiry: textOrNull(d['document_payment_expiry']),
    // The raw status, except that a payment recorded here makes it 4 (paid).
    document_payment_status: bill.paid ? 4 : status === -1 ? null : rawStatus(d),
    paid: status === 4,
    payable: isPayable(bill),
    isNew: !own.seen,
    crypto: sealer.seal('link', bill.id, expiresAt, now),
    download:
      bill.pdfMediaId === null
        ? null
        : `/api/media/${sealer.seal('media', bill.pdfMediaId, expiresAt)}`,
  };
}

function rawStatus(document: Record<string, unknown>): number | null {
  const value = Number(document['document_payment_status']);
  return Number.isInteger(value) ? value : null;
}

/** What the payable invoices leave to pay, in euro. */
export function amountDue(invoices: readonly OwnInvoice[]): number {
  const cents = invoices
    .filter((own) => isPayable(own.bill))
    .reduce((sum, own) => sum + (debtCents(own.bill.document['document_payment_debt']) ?? 0), 0);
  return cents / 100;
}

export function profileAnswer(customer: Customer): CustomerProfile {
  return {
    id: customer.id,
    idAnagrafica: customer.code,
    name: customer.name,
    fiscalCode: customer.fiscalCode,
    kind: customer.kind,
    address: customer.address,
    email: customer.email ?? '',
    telefono: customer.phone ?? '',
    pec: customer.pec ?? '',
    emailFatturazione: customer.billingEmail ?? '',
    bollettaCartacea: customer.paperBill,
    role: customer.role,
  };
}

/** An invoice's "more information": its bill's index fields, else its number and date. */
export function invoiceRows(own: OwnInvoice): InfoRows {
  const fields = own.bill.document['index_fields'];
  const rows: InfoRows['rows'] = [];
  for (const field of Array.isArray(fields) ? (fields as unknown[]) : []) {
    if (typeof field !== 'object' || field === null) continue;
    const { label, value, format } = field as Record<string, unknown>;
    if (typeof label !== 'string' || (typeof value !== 'string' && typeof value !== 'number')) {
      continue;
    }
    rows.push({ label, value: String(value), ...(format === 'date' ? { format: 'date' } : {}) });
  }
  if (rows.length > 0) return { rows };
  const d = own.bill.document;
  return {
    rows: [
      { label: 'invoices_n_documento', value: plain(d['document_number']) },
      { label: 'invoices_data_emissione', value: plain(d['document_date']), format: 'date' },
    ],
  };
}

/** A contract's "more information": what identifies it and its offer. */
export function contractRows(contract: Contract): InfoRows {
  const rows: InfoRows['rows'] = [
    { label: 'area_contract_code', value: contract.id },
    { label: `area_contract_${contract.tipo_punto.toLowerCase()}`, value: contract.point },
    { label: 'area_contract_site', value: contract.id_sede ?? '' },
    { label: 'area_contract_offer', value: contract.offer },
    { label: 'area_contract_offer_code', value: contract.offer_code ?? '' },
  ];
  if (contract.start_date) {
    rows.push({ label: 'area_contract_start', value: contract.start_date, format: 'date' });
  }
  return { rows: rows.filter((row) => row.value !== '') };
}
