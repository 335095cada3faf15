import { describe, expect, it } from 'vitest';
import { flagOf, ownName } from './languageNames.ts';

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
