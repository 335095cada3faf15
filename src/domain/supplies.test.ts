import { describe, expect, it } from 'vitest';
import {
  addressLines,
  consumptionOf,
  detailLines,
  quantityText,
  selectedEntry,
  supplyEntries,
} from './supplies.ts';
import { untrustedSupplies, untrustedSupply } from '../../tests/fixtures.ts';

describe('supplyEntries and selectedEntry (spec §2 "Supply data")', () => {
  it('keeps each supply at its index in fornitura and skips items that are not objects', () => {
    const entries = supplyEntries(untrustedSupplies([{ pod: 'A' }, 'oops', null, { pod: 'B' }]));
    expect(entries.map((entry) => entry.index)).toEqual([0, 3]);
  });

  it.each([{}, 'fornitura', 3, null, undefined])('reads %j as no supply at all', (list) => {
    expect(supplyEntries(untrustedSupplies(list))).toEqual([]);
  });

  it('selects the supply at the store index, clamped to the list', () => {
    const entries = supplyEntries([{ pod: 'A' }, { pod: 'B' }, { pod: 'C' }]);
    expect(selectedEntry(entries, 1)?.index).toBe(1);
    expect(selectedEntry(entries, 7)?.index).toBe(2);
    expect(selectedEntry(entries, -1)?.index).toBe(0);
    expect(selectedEntry([], 0)).toBeUndefined();
  });
});

describe('the supply details (shared decision 14)', () => {
  it('formats dates d/m/Y and leaves 0000-00-00 out (spec §5)', () => {
    const lines = detailLines({
      dettagli_fornitura: {
        data_attivazione_fornitura: '0000-00-00',
        data_inizio_offerta: '2025-04-01',
      },
    });
    expect(lines).toEqual([{ key: 'data_inizio_offerta', text: '01/04/2025' }]);
  });

  it('writes quantities in Italian figures with their unit, and text as written', () => {
    expect(quantityText(6.6, 'kW')).toBe('6,6 kW');
    expect(quantityText(2710, 'kWh')).toBe('2.710 kWh');
    expect(quantityText(0.03852, 'GJ/Smc')).toBe('0,03852 GJ/Smc');
    expect(quantityText('BT 230 V', 'V')).toBe('BT 230 V');
    expect(quantityText(' 3,3 ', 'kW')).toBe('3,3 kW');
    expect(quantityText('2.100', 'kWh')).toBe('2.100 kWh');
    expect(quantityText(null, 'V')).toBe('');
  });

  it('measures the annual consumption of a PDR in Smc and of a POD in kWh', () => {
    const details = { consumo_annuo: 1180 };
    expect(detailLines({ tipo_punto: 'PDR', dettagli_fornitura: details })[0]?.text).toBe(
      '1.180 Smc',
    );
    expect(detailLines({ tipo_punto: 'POD', dettagli_fornitura: details })[0]?.text).toBe(
      '1.180 kWh',
    );
  });

  it('shows nothing for details that are not an object, and skips objects among values', () => {
    expect(detailLines(untrustedSupply({ dettagli_fornitura: ['a'] }))).toEqual([]);
    expect(detailLines(untrustedSupply({ dettagli_fornitura: { categoria: { a: 1 } } }))).toEqual(
      [],
    );
  });

  it('reads the address lines, leaving out empty ones', () => {
    expect(addressLines({ indirizzo: ['Via Roma 1', '', null, '00184 Roma'] })).toEqual([
      'Via Roma 1',
      '00184 Roma',
    ]);
    expect(addressLines(untrustedSupply({ indirizzo: 'Via Roma 1' }))).toEqual([]);
  });

  it.each([
    { stimato_reale: 'REALE', reading: 'real' },
    { stimato_reale: ' Stimato ', reading: 'estimated' },
    { stimato_reale: 'boh', reading: undefined },
  ])(
    'reads stimato_reale $stimato_reale as $reading (decision 32)',
    ({ stimato_reale, reading }) => {
      expect(consumptionOf({ consumi: { stimato_reale } }).reading).toBe(reading);
    },
  );
});
