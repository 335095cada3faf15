// @vitest-environment node
// Issue 17: no customer reads a raw key. Every text of the product (src/i18n/it.json with its
// forms) exists, non-empty, in every language any host offers, as that host serves it (the
// product's catalogue with the host's over it, server/hosts/hosts.ts), and every text of a
// host (its `host.*` namespace, its footer lines) in each of its languages. A failure lists the
// missing keys by host and language, so a text added in it/en/de only names its translations.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../server/hosts/catalogue.ts';
import { mergeCatalogues, productCatalogue } from '../../server/hosts/catalogue.ts';
import { loadHosts } from '../../server/hosts/hosts.ts';
import { glossaryTerms } from '../../src/domain/glossaryTerms.ts';

const root = process.cwd();
const hosts = loadHosts(path.join(root, 'hosts'), path.join(root, 'src/i18n'));
const italian = productCatalogue(path.join(root, 'src/i18n'), 'it');

/** Every key of a catalogue, dotted (`widgets.paymentCard.title`), with its text. */
function entries(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** The keys of `wanted` that `catalogue` lacks or leaves empty. */
function missing(wanted: readonly string[], catalogue: Catalogue | undefined): string[] {
  const texts = new Map(entries(catalogue ?? {}));
  return wanted.filter((key) => (texts.get(key) ?? '').trim() === '');
}

const productKeys = entries(italian).map(([key]) => key);
const offered = hosts.all.flatMap((host) =>
  host.settings.locales.map((locale) => ({ host, locale, name: `${host.name} ${locale}` })),
);

describe('every offered language has every text (issue 17)', () => {
  it('knows the product’s texts and the sample hosts’ languages', () => {
    expect(productKeys.length).toBeGreaterThan(300);
    expect(offered.map(({ name }) => name)).toContain('bolletta.alfa-energia.test zh-CN');
  });

  it.each(offered)('$name has every text of the product', ({ host, locale }) => {
    expect(missing(productKeys, host.catalogues.get(locale))).toEqual([]);
  });

  it.each(offered)('$name has every text of its host', ({ host, locale }) => {
    const folder = path.join(root, 'hosts', host.name, 'locales');
    const own = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        entries(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Catalogue),
      )
      .map(([key]) => key);
    const wanted = [...new Set([...own, ...(host.settings.footer?.lines ?? [])])];
    expect(missing(wanted, host.catalogues.get(locale))).toEqual([]);
  });

  it('fails, naming the keys, for a language without a text', () => {
    const catalogue: Catalogue = { widgets: { paymentCard: { title: '' } } };
    expect(missing(['widgets.paymentCard.title', 'errors.notFound.title'], catalogue)).toEqual([
      'widgets.paymentCard.title',
      'errors.notFound.title',
    ]);
  });
});

describe('the bill glossary in every offered language (issue 32)', () => {
  /** What a page in `locale` reads: the product's glossary chunk under the host's catalogue. */
  const pageTexts = (host: (typeof hosts.all)[number], locale: string): Catalogue =>
    mergeCatalogues(
      productCatalogue(path.join(root, 'src/i18n'), locale, undefined, ['glossary']),
      host.catalogues.get(locale) ?? {},
    );
  const glossaryKeys = (terms: readonly string[]) =>
    terms.flatMap((term) => [`glossary.${term}.title`, `glossary.${term}.text`]);

  it.each(offered)('$name explains every term with a title and a text', ({ host, locale }) => {
    const own = (host.settings.glossaryLabels ?? []).map((rule) => rule.term);
    const wanted = glossaryKeys([...glossaryTerms, ...own]);
    expect(missing(wanted, pageTexts(host, locale))).toEqual([]);
  });

  it('has no text for a term the page does not know', () => {
    const glossary = productCatalogue(path.join(root, 'src/i18n'), 'it', undefined, ['glossary']);
    const terms = Object.keys(glossary['glossary'] as Catalogue).sort();
    expect(terms).toEqual([...glossaryTerms].sort());
  });

  it.each(offered)(
    '$name serves only its own glossary texts, not the product’s (decision 647)',
    ({ host, locale }) => {
      const own = entries(host.catalogues.get(locale) ?? {})
        .map(([key]) => key)
        .filter((key) => key.startsWith('glossary.'));
      const folder = path.join(root, 'hosts', host.name, 'locales', `${locale}.json`);
      const written = existsSync(folder)
        ? entries(JSON.parse(readFileSync(folder, 'utf8')) as Catalogue).map(([key]) => key)
        : [];
      expect(own).toEqual(written.filter((key) => key.startsWith('glossary.')));
    },
  );

  it('serves a host’s own wording and its own term (beta-gas, decisions 643, 648)', () => {
    const beta = hosts.all.find((host) => host.name === 'bolletta.beta-gas.test');
    if (!beta) throw new Error('the sample host beta-gas is missing');
    const texts = new Map(entries(pageTexts(beta, 'it')));
    const product = new Map(entries(productCatalogue('src/i18n', 'it', undefined, ['glossary'])));
    expect(texts.get('glossary.spesa_materia_energia.title')).toBe(
      'Spesa per la materia gas naturale',
    );
    expect(texts.get('glossary.spesa_materia_energia.text')).toContain('Beta Gas');
    expect(texts.get('glossary.pdr.text')).toBe(product.get('glossary.pdr.text'));
    expect(texts.get('glossary.credito_precedente.title')).toBe(
      'Credito della bolletta precedente',
    );
    expect(beta.settings.glossaryLabels).toContainEqual({
      words: 'Credito della bolletta precedente',
      term: 'credito_precedente',
    });
  });
});
