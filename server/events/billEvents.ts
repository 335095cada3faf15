import type { Queryable } from '../db/database.ts';
import type { BillOpenedEvent } from '../../schemas/types/event-bill-opened.v1.gen.ts';
import type { BillPaidEvent } from '../../schemas/types/event-bill-paid.v1.gen.ts';
import type { DispatchFailedEvent } from '../../schemas/types/event-dispatch-failed.v1.gen.ts';
import type { PaymentRecordedEvent } from '../../schemas/types/event-payment-recorded.v1.gen.ts';
import { billKey } from './bill.ts';
import { appendEvent } from './outbox.ts';

/**
 * The bill's money and lifecycle events (issue 29, decisions 440–447): each written by the
 * action's own transaction `tx`, so it exists exactly when the action was stored. The members
 * every bill event starts with are read in that transaction too, from the row the action names.
 */

/** Who the event is for, where it came from and when it happened (the caller's clock). */
export interface Occurrence {
  supplier: string;
  /** The host the action came through; null when none did (a worker, the billing system). */
  host: string | null;
  at: Date;
}

type BillRef = BillOpenedEvent['data'];

/**
 * The members every bill event starts with, and the bill's supplier, or null when no bill has
 * the id. `lock` takes the bill's row until the transaction ends: every marking of one bill (a
 * card outcome, the billing system's status change) then runs one after the other, so "the
 * first to mark it" is exact on PostgreSQL too.
 */
export async function billRefIn(
  tx: Queryable,
  documentId: string,
  lock = false,
): Promise<{ bill: BillRef; supplier: string } | null> {
  const [row] = await tx.query<{ supplier: string; number: unknown }>(
    `SELECT supplier, document->'document_number' AS number FROM documents WHERE id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [documentId],
  );
  if (!row) return null;
  const documentNumber = typeof row.number === 'string' ? row.number : null;
  return { bill: { billId: documentId, documentNumber }, supplier: row.supplier };
}

const append = (
  tx: Queryable,
  type: 'payment.recorded' | 'bill.paid' | 'bill.opened' | 'dispatch.failed',
  occurrence: Occurrence,
  data: BillRef,
): Promise<string> =>
  appendEvent(tx, {
    type,
    supplier: occurrence.supplier,
    host: occurrence.host,
    orderingKey: billKey(data.billId),
    at: occurrence.at,
    // The generated types are closed objects; the outbox takes any record it then checks.
    data: { ...data },
  });

export const paymentRecorded = (
  tx: Queryable,
  occurrence: Occurrence,
  data: PaymentRecordedEvent['data'],
): Promise<string> => append(tx, 'payment.recorded', occurrence, data);

export const billPaid = (
  tx: Queryable,
  occurrence: Occurrence,
  data: BillPaidEvent['data'],
): Promise<string> => append(tx, 'bill.paid', occurrence, data);

export const billOpened = (
  tx: Queryable,
  occurrence: Occurrence,
  data: BillOpenedEvent['data'],
): Promise<string> => append(tx, 'bill.opened', occurrence, data);

export const dispatchFailed = (
  tx: Queryable,
  occurrence: Occurrence,
  data: DispatchFailedEvent['data'],
): Promise<string> => append(tx, 'dispatch.failed', occurrence, data);
