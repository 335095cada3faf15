import type { IngestResult } from '../../schemas/types/ingest-result.gen.ts';
import type { Deps } from '../deps.ts';
import type { Bundle } from '../types.ts';
import { billNotFound } from './status.ts';
import { BillRefusal, contentHash, storeBill } from './store.ts';
import { warningsOf } from './warnings.ts';

/**
 * A supplier's own PDF of a bill (PUT …/bills/{id}/pdf, application/pdf): stored with the bill's
 * newest content as its next version (source `api-pdf`), so the customer downloads the PDF the
 * supplier printed. The same bytes again are `unchanged`. A later PUT of the same bundle keeps
 * it (`unchanged`); a changed bundle is drawn anew, since the old PDF no longer describes it.
 */
export const PDF_SOURCE = 'api-pdf';

interface Newest {
  supplier: string;
  bundle: Bundle;
  source: string;
}

/** The newest version's bundle as sent, when the bill is `supplier`'s. */
export async function newestVersion(
  deps: Deps,
  supplier: string,
  id: string,
): Promise<Newest | null> {
  const [row] = await deps.db.query<{ supplier: string; bundle: Bundle; source: string }>(
    `SELECT d.supplier, v.bundle, v.source FROM documents d
       JOIN document_versions v ON v.document_id = d.id AND v.version = d.version
      WHERE d.id = $1`,
    [id],
  );
  return row && row.supplier === supplier ? row : null;
}

/** Whether `bundle` is the newest version's content, which came with the supplier's PDF. */
export async function keepsSuppliedPdf(deps: Deps, bundle: Bundle): Promise<number | null> {
  const newest = await newestVersion(deps, bundle.supplier, bundle.id);
  if (newest?.source !== PDF_SOURCE || contentHash(newest.bundle) !== contentHash(bundle))
    return null;
  const [row] = await deps.db.query<{ version: number; status: string }>(
    'SELECT version, status FROM documents WHERE id = $1',
    [bundle.id],
  );
  return row && row.status !== 'withdrawn' ? row.version : null;
}

export async function putPdf(
  deps: Deps,
  supplier: string,
  id: string,
  bytes: Uint8Array,
): Promise<IngestResult> {
  const newest = await newestVersion(deps, supplier, id);
  if (!newest) throw billNotFound();
  try {
    const stored = await storeBill(deps.db, newest.bundle, {
      blobs: deps.blobs,
      source: PDF_SOURCE,
      suppliedPdf: bytes,
      pdf: () => Promise.resolve(bytes),
    });
    // The bill is the one sent before: its warnings are told again with its new version.
    return {
      id,
      result: stored.outcome,
      version: stored.version,
      warnings: warningsOf(newest.bundle),
    };
  } catch (error) {
    if (!(error instanceof BillRefusal)) throw error;
    return {
      id,
      result: 'refused',
      errors: [{ pointer: error.pointer, reason: error.message, code: error.code }],
    };
  }
}
