import type { Database, Queryable } from '../db/database.ts';
import { eventsAfter, type StoredEvent } from '../events/outbox.ts';
import { wants, type Route } from './settings.ts';

/**
 * The webhook deliveries in the database (migration 0021, ADR 0049), shared by every process.
 * Times are the caller's clock (`now`), so tests move it.
 */

type Db = Pick<Database, 'transaction'>;

/**
 * Copies the outbox's new events into one delivery row per endpoint that wants them, and moves
 * the fan-out's cursor past them, in one transaction under the cursor row's lock: one process
 * at a time fans out, and a crash in between leaves both as they were. `eventsAfter` returns
 * only rows no running transaction precedes, so the cursor never passes an event committed late.
 */
export async function fanOut(
  db: Db,
  endpoints: readonly Route[],
  now: Date,
  limit = 500,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx.query<{ after_seq: string }>(
      'SELECT after_seq::text FROM webhook_fanout FOR UPDATE',
    );
    const events = await eventsAfter(tx, { after: cursor?.after_seq ?? '0', limit });
    const last = events.at(-1);
    if (!last) return 0;
    for (const event of events) await queueEvent(tx, endpoints, event, now, false);
    await tx.query('UPDATE webhook_fanout SET after_seq = $1::bigint', [last.seq]);
    return events.length;
  });
}

/**
 * Queues `event` for each endpoint of its supplier that wants it. `again` (a replay) makes a
 * row that exists due now with a fresh count, keeping its id: the same `webhook-id` goes out.
 */
export async function queueEvent(
  tx: Queryable,
  endpoints: readonly Route[],
  event: StoredEvent,
  now: Date,
  again: boolean,
): Promise<number> {
  let queued = 0;
  for (const endpoint of endpoints) {
    if (endpoint.supplier !== event.supplier || !wants(endpoint, event.type)) continue;
    const rows = await tx.query(
      `INSERT INTO webhook_deliveries (event_seq, host, endpoint, ordering_key, next_at, queued_at)
       VALUES ($1::bigint, $2, $3, $4, $5, $5)
       ON CONFLICT (event_seq, host, endpoint) DO ${
         again
           ? `UPDATE SET state = 'pending', attempts = 0, next_at = excluded.next_at,
              queued_at = excluded.queued_at, delivered_at = NULL`
           : 'NOTHING'
       } RETURNING id`,
      [event.seq, endpoint.host, endpoint.id, event.orderingKey, now],
    );
    queued += rows.length;
  }
  return queued;
}

/** A claimed delivery, with what its attempt sends. */
export interface Claimed {
  id: number;
  host: string;
  endpoint: string;
  attempts: number;
  queuedAt: Date;
  event: StoredEvent;
}

interface ClaimRow {
  id: string;
  host: string;
  endpoint: string;
  attempts: number;
  queued_at: Date | string;
  seq: string;
  event_id: string;
  type: StoredEvent['type'];
  supplier: string;
  event_host: string | null;
  ordering_key: string | null;
  occurred_at: Date | string;
  data: Record<string, unknown>;
}

/**
 * Claims up to `limit` due deliveries: FOR UPDATE SKIP LOCKED, so two workers never take the
 * same row, and a lease (`next_at` pushed on) so that another takes it again only if this one
 * died mid-attempt. A row is due only when no earlier row of its ordering key for its endpoint
 * is still pending (a later event waits for the earlier one), and its endpoint is enabled.
 */
