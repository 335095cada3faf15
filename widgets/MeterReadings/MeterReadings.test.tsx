import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { showWith } from '../../src/ui/testing/testing.tsx';
import { MeterReadings } from './MeterReadings.tsx';

const rows = () =>
  within(screen.getByRole('table', { name: 'Letture del contatore usate per questa bolletta' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('MeterReadings (issue 32: readings marked real or estimated)', () => {
  it('lists the readings oldest first with their kind in words', () => {
    showWith(alfaOne.document, <MeterReadings />);
    expect(rows()).toEqual([
      'DataLetturaTipo',
      '31/12/202518.204 kWhReale',
      '28/02/202618.650 kWhReale',
    ]);
    expect(screen.queryByText(/lettura stimata è calcolata/)).toBeNull();
  });

  it('explains what an estimated reading means for the next bill', () => {
    showWith(alfaTwo.document, <MeterReadings />);
    expect(rows()).toEqual([
      'DataLetturaTipo',
      '30/11/20254.120 SmcReale',
      '31/01/20264.438 SmcStimata',
    ]);
    expect(
      screen.getByText(/lettura stimata è calcolata dai tuoi consumi passati/),
    ).toBeInTheDocument();
  });

  it("marks the customer's own reading, and shows bands only when a reading has one", () => {
    showWith(betaOne.document, <MeterReadings />);
    expect(rows()[1]).toBe('30/06/20261.204 SmcAutolettura');
    const [supply] = alfaOne.document.fatt_interattiva_data.fornitura;
    const letture = [
      { data: '2026-02-28', valore: 100, unita: 'kWh', tipo: 'boh', fascia: 'F1' },
      { data: 'ieri', valore: 1, unita: 'kWh', tipo: 'reale' },
    ];
    const doc = {
      ...alfaOne.document,
      fatt_interattiva_data: {
        ...alfaOne.document.fatt_interattiva_data,
        fornitura: [{ ...supply, letture }],
      },
    };
    cleanup();
    showWith(doc, <MeterReadings />);
    expect(rows().slice(-2)).toEqual(['DataFasciaLetturaTipo', '28/02/2026F1100 kWhNon indicato']);
  });

  it('shows nothing for a supply without readings', () => {
    const { container } = showWith({ document_number: 'X1' }, <MeterReadings />);
    expect(container).toBeEmptyDOMElement();
  });
});
