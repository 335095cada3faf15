import { deviceFromHeaders } from '../app/device.ts';
import { consentFromCookies } from '../app/shell/cookies/consent.ts';
import { italianDate } from '../domain/selfReading.ts';
import { languageFromCookies } from '../i18n/choice.ts';

/** What of a request, besides its host and its URL, the render reads (./entry.tsx). */
export interface ViewRequest {
  userAgent: string | undefined;
  mobileHint: string | undefined;
  cookie?: string | undefined;
}

/**
 * The part of the first-view cache's key that only the page knows how to read from a request
 * (ADR 0056, decision 577): the device class it renders for, the language remembered in the
 * cookie, the cookie banner's answer in force (none, accepted, rejected: the banner is drawn
 * when there is none) and the calendar day in Italy, since the bill's widgets count days from
 * today (the due-date reminder, the self-reading window). The server adds the host, the URL
 * (the link, `lang`, a template preview) and what the bill, the host and the templates are now;
 * two requests with the same key get the same page, apart from the session token (decision 578).
 */
export function firstViewKey(request: ViewRequest, now: Date = new Date()): string {
  const day = italianDate(now);
  return [
    deviceFromHeaders(request),
    languageFromCookies(request.cookie) ?? '',
    consentFromCookies(request.cookie, now)?.choice ?? '',
    `${day.year}-${day.month}-${day.day}`,
  ].join('|');
}
