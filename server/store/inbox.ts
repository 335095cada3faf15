import type { Queryable } from '../db/database.ts';
import type { BlobStore } from './blobs.ts';
import { bytesOf } from './media.ts';

/**
 * What customers sent, for the supplier's back office (and for `quadro inbox`): customer-care
 * requests with their attachments, readings, profile changes and payment outcomes.
 */

export interface CareMessage {
  documentId: string;
  supplier: string;
  kind: 'messaggio' | 'sendemail';
  category: string | null;
  subject: string | null;
  body: string | null;
  payload: object;
  attachments: { name: string; contentType: string; size: number; bytes: Uint8Array }[];
}

export interface NewAttachment {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An attachment ready for its row: its bytes, or the blob store's hash of them (ADR 0014). */
export type StoredAttachment = NewAttachment & { blob?: string };

/**
 * Puts the attachments in the blob store, if there is one, before the message's transaction:
 * the files are durable before any row names them, and the slow part holds no transaction.
 */
export async function storeAttachments(
  blobs: BlobStore | null,
  attachments: readonly NewAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  for (const file of attachments) {
    stored.push(blobs ? { ...file, blob: await blobs.put(file.bytes) } : file);
  }
  return stored;
}

/** How many messages a bill received in the last 24 hours, and when the oldest of them leaves that window. */
export async function recentMessages(
  db: Queryable,
  documentId: string,
): Promise<{ count: number; secondsUntilFewer: number }> {
  const rows = await db.query<{ count: number; seconds: number | null }>(
    `SELECT count(*)::int AS count,
            ceil(extract(epoch FROM min(received_at) + interval '1 day' - now()))::int AS seconds
       FROM care_messages
      WHERE document_id = $1 AND received_at > now() - interval '1 day'`,
    [documentId],
  );
  return { count: rows[0]?.count ?? 0, secondsUntilFewer: Math.max(1, rows[0]?.seconds ?? 1) };
}

/** Serialises the messages of one bill until the transaction ends, so a quota is exact. */
export async function lockMessages(tx: Queryable, documentId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('quadro-care-messages'), hashtext($1))", [
    documentId,
  ]);
}

/** Stores a message and its attachments; answers the message's id and each attachment's. */
export async function saveCareMessage(
  db: Queryable,
  message: Omit<CareMessage, 'attachments'>,
  attachments: readonly StoredAttachment[],
): Promise<{ id: number; attachmentIds: string[] }> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO care_messages (document_id, supplier, kind, category, subject, body, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
    [
      message.documentId,
      message.supplier,
      message.kind,
      message.category,
      message.subject,
      message.body,
      JSON.stringify(message.payload),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the message was not stored');
  const attachmentIds: string[] = [];
  for (const file of attachments) {
    const stored = await db.query<{ id: string }>(
      `INSERT INTO attachments (message_id, name, content_type, size, bytes, blob_sha256)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
      [
        id,
        file.name,
        file.contentType,
        file.bytes.length,
        file.blob === undefined ? file.bytes : null,
        file.blob ?? null,
      ],
    );
    attachmentIds.push(stored[0]?.id ?? '');
  }
  return { id, attachmentIds };
}

/** One attachment by its id, with its message's supplier, or null. */
export async function findAttachment(
  db: Queryable,
  blobs: BlobStore | null,
  id: string,
): Promise<{ supplier: string; name: string; contentType: string; bytes: Uint8Array } | null> {
  const rows = await db.query<{
    supplier: string;
    name: string;
    content_type: string;
    bytes: Uint8Array | null;
    blob_sha256: string | null;
  }>(
    `SELECT m.supplier, a.name, a.content_type, a.bytes, a.blob_sha256
       FROM attachments a JOIN care_messages m ON m.id = a.message_id
      WHERE a.id = $1::bigint`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    supplier: row.supplier,
    name: row.name,
    contentType: row.content_type,
    bytes: await bytesOf(blobs, row.bytes, row.blob_sha256),
  };
}

export async function listCareMessages(
  db: Queryable,
  blobs: BlobStore | null,
  documentId: string,
): Promise<CareMessage[]> {
  const messages = await db.query<{
    id: number;
    document_id: string;
    supplier: string;
    kind: 'messaggio' | 'sendemail';
    category: string | null;
    subject: string | null;
    body: string | null;
    payload: Record<string, unknown>;
  }>(
    `SELECT id, document_id, supplier, kind, category, subject, body, payload
       FROM care_messages WHERE document_id = $1 ORDER BY id`,
    [documentId],
  );
  const result: CareMessage[] = [];
  for (const row of messages) {
    const files = await db.query<{
      name: string;
      content_type: string;
      size: number;
      bytes: Uint8Array | null;
      blob_sha256: string | null;
    }>(
      `SELECT name, content_type, size, bytes, blob_sha256
         FROM attachments WHERE message_id = $1 ORDER BY id`,
      [row.id],
    );
    const attachments = [];
    for (const file of files) {
      attachments.push({
        name: file.name,
        contentType: file.content_type,
        size: file.size,
        bytes: await bytesOf(blobs, file.bytes, file.blob_sha256),
      });
    }
    result.push({
      documentId: row.document_id,
      supplier: row.supplier,
      kind: row.kind,
      category: row.category,
      subject: row.subject,
      body: row.body,
      payload: row.payload,
      attachments,
    });
  }
  return result;
}

export interface Reading {
  documentId: string;
  supplier: string;
  siteId: string;
  value: number;
}

export async function saveReading(db: Queryable, reading: Reading): Promise<void> {
  await db.query(
    'INSERT INTO readings (document_id, supplier, site_id, value) VALUES ($1, $2, $3, $4)',
    [reading.documentId, reading.supplier, reading.siteId, reading.value],
  );
}

export async function listReadings(db: Queryable, documentId: string): Promise<Reading[]> {
  const rows = await db.query<{
    document_id: string;
    supplier: string;
    site_id: string;
    value: number;
  }>(
    'SELECT document_id, supplier, site_id, value FROM readings WHERE document_id = $1 ORDER BY id',
    [documentId],
  );
  return rows.map((row) => ({
    documentId: row.document_id,
    supplier: row.supplier,
    siteId: row.site_id,
    value: row.value,
  }));
}
