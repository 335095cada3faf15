import { didYouMean } from '../../validate/nearest.ts';
import type { OfferedCatalogue } from './vocabulary.ts';

/** The text at a dotted key (`widgets.paymentCard.title`), when it is a string. */
export function textAt(texts: unknown, key: string): string | undefined {
  let value = texts;
  for (const segment of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return typeof value === 'string' ? value : undefined;
}

/** Every dotted key of a nested catalogue that holds a string. */
export function textKeys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : textKeys(value, `${prefix}${key}.`),
  );
}

const keysOf = new WeakMap<object, string[]>();

function cachedKeys(texts: unknown): string[] {
  if (typeof texts !== 'object' || texts === null) return [];
  let keys = keysOf.get(texts);
  if (!keys) {
    keys = textKeys(texts);
    keysOf.set(texts, keys);
  }
  return keys;
}

/**
 * Where `key` is missing among the offered catalogues (`bolletta.beta-gas.test (it);
 * src/i18n (en, de)`), with the nearest key of the first that lacks it; undefined when every
 * catalogue has it.
 */
export function missingTexts(
  key: string,
  catalogues: readonly OfferedCatalogue[],
): { where: string; hint: string } | undefined {
  const lacking = catalogues.filter((c) => textAt(c.texts, key) === undefined);
  const first = lacking[0];
  if (!first) return undefined;
  const hint = didYouMean(key, cachedKeys(first.texts));
  if (lacking.length === catalogues.length && catalogues.length > 1)
    return { where: 'every catalogue offered', hint };
  const byOwner = new Map<string, string[]>();
  for (const c of lacking) byOwner.set(c.owner, [...(byOwner.get(c.owner) ?? []), c.locale]);
  const where = [...byOwner].map(([owner, locales]) => `${owner} (${locales.join(', ')})`);
  return { where: where.join('; '), hint };
}
