import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { hashPassword, normalUsername, type Account } from './accounts.ts';
import { afterNewPassword } from './sessions.ts';

/**
 * Password recovery by e-mail (issue 28, ADR 0047): one-time, short-lived links whose token
 * only the customer's mailbox holds (the database keeps its SHA-256, 0019_password_recovery.sql),
 * and a count of requests per login name. Times come from the caller's clock, so a test can
 * move past a link's expiry.
 */
export const recovery = {
  /** How long a link works: long enough to open the mail, short enough to be worth little. */
  linkMinutes: 30,
  /** Requests per login name in `windowMinutes`, known or not (decision 432). */
  requestsPerName: 3,
  windowMinutes: 60,
  /** Requests (and new passwords) per address in `addressWindowMinutes` (decision 432). */
  requestsPerAddress: 10,
  addressWindowMinutes: 15,
} as const;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as the links carry it: 32 random bytes, base64url (43 characters). */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type RecoveryClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one recovery request for `username` at `supplier`, whether or not it names an account,
 * or answers how long the name must wait. One statement, so two processes cannot both take
 * the last request of a window.
 */
export async function claimRecoveryRequest(
  db: Queryable,
  supplier: string,
  username: string,
  now: Date,
): Promise<RecoveryClaim> {
  const windowStart = new Date(now.getTime() - recovery.windowMinutes * 60_000);
  await db.query('DELETE FROM password_recovery_throttle WHERE window_start < $1', [windowStart]);
  const name = normalUsername(username);
  const taken = await db.query(
    `INSERT INTO password_recovery_throttle AS t (supplier, username, window_start, requests)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (supplier, username) DO UPDATE SET requests = t.requests + 1
     WHERE t.requests < $4
     RETURNING requests`,
    [supplier, name, now, recovery.requestsPerName],
  );
  if (taken.length === 1) return { allowed: true };
  const [row] = await db.query<{ window_start: Date | string }>(
    'SELECT window_start FROM password_recovery_throttle WHERE supplier = $1 AND username = $2',
    [supplier, name],
  );
  const started = row ? new Date(row.window_start).getTime() : now.getTime();
  const ends = started + recovery.windowMinutes * 60_000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/** Where a recovery link is sent, and whom the e-mail greets. */
export interface RecoveryTarget {
  account: Account;
  /** The e-mail of the account's first customer it holds, else that customer's billing e-mail. */
  email: string | null;
}

/** The account a login name opens at `supplier`, with its address; undefined: no account. */
export async function recoveryTarget(
  db: Queryable,
  supplier: string,
  username: string,
): Promise<RecoveryTarget | undefined> {
  const [account] = await db.query<Account>(
    'SELECT id, supplier, username, name FROM accounts WHERE supplier = $1 AND username = $2',
    [supplier, normalUsername(username)],
  );
  if (!account) return undefined;
  const [address] = await db.query<{ email: string | null }>(
    `SELECT coalesce(nullif(c.email, ''), nullif(c.billing_email, '')) AS email
     FROM account_customers ac JOIN customers c ON c.id = ac.customer_id
     WHERE ac.account_id = $1 AND ac.role = 'holder'
       AND coalesce(nullif(c.email, ''), nullif(c.billing_email, '')) IS NOT NULL
     ORDER BY ac.position, c.id LIMIT 1`,
    [account.id],
  );
  return { account, email: address?.email ?? null };
}

/** Stores a new link for `account` and answers its token (only the mail will carry it). */
export async function issueRecovery(db: Queryable, account: Account, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Links past their expiry go as new ones come: the table holds only live ones and a few more.
  await db.query('DELETE FROM password_recoveries WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO password_recoveries (token_hash, account_id, supplier, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      digest(token),
      account.id,
      account.supplier,
      now,
      new Date(now.getTime() + recovery.linkMinutes * 60_000),
    ],
  );
  return token;
}

/** Whether `token` is a link of `supplier` that still works (the new-password form's GET). */
export async function recoveryUsable(
  db: Queryable,
  supplier: string,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!tokenPattern.test(token)) return false;
  const rows = await db.query(
    `SELECT 1 FROM password_recoveries
     WHERE token_hash = $1 AND supplier = $2 AND used_at IS NULL AND expires_at > $3`,
    [digest(token), supplier, now],
  );
  return rows.length === 1;
}

/**
 * Spends the link and sets the account's new password, in `tx`: the link is marked used in the
 * same statement that checks it (two posts cannot both use it), then every session, grant and
 * token of the account ends and its other links go (./sessions.ts). Answers the account, or
 * null: no such live link.
 */
export async function resetPassword(
  tx: Queryable,
  supplier: string,
  token: string,
  password: string,
  now: Date,
): Promise<{ id: string } | null> {
  if (!tokenPattern.test(token)) return null;
  const [spent] = await tx.query<{ account_id: string }>(
    `UPDATE password_recoveries SET used_at = $3
     WHERE token_hash = $1 AND supplier = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING account_id`,
    [digest(token), supplier, now],
  );
  if (!spent) return null;
  const [account] = await tx.query<{ id: string; username: string }>(
    'UPDATE accounts SET password_hash = $2 WHERE id = $1 AND supplier = $3 RETURNING id, username',
    [spent.account_id, await hashPassword(password), supplier],
  );
  if (!account) return null;
  await afterNewPassword(tx, { id: account.id, supplier, username: account.username });
  return { id: account.id };
}
