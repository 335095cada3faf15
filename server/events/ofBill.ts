import type { Queryable } from '../db/database.ts';
import { billKey } from './bill.ts';
import { messageOf } from './outbox.ts';
import type { EventType } from './catalogue.ts';

/** One event as `quadro inbox` prints it: the webhook's id and body, as the supplier gets it. */
export interface BillEventLine {
  id: string;
  type: EventType;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Every event of one bill, oldest first (issue 29): those ordered under the bill's key, and any
 * other that names the bill (an account event sent from its page). Committed events only, as
 * any read outside a transaction; the supplier's deliveries read the same rows.
 */
export async function eventsOfBill(db: Queryable, billId: string): Promise<BillEventLine[]> {
  const rows = await db.query<{
    id: string;
    type: EventType;
    occurred_at: Date | string;
    data: Record<string, unknown>;
  }>(
    `SELECT id, type, occurred_at, data FROM events
      WHERE ordering_key = $1 OR data->>'billId' = $2
      ORDER BY seq`,
    [billKey(billId), billId],
  );
  return rows.map((row) => ({
    id: row.id,
    ...messageOf({ type: row.type, occurredAt: new Date(row.occurred_at), data: row.data }),
  }));
}