export async function claimDue(
  db: Db,
  options: { limit: number; leaseMs: number },
  now: Date,
): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<ClaimRow>(
      `SELECT d.id::text, d.host, d.endpoint, d.attempts, d.queued_at, e.seq::text,
              e.id AS event_id, e.type, e.supplier, e.host AS event_host, e.ordering_key,
              e.occurred_at, e.data
         FROM webhook_deliveries d JOIN events e ON e.seq = d.event_seq
        WHERE d.state = 'pending' AND d.next_at <= $1
          AND NOT EXISTS (SELECT 1 FROM webhook_endpoints_disabled x
                           WHERE x.host = d.host AND x.endpoint = d.endpoint)
          AND (d.ordering_key IS NULL OR NOT EXISTS (
                SELECT 1 FROM webhook_deliveries p
                 WHERE p.state = 'pending' AND p.host = d.host AND p.endpoint = d.endpoint
                   AND p.ordering_key = d.ordering_key AND p.event_seq < d.event_seq))
        ORDER BY d.event_seq LIMIT $2 FOR UPDATE OF d SKIP LOCKED`,
      [now, options.limit],
    );
    if (rows.length === 0) return [];
    await tx.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, next_at = $2
        WHERE id = ANY($1::bigint[])`,
      [rows.map((row) => row.id), new Date(now.getTime() + options.leaseMs)],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      host: row.host,
      endpoint: row.endpoint,
      attempts: row.attempts + 1,
      queuedAt: new Date(row.queued_at),
      event: {
        seq: row.seq,
        id: row.event_id,
        type: row.type,
        supplier: row.supplier,
        host: row.event_host,
        orderingKey: row.ordering_key,
        occurredAt: new Date(row.occurred_at),
        data: row.data,
      },
    }));
  });
}

/** What one attempt came to. */
export interface Outcome {
  status: number | null;
  error: string | null;
  ms: number;
  /** delivered; retry at a time; dead (past the bound); held (the endpoint answered 410). */
  next: { state: 'delivered' } | { state: 'retry'; at: Date } | { state: 'dead' | 'held' };
}

/** Records an attempt and its outcome; a 410 disables the endpoint in the same transaction. */
export async function recordAttempt(
  db: Db,
  claimed: Claimed,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO webhook_attempts (delivery_id, at, status, error, ms) VALUES ($1, $2, $3, $4, $5)',
      [claimed.id, now, outcome.status, outcome.error, outcome.ms],
    );
    const { next } = outcome;
    const [state, nextAt] =
      next.state === 'delivered'
        ? ['delivered', null]
        : next.state === 'dead'
          ? ['dead', null]
          : next.state === 'retry'
            ? ['pending', next.at]
            : ['pending', now];
    await tx.query(
      `UPDATE webhook_deliveries SET state = $2, next_at = $3, last_status = $4, last_error = $5,
              delivered_at = CASE WHEN $2 = 'delivered' THEN $6::timestamptz END
        WHERE id = $1`,
      [claimed.id, state, nextAt, outcome.status, outcome.error, now],
    );
    if (next.state === 'held') {
      await setDisabled(tx, claimed.host, claimed.endpoint, true, now, 'answered 410 Gone');
    }
  });
}

/** Disables an endpoint (its rows wait) or enables it again; answers whether anything changed. */
export async function setDisabled(
  db: Queryable,
  host: string,
  endpoint: string,
  disabled: boolean,
  now: Date,
  reason = 'disabled by the operator',
): Promise<boolean> {
  const rows = disabled
    ? await db.query(
        `INSERT INTO webhook_endpoints_disabled (host, endpoint, disabled_at, reason)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING host`,
        [host, endpoint, now, reason],
      )
    : await db.query(
        'DELETE FROM webhook_endpoints_disabled WHERE host = $1 AND endpoint = $2 RETURNING host',
        [host, endpoint],
      );
  return rows.length > 0;
}

/** The disabled endpoints, with when and why. */
export async function disabledEndpoints(
  db: Queryable,
): Promise<{ host: string; endpoint: string; disabledAt: Date; reason: string }[]> {
  const rows = await db.query<{
    host: string;
    endpoint: string;
    disabled_at: Date | string;
    reason: string;
  }>('SELECT host, endpoint, disabled_at, reason FROM webhook_endpoints_disabled ORDER BY 1, 2');
  return rows.map((row) => ({ ...row, disabledAt: new Date(row.disabled_at) }));
}
