import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import type { EngineEvent } from '../../src/engine/index.ts';
import { EngineProvider } from '../../src/engine/render/index.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { EnergyReceipt } from './EnergyReceipt.tsx';

const receipt = () => screen.getByRole('table', { name: "Scontrino dell'energia: voci e importi" });
const rows = () =>
  within(receipt())
    .getAllByRole('row')
    .map((row) => row.textContent);

describe("EnergyReceipt (issue 32: the 2025 format's scontrino dell'energia)", () => {
  it('groups the lines as ARERA does, with quantity × price, and ends on the bill total', () => {
    showWith(alfaOne.document, <EnergyReceipt />);
    expect(screen.getByRole('region', { name: "Lo scontrino dell'energia" })).toBeInTheDocument();
    expect(rows()).toEqual([
      'VoceImporto',
      'Quota consumi74,46 €',
      'Materia energia446 kWh × 0,118700 €/kWh · vendita52,94 €',
      'Trasporto, contatore e oneri di sistema (quota variabile)446 kWh × 0,048250 €/kWh · rete e oneri21,52 €',
      'Quota fissa12,78 €',
      'Commercializzazione vendita59 giorni × 0,156610 €/giorno · vendita9,24 €',
      'Trasporto e contatore (quota fissa)59 giorni × 0,060000 €/giorno · rete e oneri3,54 €',
      'Quota potenza6,27 €',
      'Trasporto e contatore (quota potenza)3 kW × 2,090000 €/kW · rete e oneri6,27 €',
      'Imposte6,24 €',
      "Accisa sull'energia elettrica6,24 €",
      'IVA9,98 €',
      'IVA 10% su 99,75 €9,98 €',
      'Totale della bolletta109,73 €',
    ]);
  });

  it('names each group as a row group, so a screen reader hears it with its lines', () => {
    showWith(alfaTwo.document, <EnergyReceipt />);
    const groups = within(receipt())
      .getAllByRole('rowheader')
      .filter((cell) => cell.getAttribute('scope') === 'rowgroup');
    expect(groups.map((cell) => cell.textContent)).toEqual([
      'Quota consumi',
      'Quota fissa',
      'Ricalcoli',
      'Imposte',
      'IVA',
    ]);
    expect(screen.getByRole('rowheader', { name: /^Conguaglio materia gas/ })).toBeInTheDocument();
  });

  it('shows nothing when the lines do not add up to the amount to pay, and says why', () => {
    const doc = structuredClone(alfaOne.document);
    doc.document_amount = 110;
    const events: EngineEvent[] = [];
    const { container } = showWith(
      doc,
      <EngineProvider registry={{}} templateId="bi3" onEvent={(event) => events.push(event)}>
        <EnergyReceipt />
      </EngineProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(events).toEqual([
      {
        code: 'receipt-mismatch',
        message:
          'scontrino_energia is not shown: the lines do not add up to document_amount (lines 109.73, document_amount 110.00, totale 109.73)',
        template: '',
        path: '/fatt_interattiva_data/scontrino_energia',
      },
    ]);
  });

  it('shows nothing for a bill without a receipt', () => {
    const { container } = showWith(
      { document_number: 'X1', document_amount: 10 },
      <EnergyReceipt />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
