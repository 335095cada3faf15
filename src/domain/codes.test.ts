import { describe, expect, it } from 'vitest';
import { splitAtCodes } from './codes.ts';

/** Issue 13: which words of a label are codes a customer may read out or type in. */
describe('splitAtCodes', () => {
  it.each([
    { text: 'Fornitura PDR 15220000522011', parts: ['Fornitura PDR ', '15220000522011', ''] },
    {
      text: 'POD IT001E31902240 – Via dei Mille',
      parts: ['POD ', 'IT001E31902240', ' – Via dei Mille'],
    },
    { text: 'Spesa per la materia gas 2025', parts: ['Spesa per la materia gas 2025'] },
    { text: 'Imposte 1.254,77 €', parts: ['Imposte 1.254,77 €'] },
    { text: 'Codice BETA-CASA', parts: ['Codice BETA-CASA'] },
  ])('splits "$text"', ({ text, parts }) => {
    expect(splitAtCodes(text)).toEqual(parts);
  });
});
