/**
 * Spec §5 "Customer-care form" and §9 "Customer-care derived values": what a category implies.
 * The page fills the request with them and the reference server checks them.
 */

export const CARE_CATEGORIES = [
  'Evidenza pagamento',
  'Richiesta Estratto conto/stato pagamenti',
  'Richiesta rateizzazione fattura',
  'Modifica dati contrattuali',
  'Richiesta rimborso',
] as const;

export interface CareRouting {
  priority: 'High' | 'Medium';
  owner: 'Pagamenti_AT' | 'BO_Clienti';
  typology: 'Modifica dati' | 'Credito';
  subcategory: string;
}

/** §9: proof of payment goes to the payments team with high priority; data changes are "Modifica dati". */
export function careRouting(category: string): CareRouting {
  const proofOfPayment = category === 'Evidenza pagamento';
  const dataChange = category === 'Modifica dati contrattuali';
  return {
    priority: proofOfPayment ? 'High' : 'Medium',
    owner: proofOfPayment ? 'Pagamenti_AT' : 'BO_Clienti',
    typology: dataChange ? 'Modifica dati' : 'Credito',
    subcategory: dataChange ? 'Modifiche Billing Profile/Account' : '',
  };
}

/**
 * §5: the attachment is mandatory for proof of payment ("allegato ko" otherwise): the current
 * list's "Evidenza pagamento" and the older list's "Evidenza di pagamento", the same request.
 */
export function careNeedsAttachment(category: string): boolean {
  return category === 'Evidenza pagamento' || category === 'Evidenza di pagamento';
}

/** §5: choosing a category fills the subject as "category | customer code | invoice notice number". */
export function careSubject(category: string, customerCode: string, noticeNumber: string): string {
  return `${category} | ${customerCode} | ${noticeNumber}`;
}
