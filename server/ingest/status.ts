import type { IngestState } from '../../schemas/types/ingest-state.gen.ts';
import { dispatchStatus } from '../dispatch/queue.ts';
import type { IngestStatusChange } from '../../schemas/types/ingest-status.gen.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import { debtCents } from '../payments/payable.ts';
import { billPaid } from '../events/billEvents.ts';
import { billOf } from '../events/bill.ts';

/**
 * A bill's status as its billing system changes it (issue 28, ADR 0043): paid elsewhere,
 * cancelled, corrected by another bill, withdrawn. Each change is kept in order
 * (migration 0017); the documents row holds the newest status (migration 0016).
 */

/** Another supplier's bill is answered as one that does not exist (ADR 0043). */
export const billNotFound = (): Problem =>
  new Problem(404, 'bill-not-found', 'No bill of this client has this id.');

type Change = IngestStatusChange | { status: 'withdrawn' };

/** Who changed the status: the billing client, the host it called and the server's clock. */
export interface ChangedBy {
  clientId: string;
  host: string | null;
  at: Date;
}

interface Row {
  supplier: string;
  status: string;
  status_detail: Record<string, unknown> | null;
  paid: boolean;
  document: Record<string, unknown>;
}

async function lockedRow(tx: Queryable, supplier: string, id: string): Promise<Row> {
  const [row] = await tx.query<Row>(
    'SELECT supplier, status, status_detail, paid, document FROM documents WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row || row.supplier !== supplier) throw billNotFound();
  return row;
}

const detailOf = (change: Change): Record<string, unknown> =>
  Object.fromEntries(Object.entries(change).filter(([key]) => key !== 'status'));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a status change; "unchanged" when the bill already says exactly that (a retry). A
 * withdrawn bill changes no more (409); a correction names a bill of the same supplier that
 * exists; a payment elsewhere marks the bill paid (as a card payment does, once) unless it was
 * cancelled or corrected, or paid online already (409: the billing system must know).
 */
export async function changeStatus(
  db: Database,
  supplier: string,
  id: string,
  change: Change,
  by: ChangedBy,
): Promise<'changed' | 'unchanged'> {
  const { clientId } = by;
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, supplier, id);
    const detail = detailOf(change);
    if (row.status === 'withdrawn') {
      if (change.status === 'withdrawn') return 'unchanged';
      throw new Problem(409, 'withdrawn', 'This bill was withdrawn: its status changes no more.');
    }
    if (change.status === 'paid') return markPaidElsewhere(tx, id, row, change, by);
    if (row.status === change.status && same(row.status_detail ?? {}, detail)) return 'unchanged';
    if (change.status === 'corrected') {
      const [other] = await tx.query<{ supplier: string; status: string }>(
        'SELECT supplier, status FROM documents WHERE id = $1',
        [change.replacedBy],
      );
      if (change.replacedBy === id || other?.supplier !== supplier || other.status === 'withdrawn')
        throw new Problem(
          422,
          'replacement-not-found',
          'replacedBy must name another bill of this client, sent before the correction.',
        );
    }
    await tx.query(
      `UPDATE documents SET status = $2, status_detail = $3::jsonb, status_at = now() WHERE id = $1`,
      [id, change.status, JSON.stringify(detail)],
    );
    await record(tx, id, change.status, detail, clientId);
    return 'changed';
  });
}

