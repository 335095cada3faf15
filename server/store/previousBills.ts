import type { Queryable } from '../db/database.ts';
import { comparisonColumns } from './documents.ts';

/**
 * Fills the comparison's keys (migration 0024) of the bills stored before them, a batch at a
 * time, at start (decision 665): afterwards `saveDocument` fills them with every store. Run by
 * several processes at once it does the same work twice, and writes the same values. Answers
 * how many bills it read.
 */
export async function keyStoredBills(db: Queryable, batch = 200): Promise<number> {
  let read = 0;
  for (;;) {
    const rows = await db.query<{ id: string; document: unknown; profile: unknown }>(
      `SELECT id, document, profile FROM documents WHERE NOT keys_filled ORDER BY id LIMIT $1`,
      [batch],
    );
    for (const row of rows) {
      await db.query(
        `UPDATE documents SET client_code = $2, supply_point = $3, bill_date = $4::date,
                as_previous = $5::jsonb, keys_filled = true
          WHERE id = $1 AND NOT keys_filled`,
        [row.id, ...comparisonColumns(row.document, row.profile)],
      );
    }
    read += rows.length;
    if (rows.length < batch) return read;
  }
}
