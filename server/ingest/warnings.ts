import type { IngestResult } from '../../schemas/types/ingest-result.gen.ts';
import { checkReceipt, receiptMismatchMessage, receiptPointer } from '../../src/domain/receipt.ts';
import type { Bundle } from '../types.ts';

/**
 * What a kept bill's result warns of (issue 32, decision 634): what the customer will not see as
 * sent, told at ingestion, before anyone opens the bill. A warning never refuses the bill; the
 * checks are the page's own (src/domain), so the API and the page cannot disagree.
 */
export type IngestWarning = NonNullable<IngestResult['warnings']>[number];

/** Pointers are into the bundle, as the errors' are: the document is its `document`. */
const inBundle = (documentPointer: string) => `/document${documentPointer}`;

const orNull = (cents: number | undefined) => (cents === undefined ? null : cents);

/** The warnings of `bundle`, empty when there is nothing to say. */
export function warningsOf(bundle: Bundle): IngestWarning[] {
  const receipt = checkReceipt(bundle.document);
  if (receipt.kind !== 'mismatch') return [];
  return [
    {
      code: 'receipt-mismatch',
      pointer: inBundle(receiptPointer),
      message: receiptMismatchMessage(receipt),
      linesCents: receipt.linesCents,
      documentAmountCents: orNull(receipt.billCents),
      totaleCents: orNull(receipt.printedCents),
    },
  ];
}
