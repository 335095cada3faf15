import { afterEach, describe, expect, it } from 'vitest';
import {
  askedLanguage,
  languageFromCookies,
  rememberedLanguage,
  rememberLanguage,
  withLanguage,
} from './choice.ts';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'quadro_lang=; Path=/; Max-Age=0';
});

describe('the remembered language (issue 17, decision 213)', () => {
  it('is remembered in the storage and in a cookie the server reads', () => {
    rememberLanguage('zh-CN');
    expect(localStorage.getItem('quadro.lang')).toBe('zh-CN');
    expect(languageFromCookies(document.cookie)).toBe('zh-CN');
    expect(rememberedLanguage()).toBe('zh-CN');
  });

  it('comes back from the storage when the cookie is gone, and writes the cookie again', () => {
    localStorage.setItem('quadro.lang', 'de');
    expect(rememberedLanguage()).toBe('de');
    expect(languageFromCookies(document.cookie)).toBe('de');
  });

  it('is nothing when neither holds a locale code', () => {
    localStorage.setItem('quadro.lang', '<script>');
    expect(rememberedLanguage()).toBeUndefined();
    rememberLanguage('not a code');
    expect(rememberedLanguage()).toBeUndefined();
  });

  it.each([
    ['a=1; quadro_lang=en; b=2', 'en'],
    ['quadro_lang=zh-CN', 'zh-CN'],
    ['quadro_lang=en%3Bx', undefined],
    ['other_lang=en', undefined],
    [undefined, undefined],
  ])('reads the cookie header %j as %s', (header, expected) => {
    expect(languageFromCookies(header)).toBe(expected);
  });
});

describe('the language asked of public access (decision 213)', () => {
  const offered = ['it', 'en', 'de'];
  it.each([
    ['the remembered choice over the link', 'en', 'de', 'en'],
    ['the link when nothing is remembered', undefined, 'de', 'de'],
    ['the link when the host does not offer the choice', 'zh-CN', 'de', 'de'],
    ['none when neither says one', undefined, null, null],
    ['none for a choice the host does not offer and no link', 'fr', null, null],
  ])('is %s', (_, remembered, fromLink, expected) => {
    expect(askedLanguage(offered, remembered, fromLink)).toBe(expected);
  });

  it('is added to the forwarded query, which keeps every other parameter', () => {
    const query = new URLSearchParams('id=abc&utm=x');
    expect(withLanguage(query, 'en').toString()).toBe('id=abc&utm=x&lang=en');
    expect(withLanguage(new URLSearchParams('id=abc&lang=de'), 'en').toString()).toBe(
      'id=abc&lang=en',
    );
    expect(withLanguage(query, null)).toBe(query);
  });
});
