import type { i18n } from 'i18next';
import { isPlainObject, mergePatch } from '../src/domain/mergePatch.ts';
import type { Catalogue } from '../src/i18n/index.ts';
import { createI18nWith } from '../src/i18n/page.ts';
import type { StoryHost } from './hosts.ts';
import { productTextFolders } from '../src/domain/textFolders.ts';

/*
 * The texts a story shows, made as the reference server makes a host's catalogue
 * (server/hosts/catalogue.ts): the product's `<locale>.json`, its folders' `<locale>.json`, the
 * host's `locales/<locale>.json` over them. Read when Storybook builds.
 */
const productFiles = import.meta.glob<unknown>(['../src/i18n/*.json', '../src/i18n/*/*.json'], {
  eager: true,
  import: 'default',
});

const merge = (base: Catalogue, over: unknown): Catalogue =>
  isPlainObject(over) ? (mergePatch(base, over) as Catalogue) : base;

/** The product's texts in `locale`, as the server merges them. */
export function productTexts(locale: string): Catalogue {
  return [`${locale}.json`, ...productTextFolders.map((folder) => `${folder}/${locale}.json`)]
    .map((file) => productFiles[`../src/i18n/${file}`])
    .reduce<Catalogue>(merge, {});
}

/** A host's catalogue in `locale`: what `/locales/<locale>.json` answers on that host. */
export function hostTexts(host: StoryHost, locale: string): Catalogue {
  return merge(productTexts(locale), host.texts[locale]);
}

/**
 * An i18next instance for a story: the host's Italian as the fallback (Italian is the
 * product's default, spec §1), the host's catalogue in `locale` over it, and a story's own
 * texts (`parameters.texts`: deliberately long lines, say) over that.
 */
export function storyI18n(host: StoryHost, locale: string, texts?: Catalogue): i18n {
  const italian = hostTexts(host, 'it');
  const instance = createI18nWith(locale, locale === 'it' ? merge(italian, texts) : italian);
  if (locale !== 'it') {
    instance.addResourceBundle(locale, 'translation', merge(hostTexts(host, locale), texts));
  }
  return instance;
}
