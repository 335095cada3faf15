import { describe, expect, it } from 'vitest';
import { asBill } from '../../tests/fixtures.ts';
import { readSummary } from './summary.ts';

const doc = (indexFields: unknown[]) =>
  asBill({
    doc: {
      document_number: 'A1',
      holder_name: 'Giulia Bianchi',
      document_date: '2026-03-05',
      index_fields: indexFields,
    },
  }).doc;

// Spec §3 "Summary card": holder name, document date and the index fields (label and value).
// An index line that repeats what the card shows is left out; only the identical text is a
// repeat (issue 13: a line resembling the holder's name was dropped).
describe('readSummary index lines (spec §3 "Summary card")', () => {
  it.each([
    ['the holder name, identical', 'invoices_holder_name', 'Giulia Bianchi', undefined, false],
    [
      'the holder name with spaces around it',
      'invoices_holder_name',
      ' Giulia Bianchi ',
      undefined,
      false,
    ],
    [
      'a name resembling the holder',
      'invoices_holder_name',
      'Giulia Bianchi e Marco Rossi',
      undefined,
      true,
    ],
    ['the holder name in capitals', 'invoices_holder_name', 'GIULIA BIANCHI', undefined, true],
    ['the issue date, identical', 'invoices_data_emissione', '2026-03-05', 'date', false],
    ['another issue date', 'invoices_data_emissione', '2026-03-06', 'date', true],
    [
      'a customer code equal to the name',
      'invoices_codice_cliente',
      'Giulia Bianchi',
      undefined,
      true,
    ],
  ] as const)('%s', (_name, label, value, format, kept) => {
    const lines = readSummary(doc([{ label, value, format }])).indexLines;
    expect(lines.length === 1).toBe(kept);
  });

  it('keeps a resembling holder line when the document has no holder name', () => {
    const summary = readSummary({
      document_number: 'A1',
      index_fields: [{ label: 'invoices_holder_name', value: 'Giulia Bianchi' }],
    });
    expect(summary.indexLines).toEqual([{ label: 'invoices_holder_name', text: 'Giulia Bianchi' }]);
  });
});
