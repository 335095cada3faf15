import type { IngestState } from '../../schemas/types/ingest-state.gen.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The durable dispatch queue of bill e-mails (issue 28, ADR 0045), in the database so that
 * every process shares it. Times are the caller's clock (`now`), so tests move it.
 */

export type DispatchState = 'queued' | 'sent' | 'failed';

/** One announcement as the queue keeps it. */
export interface Dispatch {
  id: number;
  documentId: string;
  supplier: string;
  bundleEmail: string | null;
  locale: string | null;
  state: DispatchState;
  attempts: number;
  nextAt: Date | null;
  sentTo: string | null;
  reason: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * What the ingestion API's state call reports of a bill's e-mail (its latest dispatch), as
 * schemas/ingest-state.schema.json describes it to integrators.
 */
export type DispatchStatus = IngestState['dispatch'];

interface Row {
  id: string | number;
  document_id: string;
  supplier: string;
  bundle_email: string | null;
  locale: string | null;
  state: DispatchState;
  attempts: number;
  next_at: Date | string | null;
  sent_to: string | null;
  reason: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const date = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

const COLUMNS = `id, document_id, supplier, bundle_email, locale, state, attempts, next_at,
  sent_to, reason, created_at, sent_at`;

function fromRow(row: Row): Dispatch {
  return {
    id: Number(row.id),
    documentId: row.document_id,
    supplier: row.supplier,
    bundleEmail: row.bundle_email,
    locale: row.locale,
    state: row.state,
    attempts: row.attempts,
    nextAt: date(row.next_at),
    sentTo: row.sent_to,
    reason: row.reason,
    createdAt: date(row.created_at) ?? new Date(0),
    sentAt: date(row.sent_at),
  };
}

/**
 * Queues the announcement of a bill, in the transaction that stores it (so a bill is never
 * stored without its e-mail, nor announced without being stored). An older announcement of
 * the same bill not sent yet is dropped: the customer gets the latest version only.
 */
export async function enqueueAnnouncement(
  tx: Queryable,
  bill: {
    documentId: string;
    supplier: string;
    email?: string | undefined;
    locale?: string | undefined;
  },
  now: Date = new Date(),
): Promise<void> {
  await tx.query(
    `UPDATE dispatches SET state = 'failed', next_at = NULL,
       reason = 'superseded by a newer version of the bill'
     WHERE document_id = $1 AND state <> 'sent' AND next_at IS NOT NULL`,
    [bill.documentId],
  );
  await tx.query(
    `INSERT INTO dispatches (document_id, supplier, bundle_email, locale, next_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [bill.documentId, bill.supplier, bill.email ?? null, bill.locale ?? null, now],
  );
  // Every process's worker wakes when the transaction commits (server/dispatch/worker.ts).
  await tx.query("SELECT pg_notify('quadro_dispatches', $1)", [bill.documentId]);
}

/**
 * Claims up to `limit` due dispatches of `supplier` for one worker: FOR UPDATE SKIP LOCKED, so
 * two workers never take the same row, and a lease (`next_at` pushed on) so that another worker
 * takes it again only if this one died without recording the outcome. `host`'s sending rate
 * is counted in `dispatch_rate` under that row's lock: a claim takes no more than the minute
 * has left, across every process.
 */
export async function claimDue(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  options: { supplier: string; host: string; perMinute: number; limit: number; leaseMs: number },
  now: Date,
): Promise<Dispatch[]> {
  return db.transaction(async (tx) => {
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const [rate] = await tx.query<{ sent: number }>(
      `INSERT INTO dispatch_rate (host, minute, sent) VALUES ($1, $2, 0)
       ON CONFLICT (host) DO UPDATE SET
         sent = CASE WHEN dispatch_rate.minute < excluded.minute THEN 0 ELSE dispatch_rate.sent END,
         minute = GREATEST(dispatch_rate.minute, excluded.minute)
       RETURNING sent`,
      [options.host, minute],
    );
    const room = Math.min(options.limit, options.perMinute - (rate?.sent ?? 0));
    if (room <= 0) return [];
    const rows = await tx.query<Row>(
      `SELECT ${COLUMNS} FROM dispatches
        WHERE supplier = $1 AND next_at IS NOT NULL AND next_at <= $2
        ORDER BY next_at, id LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [options.supplier, now, room],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => Number(row.id));
    await tx.query(
      `UPDATE dispatches SET attempts = attempts + 1, next_at = $2 WHERE id = ANY($1::bigint[])`,
      [ids, new Date(now.getTime() + options.leaseMs)],
    );
    await tx.query('UPDATE dispatch_rate SET sent = sent + $2 WHERE host = $1', [
      options.host,
      rows.length,
    ]);
    return rows.map((row) => ({ ...fromRow(row), attempts: row.attempts + 1 }));
  });
}

