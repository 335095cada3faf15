import type { StoredDocument } from '../store/documents.ts';

/**
 * The members every bill event starts with: which bill, by its id and its printed number, so a
 * supplier's system finds it by either. The bill data's own names stay as the spec writes them
 * (`document_number`); the event's are the API's.
 */
export function billOf(document: Pick<StoredDocument, 'id' | 'document'>): {
  billId: string;
  documentNumber: string | null;
} {
  const number = document.document['document_number'];
  return { billId: document.id, documentNumber: typeof number === 'string' ? number : null };
}

/** The ordering key of a bill's events: a receiver gets one bill's events in order. */
export const billKey = (billId: string): string => `bill:${billId}`;
