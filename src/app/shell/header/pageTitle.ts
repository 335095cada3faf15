import { useEffect } from 'react';

/** What a page names itself by when its heading is not the name (the bill: its number). */
export const pageTitleAttribute = 'data-page-title';

/**
 * The tab's title (issue 30): the page and the supplier, "Bolletta n. A2026000101 – Alfa
 * Energia", in the language the page is in. The page's name is what the page itself shows:
 * an element's `data-page-title` (the bill, which has no heading of its own) or else its
 * `<h1>` (error, outcome and area pages); a page that names nothing gets the supplier alone.
 */
export function pageTitle(main: ParentNode | null, supplier: string): string {
  const named = main?.querySelector(`[${pageTitleAttribute}]`)?.getAttribute(pageTitleAttribute);
  const heading = main?.querySelector('h1')?.textContent;
  const page = (named ?? heading ?? '').replace(/\s+/g, ' ').trim();
  return page === '' ? supplier : `${page} – ${supplier}`;
}

/**
 * Keeps `document.title` to the page's name as the page changes (a route, a language switch, a
 * bill that arrives after its skeleton): the header watches `<main>` rather than every page
 * calling a hook, so none of this is in the bill route's initial JavaScript (the header is a
 * chunk of its own).
 */
export function usePageTitle(supplier: string): void {
  useEffect(() => {
    const update = () => {
      const title = pageTitle(document.querySelector('main'), supplier);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: [pageTitleAttribute],
    });
    return () => {
      observer.disconnect();
    };
  }, [supplier]);
}
