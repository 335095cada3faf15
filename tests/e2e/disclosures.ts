import type { Page } from 'playwright-core';
import { bounded } from './stall.ts';

/**
 * Opens every disclosure of the page: the payment card's "dettaglio", the supplies' panels and
 * history, the charts' tables, the explanations of the bill's terms, every `<details>` (issue
 * 13; issue 30: the render matrix checks the page open too, where a legend once overflowed).
 * Tabs are not disclosures; an accordion of supplies ends with its last panel open. Then waits
 * until no explanation still says it is loading, so what is measured is what a reader sees.
 *
 * The buttons are pressed in the page, in one call: this prepares a page for a check of what
 * it looks like open (the journeys' own files press them as people do). Pressed one by one
 * through the driver, a long bill's forty explanations took most of a matrix case's minute on
 * a busy machine. Each button is read again before it is pressed, as an accordion closes one
 * panel when it opens the next.
 */
export async function openDisclosures(page: Page): Promise<void> {
  await bounded(page, 'opening the disclosures', 20, () =>
    page.evaluate(() => {
      const closed = 'button[aria-expanded="false"][aria-controls]:not([role="tab"])';
      for (const button of document.querySelectorAll<HTMLButtonElement>(closed)) {
        const shown = button.checkVisibility({ visibilityProperty: true }) && !button.disabled;
        if (shown && button.getAttribute('aria-expanded') === 'false') button.click();
      }
      for (const details of document.querySelectorAll('details')) details.open = true;
    }),
  );
  await page.getByText('Caricamento…', { exact: true }).first().waitFor({ state: 'detached' });
}
