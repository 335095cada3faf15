import type { Page } from 'playwright-core';

/**
 * Opens every disclosure of the page: the payment card's "dettaglio", the supplies' panels and
 * history, the charts' tables, every `<details>` (issue 13; issue 30: the render matrix checks
 * the page open too, where a legend once overflowed). Tabs are not disclosures; an accordion
 * of supplies ends with its last panel open.
 */
export async function openDisclosures(page: Page): Promise<void> {
  // Handles, not `locator.all()`: those are `nth(i)` of a selector that each click makes
  // shorter, so every other button was skipped. A handle stays on its button.
  const closed = page.locator('button[aria-expanded="false"][aria-controls]:not([role="tab"])');
  for (const button of await closed.elementHandles()) {
    const stillClosed = await button.evaluate(
      (element) =>
        element instanceof Element &&
        element.isConnected &&
        element.getAttribute('aria-expanded') === 'false',
    );
    // An accordion closes one panel as it opens the next: those stay as the accordion left them.
    if (stillClosed && (await button.isVisible())) await button.click();
    await button.dispose();
  }
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}
