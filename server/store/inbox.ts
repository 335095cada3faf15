import type { Queryable } from '../db/database.ts';

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

export async function saveCareMessage(
  db: Queryable,
  message: Omit<CareMessage, 'attachments'>,
  attachments: readonly NewAttachment[],
): Promise<number> {
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
  for (const file of attachments) {
    await db.query(
      `INSERT INTO attachments (message_id, name, content_type, size, bytes)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, file.name, file.contentType, file.bytes.length, file.bytes],
    );
  }
  return id;
}

export async function listCareMessages(db: Queryable, documentId: string): Promise<CareMessage[]> {
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
      bytes: Uint8Array;
    }>(
      'SELECT name, content_type, size, bytes FROM attachments WHERE message_id = $1 ORDER BY id',
      [row.id],
    );
    result.push({
      documentId: row.document_id,
      supplier: row.supplier,
      kind: row.kind,
      category: row.category,
      subject: row.subject,
      body: row.body,
      payload: row.payload,
      attachments: files.map((file) => ({
        name: file.name,
        contentType: file.content_type,
        size: file.size,
        bytes: file.bytes,
      })),
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
