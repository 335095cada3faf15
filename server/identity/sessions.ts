import type { Queryable } from '../db/database.ts';
import { clearLoginFailures } from './throttle.ts';

/** What a password change or reset needs to know of the account (accounts.ts's row). */
export interface ChangedAccount {
  id: string;
  supplier: string;
  username: string;
}

/**
 * What follows a new password (issue 27, ADR 0040), for the customer's own change and for a
 * password reset alike: every provider session, grant and token of the account ends (refresh
 * tokens and codes are rows of their grant), and every password recovery link (issue 28),
 * but the session `keep` (the uid in the `sid` claim
 * of the access token the change was made with; none for a reset), whose grant goes on; and the account's
 * failed logins are forgotten. Call it in the transaction that stores the new hash, so that a
 * session cannot survive a password it was not opened with.
 */
export async function afterNewPassword(
  tx: Queryable,
  account: ChangedAccount,
  keep?: string,
): Promise<void> {
  const sessions = await tx.query<{
    host: string;
    id: string;
    uid: string | null;
    authorizations: unknown;
  }>(
    `SELECT host, id, uid, payload->'authorizations' AS authorizations FROM oidc_models
     WHERE model = 'Session' AND payload->>'accountId' = $1`,
    [account.id],
  );
  const keptGrants = new Set<string>();
  const ending: { host: string; id: string }[] = [];
  for (const session of sessions) {
    if (keep === undefined || session.uid !== keep) ending.push(session);
    else for (const grant of grantsOf(session.authorizations)) keptGrants.add(grant);
  }
  const grants = await tx.query<{ host: string; id: string }>(
    `SELECT host, id FROM oidc_models WHERE model = 'Grant' AND payload->>'accountId' = $1`,
    [account.id],
  );
  const revoked = grants.filter((grant) => !keptGrants.has(grant.id)).map((grant) => grant.id);
  if (revoked.length > 0) {
    // The grants' tokens and codes (their grant_id column), then the grants themselves.
    await tx.query('DELETE FROM oidc_models WHERE grant_id = ANY($1::text[])', [revoked]);
    await tx.query(`DELETE FROM oidc_models WHERE model = 'Grant' AND id = ANY($1::text[])`, [
      revoked,
    ]);
  }
  for (const session of ending) {
    await tx.query(`DELETE FROM oidc_models WHERE host = $1 AND model = 'Session' AND id = $2`, [
      session.host,
      session.id,
    ]);
  }
  await clearLoginFailures(tx, account.supplier, account.username);
  // A recovery link sent before the new password opens nothing after it (issue 28).
  await tx.query('DELETE FROM password_recoveries WHERE account_id = $1', [account.id]);
}

/** The grants of a session's authorizations (one per client). */
function grantsOf(authorizations: unknown): string[] {
  if (typeof authorizations !== 'object' || authorizations === null) return [];
  return Object.values(authorizations).flatMap((entry: unknown) => {
    const grantId =
      typeof entry === 'object' && entry !== null && 'grantId' in entry ? entry.grantId : null;
    return typeof grantId === 'string' ? [grantId] : [];
  });
}