export async function markSent(
  db: Queryable,
  id: number,
  sent: { to: string; response: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE dispatches SET state = 'sent', next_at = NULL, sent_to = $2, reason = $3, sent_at = $4
      WHERE id = $1`,
    [id, sent.to, sent.response, now],
  );
}

/** A refusal: failed with the reason, and tried again after `retryAt` unless that is null. */
export async function markFailed(
  db: Queryable,
  id: number,
  failure: { to: string | null; reason: string; retryAt: Date | null },
): Promise<void> {
  await db.query(
    `UPDATE dispatches SET state = 'failed', next_at = $2, sent_to = $3, reason = $4 WHERE id = $1`,
    [id, failure.retryAt, failure.to, failure.reason],
  );
}

/** Exponential backoff: 1, 2, 4, … minutes after each failed attempt, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/**
 * Records the first open of a bill's link (later opens change nothing): true for the one call
 * that recorded it. On PostgreSQL a concurrent first open waits for this one and does nothing.
 */
export async function noteOpened(db: Queryable, documentId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO document_opens (document_id, first_opened_at)
     SELECT id, $2 FROM documents WHERE id = $1
     ON CONFLICT (document_id) DO NOTHING RETURNING document_id`,
    [documentId, now],
  );
  return rows.length > 0;
}

/** The state of a bill's e-mail: its latest dispatch, and when its link was first opened. */
export async function dispatchStatus(db: Queryable, documentId: string): Promise<DispatchStatus> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM dispatches WHERE document_id = $1 ORDER BY id DESC LIMIT 1`,
    [documentId],
  );
  const [open] = await db.query<{ first_opened_at: Date | string }>(
    'SELECT first_opened_at FROM document_opens WHERE document_id = $1',
    [documentId],
  );
  const firstOpenedAt = open ? new Date(open.first_opened_at).toISOString() : null;
  if (!row) {
    const none = { attempts: 0, sentTo: null, reason: null, sentAt: null, nextAttemptAt: null };
    return { state: 'none', ...none, firstOpenedAt };
  }
  const dispatch = fromRow(row);
  return {
    state: dispatch.state,
    attempts: dispatch.attempts,
    sentTo: dispatch.sentTo,
    reason: dispatch.reason,
    sentAt: dispatch.sentAt?.toISOString() ?? null,
    nextAttemptAt: dispatch.nextAt?.toISOString() ?? null,
    firstOpenedAt,
  };
}

/** The latest dispatches, newest first, optionally of one state (`quadro dispatch`). */
export async function listDispatches(
  db: Queryable,
  options: { state?: DispatchState | undefined; limit?: number } = {},
): Promise<Dispatch[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM dispatches WHERE ($1::text IS NULL OR state = $1)
      ORDER BY id DESC LIMIT $2`,
    [options.state ?? null, options.limit ?? 50],
  );
  return rows.map(fromRow);
}

/** Makes failed dispatches due now with a fresh count (one id, or every failed one). */
export async function retryFailed(db: Queryable, now: Date, id?: number): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE dispatches SET next_at = $1, attempts = 0
      WHERE state = 'failed' AND ($2::bigint IS NULL OR id = $2)
        AND reason IS DISTINCT FROM 'superseded by a newer version of the bill'
      RETURNING id`,
    [now, id ?? null],
  );
  return rows.length;
}
