import { isDirectDebit } from '../../src/domain/flags.ts';
import { billDocumentOf } from '../../src/domain/billDocument.ts';
import { paymentStatus as documentStatus, readAmount } from '../../src/domain/payment.ts';
import type { StoredDocument } from '../store/documents.ts';

/**
 * The debt in euro cents, read as the page reads it (`readAmount`: a number, or `1.234,56`,
 * `1234.56`, `1.234,56 €`). Null when it cannot be read: such a bill is not paid online.
 */
export function debtCents(value: unknown): number | null {
  const amount = readAmount(value);
  return amount === undefined ? null : Math.round(amount * 100);
}

/**
 * What the verification call answers (spec §7 `verifica`: "1 = ok for payment (or a payment
 * status)"; §4: a host whose status source is not "DB" reads the status from it): 4 once a
 * payment is recorded here; 1 for an unpaid bill (status 1 or 2: the spec treats both alike);
 * 0 or 3 as the document says, 0 for a bill its billing system cancelled or corrected; -1, the spec's "before load" value, when the document has no
 * status the page could show.
 */
export function paymentStatus(bill: StoredDocument): number {
  // Cancelled or corrected by the billing system (issue 28): nothing left to pay here.
  if (bill.status === 'cancelled' || bill.status === 'corrected') return 0;
  if (bill.paid) return 4;
  const status = documentStatus(billDocumentOf(bill.document));
  if (status === 1 || status === 2) return 1;
  return status === 0 || status === 3 || status === 4 ? status : -1;
}

/**
 * Whether a card payment may start: unpaid, a debt above zero that can be read, and not direct
 * debit (the bank collects it; spec §4 hides pay-now for `rid`).
 */
export function isPayable(bill: StoredDocument): boolean {
  const cents = debtCents(bill.document['document_payment_debt']);
  return (
    paymentStatus(bill) === 1 &&
    cents !== null &&
    cents > 0 &&
    !isDirectDebit(bill.document['document_payment'])
  );
}
