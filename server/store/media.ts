import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface Media {
  id: string;
  documentId: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores the document's file of `kind` (e.g. `pdf`), replacing the previous one. */
export async function saveMedia(
  db: Queryable,
  documentId: string,
  kind: string,
  file: { filename: string; contentType: string; bytes: Uint8Array },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO media (id, document_id, kind, filename, content_type, bytes)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (document_id, kind) DO UPDATE SET filename = excluded.filename,
       content_type = excluded.content_type, bytes = excluded.bytes
     RETURNING id`,
    [
      randomBytes(16).toString('hex'),
      documentId,
      kind,
      file.filename,
      file.contentType,
      file.bytes,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('media was not stored');
  if (kind === 'pdf') {
    await db.query('UPDATE documents SET pdf_media_id = $1 WHERE id = $2', [id, documentId]);
  }
  return id;
}

export async function findMediaId(
  db: Queryable,
  documentId: string,
  kind: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM media WHERE document_id = $1 AND kind = $2',
    [documentId, kind],
  );
  return rows[0]?.id ?? null;
}

export async function findMedia(db: Queryable, id: string): Promise<Media | null> {
  const rows = await db.query<{
    id: string;
    document_id: string;
    filename: string;
    content_type: string;
    bytes: Uint8Array;
  }>('SELECT id, document_id, filename, content_type, bytes FROM media WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    documentId: row.document_id,
    filename: row.filename,
    contentType: row.content_type,
    bytes: row.bytes,
  };
}
