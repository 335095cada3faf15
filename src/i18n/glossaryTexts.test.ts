import { describe, expect, it, vi } from 'vitest';
import italian from './glossary/it.json' with { type: 'json' };
import english from './glossary/en.json' with { type: 'json' };
import { glossaryLoaded, loadGlossary, type GlossaryFiles } from './glossaryTexts.ts';
import { applyCatalogue, createPageI18n, type Catalogue } from './page.ts';

/** A host's catalogue as `/locales/<lang>.json` serves it: its own glossary keys only. */
const hostTexts: Catalogue = {
  glossary: {
    pdr: { text: 'Il codice del tuo gas: lo trovi in alto nella prima pagina.' },
    credito_precedente: { title: 'Credito precedente', text: 'Quello che avevi pagato in più.' },
  },
};

async function pageIn(lang: string, catalogue: Catalogue = hostTexts) {
  const i18n = createPageI18n();
  await applyCatalogue(i18n, lang, catalogue);
  return i18n;
}

describe('the glossary comes with its own chunk (issue 32, decision 647)', () => {
  it('lays the product’s terms under the host’s wording and keeps the terms the host adds', async () => {
    const i18n = await pageIn('it');
    expect(i18n.exists('glossary.iva.title')).toBe(false);
    expect(await loadGlossary(i18n)).toBe(true);
    expect(i18n.t('glossary.iva.title')).toBe(italian.glossary.iva.title);
    expect(i18n.t('glossary.pdr.title')).toBe(italian.glossary.pdr.title);
    expect(i18n.t('glossary.pdr.text')).toBe(
      'Il codice del tuo gas: lo trovi in alto nella prima pagina.',
    );
    expect(i18n.t('glossary.credito_precedente.title')).toBe('Credito precedente');
  });

  it('loads the page’s language only, once per page however many buttons ask', async () => {
    const i18n = await pageIn('en', {});
    const en = vi.fn(() => Promise.resolve(english as Catalogue));
    const it = vi.fn(() => Promise.resolve(italian as Catalogue));
    const files: GlossaryFiles = { './glossary/en.json': en, './glossary/it.json': it };
    const asked = [loadGlossary(i18n, 'en', files), loadGlossary(i18n, 'en', files)];
    expect(await Promise.all(asked)).toEqual([true, true]);
    expect(await loadGlossary(i18n, 'en', files)).toBe(true);
    expect(en).toHaveBeenCalledTimes(1);
    expect(it).not.toHaveBeenCalled();
    expect(glossaryLoaded(i18n, 'en')).toBe(true);
    expect(i18n.t('glossary.iva.title')).toBe(english.glossary.iva.title);
  });

  it('gives a language the product has no glossary in the Italian, the fallback language', async () => {
    const i18n = await pageIn('fr', {});
    const files: GlossaryFiles = { './glossary/it.json': () => Promise.resolve(italian) };
    expect(await loadGlossary(i18n, 'fr', files)).toBe(true);
    expect(i18n.t('glossary.iva.title')).toBe(italian.glossary.iva.title);
  });

  it('says false when the chunk did not load, and tries again at the next opening', async () => {
    const i18n = await pageIn('it');
    const load = vi
      .fn<() => Promise<Catalogue>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(italian);
    const files: GlossaryFiles = { './glossary/it.json': load };
    expect(await loadGlossary(i18n, 'it', files)).toBe(false);
    expect(glossaryLoaded(i18n, 'it')).toBe(false);
    expect(await loadGlossary(i18n, 'it', files)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('glossary.pdr.text')).toBe(
      'Il codice del tuo gas: lo trovi in alto nella prima pagina.',
    );
  });

  it('has a file per language of the product, each with every term', async () => {
    const i18n = await pageIn('de', {});
    expect(await loadGlossary(i18n)).toBe(true);
    expect(i18n.getResource('de', 'translation', 'glossary.pod.title')).toEqual(expect.any(String));
  });
});
