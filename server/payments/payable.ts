import { isDirectDebit } from '../../src/domain/flags.ts';
import type { StoredDocument } from '../store/documents.ts';

/**
 * The debt in euro cents: a number, or a string as a back end writes it (`1.234,56`, `1234.56`,
 * `1.234,56 €`). Null when it cannot be read: such a bill is not paid online.
 */
export function debtCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  let text = value.replace(/euro|€|\s/gi, '');
  // Italian: dots group thousands, a comma marks the decimals; otherwise a plain decimal point.
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * What the verification call answers (spec §7 `verifica`: 1 means payable): 4 once a payment is
 * recorded, 1 for an unpaid bill (status 1 or 2) with a debt above zero that is not direct
 * debit, otherwise the document's own status (0 cancelled, 3 to be validated), or 0.
 */
export function verification(bill: StoredDocument): number {
  if (bill.paid) return 4;
  const status = Number(bill.document['document_payment_status']);
  const cents = debtCents(bill.document['document_payment_debt']);
  const payable =
    (status === 1 || status === 2) &&
    cents !== null &&
    cents > 0 &&
    !isDirectDebit(bill.document['document_payment']);
  if (payable) return 1;
  return Number.isInteger(status) && status >= 0 && status <= 4 && status !== 1 && status !== 2
    ? status
    : 0;
}
