import type { Queryable } from '../db/database.ts';
import type { Principal } from '../identity/bearer.ts';
import type { DocumentRow, StoredDocument } from '../store/documents.ts';
import { parseBillDate } from '../../src/domain/dates.ts';
import type { Customer } from './customers.ts';

/** A stored bill of one of the login's customers, and whether this login has opened it. */
export interface OwnInvoice {
  customerId: string;
  bill: StoredDocument;
  seen: boolean;
}

interface InvoiceRow extends DocumentRow {
  customer_id: string;
  seen: boolean;
}

const columns = `d.id, d.supplier, d.title, d.template, d.document, d.instalments, d.modules,
  d.profile, d.contacts, d.paid, d.pdf_media_id, c.id AS customer_id,
  (v.document_id IS NOT NULL) AS seen`;

/**
 * A customer's invoices are the stored bills of its supplier made out to its fiscal code (the
 * expression of migration 0010's index): they are never copied into the area's tables.
 */
const holder = `JOIN customers c ON c.supplier = d.supplier
    AND c.fiscal_code = upper(btrim(d.document ->> 'document_fiscal_code'))`;

/** The customer's invoices, newest issue date first (then by id, so the order is stable). */
export async function invoicesOf(
  db: Queryable,
  principal: Principal,
  customer: Customer,
): Promise<OwnInvoice[]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${columns} FROM documents d ${holder}
       LEFT JOIN invoice_views v ON v.document_id = d.id AND v.account_id = $1
     WHERE c.id = $2 AND d.supplier = $3`,
    [principal.accountId, customer.id, principal.supplier],
  );
  return rows.map(toInvoice).sort(newestFirst);
}

/** One invoice of the login's customers; null for a missing one and another's alike. */
export async function findInvoice(
  db: Queryable,
  principal: Principal,
  documentId: string,
): Promise<OwnInvoice | null> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${columns} FROM documents d ${holder}
       JOIN account_customers a ON a.customer_id = c.id AND a.account_id = $1
       LEFT JOIN invoice_views v ON v.document_id = d.id AND v.account_id = $1
     WHERE d.id = $2 AND d.supplier = $3`,
    [principal.accountId, documentId, principal.supplier],
  );
  const row = rows[0];
  return row ? toInvoice(row) : null;
}

/** Records that this login opened the invoice: it is not new any more. */
export async function markSeen(
  db: Queryable,
  principal: Principal,
  documentId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO invoice_views (account_id, document_id) VALUES ($1, $2)
     ON CONFLICT (account_id, document_id) DO NOTHING`,
    [principal.accountId, documentId],
  );
}

function toInvoice(row: InvoiceRow): OwnInvoice {
  const { pdf_media_id: pdfMediaId, customer_id: customerId, seen, ...rest } = row;
  return { customerId, seen, bill: { ...rest, pdfMediaId } };
}

function dayOf(invoice: OwnInvoice): number {
  const date = parseBillDate(invoice.bill.document['document_date']);
  return date ? date.year * 10_000 + date.month * 100 + date.day : 0;
}

function newestFirst(a: OwnInvoice, b: OwnInvoice): number {
  return dayOf(b) - dayOf(a) || b.bill.id.localeCompare(a.bill.id);
}
