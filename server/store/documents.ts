import type { Queryable } from '../db/database.ts';

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
 * Stores a bill, replacing one with the same id (a re-import is an update, not an error). The
 * parts go in as `json`, not jsonb, so their maps keep the supplier's key order (migration 0008).
 */
export async function saveDocument(db: Queryable, bill: NewDocument): Promise<void> {
  await db.query(
    `INSERT INTO documents (id, supplier, title, template, document, instalments, modules, profile, contacts)
     VALUES ($1, $2, $3, $4, $5::json, $6::json, $7::json, $8::json, $9::json)
     ON CONFLICT (id) DO UPDATE SET supplier = excluded.supplier, title = excluded.title,
       template = excluded.template, document = excluded.document,
       instalments = excluded.instalments, modules = excluded.modules,
       profile = excluded.profile, contacts = excluded.contacts, imported_at = now()`,
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
    ],
  );
}

/** A stored bill as a query answers it (the customer area joins more columns to it). */
export type DocumentRow = Omit<StoredDocument, 'pdfMediaId'> & { pdf_media_id: string | null };

/** One query whatever the id, so that a lookup costs the same whether the bill exists or not. */
export async function findDocument(db: Queryable, id: string): Promise<StoredDocument | null> {
  const rows = await db.query<DocumentRow>(
    `SELECT id, supplier, title, template, document, instalments, modules, profile, contacts,
            paid, pdf_media_id, status, status_detail
       FROM documents WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { pdf_media_id: pdfMediaId, ...rest } = row;
  return { ...rest, pdfMediaId };
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
