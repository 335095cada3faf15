import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { hostOrigin, logIn } from './areaLogin.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 18, the customer area's contracts and FAQ pages (spec §1 "contracts (headers, details,
 * dialogs)", "FAQ with attachments"): logged in through the provider's real page as Giulia
 * Bianchi, who also acts for the condominium she administers, on the reference server's
 * seeded data (contracts from the sample bills, fixtures/customer-area/alfa.json's FAQ).
 */

const origin = hostOrigin('alfa');

/** Says no to the cookie banner, which would otherwise cover the lower half of a phone. */
async function refuseCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Questo sito usa i cookie' });
  await banner.getByRole('button', { name: 'Rifiuta', exact: true }).click();
  await banner.waitFor({ state: 'detached' });
}

describe.each(deviceNames)('on a %s', (device) => {
  test.override({ device });

  test('contracts: details, a request, another client; FAQ: an answer and its file', async ({
    page,
    errors,
  }) => {
    await logIn(page, origin, '/contracts', 'BNCGLI85M52H501X');
    await refuseCookies(page);
    await page.getByText('Contratti di Giulia Bianchi').waitFor();
    const card = page.getByRole('region').filter({ hasText: 'IT002E04518732' });
    await expect.poll(() => card.getByText('Attivo').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Details on demand.
    const toggle = card.getByRole('button', { name: 'Dettagli del contratto' });
    await toggle.click();
    await card.getByRole('heading', { name: 'Contatore' }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => card.getByText('2G-00451873').isVisible()).toBe(true);

    // A request in its dialog; Escape closes it and gives the focus back.
    const voltura = card.getByRole('button', { name: 'Cambio intestatario (voltura)' });
    await voltura.click();
    const dialog = page.getByRole('dialog', { name: 'Cambio intestatario (voltura)' });
    await dialog.getByRole('link', { name: 'Vai al modulo di contatto' }).waitFor();
    await expect.poll(() => dialog.getByText('IT002E04518732').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `area-contracts-dialog-${device}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await voltura.evaluate((button) => button === document.activeElement)).toBe(true);

    // The client selector's other customer: the condominium's own contracts.
    await page
      .getByRole('combobox', { name: 'Cliente' })
      .selectOption({ label: 'Condominio Via dei Mille 24 (0020033190)' });
    await page.getByText('Contratti di Condominio Via dei Mille 24').waitFor();
    await page.getByRole('button', { name: 'Dettagli del contratto' }).first().waitFor();
    await expect.poll(() => page.getByText('IT002E04518732').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Dettagli del contratto' }).count())
      .toBe(3);
    await picture(page, `area-contracts-${device}`);

    // The FAQ: a question opens its answer, whose file downloads with the login.
    await page.goto(`${origin}/self`);
    const question = page.getByRole('button', { name: 'Come si legge la bolletta?' });
    await question.click();
    const answer = page.getByRole('region', { name: 'Come si legge la bolletta?' });
    await answer.getByText('La guida allegata spiega ogni voce con un esempio.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `area-faq-${device}`);
    const downloaded = page.waitForEvent('download');
    await answer.getByRole('button', { name: /^Scarica guida-lettura-bolletta\.pdf/ }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('guida-lettura-bolletta.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});
