import type { Database } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import type { ServerSettings } from '../types.ts';
import { macMatches, outcomeMac, type OutcomeFields } from './nexi.ts';
import { refuse } from './refuse.ts';
import { recordOutcome } from './record.ts';
import { attemptOf, isPaid, saveOutcome, type Outcome } from './store.ts';
import type { UnverifiedKeeper } from './unverified.ts';

export type NexiSettings = NonNullable<NonNullable<ServerSettings['payments']>['nexi']>;

/** Currencies of the first provider's outcome that mean euro: its code and ISO 4217's number. */
const EURO = new Set(['EUR', '978']);
/**
 * The first provider's `esito` values that end a payment without taking money; anything else
 * but OK (`PEN`, pending) is kept for audit and tells the supplier nothing yet (decision 441).
 */
const DECLINED = new Set(['KO', 'ANNULLO', 'ERRORE']);

export interface NexiOutcomeInput {
  supplier: string;
  settings: NexiSettings;
  /** The MAC key (from the environment, else the sandbox value). */
  secret: string;
  source: Outcome['source'];
  /** The bill the caller proved it speaks for (a link), or null when it proved none. */
  documentId: string | null;
  record: Record<string, unknown>;
  /** How the notification route keeps one refused before its MAC matched (issue 27). */
  unverified?: UnverifiedKeeper | undefined;
  /** The host it came through and the server's clock, for the supplier's events (issue 29). */
  host: string;
  at: Date;
}

/**
 * The one door through which a first-provider outcome (the browser's return or the provider's
 * server-to-server notification) can mark a bill paid. Checks, in order: the transaction code
 * is an attempt of this bill and supplier, the MAC is present and matches (constant time), the
 * amount and currency are the attempt's. Every outcome is kept, refused or not; a refusal is
 * thrown as a 400 problem after it is kept. A correctly signed KO is kept and marks nothing.
 * Resolves to whether the bill is now paid, and whether this outcome is the one that marked it.
 */
export async function receiveNexiOutcome(
  db: Database,
  input: NexiOutcomeInput,
): Promise<{ paid: boolean; marked: boolean }> {
  const field = (name: keyof OutcomeFields | 'mac'): string => {
    const value = input.record[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const code = field('codTrans');
  const attempt = await attemptOf(db, code, {
    provider: 'nexi',
    supplier: input.supplier,
    documentId: input.documentId,
  });
  const outcome: Omit<Outcome, 'accepted' | 'reason'> = {
    // Kept under the bill the caller spoke for; a notification proves none until its attempt does.
    documentId: input.documentId ?? attempt?.documentId ?? '',
    supplier: input.supplier,
    provider: 'nexi',
    source: input.source,
    code: code === '' ? null : code,
    raw: input.record,
  };
  const refused = (reason: string, message: string, proven = true): Promise<never> =>
    refuse(db, outcome, new Problem(400, reason, message), proven ? undefined : input.unverified);

  if (!attempt) {
    return refused('unknown-transaction', 'codTrans is not a payment attempt of this bill.', false);
  }
  const fields: OutcomeFields = {
    codTrans: code,
    esito: field('esito'),
    importo: field('importo'),
    divisa: field('divisa'),
    data: field('data'),
    orario: field('orario'),
    codAut: field('codAut'),
  };
  if (field('mac') === '') {
    return refused('missing-mac', 'The outcome carries no MAC: nothing was marked.', false);
  }
  const expected = outcomeMac(fields, input.secret, input.settings.macAlgorithm);
  if (!macMatches(expected, field('mac'))) {
    return refused('bad-mac', 'The outcome MAC does not match: nothing was marked.', false);
  }
  if (fields.importo !== String(attempt.amountCents) || !EURO.has(fields.divisa)) {
    return refused('amount-mismatch', 'The outcome amount or currency is not that of the attempt.');
  }

  const told = { providerStatus: fields.esito, host: input.host, at: input.at };
  if (fields.esito.toUpperCase() !== 'OK') {
    const declined = { ...outcome, accepted: false, reason: `esito ${fields.esito}` };
    await (DECLINED.has(fields.esito.toUpperCase())
      ? recordOutcome(db, declined, attempt, told)
      : saveOutcome(db, declined));
    return { paid: await isPaid(db, attempt.documentId), marked: false };
  }
  const accepted = { ...outcome, accepted: true, reason: '' };
  const { marked } = await recordOutcome(db, accepted, attempt, told);
  return { paid: true, marked };
}
