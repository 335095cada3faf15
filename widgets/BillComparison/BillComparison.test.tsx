import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaEight from '../../fixtures/alfa-2026-0008.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaThree from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import { showWith } from '../../src/ui/testing/testing.tsx';
import { BillComparison } from './BillComparison.tsx';

describe('BillComparison (issue 32: why this bill differs from the last)', () => {
  it('says by how much the bill went down and mainly why, over every part', () => {
    showWith(alfaOne.document, <BillComparison />);
    const card = screen.getByRole('region', {
      name: 'Perché questa bolletta è diversa dalla precedente',
    });
    expect(
      within(card).getByText(
        'Questa bolletta è di 8,67 € più bassa della precedente (118,40 €), soprattutto per i consumi più bassi.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Giorni fatturati -3,88 €',
      'Consumi -12,38 €',
      "Prezzo dell'energia +7,59 €",
      'Differenza totale -8,67 €',
    ]);
  });

  it('names corrected estimated readings when they moved the bill most', () => {
    showWith(betaOne.document, <BillComparison />);
    expect(
      screen.getByText(
        'Questa bolletta è di 117,44 € più alta della precedente (121,30 €), soprattutto per la correzione di letture stimate.',
      ),
    ).toBeInTheDocument();
  });

  it('without a previous bill, compares the same months a year earlier', () => {
    showWith(alfaEight.document, <BillComparison />);
    expect(
      screen.getByRole('heading', { name: "Rispetto agli stessi mesi dell'anno scorso" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "I mesi di questa bolletta sono costati 28,00 € in meno degli stessi mesi dell'anno scorso (412,12 €), soprattutto per i consumi più bassi.",
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing for a bill it cannot compare', () => {
    const { container } = showWith(betaThree.document, <BillComparison />);
    expect(container).toBeEmptyDOMElement();
  });
});
