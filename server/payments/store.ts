import type { Queryable } from '../db/database.ts';

/** Where the second provider returns the browser and posts its webhook (migration 0005). */
export interface CheckoutUrls {
  success: string;
  error: string;
  callback: string;
}

export interface Attempt {
  code: string;
  documentId: string;
  supplier: string;
  provider: string;
  amountCents: number;
  currency: string;
  /** The second provider's addresses, as the start call checked them; none for the first. */
  urls?: CheckoutUrls | undefined;
  /** Whether its hosted checkout has ended (completeCheckout); only the sandbox reads it. */
  completed?: boolean;
}

export async function saveAttempt(db: Queryable, attempt: Attempt): Promise<void> {
  await db.query(
    `INSERT INTO payment_attempts
       (code, document_id, supplier, provider, amount_cents, currency, success_url, error_url, callback_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      attempt.code,
      attempt.documentId,
      attempt.supplier,
      attempt.provider,
      attempt.amountCents,
      attempt.currency,
      attempt.urls?.success ?? null,
      attempt.urls?.error ?? null,
      attempt.urls?.callback ?? null,
    ],
  );
}

export async function findAttempt(db: Queryable, code: string): Promise<Attempt | null> {
  const rows = await db.query<{
    code: string;
    document_id: string;
    supplier: string;
    provider: string;
    amount_cents: number | string;
    currency: string;
    success_url: string | null;
    error_url: string | null;
    callback_url: string | null;
    completed: boolean;
  }>(
    `SELECT code, document_id, supplier, provider, amount_cents, currency, success_url, error_url,
            callback_url, completed_at IS NOT NULL AS completed
     FROM payment_attempts WHERE code = $1`,
    [code],
  );
  const row = rows[0];
  if (!row) return null;
  const { success_url: success, error_url: error, callback_url: callback } = row;
  return {
    code: row.code,
    documentId: row.document_id,
    supplier: row.supplier,
    provider: row.provider,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    urls:
      success !== null && error !== null && callback !== null
        ? { success, error, callback }
        : undefined,
    completed: row.completed,
  };
}

/**
 * Whether a code could be one of ours (newTransactionCode, within the providers' 30 and 40
 * characters): anything else names no attempt, and is never sent to the database, whose text
 * refuses a NUL character.
 */
export const isAttemptCode = (code: string): boolean => /^[A-Za-z0-9_-]{1,40}$/.test(code);

/**
 * The attempt `code` names when it is one of this provider's, for this supplier and, when the
 * caller proved a bill, that bill: what an outcome must name before anything else is believed.
 */
export async function attemptOf(
  db: Queryable,
  code: string,
  owner: { provider: string; supplier: string; documentId: string | null },
): Promise<Attempt | null> {
  const attempt = isAttemptCode(code) ? await findAttempt(db, code) : null;
  return attempt &&
    attempt.provider === owner.provider &&
    attempt.supplier === owner.supplier &&
    (owner.documentId === null || attempt.documentId === owner.documentId)
    ? attempt
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

/**
 * Every outcome is kept as it arrived, accepted or not: the audit trail. One refused before its
 * proof was verified names the address it came from (`unverifiedFrom`), so that the quota of
 * ./unverified.ts can find it; it is kept there, never straight from a route.
 */
export async function saveOutcome(
  db: Queryable,
  outcome: Outcome,
  marked = false,
  unverifiedFrom: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_outcomes
       (document_id, supplier, provider, source, accepted, reason, code, marked, raw, unverified, client)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)`,
    [
      outcome.documentId,
      outcome.supplier,
      outcome.provider,
      outcome.source,
      outcome.accepted,
      outcome.reason,
      // As in storableJson: PostgreSQL's text refuses these, and the outcome must still be kept.
      outcome.code === null || outcome.code === undefined ? null : storableText(outcome.code),
      marked,
      storableJson(outcome.raw),
      unverifiedFrom !== null,
      unverifiedFrom === null ? null : storableText(unverifiedFrom),
    ],
  );
}

/**
 * JSON text PostgreSQL's jsonb takes, never an exception: jsonb refuses the NUL character
 * (`\u0000`) and lone UTF-16 surrogates (`\udc00`) that JSON.stringify writes as escapes, and an
 * outcome carrying one must still be kept, not turned into a 500. Each becomes U+FFFD; the
 * lookbehind leaves an escaped backslash followed by the letters `u0000` alone. (Well-formed
 * JSON.stringify escapes a surrogate only when it is lone.) A value JSON.stringify cannot write
 * (nested past the stack, a cycle, a bigint) is kept as the reason it could not be; the routes
 * keep such bodies as their text instead (server/http/body.ts), so this is the last resort.
 */
export const storableJson = (value: unknown): string =>
  written(value).replace(/(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi, '$1\\ufffd');

function written(value: unknown): string {
  try {
    // JSON.stringify answers undefined for undefined, whatever its declared type says.
    const text = JSON.stringify(value) as unknown;
    return typeof text === 'string' ? text : 'null';
  } catch (error) {
    return JSON.stringify({ unstorable: String(error) });
  }
}

/** Text PostgreSQL's text type takes: a NUL or a lone surrogate becomes U+FFFD. */
export const storableText = (text: string): string =>
  text.replace(
    /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\uFFFD',
  );

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

/**
 * Ends the hosted checkout of an attempt (paid, declined or cancelled), as a provider ends its
 * own: true for the one call that ended it, so a second submit of the same checkout does nothing.
 * Only the second provider's sandbox plays the provider here.
 */
export async function completeCheckout(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_attempts SET completed_at = now()
     WHERE code = $1 AND completed_at IS NULL RETURNING code`,
    [code],
  );
  return rows.length > 0;
}
