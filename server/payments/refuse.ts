import type { Queryable } from '../db/database.ts';
import type { Problem } from '../http/problem.ts';
import { saveOutcome, type Outcome } from './store.ts';

/**
 * Keeps an outcome the server refuses, with the problem's code as its reason, then throws the
 * problem: every outcome that reaches a provider's route is kept, refused or not.
 */
export async function refuse(
  db: Queryable,
  outcome: Omit<Outcome, 'accepted' | 'reason'>,
  problem: Problem,
): Promise<never> {
  await saveOutcome(db, { ...outcome, accepted: false, reason: problem.code });
  throw problem;
}
