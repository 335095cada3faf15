import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import { PALETTE } from './consumption.ts';
import { amountSlices } from './amountSlices.ts';
import { asDocument, untrustedDocument } from '../../tests/fixtures.ts';

const flagOn = { bolletta_interattiva_sintesi_import_grafico: 1 };
const withEntries = (entries: unknown, flags: object = flagOn) =>
  untrustedDocument({
    ...flags,
    fatt_interattiva_data: { sintesi_importi: { grafico_importi: entries } },
  });

describe('the slices of the amounts doughnut (spec §3 grafico_importi, §5, decision 11)', () => {
  it('takes label, value and the entry’s own colour', () => {
    const slices = amountSlices(asDocument(alfaOne.document));
    expect(slices[0]).toMatchObject({
      label: 'Spesa per la materia energia',
      value: 62.18,
      colour: '#1f77b4',
    });
    expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(100);
  });

  it('cycles the palette over 10 colours when entries have none (§9 "donut over 10")', () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ label: `Voce ${i}`, value: 1 }));
    const colours = amountSlices(withEntries(entries)).map((slice) => slice.colour);
    expect(colours.slice(0, 10)).toEqual(PALETTE.slice(0, 10));
    expect(colours[10]).toBe(PALETTE[0]);
    expect(amountSlices(asDocument(alfaTwo.document))[1]?.colour).toBe(PALETTE[1]);
  });

  it.each([
    { what: 'the chart flag is off', doc: withEntries([{ label: 'A', value: 1 }], {}) },
    {
      what: 'the flag is "0"',
      doc: withEntries([{ label: 'A', value: 1 }], {
        bolletta_interattiva_sintesi_import_grafico: '0',
      }),
    },
    { what: 'the list is empty', doc: withEntries([]) },
    { what: 'the list is not a list', doc: withEntries({ label: 'A', value: 1 }) },
  ])('has no slice when $what (§5 "the chart likewise")', ({ doc }) => {
    expect(amountSlices(doc)).toEqual([]);
  });

  it.each([
    { entry: { label: 'A', value: '561,30' }, value: 561.3 },
    { entry: { label: 'A', value: ' 12.5 ' }, value: 12.5 },
    { entry: { label: 'A', value: 0 }, value: undefined },
    { entry: { label: 'A', value: -4 }, value: undefined },
    { entry: { label: 'A', value: '1.234,56' }, value: undefined },
    { entry: { label: '', value: 3 }, value: undefined },
    { entry: { value: 3 }, value: undefined },
    { entry: 'A', value: undefined },
  ])('reads $entry as a slice of $value', ({ entry, value }) => {
    expect(amountSlices(withEntries([entry]))[0]?.value).toBe(value);
  });

  it('keeps each colour at its place in the list when an entry is left out', () => {
    const slices = amountSlices(
      withEntries([
        { label: 'A', value: 0 },
        { label: 'B', value: 2 },
      ]),
    );
    expect(slices).toEqual([{ label: 'B', value: 2, colour: PALETTE[1], share: 100 }]);
  });
});
