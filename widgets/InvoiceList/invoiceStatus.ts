import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import { billDocumentOf } from '../../src/domain/billDocument.ts';
import { debtSituation, paymentStatus } from '../../src/domain/payment.ts';

/** What the status column says of an invoice (its catalogue key under `areaInvoices.status`). */
export type InvoiceStatus =
  'paid' | 'toPay' | 'cancelled' | 'toValidate' | 'directDebit' | 'credit' | 'none';

/**
 * Spec §4 "Payment status" for a row of the list, read with the bill's own rules
 * (`paymentStatus`, `debtSituation`: the invoice repeats the bill's field names): a negative
 * debt is a credit whatever its status (§5, decision 554); otherwise paid once the
 * server says so (status 4, or a payment recorded in the portal); 0 cancelled and 3 to be
 * validated as the bill says them; otherwise the debt decides: a credit, nothing to pay, or a
 * debt to pay. A debt on an unpaid bill (1 or 2) that the server does not let the portal take
 * is collected by the bank: the only such case the server has (server/payments/payable.ts).
 */
export function invoiceStatus(invoice: Invoice): InvoiceStatus {
  const doc = billDocumentOf(invoice);
  const status = paymentStatus(doc);
  const situation = debtSituation(doc);
  // §5: a negative debt is a credit, whatever the status (a credit note the supplier closed
  // with status 4 is not a bill the customer paid).
  if (situation === 'credit') return 'credit';
  if (invoice.paid || status === 4) return 'paid';
  if (status === 0) return 'cancelled';
  if (status === 3) return 'toValidate';
  if (situation === 'none') return 'none';
  if (!invoice.payable && (status === 1 || status === 2)) return 'directDebit';
  return 'toPay';
}

/**
 * The `detail` a media client asks for, from an invoice's `download` path (`/api/media/…`):
 * which of spec §7's two media paths, and the reference after it. Undefined for anything else
 * (no PDF, or a path the page does not download from).
 */
export function mediaReference(
  download: string | null | undefined,
): { source: 'media' | 'mediacloud'; detail: string } | undefined {
  const match = /^\/api\/(media|mediacloud)\/([^/?#]+)$/.exec(download ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return {
    source: match[1] === 'media' ? 'media' : 'mediacloud',
    detail: decodeURIComponent(match[2]),
  };
}

/** The bill link of spec §2 that opens, pays and downloads one invoice (a new tab, §2 menu). */
export function billLink(crypto: string): string {
  return `/bollettainterattiva?id=${encodeURIComponent(crypto)}`;
}
