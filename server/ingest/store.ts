import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { enqueueAnnouncement } from '../dispatch/queue.ts';
import type { BlobStore } from '../store/blobs.ts';
import { saveDocument } from '../store/documents.ts';
import { saveMedia } from '../store/media.ts';
import type { Bundle } from '../types.ts';

/** What storing a bill did (ADR 0042): the words the API's and the import's result lines use. */
export type StoreOutcome = 'stored' | 'unchanged' | 'replaced';

export interface StoreResult {
  outcome: StoreOutcome;
  /** The bill's version after the call: 1 when first stored, +1 for each change. */
  version: number;
  /** Whether what the customer owes changed (amount, debt, due date): a reason to tell them. */
  dueChanged: boolean;
}

/** Why a bill was not stored, with the JSON pointer into the bundle it is about. */
export class BillRefusal extends Error {
  constructor(
    readonly code: 'id-unavailable' | 'withdrawn',
    readonly pointer: string,
    detail: string,
  ) {
    super(detail);
  }
}

export interface StoreOptions {
  blobs: BlobStore | null;
  /** Who sends it: kept with the version ('import', 'api', 'seed'). */
  source: string;
  /**
   * The bill's PDF, asked for only when the bill changed: drawing one is the costly part of a
   * store, and an unchanged bill sent again must cost a lookup, not a drawing.
   */
  pdf: () => Promise<Uint8Array>;
  /** The bytes of a PDF the supplier sent, when it sent one: part of what "unchanged" compares. */
  suppliedPdf?: Uint8Array | undefined;
  /** Called inside the transaction that stored a new or changed bill (e.g. to queue its e-mail). */
  onStored?: (tx: Queryable, result: StoreResult, bundle: Bundle) => Promise<void>;
}

/** The parts of a bundle that make the bill, as sent: their JSON text keeps the key order. */
function partsOf(bundle: Bundle) {
  return {
    id: bundle.id,
    supplier: bundle.supplier,
    title: bundle.title,
    template: bundle.template,
    document: bundle.document,
    instalments: bundle.instalments,
    modules: bundle.modules,
    profile: bundle.profile,
    contacts: bundle.contacts,
  };
}

/**
 * The hash "unchanged" compares: of the parts' JSON text (a map sent in another key order is a
 * change, since the page shows maps in the order sent) and of the supplied PDF's bytes.
 */
export function contentHash(bundle: Bundle, suppliedPdf?: Uint8Array): string {
  const hash = createHash('sha256').update(JSON.stringify(partsOf(bundle)));
  if (suppliedPdf) hash.update('\0pdf\0').update(suppliedPdf);
  return hash.digest('hex');
}

const dueFields = ['document_amount', 'document_payment_debt', 'document_payment_expiry'];

function dueOf(document: unknown): string {
  const record = (document ?? {}) as Record<string, unknown>;
  return JSON.stringify(dueFields.map((field) => record[field] ?? null));
}

interface Current {
  supplier: string;
  version: number;
  content_hash: string | null;
  status: string;
  document: unknown;
}

async function current(db: Queryable, id: string, lock: boolean): Promise<Current | undefined> {
  const rows = await db.query<Current>(
    `SELECT supplier, version, content_hash, status, document FROM documents WHERE id = $1${
      lock ? ' FOR UPDATE' : ''
    }`,
    [id],
  );
  return rows[0];
}

/** The refusal for a row of another supplier or a withdrawn bill; undefined when storable. */
function refusal(row: Current | undefined, bundle: Bundle): BillRefusal | undefined {
  if (!row) return undefined;
  // Another supplier's id reads as unavailable, never as "belongs to X" (ADR 0042).
  if (row.supplier !== bundle.supplier) {
    return new BillRefusal('id-unavailable', '/id', 'This id is not available: choose another.');
  }
  if (row.status === 'withdrawn') {
    return new BillRefusal('withdrawn', '/id', 'This bill was withdrawn: its id cannot be reused.');
  }
  return undefined;
}

/**
 * Stores a bill as its next version (ADR 0042): "unchanged" when the same content was last
 * stored, "replaced" (version + 1, the old version kept in document_versions) when it differs,
 * "stored" when new. The links seal the id, so they open the newest version. Throws a
 * BillRefusal for an id of another supplier or a withdrawn bill.
 */
export async function storeBill(
  db: Database,
  bundle: Bundle,
  options: StoreOptions,
): Promise<StoreResult> {
  const hash = contentHash(bundle, options.suppliedPdf);
  const seen = await current(db, bundle.id, false);
  const early = refusal(seen, bundle);
  if (early) throw early;
  if (seen?.content_hash === hash)
    return { outcome: 'unchanged', version: seen.version, dueChanged: false };

  const pdf = await options.pdf();
  const blob = options.blobs ? await options.blobs.put(pdf) : undefined;
  return db.transaction(async (tx) => {
    // Read again under the row's lock: another process may have stored it meanwhile.
    const row = await current(tx, bundle.id, true);
    const late = refusal(row, bundle);
    if (late) throw late;
    if (row?.content_hash === hash)
      return { outcome: 'unchanged', version: row.version, dueChanged: false };
    const version = (row?.version ?? 0) + 1;
    const result: StoreResult = {
      outcome: row ? 'replaced' : 'stored',
      version,
      dueChanged: !row || dueOf(row.document) !== dueOf(bundle.document),
    };
    // The document goes on as a plain JSON object (a copy): the PDF and the store read it by key.
    await saveDocument(tx, { ...partsOf(bundle), document: { ...bundle.document } });
    await tx.query('UPDATE documents SET version = $2, content_hash = $3 WHERE id = $1', [
      bundle.id,
      version,
      hash,
    ]);
    await tx.query(
      `INSERT INTO document_versions (document_id, version, content_hash, bundle, source)
       VALUES ($1, $2, $3, $4::json, $5)`,
      [bundle.id, version, hash, JSON.stringify(partsOf(bundle)), options.source],
    );
    await saveMedia(tx, bundle.id, 'pdf', {
      filename: 'bill.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
      blob,
    });
    // Its e-mail (ADR 0045): a new bill, or a version that changes what is due, is announced.
    if (result.dueChanged) {
      await enqueueAnnouncement(tx, {
        documentId: bundle.id,
        supplier: bundle.supplier,
        email: bundle.announce?.email,
        locale: bundle.announce?.locale,
      });
    }
    await options.onStored?.(tx, result, bundle);
    return result;
  });
}
