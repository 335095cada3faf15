import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './db/database.ts';
import { renderBillPdf, type BillPdfOptions } from './pdf/billPdf.ts';
import { saveDocument } from './store/documents.ts';
import type { BlobStore } from './store/blobs.ts';
import { saveMedia } from './store/media.ts';
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
 * Stores a bundle and its PDF in one transaction: the bundle's own PDF file (beside it) when it
 * names one, stored as the supplier made it, otherwise one drawn from the document, with the
 * bill's `link` and its QR code on the first page and the supplier's `logo` when given
 * (ADR 0046). With a blob store the
 * PDF is written there first, durably, so the row never names a missing file (ADR 0014).
 */
export async function importBundle(
  db: Database,
  bundle: Bundle,
  baseDir: string,
  blobs: BlobStore | null = null,
  drawn: Pick<BillPdfOptions, 'link' | 'logo'> = {},
): Promise<void> {
  // The document goes on as a plain JSON object (a copy): the PDF and the store read it by key.
  const pdf =
    bundle.pdf !== undefined
      ? new Uint8Array(readFileSync(path.resolve(baseDir, bundle.pdf)))
      : await renderBillPdf({ ...bundle.document }, drawn);
  const blob = blobs ? await blobs.put(pdf) : undefined;
  await db.transaction(async (tx) => {
    await saveDocument(tx, {
      id: bundle.id,
      supplier: bundle.supplier,
      title: bundle.title,
      template: bundle.template,
      document: { ...bundle.document },
      instalments: bundle.instalments,
      modules: bundle.modules,
      profile: bundle.profile,
      contacts: bundle.contacts,
    });
    await saveMedia(tx, bundle.id, 'pdf', {
      filename: 'bill.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
      blob,
    });
  });
}
