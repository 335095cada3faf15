import type { Queryable } from '../db/database.ts';
import type { Problem } from '../http/problem.ts';
import { saveOutcome, type Outcome } from './store.ts';
import type { UnverifiedKeeper } from './unverified.ts';

/**
 * Keeps an outcome the server refuses, with the problem's code as its reason, then throws the
 * problem: every outcome that reaches a provider's route is kept, refused or not. One refused
 * before its proof was verified goes through `unverified` when the route gives one (a provider
 * notification, issue 27): kept within a quota, or refused 429 past the address's limit.
 */
export async function refuse(
  db: Queryable,
  outcome: Omit<Outcome, 'accepted' | 'reason'>,
  problem: Problem,
  unverified?: UnverifiedKeeper,
): Promise<never> {
  const refused = { ...outcome, accepted: false, reason: problem.code };
  await (unverified ? unverified.keep(refused) : saveOutcome(db, refused));
  throw problem;
}
