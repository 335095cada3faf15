import { useEffect } from 'react';
import type { TFunction } from 'i18next';

/** Where the bill page states its number (src/app/BillPage.tsx): the bill has no `<h1>`. */
const billNumber = 'data-bill-number';

/**
 * The tab's title (issue 30): the page and the supplier, "Bolletta n. A2026000101 – Alfa
 * Energia", in the page's language. The page's name is what the page itself shows: a bill by
 * its number, any other page (error, outcome, area, registration) by its `<h1>`; a page that
 * names nothing gets the supplier alone.
 */
export function pageTitle(main: ParentNode | null, supplier: string, t: TFunction): string {
  const number = main?.querySelector(`[${billNumber}]`)?.getAttribute(billNumber)?.trim();
  const page =
    number === undefined ? (main?.querySelector('h1')?.textContent ?? '') : billTitle(number, t);
  const name = page.replace(/\s+/g, ' ').trim();
  return name === '' ? supplier : `${name} – ${supplier}`;
}

/** "Bolletta n. A2026000101", or "Bolletta" for a bill without a number. */
export function billTitle(number: string, t: TFunction): string {
  return number === ''
    ? t('chrome.pageTitle.billNoNumber')
    : t('chrome.pageTitle.bill', { number, interpolation: { escapeValue: false } });
}

/**
 * Keeps `document.title` to the page's name as the page changes (a route, a language switch, a
 * bill that arrives after its skeleton): the header watches the page rather than every page
 * calling a hook, so none of this is in the bill route's initial JavaScript (the header is a
 * chunk of its own).
 */
export function usePageTitle(supplier: string, t: TFunction): void {
  useEffect(() => {
    const update = () => {
      const title = pageTitle(document.querySelector('main'), supplier, t);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: [billNumber],
    });
    return () => {
      observer.disconnect();
    };
  }, [supplier, t]);
}
