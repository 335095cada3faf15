import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';

/**
 * The bill document of a value the caller holds as `unknown` (the expression context, which
 * the fuzz tests and the playground fill with any JSON): an object is read as the bill,
 * anything else as no bill. This is not a validation, and needs none: the rules read every
 * field by optional chaining and the spec's tolerant coercions, so a field of the wrong type
 * reads as missing, exactly as `readPath` read it (decision 2; decision 156).
 */
export function billDocumentOf(value: unknown): BillDocument | undefined {
  // JSON's object, as isRecord reads it; kept as `object` so the one cast is to the bill.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return value as BillDocument;
}
