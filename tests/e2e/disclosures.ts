import type { Page } from 'playwright-core';

/**
 * Opens every disclosure of the page: the payment card's "dettaglio", the supplies' panels and
 * history, the charts' tables, every `<details>` (issue 13; issue 30: the render matrix checks
 * the page open too, where a legend once overflowed). Tabs are not disclosures; an accordion
 * of supplies ends with its last panel open.
 */
export async function openDisclosures(page: Page): Promise<void> {
  const closed = page.locator('button[aria-expanded="false"][aria-controls]:not([role="tab"])');
  for (const button of await closed.all()) {
    if (await button.isVisible()) await button.click();
  }
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}
