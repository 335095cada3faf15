import { randomUUID } from 'node:crypto';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Queryable } from '../db/database.ts';
import { describe, validatorFor } from '../validation.ts';
import { EVENT_TYPES, type EventType } from './catalogue.ts';

/**
 * The transactional outbox (issue 29, ADR 0048). `appendEvent` is called with the transaction
 * that stores the action, never with the pool: the event commits or rolls back with it, so a
 * supplier hears of exactly what was acknowledged. Deliveries (webhooks, the pull feed) read
 * the `events` table afterwards, off the customer's request.
 */

/** The channel a committed event is announced on, so delivery wakes at once instead of polling. */
export const EVENTS_CHANNEL = 'quadro_events';

export interface NewEvent {
  type: EventType;
  supplier: string;
  /** The host the action came through, when one did. */
  host?: string | null;
  /** Events with one key reach a receiver in order: `bill:<id>` or `account:<subject>`. */
  orderingKey?: string | null;
  /** The message's `data`: checked against the type's schema before it is stored. */
  data: Record<string, unknown>;
  /** When it happened; the database's clock when absent (tests pass their controlled clock). */
  at?: Date;
}

/** A stored event, as deliveries and the feed read it. */
export interface StoredEvent {
  seq: string;
  id: string;
  type: EventType;
  supplier: string;
  host: string | null;
  orderingKey: string | null;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/** The Standard Webhooks body `{type, timestamp, data}` of an event. */
export const messageOf = (event: Pick<StoredEvent, 'type' | 'occurredAt' | 'data'>) => ({
  type: event.type,
  timestamp: event.occurredAt.toISOString(),
  data: event.data,
});

const validators = new Map<EventType, ValidateFunction>();
function validatorOf(type: EventType): ValidateFunction {
  let validate = validators.get(type);
  if (!validate) {
    validate = validatorFor(EVENT_TYPES[type]);
    validators.set(type, validate);
  }
  return validate;
}

/** A message that breaks its own schema is a fault of this server, caught before it is stored. */
export class EventShapeError extends Error {}

/**
 * Stores one event in `tx`, the action's transaction, and announces it on commit. Throws (so
 * the action rolls back too) when the message does not match its type's schema.
 */
export async function appendEvent(tx: Queryable, event: NewEvent): Promise<string> {
  const at = event.at ?? null;
  const message = {
    type: event.type,
    timestamp: (at ?? new Date()).toISOString(),
    data: event.data,
  };
  const validate = validatorOf(event.type);
  if (!validate(message)) {
    throw new EventShapeError(`${event.type}: ${describe(validate.errors, '')}`);
  }
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const rows = await tx.query<{ seq: string }>(
    `INSERT INTO events (id, type, supplier, host, ordering_key, occurred_at, data)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7::jsonb) RETURNING seq::text`,
    [
      id,
      event.type,
      event.supplier,
      event.host ?? null,
      event.orderingKey ?? null,
      at,
      JSON.stringify(event.data),
    ],
  );
  // NOTIFY inside the transaction is sent on commit and dropped on rollback: a listener hears
  // only of events that exist.
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, rows[0]?.seq ?? '']);
  return id;
}

export interface EventRow {
  seq: string;
  id: string;
  type: EventType;
  supplier: string;
  host: string | null;
  ordering_key: string | null;
  occurred_at: Date | string;
  data: Record<string, unknown>;
}

export const storedOf = (row: EventRow): StoredEvent => ({
  seq: row.seq,
  id: row.id,
  type: row.type,
  supplier: row.supplier,
  host: row.host,
  orderingKey: row.ordering_key,
  occurredAt: new Date(row.occurred_at),
  data: row.data,
});

/**
 * A supplier's events after `after` (a `seq`), oldest first, at most `limit`; only those whose
 * transaction no running transaction precedes (see migration 0020), so a reader that resumes
 * from the last `seq` it saw never skips an event committed late.
 */
export async function eventsAfter(
  db: Queryable,
  options: { supplier?: string; after?: string; limit?: number; types?: readonly EventType[] },
): Promise<StoredEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT seq::text, id, type, supplier, host, ordering_key, occurred_at, data
       FROM events
      WHERE seq > $1::bigint
        AND ($2::text IS NULL OR supplier = $2)
        AND ($3::text[] IS NULL OR type = ANY($3::text[]))
        AND tx < pg_snapshot_xmin(pg_current_snapshot())
      -- The column, not the text the select list calls seq: '10' sorts before '9'.
      ORDER BY events.seq
      LIMIT $4`,
    [
      options.after ?? '0',
      options.supplier ?? null,
      options.types ? [...options.types] : null,
      options.limit ?? 100,
    ],
  );
  return rows.map(storedOf);
}

/** One event by its id (`msg_…`), or undefined. */
export async function eventById(db: Queryable, id: string): Promise<StoredEvent | undefined> {
  const rows = await db.query<EventRow>(
    `SELECT seq::text, id, type, supplier, host, ordering_key, occurred_at, data
       FROM events WHERE id = $1`,
    [id],
  );
  return rows[0] ? storedOf(rows[0]) : undefined;
}
