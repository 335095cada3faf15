import { describe, expect, it } from 'vitest';
import { showsWebBill } from './webBill.ts';
import { untrustedDocument } from '../../tests/fixtures.ts';

const doc = (scelta_bolletta_web: unknown) => ({
  fatt_interattiva_data: { riepilogo_doc: { scelta_bolletta_web } },
});

describe('§5 "Display rules": the web bill tile only when scelta_bolletta_web is \'1\'', () => {
  it.each([
    [doc('1'), true],
    [doc(1), true],
    [doc('0'), false],
    [doc(0), false],
    [doc(' 1'), false],
    [doc(true), false],
    [doc(null), false],
    [doc(undefined), false],
    [{ fatt_interattiva_data: { riepilogo_doc: null } }, false],
    [{}, false],
    [undefined, false],
  ])('%j: %s', (input, shown) => {
    expect(showsWebBill(untrustedDocument(input))).toBe(shown);
  });
});
