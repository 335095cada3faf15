import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import betaTexts from '../../hosts/bolletta.beta-gas.test/locales/it.json' with { type: 'json' };
import glossary from '../../src/i18n/glossary/it.json' with { type: 'json' };
import { engineEvents, openBill } from './bills.ts';
import { openDisclosures } from './disclosures.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';

// Issue 32: every term in plain words. alfa-2026-0001 (bi3) shows its amounts in the payment
// card's detail, each line a customer may not understand with an "i" button beside it.
const alfa = inject('bills').find((bill) => bill.id === 'alfa-2026-0001');
if (!alfa) throw new Error('the sample bill alfa-2026-0001 is missing');
const bill = alfa;
// beta-2026-0005 prints «Credito della bolletta precedente», a line Beta Gas explains with a
// term of its own (hosts/bolletta.beta-gas.test, decision 648).
const betaCredit = inject('bills').find((bill) => bill.id === 'beta-2026-0005');
if (!betaCredit) throw new Error('the sample bill beta-2026-0005 is missing');
const creditLink = betaCredit.link;

const explainButtons = (page: Page) =>
  page.getByRole('button', { name: /^Che cosa significa «/ }).filter({ visible: true });

/** The panel a button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  if (id === null) throw new Error('the explanation button controls nothing');
  return page.locator(`[id="${id}"]`);
}

/** The bill with its amounts on screen: the payment card's detail opened when it is closed. */
async function openAmounts(page: Page, link = bill.link): Promise<void> {
  await openBill(page, link);
  const detail = page.getByRole('button', { name: 'Dettaglio', expanded: false });
  if (await detail.first().isVisible()) await detail.first().click();
  await explainButtons(page).first().waitFor();
}

/**
 * Opens every disclosure of the page, then each explanation `openDisclosures` left closed: it
 * clicks `nth(i)` of a list of closed buttons that shrinks as it clicks, so it skips some.
 * Resolves when every explanation shows its title (no "Caricamento…" left).
 */
async function openEverything(page: Page): Promise<number> {
  await openDisclosures(page);
  const closed = explainButtons(page).and(page.locator('[aria-expanded="false"]'));
  while ((await closed.count()) > 0) await closed.first().click();
  const buttons = await explainButtons(page).all();
  for (const button of buttons) await (await panelOf(page, button)).locator('strong').waitFor();
  return buttons.length;
}

const isFocused = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);

describe('issue 32: an amounts line explained in plain words', () => {
  describe('on a phone', () => {
    test.override({ device: 'phone' });

    test('a tap opens the explanation under its line, Escape closes it', async ({
      page,
      errors,
    }) => {
      await openAmounts(page);
      const button = explainButtons(page).and(
        page.getByRole('button', { name: 'Che cosa significa «Spesa per oneri di sistema»?' }),
      );
      await button.tap();
      const panel = await panelOf(page, button);
      await panel.getByText(glossary.glossary.oneri_di_sistema.text).waitFor();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      // Opened inline, it never makes the page wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await panel.scrollIntoViewIfNeeded();
      await picture(page, 'glossary-phone-open', { fullPage: false });
      await button.focus();
      await page.keyboard.press('Escape');
      await panel.getByText(glossary.glossary.oneri_di_sistema.text).waitFor({ state: 'detached' });
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => isFocused(button)).toBe(true);
      expect(errors).toEqual([]);
    });

    test('axe finds nothing with every explanation open', async ({ page, errors }) => {
      await openAmounts(page);
      expect(await openEverything(page)).toBeGreaterThanOrEqual(5);
      await explainButtons(page).first().scrollIntoViewIfNeeded();
      await picture(page, 'glossary-phone-all-open', { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(await engineEvents(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  describe('on a desktop', () => {
    test.override({ device: 'desktop' });

    test('Tab reaches the button, Enter opens it, Escape closes it and keeps the focus', async ({
      page,
      errors,
    }) => {
      await openAmounts(page);
      // The amounts table scrolls in a focusable region; the next tab stop is its first line's
      // explanation.
      await page.getByRole('region', { name: 'Sintesi degli importi' }).first().focus();
      await page.keyboard.press('Tab');
      const button = page.getByRole('button', {
        name: 'Che cosa significa «Spesa per la materia energia»?',
      });
      await expect.poll(() => isFocused(button)).toBe(true);
      await page.keyboard.press('Enter');
      const panel = await panelOf(page, button);
      await panel.getByText(glossary.glossary.spesa_materia_energia.text).waitFor();
      await panel.getByText(glossary.glossary.spesa_materia_energia.title).waitFor();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await panel.locator('strong').waitFor({ state: 'detached' });
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => isFocused(button)).toBe(true);
      expect(errors).toEqual([]);
    });

    test('axe finds nothing with every explanation open', async ({ page, errors }) => {
      await openAmounts(page);
      expect(await openEverything(page)).toBeGreaterThanOrEqual(5);
      await explainButtons(page).first().scrollIntoViewIfNeeded();
      await picture(page, 'glossary-desktop-all-open', { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  describe('a host’s own term, and a page without the glossary', () => {
    test.override({ device: 'phone' });

    test('the page carries no glossary text until an "i" asks for its language', async ({
      page,
      errors,
    }) => {
      const html = await (await page.request.get(bill.link)).text();
      expect(html).toContain('Spesa per oneri di sistema');
      expect(html).not.toContain(glossary.glossary.oneri_di_sistema.text);
      expect(html).not.toContain(glossary.glossary.pdr.text);
      await openAmounts(page);
      const button = explainButtons(page).first();
      await button.click();
      await (await panelOf(page, button)).locator('strong').waitFor();
      expect(errors).toEqual([]);
    });

    test('Beta Gas explains its previous credit with the term it adds (decision 648)', async ({
      page,
      errors,
    }) => {
      await openAmounts(page, creditLink);
      const credit = explainButtons(page).and(
        page.getByRole('button', {
          name: 'Che cosa significa «Credito della bolletta precedente»?',
        }),
      );
      await credit.click();
      const panel = await panelOf(page, credit);
      await panel.getByText(betaTexts.glossary.credito_precedente.text).waitFor();
      await panel.getByText(betaTexts.glossary.credito_precedente.title).waitFor();
      // The product's terms still come from the product's glossary, under Beta's.
      const period = explainButtons(page).and(
        page.getByRole('button', { name: 'Che cosa significa «Consumi del periodo»?' }),
      );
      await period.click();
      await (await panelOf(page, period)).getByText(glossary.glossary.quota_consumi.text).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
