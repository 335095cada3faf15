import type { Database, Queryable } from '../db/database.ts';
import { billPaid, billRefIn, paymentRecorded } from '../events/billEvents.ts';
import { italianDate } from '../../src/domain/selfReading.ts';
import { markPaid, saveOutcome, type Attempt, type Outcome } from './store.ts';

/** What the provider said and when, beside the outcome kept for audit. */
export interface Told {
  /** The outcome in the provider's words (Nexi's `esito`, Worldline's type and status). */
  providerStatus: string;
  /** The host the outcome came through (the bill's, as its address named it). */
  host: string | null;
  at: Date;
}

const PROVIDERS = ['nexi', 'worldline'] as const;
const cardProvider = (name: string): (typeof PROVIDERS)[number] => {
  const found = PROVIDERS.find((provider) => provider === name);
  if (!found) throw new Error(`${name} is not a card provider`);
  return found;
};
const euro = (currency: string): 'EUR' => {
  if (currency !== 'EUR') throw new Error(`an attempt in ${currency}: only euro is taken`);
  return currency;
};

/** `YYYY-MM-DD` of the day in Italy at `at`: the day a customer would say they paid. */
export function italianDay(at: Date): string {
  const { year, month, day } = italianDate(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether this attempt was declined already for the same reason (a repeated notification). */
async function declinedBefore(tx: Queryable, outcome: Outcome, code: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM payment_outcomes
      WHERE code = $1 AND document_id = $2 AND provider = $3 AND NOT accepted AND NOT unverified
        AND reason = $4
      LIMIT 1`,
    [code, outcome.documentId, outcome.provider, outcome.reason],
  );
  return rows.length > 0;
}

/** Whether the bill's payment is this attempt's (the same outcome told again). */
async function paidByAttempt(tx: Queryable, attempt: Attempt): Promise<boolean> {
  const rows = await tx.query<{ provider: string; code: string }>(
    'SELECT provider, code FROM payments WHERE document_id = $1',
    [attempt.documentId],
  );
  return rows[0]?.provider === attempt.provider && rows[0].code === attempt.code;
}

/**
 * A verified outcome (accepted or declined), the marking it asks for, and what the supplier
 * is told (issue 29), in one transaction: the outcome is never kept as accepted without the bill
 * being paid, exactly one outcome per bill says it marked it, and `payment.recorded` is written
 * once per transaction and outcome (`bill.paid` with the marking). The bill's row is locked
 * first, so a concurrent outcome or status change of the same bill waits for this one and then
 * sees it; a duplicate is kept for audit and tells nothing.
 */
export async function recordOutcome(
  db: Database,
  outcome: Outcome,
  attempt: Attempt,
  told: Told,
): Promise<{ marked: boolean }> {
  return db.transaction(async (tx) => {
    const ref = await billRefIn(tx, attempt.documentId, true);
    const { amountCents, code } = attempt;
    const marked =
      outcome.accepted &&
      (await markPaid(tx, {
        documentId: attempt.documentId,
        provider: attempt.provider,
        code,
        amountCents,
      }));
    const repeated = outcome.accepted
      ? !marked && (await paidByAttempt(tx, attempt))
      : await declinedBefore(tx, outcome, code);
    // A later or concurrent accepted outcome of a paid bill is kept, and says why it marked nothing.
    const kept = outcome.accepted && !marked ? { ...outcome, reason: 'already-paid' } : outcome;
    await saveOutcome(tx, kept, marked);
    if (!ref || repeated) return { marked };

    const occurrence = { supplier: attempt.supplier, host: told.host, at: told.at };
    const provider = cardProvider(attempt.provider);
    const currency = euro(attempt.currency);
    await paymentRecorded(tx, occurrence, {
      ...ref.bill,
      provider,
      transactionId: code,
      amountCents,
      currency,
      outcome: outcome.accepted ? 'accepted' : 'declined',
      providerStatus: told.providerStatus,
      source: outcome.source,
      billMarkedPaid: marked,
    });
    if (marked) {
      await billPaid(tx, occurrence, {
        ...ref.bill,
        channel: 'card',
        paidOn: italianDay(told.at),
        amountCents,
        currency,
        provider,
        transactionId: code,
      });
    }
    return { marked };
  });
}
