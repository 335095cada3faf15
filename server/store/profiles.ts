import type { Queryable } from '../db/database.ts';

/** The profile as last saved, or null before the customer's first edit. */
export async function findProfile(
  db: Queryable,
  supplier: string,
  customerId: string,
): Promise<Record<string, unknown> | null> {
  const rows = await db.query<{ profile: Record<string, unknown> }>(
    'SELECT profile FROM profiles WHERE supplier = $1 AND customer_id = $2',
    [supplier, customerId],
  );
  return rows[0]?.profile ?? null;
}

/** Saves the whole profile and the change that made it, in one transaction (the caller's). */
export async function saveProfile(
  tx: Queryable,
  change: {
    documentId: string;
    supplier: string;
    customerId: string;
    profile: Record<string, unknown>;
    changes: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO profiles (supplier, customer_id, profile) VALUES ($1, $2, $3::json)
     ON CONFLICT (supplier, customer_id) DO UPDATE SET profile = excluded.profile, updated_at = now()`,
    [change.supplier, change.customerId, JSON.stringify(change.profile)],
  );
  await tx.query(
    `INSERT INTO profile_changes (document_id, supplier, customer_id, changes)
     VALUES ($1, $2, $3, $4::jsonb)`,
    [change.documentId, change.supplier, change.customerId, JSON.stringify(change.changes)],
  );
}

export async function listProfileChanges(
  db: Queryable,
  documentId: string,
): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ changes: Record<string, unknown> }>(
    'SELECT changes FROM profile_changes WHERE document_id = $1 ORDER BY id',
    [documentId],
  );
  return rows.map((row) => row.changes);
}
