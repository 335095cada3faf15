import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { BlobStore } from './blobs.ts';

export interface Media {
  id: string;
  documentId: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Stores the document's file of `kind` (e.g. `pdf`), replacing the previous one. `blob` is the
 * hash under which the bytes are already in the blob store (ADR 0014); without it they go into
 * the row.
 */
export async function saveMedia(
  db: Queryable,
  documentId: string,
  kind: string,
  file: { filename: string; contentType: string; bytes: Uint8Array; blob?: string | undefined },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO media (id, document_id, kind, filename, content_type, bytes, blob_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (document_id, kind) DO UPDATE SET filename = excluded.filename,
       content_type = excluded.content_type, bytes = excluded.bytes,
       blob_sha256 = excluded.blob_sha256
     RETURNING id`,
    [
      randomBytes(16).toString('hex'),
      documentId,
      kind,
      file.filename,
      file.contentType,
      file.blob === undefined ? file.bytes : null,
      file.blob ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('media was not stored');
  if (kind === 'pdf') {
    await db.query('UPDATE documents SET pdf_media_id = $1 WHERE id = $2', [id, documentId]);
  }
  return id;
}

export async function findMedia(
  db: Queryable,
  blobs: BlobStore | null,
  id: string,
): Promise<Media | null> {
  const rows = await db.query<{
    id: string;
    document_id: string;
    filename: string;
    content_type: string;
    bytes: Uint8Array | null;
    blob_sha256: string | null;
  }>(
    'SELECT id, document_id, filename, content_type, bytes, blob_sha256 FROM media WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    documentId: row.document_id,
    filename: row.filename,
    contentType: row.content_type,
    bytes: await bytesOf(blobs, row.bytes, row.blob_sha256),
  };
}

/** A row's bytes: its own, or the blob store's under its hash. */
export async function bytesOf(
  blobs: BlobStore | null,
  bytes: Uint8Array | null,
  blob: string | null,
): Promise<Uint8Array> {
  if (blob === null) return bytes ?? new Uint8Array();
  if (!blobs) {
    throw new Error(`the file ${blob} is in a blob store, and this database has none (ADR 0014)`);
  }
  return blobs.get(blob);
}
