import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 17, the page around every route: the host's footer (spec §2 "Footers carry the
 * supplier's social links, contacts and legal lines") on both sample hosts' bills and on an
 * outcome page; the cookie banner where spec §2 keeps it, remembered, and absent on templates
 * 3 and 3Dt and on the first provider's landing page; the snackbar (§9: red, stays until
 * closed) for a failed PDF download.
 */
const bills = inject('bills');
const sample = (id: string) => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return { ...bill, crypto: new URL(bill.link).searchParams.get('id') ?? '' };
};
const alfa = sample('alfa-2026-0001'); // bi3, social links on, first provider (nexi)
const beta = sample('beta-2026-0001'); // bi3-beta on phones, bi3dt on desktops, worldline

const banner = (page: Page) => page.getByRole('region', { name: 'Questo sito usa i cookie' });
const footer = (page: Page) => page.getByRole('contentinfo');

/** The shell's lazy pieces have all come once the network is quiet: an absence then is real. */
async function settled(page: Page) {
  await footer(page).waitFor();
  await page.waitForLoadState('networkidle');
}

/** One contentinfo, outside the page's one main. */
async function expectFooterOutsideMain(page: Page, supplier: string) {
  await expect.poll(() => page.getByRole('main').count()).toBe(1);
  await expect.poll(() => footer(page).count()).toBe(1);
  await expect.poll(() => page.locator('main footer, main [role="contentinfo"]').count()).toBe(0);
  await expect.poll(() => footer(page).textContent()).toContain(supplier);
}

/** Chromium reports a failed answer as a console error; the page itself must add none. */
const apart = (errors: string[], status: number) =>
  errors.filter((error) => !error.includes(`status of ${status}`));

describe.each(deviceNames)('on a %s', (device) => {
  test.override({ device });

  test("every page has the host's footer; templates 3, 3Dt and the nexi landing no banner", async ({
    page,
    errors,
  }) => {
    await openBill(page, alfa.link);
    await settled(page);
    await expectFooterOutsideMain(page, 'Alfa Energia');
    const social = footer(page).getByRole('list', { name: 'Seguici sui social' });
    await expect.poll(() => social.getByRole('link').count()).toBe(3);
    await expect.poll(() => banner(page).count()).toBe(0);
    await picture(page, `chrome-footer-alfa-bi3-${device}`);

    await openBill(page, beta.link);
    await settled(page);
    await expectFooterOutsideMain(page, 'Beta Gas');
    await expect
      .poll(() => footer(page).getByRole('list', { name: 'Seguici sui social' }).count())
      .toBe(0);
    await expect.poll(() => banner(page).count()).toBe(0);

    // The first provider's landing page, in both its views and at both its addresses
    // (decisions 225, 557), with no way back to the banner in the footer either.
    for (const address of [
      'nexiEsito?annullo=0&esito=KO&',
      'nexiEsito?annullo=1&',
      'nexiAnnullo?',
    ]) {
      await page.goto(`${alfa.origin}/${address}id=${alfa.crypto}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      await expectFooterOutsideMain(page, 'Alfa Energia');
      await expect.poll(() => banner(page).count()).toBe(0);
      await expect
        .poll(() => footer(page).getByRole('button', { name: 'Preferenze cookie' }).count())
        .toBe(0);
    }
    expect(errors).toEqual([]);
  });

  // The banner's title as an element's text: the page's state also carries the catalogue.
  const bannerTitleMarkup = '>Questo sito usa i cookie</';

  test('the cookie banner shows on other templates and pages, and is remembered', async ({
    page,
    errors,
  }) => {
    // ADR 0028: the server's page already asks, so the banner paints with the bill.
    const sent = await page.goto(`${alfa.link}&template=bi4`);
    expect(await sent?.text()).toContain(bannerTitleMarkup);
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    await banner(page).waitFor();
    const reject = banner(page).getByRole('button', { name: 'Rifiuta', exact: true });
    const accept = banner(page).getByRole('button', { name: 'Accetta', exact: true });
    // The Garante: refusing is as easy and as visible as accepting.
    const [rejectBox, acceptBox] = await Promise.all([reject.boundingBox(), accept.boundingBox()]);
    expect(rejectBox?.height).toBe(acceptBox?.height);
    await expect
      .poll(() =>
        banner(page)
          .getByRole('link', { name: /Informativa sui cookie/ })
          .count(),
      )
      .toBe(1);
    await picture(page, `chrome-cookie-banner-${device}`, { fullPage: false });
    await accept.click();
    await expect.poll(() => banner(page).count()).toBe(0);
    const again = await page.reload();
    expect(await again?.text()).not.toContain(bannerTitleMarkup);
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    await settled(page);
    await expect.poll(() => banner(page).count()).toBe(0);

    // Another host is another origin, whose answer is its own: the second provider's page.
    await page.goto(`${beta.origin}/worldlineEsito?id=${beta.crypto}&annullo=0`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await banner(page).waitFor();
    await expectFooterOutsideMain(page, 'Beta Gas');
    expect(errors).toEqual([]);
  });

  test('a failed PDF download shows the snackbar until it is closed; axe is content', async ({
    page,
    errors,
  }) => {
    await page.route('**/api/media*/**', (route) => route.fulfill({ status: 503, body: '' }));
    await openBill(page, `${alfa.link}&template=bi4`);
    await banner(page).waitFor();
    await page.getByRole('button', { name: 'Scarica la bolletta in PDF' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'scaricare la bolletta in PDF' });
    await alert.waitFor();
    await picture(page, `chrome-snackbar-${device}`, { fullPage: false });
    // The banner and the snackbar both up, each checked as the page is.
    expect(await axeViolations(page)).toEqual([]);
    // Spec §9: timeout -1, so still there after all of the above, until it is closed.
    await expect.poll(() => alert.isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Chiudi il messaggio' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    expect(apart(errors, 503)).toEqual([]);
  });
});
