import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { displayName, flagOf, ownName, shippedNames } from './languageNames.ts';

describe('language flags (spec §1, §9: en → gb, zh-CN → cn)', () => {
  it.each([
    ['en', 'gb'],
    ['zh-CN', 'cn'],
    ['it', 'it'],
    ['de', 'de'],
    ['en-US', 'us'],
    ['sr-Latn', 'sr'],
  ])('shows %s under the %s flag', (locale, flag) => {
    expect(flagOf(locale)).toBe(flag);
  });
});

describe('language names', () => {
  it.each([
    ['it', 'Italiano'],
    ['en', 'English'],
    ['de', 'Deutsch'],
    ['zh-CN', '中文（中国）'],
  ])('names %s in its own language: %s', (locale, name) => {
    expect(ownName(locale)).toBe(name);
  });
});

describe("the shipped languages' names", () => {
  const shipped = readdirSync(new URL('../../../i18n/', import.meta.url))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));

  it.each(shipped)('has %s, named as Intl names it', (locale) => {
    expect(shippedNames[locale]).toBe(displayName(locale));
  });

  it('asks Intl for a language the portal does not ship', () => {
    expect(ownName('fr')).toBe('Français');
  });
});

describe("a language's own name", () => {
  it('is looked up in Intl once per locale (every server render names every language)', () => {
    const Real = Intl.DisplayNames;
    let made = 0;
    const counting = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    };
    Object.defineProperty(Intl, 'DisplayNames', { value: counting, configurable: true });
    try {
      expect(ownName('es')).toBe('Español');
      expect(ownName('es')).toBe('Español');
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Real, configurable: true });
    }
  });
});
