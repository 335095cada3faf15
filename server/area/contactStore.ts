import type { Queryable } from '../db/database.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { StoredAttachment } from '../store/inbox.ts';
import { bytesOf } from '../store/media.ts';
import type { CareRouting } from '../../src/domain/customerCare.ts';

/** A customer-area contact request, as the contacts page sent it and the route checked it. */
export interface ContactRequestRow {
  customerId: string;
  accountId: string;
  supplier: string;
  category: string;
  subject: string;
  description: string;
  contractId: string | null;
  routing: CareRouting;
}

/** The acknowledgement put in the customer's messages (issue 18: the messages page shows it). */
export interface Acknowledgement {
  subject: string;
  body: string;
}

/** How many requests a customer sent in the last 24 hours, and when the oldest leaves that window. */
export async function recentRequests(
  db: Queryable,
  customerId: string,
): Promise<{ count: number; secondsUntilFewer: number }> {
  const rows = await db.query<{ count: number; seconds: number | null }>(
    `SELECT count(*)::int AS count,
            ceil(extract(epoch FROM min(received_at) + interval '1 day' - now()))::int AS seconds
       FROM contact_requests
      WHERE customer_id = $1 AND received_at > now() - interval '1 day'`,
    [customerId],
  );
  return { count: rows[0]?.count ?? 0, secondsUntilFewer: Math.max(1, rows[0]?.seconds ?? 1) };
}

/** Serialises one customer's requests until the transaction ends, so the quota is exact. */
export async function lockRequests(tx: Queryable, customerId: string): Promise<void> {
  await tx.query(
    "SELECT pg_advisory_xact_lock(hashtext('quadro-contact-requests'), hashtext($1))",
    [customerId],
  );
}

/**
 * Stores a request, its attachments and the customer's acknowledgement message; run inside a
 * transaction, so a request is never kept without its message or the other way round.
 * Returns the request's number, which the acknowledgement quotes, and its files' link ids.
 */
export async function saveContactRequest(
  tx: Queryable,
  request: ContactRequestRow,
  files: readonly StoredAttachment[],
  acknowledge: (requestId: string) => Acknowledgement,
): Promise<{ id: string; fileIds: string[] }> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contact_requests
       (customer_id, account_id, supplier, category, subject, description, contract_id, routing)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id::text AS id`,
    [
      request.customerId,
      request.accountId,
      request.supplier,
      request.category,
      request.subject,
      request.description,
      request.contractId,
      JSON.stringify(request.routing),
    ],
  );
  if (!row) throw new Error('the contact request was not stored');
  for (const [position, file] of files.entries()) {
    await tx.query(
      `INSERT INTO contact_request_files
         (request_id, position, name, content_type, size, bytes, blob_sha256)
       VALUES ($1::bigint, $2, $3, $4, $5, $6, $7)`,
      [
        row.id,
        position,
        file.name,
        file.contentType,
        file.bytes.length,
        file.blob === undefined ? file.bytes : null,
        file.blob ?? null,
      ],
    );
  }
  const message = acknowledge(row.id);
  const [sent] = await tx.query<{ id: string }>(
    `INSERT INTO customer_messages (customer_id, category, subject, body)
     VALUES ($1, 'info', $2, $3) RETURNING id::text AS id`,
    [request.customerId, message.subject, message.body],
  );
  await tx.query('UPDATE contact_requests SET message_id = $2::bigint WHERE id = $1::bigint', [
    row.id,
    sent?.id ?? null,
  ]);
  // How an event's link names each file (server/events/attachments.ts).
  return { id: row.id, fileIds: files.map((_file, position) => `contact:${row.id}:${position}`) };
}

/** One file of a request (its number and position), with the request's supplier, or null. */
export async function findContactFile(
  db: Queryable,
  blobs: BlobStore | null,
  requestId: string,
  position: number,
): Promise<{ supplier: string; name: string; contentType: string; bytes: Uint8Array } | null> {
  const [row] = await db.query<{
    supplier: string;
    name: string;
    content_type: string;
    bytes: Uint8Array | null;
    blob_sha256: string | null;
  }>(
    `SELECT r.supplier, f.name, f.content_type, f.bytes, f.blob_sha256
       FROM contact_request_files f JOIN contact_requests r ON r.id = f.request_id
      WHERE f.request_id = $1::bigint AND f.position = $2`,
    [requestId, position],
  );
  if (!row) return null;
  return {
    supplier: row.supplier,
    name: row.name,
    contentType: row.content_type,
    bytes: await bytesOf(blobs, row.bytes, row.blob_sha256),
  };
}
