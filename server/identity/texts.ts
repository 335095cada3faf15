import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Host } from '../hosts/hosts.ts';

/**
 * The identity provider's texts (login, logout, error pages, the menu's labels), from
 * src/i18n/identity: read by the server only, never part of the page's catalogue, so the bill
 * route's JavaScript does not carry them.
 */
export type Texts = (key: string, values?: Record<string, string>) => string;

const folder = fileURLToPath(new URL('../../src/i18n/identity/', import.meta.url));
const catalogues = new Map<string, Record<string, string>>();

function catalogue(locale: string): Record<string, string> {
  let found = catalogues.get(locale);
  if (!found) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(`${folder}${locale}.json`, 'utf8'));
      found = typeof parsed === 'object' && parsed !== null ? narrow(parsed) : {};
    } catch {
      found = {};
    }
    catalogues.set(locale, found);
  }
  return found;
}

function narrow(value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Texts in `locale`, falling back to Italian (the product's default), then to the key. */
export function textsFor(locale: string): Texts {
  const own = catalogue(locale);
  const italian = catalogue('it');
  return (key, values = {}) =>
    (own[key] ?? italian[key] ?? key).replace(
      /\{(\w+)\}/g,
      (match, name: string) => values[name] ?? match,
    );
}

/**
 * The customer's language: the authorization request's `ui_locales` (its first one the host
 * offers), else the `quadro_lang` cookie the page writes (ADR 0026), else the host's default.
 */
export function chooseLocale(
  host: Host,
  uiLocales: unknown,
  cookieHeader: string | undefined,
): string {
  const offered = host.settings.locales;
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  const cookie = /(?:^|;\s*)quadro_lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  for (const locale of [...asked, ...(cookie === undefined ? [] : [cookie])]) {
    if (offered.includes(locale)) return locale;
  }
  return host.settings.defaultLocale ?? offered[0] ?? 'it';
}
