import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './db/database.ts';
import { renderBillPdf } from './pdf/billPdf.ts';
import type { BlobStore } from './store/blobs.ts';
import { storeBill, type StoreResult } from './ingest/store.ts';
import type { Bundle } from './types.ts';
import { parseWith } from './validation.ts';

export type { Bundle };

/** Reads and checks a bundle file; a problem names the file and the field. */
export function readBundle(file: string): Bundle {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return parseWith('bill-bundle.schema.json', value, file);
}

/**
 * Stores a bundle file's bill as its next version (server/ingest/store.ts, ADR 0042): with the
 * bundle's own PDF file (beside it) when it names one, otherwise one drawn from the document, and
 * only when the bill changed. With a blob store the PDF is written there first, durably, so the
 * row never names a missing file (ADR 0014).
 */
export async function importBundle(
  db: Database,
  bundle: Bundle,
  baseDir: string,
  blobs: BlobStore | null = null,
  source = 'import',
): Promise<StoreResult> {
  const supplied =
    bundle.pdf !== undefined
      ? new Uint8Array(readFileSync(path.resolve(baseDir, bundle.pdf)))
      : undefined;
  return storeBill(db, bundle, {
    blobs,
    source,
    suppliedPdf: supplied,
    pdf: async () => supplied ?? (await renderBillPdf({ ...bundle.document })),
  });
}
