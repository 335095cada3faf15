import type { Consent } from './consent.ts';

/**
 * On a host whose settings ask for it (`recordCookieConsent`, issue 29, decision 454) the
 * answer also goes to the server, which keeps it and tells the supplier. The browser's answer
 * holds whatever the post meets: a refused or lost post only leaves the supplier's record
 * without it, as on a host that records nothing. `keepalive` lets it finish when the
 * customer leaves the page at once. Only the banner's own chunk, loaded lazily, holds this:
 * the first view's JavaScript does not grow.
 */
export function sendConsent(consent: Consent): void {
  if (typeof fetch === 'undefined') return;
  fetch('/api/consent', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(consent),
  }).catch(() => undefined);
}
