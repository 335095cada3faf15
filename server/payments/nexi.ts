import { createHash, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './secrets.ts';

/**
 * The first card provider, on the model of Nexi XPay's hosted payment page ("codice base").
 * The request MAC covers the transaction code, currency and amount; the outcome MAC also covers
 * the outcome, date, time and authorisation code. Both end with the merchant's secret.
 */

export type MacAlgorithm = 'sha1' | 'sha256';

export function requestMac(
  fields: { codTrans: string; divisa: string; importo: string },
  secret: string,
  algorithm: MacAlgorithm,
): string {
  return digest(
    `codTrans=${fields.codTrans}divisa=${fields.divisa}importo=${fields.importo}${secret}`,
    algorithm,
  );
}

export interface OutcomeFields {
  codTrans: string;
  esito: string;
  importo: string;
  divisa: string;
  data: string;
  orario: string;
  codAut: string;
}

export function outcomeMac(fields: OutcomeFields, secret: string, algorithm: MacAlgorithm): string {
  return digest(
    `codTrans=${fields.codTrans}esito=${fields.esito}importo=${fields.importo}divisa=${fields.divisa}` +
      `data=${fields.data}orario=${fields.orario}codAut=${fields.codAut}${secret}`,
    algorithm,
  );
}

/** Constant-time comparison of two hex MACs (case-insensitive). */
export const macMatches = (expected: string, given: string): boolean =>
  constantTimeEqual(expected.toLowerCase(), given.toLowerCase());

/**
 * A transaction code unique per attempt: Nexi allows 2–30 characters, and it fits the second
 * provider's merchantReference (at most 40) as well.
 */
export function newTransactionCode(): string {
  return `Q${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

function digest(text: string, algorithm: MacAlgorithm): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex');
}