async function markPaidElsewhere(
  tx: Queryable,
  id: string,
  row: Row,
  change: Extract<Change, { status: 'paid' }>,
  by: ChangedBy,
): Promise<'changed' | 'unchanged'> {
  if (row.status !== 'issued') {
    throw new Problem(409, 'not-payable', `This bill is ${row.status}: it cannot be paid.`);
  }
  const provider = `elsewhere:${change.channel}`;
  const [payment] = await tx.query<{ provider: string; code: string }>(
    'SELECT provider, code FROM payments WHERE document_id = $1',
    [id],
  );
  if (payment) {
    if (payment.provider === provider && payment.code === change.paidOn) return 'unchanged';
    throw new Problem(
      409,
      'already-paid',
      payment.provider.startsWith('elsewhere:')
        ? 'This bill was marked paid already, on another day or channel.'
        : 'This bill was paid online already: a second payment needs a refund.',
    );
  }
  const amountCents = debtCents(row.document['document_payment_debt']) ?? 0;
  await tx.query(
    `INSERT INTO payments (document_id, provider, code, amount_cents, paid_at)
     VALUES ($1, $2, $3, $4, $5::date)`,
    [id, provider, change.paidOn, amountCents, change.paidOn],
  );
  await tx.query('UPDATE documents SET paid = true WHERE id = $1', [id]);
  await record(tx, id, 'paid', detailOf(change), by.clientId);
  // The billing system said it; its other systems (CRM, accounting) hear it too (issue 29).
  await billPaid(
    tx,
    { supplier: row.supplier, host: by.host, at: by.at },
    {
      ...billOf({ id, document: row.document }),
      channel: change.channel,
      paidOn: change.paidOn,
      amountCents,
      currency: 'EUR',
      provider: null,
      transactionId: null,
    },
  );
  return 'changed';
}

async function record(
  tx: Queryable,
  id: string,
  status: string,
  detail: Record<string, unknown>,
  clientId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO document_status_changes (document_id, status, detail, client_id)
     VALUES ($1, $2, $3::jsonb, $4)`,
    [id, status, JSON.stringify(detail), clientId],
  );
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A payment elsewhere keeps the day the billing system gave (its code); a card's is its time. */
function paidOf(payment: { provider: string; code: string; paid_at: Date }) {
  const elsewhere = payment.provider.startsWith('elsewhere:');
  return elsewhere
    ? { on: payment.code, channel: payment.provider.slice('elsewhere:'.length) }
    : { on: iso(payment.paid_at).slice(0, 10), channel: 'card' };
}

/** A bill's state for its billing system (GET …/bills/{id}); null when not this supplier's. */
export async function billState(
  db: Queryable,
  supplier: string,
  id: string,
): Promise<IngestState | null> {
  const [row] = await db.query<Row & { version: number; status_at: Date | string | null }>(
    `SELECT supplier, status, status_detail, paid, version, status_at FROM documents WHERE id = $1`,
    [id],
  );
  if (!row || row.supplier !== supplier) return null;
  const versions = await db.query<{ version: number; stored_at: Date; source: string }>(
    'SELECT version, stored_at, source FROM document_versions WHERE document_id = $1 ORDER BY version',
    [id],
  );
  const changes = await db.query<{
    status: 'paid' | 'cancelled' | 'corrected' | 'withdrawn';
    detail: Record<string, unknown>;
    changed_at: Date;
  }>(
    'SELECT status, detail, changed_at FROM document_status_changes WHERE document_id = $1 ORDER BY id',
    [id],
  );
  const [payment] = await db.query<{ provider: string; code: string; paid_at: Date }>(
    'SELECT provider, code, paid_at FROM payments WHERE document_id = $1',
    [id],
  );
  const replacedBy = row.status_detail?.['replacedBy'];
  return {
    id,
    version: row.version,
    status: row.status as IngestState['status'],
    statusAt: row.status_at === null ? null : iso(row.status_at),
    ...(row.status === 'corrected' && typeof replacedBy === 'string' ? { replacedBy } : {}),
    paid: payment ? paidOf(payment) : null,
    versions: versions.map((v) => ({
      version: v.version,
      storedAt: iso(v.stored_at),
      source: v.source,
    })),
    statusChanges: changes.map((c) => ({
      status: c.status,
      detail: c.detail,
      at: iso(c.changed_at),
    })),
    dispatch: await dispatchStatus(db, id),
  };
}
