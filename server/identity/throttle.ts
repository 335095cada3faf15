import type { Queryable } from '../db/database.ts';
import { normalUsername } from './accounts.ts';

/**
 * Failed logins per login name (issue 27, ADR 0040), beside the per-address limit: an attacker
 * who rotates addresses still gets a handful of guesses per account, then an exponential wait.
 * The wait is bounded, so nobody can lock a customer out for longer than `maxDelaySeconds` at a
 * time, and a successful login or a new password (./sessions.ts) forgets the failures. Counted
 * in the database (0015_login_throttle.sql), so every process counts the same attempts.
 */
export const throttle = {
  /** Failures that cost no wait. */
  freeFailures: 5,
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelaySeconds: 30,
  /** The longest wait: 15 minutes. */
  maxDelaySeconds: 900,
} as const;

export type LoginClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The failure count this attempt makes: failures a day old are forgotten. */
const failuresNow =
  "CASE WHEN t.last_attempt < now() - interval '1 day' THEN 1 ELSE t.failures + 1 END";
const waitAfter = (failures: string) =>
  `CASE WHEN ${failures} < ${throttle.freeFailures} THEN 0 ELSE LEAST(${throttle.maxDelaySeconds},
   ${throttle.firstDelaySeconds} * power(2, ${failures} - ${throttle.freeFailures})) END`;

/**
 * Takes one login attempt for `username` at `supplier`, counted as a failure until
 * `clearLoginFailures` says otherwise, or answers how long the name must wait. One statement,
 * so two processes cannot both take the last attempt.
 */
export async function claimLoginAttempt(
  db: Queryable,
  supplier: string,
  username: string,
): Promise<LoginClaim> {
  const name = normalUsername(username);
  // Names not tried for a day go: the table holds only the last day's names.
  await db.query("DELETE FROM login_throttle WHERE last_attempt < now() - interval '1 day'");
  const taken = await db.query(
    `INSERT INTO login_throttle AS t (supplier, username, failures, last_attempt, blocked_until)
     VALUES ($1, $2, 1, now(), now())
     ON CONFLICT (supplier, username) DO UPDATE SET
       failures = ${failuresNow},
       last_attempt = now(),
       blocked_until = now() + make_interval(secs => ${waitAfter(failuresNow)})
     WHERE t.blocked_until <= now()
     RETURNING failures`,
    [supplier, name],
  );
  if (taken.length === 1) return { allowed: true };
  const [row] = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS wait FROM login_throttle
     WHERE supplier = $1 AND username = $2`,
    [supplier, name],
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, row?.wait ?? 1) };
}

/** Forgets the failed logins of `username` (a successful login, a new password). */
export async function clearLoginFailures(
  db: Queryable,
  supplier: string,
  username: string,
): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE supplier = $1 AND username = $2', [
    supplier,
    normalUsername(username),
  ]);
}
