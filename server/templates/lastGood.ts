import type { Queryable } from '../db/types.ts';
import type { Tagged } from '../http/tagged.ts';

/** A template's answer: its JSON and its strong ETag (server/http/tagged.ts). */
export type ServedTemplate = Tagged;

export interface LastGood extends ServedTemplate {
  savedAt: Date;
}

/**
 * The last effective template of a host that passed the check (migration 0013, ADR 0035),
 * written each time a new version loads, read when an edit breaks it.
 */
export async function saveLastGood(
  db: Queryable,
  host: string,
  name: string,
  served: ServedTemplate,
): Promise<void> {
  // Unchanged versions are not rewritten: `saved_at` says when this version was first served.
  await db.query(
    `INSERT INTO last_good_templates (host, name, body, etag) VALUES ($1, $2, $3, $4)
     ON CONFLICT (host, name) DO UPDATE SET body = $3, etag = $4, saved_at = now()
     WHERE last_good_templates.etag <> $4`,
    [host, name, served.body, served.etag],
  );
}

export async function readLastGood(
  db: Queryable,
  host: string,
  name: string,
): Promise<LastGood | undefined> {
  const rows = await db.query<{ body: string; etag: string; saved_at: Date | string }>(
    'SELECT body, etag, saved_at FROM last_good_templates WHERE host = $1 AND name = $2',
    [host, name],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { body: row.body, etag: row.etag, savedAt: new Date(row.saved_at) };
}
