import type { Database } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import type { ServerSettings } from '../types.ts';
import { refuse } from './refuse.ts';
import { recordOutcome } from './record.ts';
import { attemptOf, isPaid, saveOutcome, type Outcome } from './store.ts';
import { constantTimeEqual } from './secrets.ts';
import type { UnverifiedKeeper } from './unverified.ts';
import { parseBody, readEvent, signatureMatches } from './worldline.ts';

/**
 * The second provider's statuses that end a payment without taking money; the others (CREATED,
 * PENDING_…, AUTHORIZATION_REQUESTED, …) are steps on the way, kept for audit, telling the
 * supplier nothing yet (decision 441).
 */
const DECLINED = new Set(['REJECTED', 'CANCELLED', 'REJECTED_CAPTURE']);

export type WorldlineSettings = NonNullable<NonNullable<ServerSettings['payments']>['worldline']>;

export interface WebhookInput {
  supplier: string;
  settings: WorldlineSettings;
  /** The webhook secret (from the environment, else the sandbox value). */
  secret: string;
  /** The bill the webhook's address names (its link id). */
  documentId: string;
  /** The body's exact bytes: the signature covers them, not any re-serialisation. */
  body: Buffer;
  keyId: string | undefined;
  signature: string | undefined;
  /** How the route keeps a webhook refused before its signature matched (issue 27). */
  unverified?: UnverifiedKeeper | undefined;
  /** The host it came through and the server's clock, for the supplier's events (issue 29). */
  host: string;
  at: Date;
}

/**
 * The one door through which a second-provider webhook can mark a bill paid. Checks, in order:
 * a signature is present, its key id is the host's, it matches the exact bytes (constant time);
 * only then is the body read: an event whose merchant is the host's, whose merchantReference is
 * an attempt of this bill and supplier, with the attempt's amount and currency. A CAPTURED
 * payment marks the bill once (the first provider's transaction); any other status is kept and
 * marks nothing. Every webhook is kept; a refusal is thrown as a 400 problem after it is kept.
 */
export async function receiveWorldlineWebhook(
  db: Database,
  input: WebhookInput,
): Promise<{ paid: boolean; marked: boolean }> {
  const json = parseBody(input.body);
  const event = readEvent(json);
  const reference = typeof event === 'string' ? null : event.payment.merchantReference;
  const outcome: Omit<Outcome, 'accepted' | 'reason'> = {
    documentId: input.documentId,
    supplier: input.supplier,
    provider: 'worldline',
    source: 'notification',
    code: reference,
    raw: json,
  };
  const refused = (code: string, message: string): Promise<never> =>
    refuse(db, outcome, new Problem(400, code, message));
  // Before the signature matched, anyone could have sent it: kept within the quota.
  const unproven = (code: string, message: string): Promise<never> =>
    refuse(db, outcome, new Problem(400, code, message), input.unverified);

  if (!input.signature || !input.keyId) {
    return unproven('missing-signature', 'The webhook carries no X-GCS-Signature or X-GCS-KeyId.');
  }
  if (!constantTimeEqual(input.settings.keyId, input.keyId)) {
    return unproven('unknown-key', 'X-GCS-KeyId is not a webhook key of this host.');
  }
  if (!signatureMatches(input.body, input.secret, input.signature)) {
    return unproven(
      'bad-signature',
      'X-GCS-Signature does not match the body: nothing was marked.',
    );
  }
  if (typeof event === 'string')
    return refused('invalid-request', `Not a payment event: ${event}.`);
  const attempt =
    event.merchantId === input.settings.merchantId
      ? await attemptOf(db, event.payment.merchantReference, {
          provider: 'worldline',
          supplier: input.supplier,
          documentId: input.documentId,
        })
      : null;
  if (!attempt) {
    return refused(
      'unknown-transaction',
      'merchantId and merchantReference do not name a payment attempt of this bill.',
    );
  }
  const { amountCents, currency } = event.payment;
  if (amountCents !== attempt.amountCents || currency !== attempt.currency) {
    return refused('amount-mismatch', 'The amount or currency is not that of the attempt.');
  }

  const providerStatus = `${event.type} ${event.payment.status}`;
  const told = { providerStatus, host: input.host, at: input.at };
  if (event.payment.status !== 'CAPTURED' || event.type !== 'payment.captured') {
    const declined = { ...outcome, accepted: false, reason: providerStatus };
    await (DECLINED.has(event.payment.status)
      ? recordOutcome(db, declined, attempt, told)
      : saveOutcome(db, declined));
    return { paid: await isPaid(db, attempt.documentId), marked: false };
  }
  const accepted = { ...outcome, accepted: true, reason: '' };
  const { marked } = await recordOutcome(db, accepted, attempt, told);
  return { paid: true, marked };
}
