import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuro, formatNumber } from './amounts.ts';

/**
 * ADR 0061: the texts Intl made on the server are learned by the page, which then makes them
 * without Intl. A fresh module per test: what a page learned stays for the page's life.
 */
async function fresh() {
  vi.resetModules();
  return {
    texts: await import('./intlTexts.ts'),
    amounts: await import('./amounts.ts'),
  };
}

const Original = Intl.NumberFormat;

/** Counts the `Intl.NumberFormat`s made from now until the test ends. */
function countFormatters(): () => number {
  let made = 0;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made += 1;
      return new target(...args);
    },
  });
  return () => made;
}

describe('the texts Intl made on the server (ADR 0061)', () => {
  afterEach(() => {
    Intl.NumberFormat = Original;
  });

  it('records every text a render makes in the map of the render under way, and none outside one', async () => {
    const { texts, amounts } = await fresh();
    let current: Map<string, string> | undefined;
    texts.recordIntlTexts(() => current);
    amounts.formatEuro(1.5);
    const render = new Map<string, string>();
    current = render;
    expect(amounts.formatEuro(1234.5)).toBe('1.234,50 €');
    expect(amounts.formatNumber(2710, 0)).toBe('2.710');
    expect(amounts.percentText(0.125, 'it')).toBe('13%');
    current = undefined;
    amounts.formatEuro(9);
    expect(Object.fromEntries(render)).toEqual({
      'it-IT|2|1234.5': '1.234,50',
      'it-IT|0|2710': '2.710',
      'it|%|0.125': '13%',
    });
  });

  it('gives the learned texts back without making an Intl formatter', async () => {
    const { texts, amounts } = await fresh();
    texts.learnIntlTexts({ 'it-IT|2|1234.5': '1.234,50', 'en|%|0.125': '13%' });
    const made = countFormatters();
    expect(amounts.formatEuro(1234.5)).toBe('1.234,50 €');
    expect(amounts.percentText(0.125, 'en')).toBe('13%');
    expect(made()).toBe(0);
    // A value it did not learn is made as ever.
    expect(amounts.formatEuro(7)).toBe('7,00 €');
    expect(made()).toBe(1);
  });

  it('keys a text by its locale, decimals and kind, so no learned text stands for another', async () => {
    const { texts, amounts } = await fresh();
    texts.learnIntlTexts({ 'it-IT|2|5': '5,00' });
    expect(amounts.formatNumber(5, 0)).toBe('5');
    expect(amounts.formatNumber(5, 2, 'de-DE')).toBe('5,00');
    expect(amounts.formatEuro(5, 2, 'en')).toBe('€5.00');
    expect(amounts.percentText(5, 'it')).toBe('500%');
  });
});

// The module as the rest of the unit tests load it: nothing learned, Intl as ever.
it('formats as before where nothing was learned', () => {
  expect(formatEuro(1234.56)).toBe('1.234,56 €');
  expect(formatNumber(0.1187, 6)).toBe('0,118700');
});
