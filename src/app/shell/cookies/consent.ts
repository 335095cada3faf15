/**
 * The customer's answer to the cookie banner (issue 17, decision 223), kept in the browser's
 * localStorage of the host's origin: only the page reads it, so no cookie travels with every
 * request, and each supplier's host asks on its own. Following the Garante's cookie guidelines
 * (10 June 2021) an answer, acceptance or refusal alike, is not asked again for six months.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export interface Consent {
  choice: ConsentChoice;
  /** When the customer answered, as an ISO 8601 instant. */
  at: string;
}

export const consentKey = 'quadro.cookieConsent';

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

/** The answer still in force at `now`; undefined when there is none, it is stale or unreadable. */
export function readConsent(storage: Storage | undefined, now: Date): Consent | undefined {
  let parsed: unknown;
  try {
    const text = storage?.getItem(consentKey);
    if (text === null || text === undefined) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isConsent(parsed)) return undefined;
  const at = Date.parse(parsed.at);
  if (Number.isNaN(at) || at > now.getTime()) return undefined;
  return now.getTime() - at < consentLifetimeMs ? parsed : undefined;
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
 * and on another tab's (the `storage` event). The server has no answer to read and asks
 * nothing, so the banner is drawn only after hydration.
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
  return !answeredThisVisit && readConsent(browserStorage(), new Date()) === undefined;
}

export const serverMustAskConsent = (): boolean => false;

/** Opens the choice again (the Garante: the answer can be changed at any time) or closes it. */
export function reviewConsent(open: boolean): void {
  reviewing = open;
  for (const listener of listeners) listener();
}

export const isReviewingConsent = (): boolean => reviewing;
