import { cookieAssignment, cookieValue } from '../domain/cookies.ts';

/**
 * The language a customer chose with the selector (spec §1, issue 17), remembered across
 * visits in two places: localStorage, which outlives a cleared cookie jar on many phones, and a
 * cookie, which is the only one the server sees, so that the first view it renders of a bill
 * link is already in that language (ADR 0026). Both hold a locale code, nothing else.
 */
export const languageCookie = 'quadro_lang';
const storageKey = 'quadro.lang';
const oneYear = 60 * 60 * 24 * 365;

/** Decision 43's pattern: anything else in a cookie or the storage is not a choice. */
const localeCode = /^[a-z]{2,3}(-[A-Z]{2}|-[A-Z][a-z]{3})?$/;

/** The remembered language in a `Cookie` header (the server's side), if it is a locale code. */
export function languageFromCookies(header: string | undefined): string | undefined {
  const value = cookieValue(header, languageCookie);
  return value !== undefined && localeCode.test(value) ? value : undefined;
}

/**
 * The remembered language in the browser: the cookie first (what the server saw, so the page
 * and its server-rendered HTML agree), else the storage, which then writes the cookie again.
 * Undefined outside a browser, or when storage is refused (private modes).
 */
export function rememberedLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const fromCookie = languageFromCookies(document.cookie);
  if (fromCookie !== undefined) return fromCookie;
  const stored = readStorage();
  if (stored === null || !localeCode.test(stored)) return undefined;
  writeCookie(stored);
  return stored;
}

/** Remembers a choice in both places; a refused storage leaves the cookie to do it alone. */
export function rememberLanguage(lang: string): void {
  if (!localeCode.test(lang)) return;
  try {
    localStorage.setItem(storageKey, lang);
  } catch {
    // Storage refused (a private mode, a full quota): the cookie still remembers.
  }
  writeCookie(lang);
}

/**
 * The language to ask public access for (decision 213): the remembered choice when the host
 * offers it, since it is the reader's own and a link's `lang` was written by its sender for
 * every reader; else the link's `lang`; else none (the host's default then).
 */
export function askedLanguage(
  offered: readonly string[],
  remembered: string | undefined,
  fromLink: string | null,
): string | null {
  return remembered !== undefined && offered.includes(remembered) ? remembered : fromLink;
}

/** The query with `lang` set to `lang` (the forwarded query of spec §6), or as it was. */
export function withLanguage(query: URLSearchParams, lang: string | null): URLSearchParams {
  if (lang === null || query.get('lang') === lang) return query;
  const next = new URLSearchParams(query);
  next.set('lang', lang);
  return next;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function writeCookie(lang: string): void {
  document.cookie = cookieAssignment(languageCookie, lang, oneYear, location.protocol === 'https:');
}
