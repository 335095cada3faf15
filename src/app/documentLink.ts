import type { CustomerSession } from '../state/shell.ts';

/**
 * A bill asked for by its plain `documentId` by a logged-in customer (spec §2 "Page shells read
 * query parameters id, documentId"; decision 255): the customer area answers the invoice with a
 * bill link of its own (`crypto`, valid one day) when the invoice is the login's, and the bill
 * then opens as from that link, with its payments and downloads. Undefined when the invoice is
 * not the login's or the call fails: the bill route then asks as before and shows its refusal.
 */
export async function linkOfDocument(
  login: CustomerSession,
  documentId: string,
): Promise<string | undefined> {
  const answer = await login.calls.invoice(documentId);
  if (!answer.ok) {
    console.warn('[quadro] the invoice of this documentId did not load', answer.failure);
    return undefined;
  }
  return answer.value.crypto;
}
