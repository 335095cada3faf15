import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import { readAmount } from '../../src/domain/payment.ts';

/**
 * What the latest invoice's status line says (decision 301): `paid` paid in the portal or by
 * the supplier; `due` payable now (the area's `payable`: unpaid, a debt above zero); `credit` a
 * debt below zero; `cancelled` status 0 and `checking` status 3 (spec §4 "Payment status");
 * `settled` anything else with nothing left to pay.
 */
export type InvoiceStatus = 'paid' | 'due' | 'credit' | 'cancelled' | 'checking' | 'settled';

export function invoiceStatus(invoice: Invoice): InvoiceStatus {
  // §5: a negative debt is a credit, even on a credit note the server calls paid (status 4).
  const debt = readAmount(invoice.document_payment_debt);
  if (debt !== undefined && debt < 0) return 'credit';
  if (invoice.paid) return 'paid';
  if (invoice.payable) return 'due';
  if (invoice.document_payment_status === 0) return 'cancelled';
  if (invoice.document_payment_status === 3) return 'checking';
  return 'settled';
}

/** The bill page of an invoice: its one-day bill link (ADR 0030). */
export function billHref(invoice: Invoice): string {
  return `/bollettainterattiva?id=${encodeURIComponent(invoice.crypto)}`;
}
