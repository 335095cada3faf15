import { describe, expect, it } from 'vitest';
import { showsAnnualSpend, showsConsumptionHistory } from './supplyHistory.ts';
import { asDocument, untrustedDocument, untrustedSupply } from '../../tests/fixtures.ts';

const P = 'bolletta_interattiva_';
const month = { mese: 3, anno: 2026, reale: 1, consumo_f1: 120, importo: 41.5 };

describe('§2 "Supply card … expandable history and annual-spend charts" (project decision 70)', () => {
  const supply = { pod: 'IT001E1', storico_consumi: [month], spesa_annua: [month] };
  it.each([
    // flag, its _icon variant → shown
    [1, undefined, true],
    ['1', undefined, true],
    [undefined, 1, true],
    [undefined, '1', true],
    [1, 0, true],
    [0, 1, true],
    [0, 0, false],
    ['0', '0', false],
    [undefined, undefined, false],
    [true, 'true', false],
    [' 1', null, false],
  ])('flag %j with _icon %j: the chart is offered: %s', (on, icon, shown) => {
    const history = {
      [`${P}esponi_storico_consumi`]: on,
      [`${P}esponi_storico_consumi_icon`]: icon,
    };
    const spend = { [`${P}esponi_spesa_annua`]: on, [`${P}esponi_spesa_annua_icon`]: icon };
    expect(showsConsumptionHistory(untrustedDocument(history), supply)).toBe(shown);
    expect(showsAnnualSpend(untrustedDocument(spend), supply)).toBe(shown);
  });

  it('keeps the two charts apart: each follows its own flags', () => {
    const doc = { [`${P}esponi_storico_consumi`]: 1, [`${P}esponi_spesa_annua`]: 0 };
    expect(showsConsumptionHistory(asDocument(doc), supply)).toBe(true);
    expect(showsAnnualSpend(asDocument(doc), supply)).toBe(false);
  });

  const on = {
    [`${P}esponi_storico_consumi`]: 1,
    [`${P}esponi_spesa_annua`]: 1,
  };
  it.each([
    ['no lists', { pod: 'IT1' }],
    ['empty lists', { storico_consumi: [], spesa_annua: [] }],
    ['lists of the wrong type', { storico_consumi: {}, spesa_annua: 'x' }],
    ['lists without a month object', { storico_consumi: [null, 3], spesa_annua: ['a'] }],
    ['no supply', undefined],
  ])('offers nothing for a supply with %s (§5 "only if enabled and non-empty")', (_, value) => {
    expect(showsConsumptionHistory(asDocument(on), untrustedSupply(value))).toBe(false);
    expect(showsAnnualSpend(asDocument(on), untrustedSupply(value))).toBe(false);
  });
});
