import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Host } from '../hosts/hosts.ts';
import type { Catalogue } from '../hosts/catalogue.ts';

/**
 * The bill e-mail's texts (issue 28), from src/i18n/bill-mail: read by the server only, like the
 * identity pages' (server/identity/texts.ts), so the page's catalogue and the bill route's
 * JavaScript do not carry them. A host words them its own way under `billMail` in its
 * locales/<lang>.json, key by key.
 */
export type MailTexts = (key: string, values?: Record<string, string>) => string;

const folder = fileURLToPath(new URL('../../src/i18n/bill-mail/', import.meta.url));
const cache = new Map<string, Record<string, string>>();

function product(locale: string): Record<string, string> {
  let found = cache.get(locale);
  if (!found) {
    found = {};
    try {
      const parsed: unknown = JSON.parse(readFileSync(`${folder}${locale}.json`, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null) found = strings(parsed);
    } catch {
      // No texts in this language: Italian stands in.
    }
    cache.set(locale, found);
  }
  return found;
}

function strings(value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function hostOwn(host: Host, locale: string): Record<string, string> {
  const section: Catalogue[string] | undefined = host.catalogues.get(locale)?.['billMail'];
  return typeof section === 'object' ? strings(section) : {};
}

/** The language an e-mail is written in: the one asked for if the host offers it, else its default. */
export function mailLocale(host: Host, asked: string | null | undefined): string {
  const { locales, defaultLocale } = host.settings;
  if (asked && locales.includes(asked)) return asked;
  return defaultLocale ?? locales[0] ?? 'it';
}

/** Texts in `locale`: the host's own, then the product's, then Italian, then the key. */
export function mailTexts(host: Host, locale: string): MailTexts {
  const layers = [hostOwn(host, locale), product(locale), hostOwn(host, 'it'), product('it')];
  return (key, values = {}) => {
    const text = layers.find((layer) => layer[key] !== undefined)?.[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  };
}
