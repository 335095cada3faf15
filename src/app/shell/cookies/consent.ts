import { cookieAssignment, cookieValue } from '../../../domain/cookies.ts';

/**
 * The customer's answer to the cookie banner (issue 17, decisions 223 and 230), kept by the
 * host's origin in two places, as the chosen language is (ADR 0026): localStorage and a
 * first-party cookie, the one the server reads, so the first view it renders of a bill already
 * has the banner, or has none (ADR 0028). Each supplier's host asks on its own. Following the
 * Garante's cookie guidelines (10 June 2021) an answer, acceptance or refusal alike, is not
 * asked again for six months.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export interface Consent {
  choice: ConsentChoice;
  /** When the customer answered, as an ISO 8601 instant. */
  at: string;
}

export const consentKey = 'quadro.cookieConsent';

/** The cookie: `<choice>.<ISO 8601 instant>`, e.g. `rejected.2026-11-26T14:00:00.000Z`. */
export const consentCookie = 'quadro_consent';

/** Six months, the Garante's interval before asking again. */
export const consentLifetimeMs = 182 * 24 * 60 * 60 * 1000;

/** The browser's storage, or undefined where it is missing or refused (a private window). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null) return false;
  const { choice, at } = value as Record<string, unknown>;
  return (choice === 'accepted' || choice === 'rejected') && typeof at === 'string';
}

/** The answer, when it is one and still in force at `now` (not stale, not from the future). */
function inForce(value: unknown, now: Date): Consent | undefined {
  if (!isConsent(value)) return undefined;
  const at = Date.parse(value.at);
  if (Number.isNaN(at) || at > now.getTime()) return undefined;
  return now.getTime() - at < consentLifetimeMs ? value : undefined;
}

/** The answer in the storage still in force at `now`; undefined when none, stale or unreadable. */
export function readConsent(storage: Storage | undefined, now: Date): Consent | undefined {
  let parsed: unknown;
  try {
    const text = storage?.getItem(consentKey);
    if (text === null || text === undefined) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return inForce(parsed, now);
}

/** The answer in a `Cookie` header (the server's side, and `document.cookie`) in force at `now`. */
export function consentFromCookies(header: string | undefined, now: Date): Consent | undefined {
  const value = cookieValue(header, consentCookie);
  const separator = value?.indexOf('.') ?? -1;
  if (value === undefined || separator < 0) return undefined;
  return inForce({ choice: value.slice(0, separator), at: value.slice(separator + 1) }, now);
}

/** Keeps the answer in the cookie until the six months are over. */
function writeConsentCookie(consent: Consent): void {
  if (typeof document === 'undefined') return;
  const left = (Date.parse(consent.at) + consentLifetimeMs - Date.now()) / 1000;
  const secure = location.protocol === 'https:';
  const value = `${consent.choice}.${consent.at}`;
  document.cookie = cookieAssignment(consentCookie, value, Math.max(0, left), secure);
}

/**
 * The answer in the browser: the cookie first (what the server saw), else the storage, which
 * then writes the cookie again (a cleared cookie jar), so the next page the server renders
 * knows it too.
 */
export function rememberedConsent(now: Date): Consent | undefined {
  if (typeof document === 'undefined') return undefined;
  const fromCookie = consentFromCookies(document.cookie, now);
  if (fromCookie !== undefined) return fromCookie;
  const stored = readConsent(browserStorage(), now);
  if (stored !== undefined) writeConsentCookie(stored);
  return stored;
}

/** The customer asked to see the choice again (the footer's "Preferenze cookie"). */
let reviewing = false;

/** An answer a storage refused: it holds for this visit, and the banner asks next time. */
let answeredThisVisit = false;
const listeners = new Set<() => void>();

/** Remembers the answer and tells the banner. */
export function saveConsent(
  storage: Storage | undefined,
  choice: ConsentChoice,
  now: Date,
): Consent {
  const consent: Consent = { choice, at: now.toISOString() };
  reviewing = false;
  writeConsentCookie(consent);
  try {
    if (storage === undefined) answeredThisVisit = true;
    else storage.setItem(consentKey, JSON.stringify(consent));
  } catch {
    // A full or refused storage: the answer holds until the next visit.
    answeredThisVisit = true;
  }
  for (const listener of listeners) listener();
  return consent;
}

/**
 * The banner's `useSyncExternalStore`: whether it has to ask, told again on this tab's answer
 * and on another tab's (the `storage` event). On the server, and while the page hydrates, the
 * answer is the one the server read from the request's cookie (`FirstView.askConsent`).
 */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function mustAskConsent(): boolean {
  return !answeredThisVisit && rememberedConsent(new Date()) === undefined;
}

/** Opens the choice again (the Garante: the answer can be changed at any time) or closes it. */
export function reviewConsent(open: boolean): void {
  reviewing = open;
  for (const listener of listeners) listener();
}

export const isReviewingConsent = (): boolean => reviewing;
