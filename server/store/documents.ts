import type { Queryable } from '../db/database.ts';
import { asPreviousBill, supplyKeysOf } from '../../src/domain/previousBill.ts';

/** A bill as imported from its bundle, kept whole. */
export interface StoredDocument {
  id: string;
  supplier: string;
  title: string;
  template: string | null;
  document: Record<string, unknown>;
  instalments: unknown;
  modules: unknown;
  profile: Record<string, unknown> | null;
  contacts: unknown;
  paid: boolean;
  /** The id of the bill's PDF in `media`, when it has one. */
  pdfMediaId: string | null;
  /**
   * What the billing system last said of it (migration 0016, ADR 0042/0043): `issued`,
   * `cancelled`, `corrected` (by the bill `status_detail.replacedBy`) or `withdrawn`.
   */
  status?: 'issued' | 'cancelled' | 'corrected' | 'withdrawn';
  status_detail?: Record<string, unknown> | null;
  /**
   * The previous stored bill of the same supplier, client and supply point, as its
   * `bolletta_precedente` (migration 0024, decision 664); null when there is none.
   */
  previousBill?: Record<string, unknown> | null;
}

export interface NewDocument {
  id: string;
  supplier: string;
  title: string;
  template?: string | undefined;
  document: Record<string, unknown>;
  instalments?: unknown;
  modules?: unknown;
  profile?: unknown;
  contacts?: unknown;
}

const json = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

/**
 * What a bill keeps for the comparison of the bills after it (migration 0024): its supply's
 * keys and what it says as their previous bill, as the query's parameters.
 */
export function comparisonColumns(document: unknown, profile: unknown): (string | null)[] {
  const keys = supplyKeysOf(document, profile);
  const previous = keys === undefined ? undefined : asPreviousBill(document);
  return [
    keys?.clientCode ?? null,
    keys?.supplyPoint ?? null,
    keys?.billDate ?? null,
    previous === undefined ? null : JSON.stringify(previous),
  ];
}

/**
 * Stores a bill, replacing one with the same id (a re-import is an update, not an error). The
 * parts go in as `json`, not jsonb, so their maps keep the supplier's key order (migration 0008).
 */
export async function saveDocument(db: Queryable, bill: NewDocument): Promise<void> {
  await db.query(
    `INSERT INTO documents (id, supplier, title, template, document, instalments, modules, profile,
                            contacts, client_code, supply_point, bill_date, as_previous, keys_filled)
     VALUES ($1, $2, $3, $4, $5::json, $6::json, $7::json, $8::json, $9::json,
             $10, $11, $12::date, $13::jsonb, true)
     ON CONFLICT (id) DO UPDATE SET supplier = excluded.supplier, title = excluded.title,
       template = excluded.template, document = excluded.document,
       instalments = excluded.instalments, modules = excluded.modules,
       profile = excluded.profile, contacts = excluded.contacts,
       client_code = excluded.client_code, supply_point = excluded.supply_point,
       bill_date = excluded.bill_date, as_previous = excluded.as_previous, keys_filled = true,
       imported_at = now()`,
    [
      bill.id,
      bill.supplier,
      bill.title,
      bill.template ?? null,
      json(bill.document),
      json(bill.instalments),
      json(bill.modules),
      json(bill.profile),
      json(bill.contacts),
      ...comparisonColumns(bill.document, bill.profile),
    ],
  );
}

/** A stored bill as a query answers it (the customer area joins more columns to it). */
export type DocumentRow = Omit<StoredDocument, 'pdfMediaId'> & { pdf_media_id: string | null };

/**
 * One query whatever the id, so that a lookup costs the same whether the bill exists or not.
 * The previous bill of the same supply comes in the same query (decision 664): the newest
 * issued bill of the same supplier, client code and supply point, issued on an earlier day,
 * that a bill can be compared with; one step back on the index `documents_same_supply`.
 */
export async function findDocument(db: Queryable, id: string): Promise<StoredDocument | null> {
  const rows = await db.query<DocumentRow & { previous_bill: StoredDocument['previousBill'] }>(
    `SELECT d.id, d.supplier, d.title, d.template, d.document, d.instalments, d.modules,
            d.profile, d.contacts, d.paid, d.pdf_media_id, d.status, d.status_detail,
            p.as_previous AS previous_bill
       FROM documents d
       LEFT JOIN LATERAL (
         SELECT e.as_previous FROM documents e
          WHERE e.supplier = d.supplier AND e.client_code = d.client_code
            AND e.supply_point IS NOT NULL AND e.supply_point = d.supply_point
            AND e.bill_date < d.bill_date
            AND e.status = 'issued' AND e.as_previous IS NOT NULL
          ORDER BY e.bill_date DESC, e.id DESC LIMIT 1
       ) p ON true
      WHERE d.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { pdf_media_id: pdfMediaId, previous_bill: previousBill, ...rest } = row;
  return { ...rest, pdfMediaId, previousBill: previousBill ?? null };
}

export interface DocumentSummary {
  id: string;
  supplier: string;
  title: string;
}

export async function listDocuments(db: Queryable): Promise<DocumentSummary[]> {
  return db.query<DocumentSummary>('SELECT id, supplier, title FROM documents ORDER BY id');
}

export async function countDocuments(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM documents');
  return rows[0]?.count ?? 0;
}
