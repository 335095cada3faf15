import { describe, expect, it } from 'vitest';
import { serviceDescriptionLines } from './header.ts';
import { untrustedDocument } from '../../tests/fixtures.ts';

const doc = (flag: unknown, line1: unknown, line2: unknown) => ({
  bolletta_interattiva_esponi_descrizione_servizio_header: flag,
  fatt_interattiva_data: {
    header: { descrizione_servizio_header_1: line1, descrizione_servizio_header_2: line2 },
  },
});

describe('§2 "Header": optional service description lines (two), by their §3 flag', () => {
  it.each([
    [doc(1, 'Luce Casa', 'Offerta Verde'), ['Luce Casa', 'Offerta Verde']],
    [doc('1', ' Luce Casa ', ''), ['Luce Casa']],
    [doc('1', null, 'Offerta Verde'), ['Offerta Verde']],
    [doc(1, 2026, undefined), ['2026']],
    [doc(0, 'Luce Casa', 'Offerta Verde'), []],
    [doc('0', 'Luce Casa', 'Offerta Verde'), []],
    [doc(undefined, 'Luce Casa', 'Offerta Verde'), []],
    [doc(1, ['Luce'], { text: 'x' }), []],
    ['not a document', []],
  ])('%j shows %j', (input, lines) => {
    expect(serviceDescriptionLines(untrustedDocument(input))).toEqual(lines);
  });
});
