import { isGas } from '../../src/domain/flags.ts';
import { readAmount } from '../../src/domain/payment.ts';
import type { Queryable } from '../db/database.ts';
import { findDocument, type StoredDocument } from '../store/documents.ts';

/** A sample bill as the playground lists it. */
export interface SampleSummary {
  id: string;
  supplier: string;
  /** Supplier, number, gas or power, and status, for a person choosing one. */
  label: string;
}

// Spec §4's statuses, as a configurator reads them in a list.
const statusNames: Record<number, string> = {
  0: 'cancelled',
  1: 'to pay',
  3: 'to be validated',
  4: 'paid',
};

/** Every stored bill, labelled (the seeded samples in development). */
export async function listSamples(db: Queryable): Promise<SampleSummary[]> {
  const rows = await db.query<{ id: string; supplier: string; document: Record<string, unknown> }>(
    'SELECT id, supplier, document FROM documents ORDER BY id',
  );
  return rows.map((row) => ({ id: row.id, supplier: row.supplier, label: labelOf(row) }));
}

export function labelOf(row: {
  id: string;
  supplier: string;
  document: Record<string, unknown>;
}): string {
  const doc = row.document;
  const number = typeof doc['document_number'] === 'string' ? doc['document_number'] : row.id;
  const kind = isGas(doc['tipo_bolletta']) ? 'gas' : 'power';
  const debt = readAmount(doc['document_payment_debt']);
  const code = Number(doc['document_payment_status'] ?? -1);
  const status =
    debt !== undefined && debt < 0 ? 'credit' : (statusNames[code] ?? `status ${code}`);
  return `${row.supplier} · ${number} · ${kind} · ${status}`;
}

/**
 * A stored bill as the bill page receives it: the document as imported (without the sealed
 * PDF reference, which needs a link), its modules and its instalments; null when unknown.
 */
export async function sampleBill(
  db: Queryable,
  id: string,
): Promise<{ doc: unknown; modules: unknown; rate: unknown } | null> {
  const found: StoredDocument | null = await findDocument(db, id);
  if (!found) return null;
  const doc: Record<string, unknown> = { ...found.document };
  if (found.paid) doc['document_payment_status'] = 4;
  if (found.template !== null && doc['template_name'] === undefined) {
    doc['template_name'] = found.template;
  }
  return {
    doc,
    modules: found.modules ?? { modules: [], modules_left: [], modules_right: [] },
    rate: found.instalments ?? { data: { totaledapagare: 0, rate: [] } },
  };
}
