import { describe, expect, it } from 'vitest';
import { careNeedsAttachment, careRouting, careSubject, CARE_CATEGORIES } from './customerCare.ts';

describe('customer-care derived values (spec §9)', () => {
  it.each([
    ['Evidenza pagamento', 'High', 'Pagamenti_AT', 'Credito', ''],
    ['Richiesta Estratto conto/stato pagamenti', 'Medium', 'BO_Clienti', 'Credito', ''],
    ['Richiesta rateizzazione fattura', 'Medium', 'BO_Clienti', 'Credito', ''],
    [
      'Modifica dati contrattuali',
      'Medium',
      'BO_Clienti',
      'Modifica dati',
      'Modifiche Billing Profile/Account',
    ],
    ['Richiesta rimborso', 'Medium', 'BO_Clienti', 'Credito', ''],
  ])(
    'routes %s with priority %s to %s as %s',
    (category, priority, owner, typology, subcategory) => {
      expect(careRouting(category)).toEqual({ priority, owner, typology, subcategory });
    },
  );

  it('lists the five current categories of spec §5', () => {
    expect(CARE_CATEGORIES).toHaveLength(5);
  });

  it('needs an attachment only for proof of payment (spec §5)', () => {
    expect(CARE_CATEGORIES.filter(careNeedsAttachment)).toEqual(['Evidenza pagamento']);
  });

  it('fills the subject as category | customer code | notice number (spec §5)', () => {
    expect(careSubject('Richiesta rimborso', 'C123', 'N-9')).toBe(
      'Richiesta rimborso | C123 | N-9',
    );
  });
});
