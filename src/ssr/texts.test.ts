import { describe, expect, it } from 'vitest';
import { pageTexts } from './texts.ts';

describe("the server render's texts", () => {
  it('are a view with no properties of its own, so react-i18next copies nothing per component', async () => {
    const i18n = await pageTexts('en', { bill: { title: 'Your bill' } }, '"tag-a"');
    expect(Object.getOwnPropertyNames(i18n)).toEqual([]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('bill.title')).toBe('Your bill');
    expect(i18n.getFixedT('en')('bill.title')).toBe('Your bill');
  });

  it("are made once per language and catalogue content, named by the answer's tag when it has one", async () => {
    const catalogue = { bill: { title: 'Ihre Rechnung' } };
    const tagged = await pageTexts('de', catalogue, '"tag-b"');
    expect(await pageTexts('de', structuredClone(catalogue), '"tag-b"')).toBe(tagged);
    const other = await pageTexts('de', { bill: { title: 'Rechnung' } }, '"tag-c"');
    expect(other).not.toBe(tagged);
    expect(other.t('bill.title')).toBe('Rechnung');
    // Without a tag, the content itself is the key.
    const untagged = await pageTexts('de', catalogue);
    expect(await pageTexts('de', structuredClone(catalogue))).toBe(untagged);
    expect(untagged.t('bill.title')).toBe('Ihre Rechnung');
  });
});
