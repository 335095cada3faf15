import type { Queryable } from '../db/database.ts';
import type { Principal } from '../identity/bearer.ts';
import type { CustomerMessage } from '../../schemas/types/message.gen.ts';

export type { CustomerMessage };

interface MessageRow {
  id: string;
  customer_id: string;
  category: CustomerMessage['category'];
  subject: string;
  body: string;
  sent_at: string;
  read_at: string | null;
  deleted_at: string | null;
}

// Timestamps as ISO 8601 UTC text on both databases; the id as text (bigint exceeds a double).
const columns = `m.id::text AS id, m.customer_id, m.category, m.subject, m.body,
  to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at,
  to_char(m.read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS read_at,
  to_char(m.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS deleted_at`;

/** The login's own messages only, never deleted ones (see ./customers.ts). */
const own = `FROM customer_messages m JOIN customers c ON c.id = m.customer_id
  JOIN account_customers a ON a.customer_id = c.id
  WHERE a.account_id = $1 AND c.supplier = $2 AND m.deleted_at IS NULL`;

/**
 * The messages of the login's customers (of one, when `customerId` is given), newest first,
 * at most `limit`, and how many of them all are unread.
 */
export async function listMessages(
  db: Queryable,
  principal: Principal,
  options: { customerId?: string; limit?: number } = {},
): Promise<{ messages: CustomerMessage[]; unread: number }> {
  const params = [principal.accountId, principal.supplier, options.customerId ?? null];
  const which = `${own} AND ($3::text IS NULL OR c.id = $3)`;
  const rows = await db.query<MessageRow>(
    `SELECT ${columns} ${which} ORDER BY m.sent_at DESC, m.id DESC LIMIT $4`,
    [...params, options.limit ?? 500],
  );
  const counted = await db.query<{ unread: number }>(
    `SELECT count(*)::int AS unread ${which} AND m.read_at IS NULL`,
    params,
  );
  return {
    messages: rows.map((row) => toMessage(row, false)),
    unread: counted[0]?.unread ?? 0,
  };
}

/** One of the login's messages; null for a missing, deleted or another's one alike. */
export async function findMessage(
  db: Queryable,
  principal: Principal,
  id: string,
  options: { body: boolean; markRead: boolean },
): Promise<CustomerMessage | null> {
  if (options.markRead) {
    await db.query(
      `UPDATE customer_messages SET read_at = now()
        WHERE id = $3::bigint AND read_at IS NULL AND id IN (SELECT m.id ${own})`,
      [principal.accountId, principal.supplier, id],
    );
  }
  const rows = await db.query<MessageRow>(`SELECT ${columns} ${own} AND m.id = $3::bigint`, [
    principal.accountId,
    principal.supplier,
    id,
  ]);
  const row = rows[0];
  return row ? toMessage(row, options.body) : null;
}

/** Marks one of the login's messages deleted; null when there is none to delete. */
export async function deleteMessage(
  db: Queryable,
  principal: Principal,
  id: string,
): Promise<CustomerMessage | null> {
  const rows = await db.query<MessageRow>(
    `UPDATE customer_messages m SET deleted_at = now()
       FROM customers c, account_customers a
      WHERE m.id = $3::bigint AND c.id = m.customer_id AND a.customer_id = c.id
        AND a.account_id = $1 AND c.supplier = $2 AND m.deleted_at IS NULL
      RETURNING ${columns}`,
    [principal.accountId, principal.supplier, id],
  );
  const row = rows[0];
  return row ? { ...toMessage(row, true), deleted: true } : null;
}

function toMessage(row: MessageRow, withBody: boolean): CustomerMessage {
  const message: CustomerMessage = {
    id: row.id,
    customerId: row.customer_id,
    category: row.category,
    subject: row.subject,
    sent_at: row.sent_at,
    read: row.read_at !== null,
    read_at: row.read_at,
  };
  if (withBody) message.body = row.body;
  return message;
}
