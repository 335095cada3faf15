import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withWholeCodes } from './codes.tsx';

/** Issue 13: codes stay whole in labels that wrap; other figures wrap with the text. */
describe('withWholeCodes', () => {
  it.each([
    { text: 'Fornitura PDR 15220000522011', codes: ['15220000522011'] },
    { text: 'POD IT001E31902240 – Via dei Mille', codes: ['IT001E31902240'] },
    {
      text: 'PDR 15220000522011 e PDR 15220000522012',
      codes: ['15220000522011', '15220000522012'],
    },
    { text: 'Spesa per la materia gas 2025', codes: [] },
    { text: 'Imposte 1.254,77 €', codes: [] },
    { text: 'Codice BETA-CASA', codes: [] },
  ])('keeps $codes whole in "$text"', ({ text, codes }) => {
    const { container } = render(<p>{withWholeCodes(text)}</p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual(codes);
  });
});
