import type { Database, Queryable } from '../db/database.ts';
import { eventById, eventsAfter, type StoredEvent } from '../events/outbox.ts';
import { queueEvent } from './queue.ts';
import type { Route } from './settings.ts';

/** What `quadro events` reads and changes (server/cli/events.ts), beside the worker's queue. */

export type DeliveryState = 'pending' | 'delivered' | 'dead';
export const deliveryStates: readonly DeliveryState[] = ['pending', 'delivered', 'dead'];

export interface Listed {
  seq: string;
  id: string;
  type: string;
  supplier: string;
  orderingKey: string | null;
  occurredAt: Date;
  /** Each endpoint's state of this event: `host/endpoint:state`. */
  deliveries: string[];
}

export interface ListFilter {
  type?: string | undefined;
  bill?: string | undefined;
  state?: DeliveryState | undefined;
  since?: Date | undefined;
  limit?: number | undefined;
}

/** The latest events, newest first, with where each went; filtered as `quadro events list` asks. */
export async function listEvents(db: Queryable, filter: ListFilter): Promise<Listed[]> {
  const rows = await db.query<{
    seq: string;
    id: string;
    type: string;
    supplier: string;
    ordering_key: string | null;
    occurred_at: Date | string;
    deliveries: string[] | null;
  }>(
    `SELECT e.seq::text, e.id, e.type, e.supplier, e.ordering_key, e.occurred_at,
            (SELECT array_agg(d.host || '/' || d.endpoint || ':' || d.state ORDER BY d.id)
               FROM webhook_deliveries d WHERE d.event_seq = e.seq) AS deliveries
       FROM events e
      WHERE ($1::text IS NULL OR e.type = $1)
        AND ($2::text IS NULL OR e.ordering_key = 'bill:' || $2 OR e.data->>'billId' = $2)
        AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM webhook_deliveries d
                                          WHERE d.event_seq = e.seq AND d.state = $3))
        AND ($4::timestamptz IS NULL OR e.occurred_at >= $4)
      ORDER BY e.seq DESC LIMIT $5`,
    [
      filter.type ?? null,
      filter.bill ?? null,
      filter.state ?? null,
      filter.since ?? null,
      filter.limit ?? 50,
    ],
  );
  return rows.map((row) => ({
    seq: row.seq,
    id: row.id,
    type: row.type,
    supplier: row.supplier,
    orderingKey: row.ordering_key,
    occurredAt: new Date(row.occurred_at),
    deliveries: row.deliveries ?? [],
  }));
}

export interface Shown {
  event: StoredEvent;
  deliveries: {
    host: string;
    endpoint: string;
    state: DeliveryState;
    nextAt: Date | null;
    attempts: { at: Date; status: number | null; error: string | null; ms: number }[];
  }[];
}

/** One event with each endpoint's delivery and every attempt, oldest first. */
export async function showEvent(db: Queryable, id: string): Promise<Shown | undefined> {
  const event = await eventById(db, id);
  if (!event) return undefined;
  const deliveries = await db.query<{
    id: string;
    host: string;
    endpoint: string;
    state: DeliveryState;
    next_at: Date | string | null;
  }>(
    `SELECT id::text, host, endpoint, state, next_at FROM webhook_deliveries
      WHERE event_seq = $1::bigint ORDER BY id`,
    [event.seq],
  );
  const shown: Shown['deliveries'] = [];
  for (const delivery of deliveries) {
    const attempts = await db.query<{
      at: Date | string;
      status: number | null;
      error: string | null;
      ms: number;
    }>('SELECT at, status, error, ms FROM webhook_attempts WHERE delivery_id = $1 ORDER BY at', [
      delivery.id,
    ]);
    shown.push({
      host: delivery.host,
      endpoint: delivery.endpoint,
      state: delivery.state,
      nextAt: delivery.next_at === null ? null : new Date(delivery.next_at),
      attempts: attempts.map((a) => ({ ...a, at: new Date(a.at) })),
    });
  }
  return { event, deliveries: shown };
}

/**
 * Makes the deliveries of one event (or every dead one) that were not delivered due now with a
 * fresh count and dead-letter bound; the same `webhook-id` goes out. Answers how many.
 */
export async function retryDeliveries(db: Queryable, now: Date, id?: string): Promise<number> {
  const rows = await db.query(
    `UPDATE webhook_deliveries d SET state = 'pending', attempts = 0, next_at = $1, queued_at = $1
      WHERE d.state <> 'delivered'
        AND ($2::text IS NULL AND d.state = 'dead'
             OR d.event_seq = (SELECT seq FROM events WHERE id = $2))
      RETURNING d.id`,
    [now, id ?? null],
  );
  return rows.length;
}

/**
 * Sends the events of a range again (by `seq`, both ends included) to every endpoint that wants
 * them, delivered or not, with their own ids: a receiver that lost them gets them again, and
 * one that kept them recognises them. Answers how many deliveries were queued.
 */
export async function replay(
  db: Pick<Database, 'transaction'>,
  routes: readonly Route[],
  range: { from: string; to: string },
  now: Date,
): Promise<number> {
  let queued = 0;
  let after = (BigInt(range.from) - 1n).toString();
  for (;;) {
    const page = await db.transaction(async (tx) => {
      const events = (await eventsAfter(tx, { after, limit: 500 })).filter(
        (event) => BigInt(event.seq) <= BigInt(range.to),
      );
      for (const event of events) queued += await queueEvent(tx, routes, event, now, true);
      return events;
    });
    const last = page.at(-1);
    if (!last || page.length < 500) return queued;
    after = last.seq;
  }
}

/** The `seq` range of the events that occurred between two times (for a replay by time). */
export async function seqRange(
  db: Queryable,
  since: Date,
  until: Date,
): Promise<{ from: string; to: string } | undefined> {
  const [row] = await db.query<{ from: string | null; to: string | null }>(
    `SELECT min(seq)::text AS from, max(seq)::text AS to FROM events
      WHERE occurred_at >= $1 AND occurred_at <= $2`,
    [since, until],
  );
  return row?.from && row.to ? { from: row.from, to: row.to } : undefined;
}
