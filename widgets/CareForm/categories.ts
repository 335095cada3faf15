/**
 * The catalogue keys of spec §5's categories: the values are data the requests carry as the
 * spec writes them; what the customer reads comes from the catalogue (forms.care.categories).
 */
const keys: Record<string, string> = {
  'Evidenza pagamento': 'proof_of_payment',
  'Richiesta Estratto conto/stato pagamenti': 'statement_and_status',
  'Richiesta rateizzazione fattura': 'instalment_plan',
  'Modifica dati contrattuali': 'contract_data',
  'Richiesta rimborso': 'refund',
  'Evidenza di pagamento': 'proof_of_payment_older',
  'Estratto conto': 'statement',
  Rimborso: 'refund_older',
};

export function categoryKey(category: string): string {
  const key = keys[category];
  return key ? `forms.care.categories.${key}` : category;
}
