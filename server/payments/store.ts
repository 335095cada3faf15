import type { Database, Queryable } from '../db/database.ts';

export interface Attempt {
  code: string;
  documentId: string;
  supplier: string;
  provider: string;
  amountCents: number;
  currency: string;
}

export async function saveAttempt(db: Queryable, attempt: Attempt): Promise<void> {
  await db.query(
    `INSERT INTO payment_attempts (code, document_id, supplier, provider, amount_cents, currency)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      attempt.code,
      attempt.documentId,
      attempt.supplier,
      attempt.provider,
      attempt.amountCents,
      attempt.currency,
    ],
  );
}

export async function findAttempt(db: Queryable, code: string): Promise<Attempt | null> {
  const rows = await db.query<{
    code: string;
    document_id: string;
    supplier: string;
    provider: string;
    amount_cents: number;
    currency: string;
  }>(
    'SELECT code, document_id, supplier, provider, amount_cents, currency FROM payment_attempts WHERE code = $1',
    [code],
  );
  const row = rows[0];
  return row
    ? {
        code: row.code,
        documentId: row.document_id,
        supplier: row.supplier,
        provider: row.provider,
        amountCents: row.amount_cents,
        currency: row.currency,
      }
    : null;
}

export interface Outcome {
  documentId: string;
  supplier: string;
  provider: string;
  source: 'browser' | 'notification';
  accepted: boolean;
  reason: string;
  /** The attempt's transaction code as the outcome names it, when it names one. */
  code?: string | null;
  raw: unknown;
}

/** An outcome as kept, with whether it is the one that marked its bill paid. */
export interface StoredOutcome extends Outcome {
  code: string | null;
  marked: boolean;
}

/** Every outcome is kept as it arrived, accepted or not: the audit trail. */
export async function saveOutcome(db: Queryable, outcome: Outcome, marked = false): Promise<void> {
  await db.query(
    `INSERT INTO payment_outcomes (document_id, supplier, provider, source, accepted, reason, code, marked, raw)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      outcome.documentId,
      outcome.supplier,
      outcome.provider,
      outcome.source,
      outcome.accepted,
      outcome.reason,
      outcome.code ?? null,
      marked,
      JSON.stringify(outcome.raw),
    ],
  );
}

/**
 * Marks the bill paid once: the primary key on document_id turns every later marking (a
 * duplicate, the other channel, a concurrent one) into a no-op. True when this call marked it.
 * Run it in a transaction, so the document row's `paid` is set with the payment row.
 */
export async function markPaid(
  db: Queryable,
  payment: { documentId: string; provider: string; code: string; amountCents: number },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payments (document_id, provider, code, amount_cents) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_id) DO NOTHING RETURNING document_id`,
    [payment.documentId, payment.provider, payment.code, payment.amountCents],
  );
  if (rows.length === 0) return false;
  await db.query('UPDATE documents SET paid = true WHERE id = $1', [payment.documentId]);
  return true;
}

/**
 * An accepted outcome and the marking it asks for, in one transaction: the outcome is never
 * kept as accepted without the bill being paid, and exactly one outcome per bill says it marked
 * it. On PostgreSQL a concurrent transaction's insert into payments waits for the first to
 * commit and then does nothing; PGlite runs transactions one at a time.
 */
export async function recordPayment(
  db: Database,
  outcome: Outcome,
  attempt: Attempt,
): Promise<{ marked: boolean }> {
  return db.transaction(async (tx) => {
    const marked = await markPaid(tx, {
      documentId: attempt.documentId,
      provider: attempt.provider,
      code: attempt.code,
      amountCents: attempt.amountCents,
    });
    // A later or concurrent outcome of a paid bill is kept, and says why it marked nothing.
    await saveOutcome(tx, marked ? outcome : { ...outcome, reason: 'already-paid' }, marked);
    return { marked };
  });
}

export async function isPaid(db: Queryable, documentId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM payments WHERE document_id = $1', [documentId]);
  return rows.length > 0;
}

export async function listOutcomes(db: Queryable, documentId: string): Promise<StoredOutcome[]> {
  const rows = await db.query<{
    document_id: string;
    supplier: string;
    provider: string;
    source: 'browser' | 'notification';
    accepted: boolean;
    reason: string;
    code: string | null;
    marked: boolean;
    raw: unknown;
  }>(
    `SELECT document_id, supplier, provider, source, accepted, reason, code, marked, raw
     FROM payment_outcomes WHERE document_id = $1 ORDER BY id`,
    [documentId],
  );
  return rows.map((row) => ({
    documentId: row.document_id,
    supplier: row.supplier,
    provider: row.provider,
    source: row.source,
    accepted: row.accepted,
    reason: row.reason,
    code: row.code,
    marked: row.marked,
    raw: row.raw,
  }));
}
