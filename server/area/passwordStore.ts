import type { Queryable } from '../db/database.ts';
import { hashPassword, passwordMatches } from '../identity/accounts.ts';
import type { Principal } from '../identity/bearer.ts';
import { afterNewPassword } from '../identity/sessions.ts';

export type PasswordChangeResult = 'changed' | 'no-account' | 'wrong-password';

/**
 * Changes the login's password when `current` is its password today (issue 18, decision 273),
 * with scrypt as the identity provider stores them (server/identity/accounts.ts). The row is
 * locked for the check and the write, so two changes at once cannot both pass the old password.
 * In the same transaction every other session of the account ends (issue 27): a stolen session
 * does not outlive the password; the one the change was made from goes on.
 */
export async function changePassword(
  tx: Queryable,
  principal: Principal,
  current: string,
  next: string,
): Promise<PasswordChangeResult> {
  const [row] = await tx.query<{ password_hash: string; username: string }>(
    'SELECT password_hash, username FROM accounts WHERE id = $1 AND supplier = $2 FOR UPDATE',
    [principal.accountId, principal.supplier],
  );
  if (!row) return 'no-account';
  if (!(await passwordMatches(current, row.password_hash))) return 'wrong-password';
  await tx.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [
    principal.accountId,
    await hashPassword(next),
  ]);
  const account = { id: principal.accountId, supplier: principal.supplier, username: row.username };
  await afterNewPassword(tx, account, principal.session);
  return 'changed';
}
