import { useLocation } from 'react-router-dom';

/**
 * The first provider's landing page (spec §2: the banner is omitted there, decision 557): its
 * return pages `/nexiEsito` (success or, with `annullo=1`, cancellation) and `/nexiAnnullo`
 * (its cancellation page) are one landing in two addresses, so neither shows the banner. The
 * second provider's pages (`/worldline…`) are not named by the spec and keep it. Read from the
 * address, so the banner never shows there, not even while the page's chunk arrives. A module
 * of its own, read only by the banner and the footer (their own chunks): the bill route's
 * initial JavaScript does not carry it.
 */
const firstProviderLanding = new Set(['/nexiesito', '/nexiannullo']);

export function pathOmitsCookieBanner(pathname: string): boolean {
  // react-router matches routes without case (`/NexiEsito` is the same page), and a final slash.
  return firstProviderLanding.has(pathname.toLowerCase().replace(/\/+$/, ''));
}

/** Whether the page at the current address leaves the banner (and the footer's way to it) out. */
export function useFirstProviderLanding(): boolean {
  return pathOmitsCookieBanner(useLocation().pathname);
}
