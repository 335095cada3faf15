import type { Page } from 'playwright-core';
import { fillLogin, hostOrigin } from './areaLogin.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 18 "Registration" (spec §1/§2 /register, no login): a customer of the sample bills
 * without an account (the registrable ones of fixtures/customer-area/) registers through the
 * page with one of her bills, then logs in with the new account through the identity
 * provider's real page and lands in her area. Each device registers its own customer, on its
 * own host: an account, once made, stays for the run.
 */
const registrants = {
  desktop: {
    supplier: 'alfa',
    codiceCliente: '0010902311',
    codiceFiscale: 'RCCFNC90D62A944T',
    numeroFattura: 'A2026000452',
  },
  phone: {
    supplier: 'beta',
    codiceCliente: 'B-002190',
    codiceFiscale: 'RSSNTN81E22B963L',
    numeroFattura: 'B2026010219',
  },
} as const;
const password = 'Primavera2026';

const next = (page: Page) => page.getByRole('button', { name: 'Continua' });
const stepIs = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 2 }).waitFor();

describe.each(deviceNames)('on a %s', (device) => {
  test.override({ device });

  test('registers a customer with her bill, then logs in with the new account', async ({
    page,
    errors,
  }) => {
    const who = registrants[device];
    const origin = hostOrigin(who.supplier);
    await page.goto(`${origin}/register`);
    await stepIs(page, 'Dimostra di essere nostro cliente');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Codice cliente').fill(who.codiceCliente);
    await page.getByLabel('Codice fiscale o partita IVA').fill(who.codiceFiscale.toLowerCase());
    // A bill number of somebody else's: refused, without saying which value was wrong.
    await page.getByLabel('Numero della bolletta').fill('A2026000101');
    await next(page).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('I dati non corrispondono');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Numero della bolletta').fill(who.numeroFattura);
    await next(page).click();

    await stepIs(page, 'Scegli la password');
    await expect.poll(() => page.getByLabel('Nome utente').inputValue()).toBe(who.codiceFiscale);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Ripeti la password').fill(password);
    expect(await axeViolations(page)).toEqual([]);
    await next(page).click();

    await stepIs(page, 'I tuoi contatti');
    await page.getByLabel('E-mail').fill('cliente.registrato@example.it');
    await page.getByLabel('Telefono').fill('+39 333 1234567');
    await page.getByLabel('Quando preferisci essere chiamato').selectOption('afternoon');
    expect(await axeViolations(page)).toEqual([]);
    await next(page).click();

    await stepIs(page, 'Privacy e condizioni');
    await page.getByLabel("Ho letto l'informativa sulla privacy").check();
    await page.getByLabel("Accetto le condizioni d'uso dell'area clienti").check();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `register-acceptances-${device}`);
    await page.getByRole('button', { name: "Crea l'account" }).click();

    await stepIs(page, 'Il tuo account è pronto');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Accedi' }).click();

    // The provider's real login page, then the area, as the new account's own customer.
    const names = page.waitForResponse((response) =>
      response.url().endsWith('/api/customer/names'),
    );
    await fillLogin(page, origin, who.codiceFiscale, password);
    await page.waitForURL(`${origin}/home`);
    await page.getByRole('navigation', { name: 'Menu principale' }).waitFor();
    const answer = (await (await names).json()) as { names: { id: string }[] };
    expect(answer.names.map((name) => name.id)).toEqual([`${who.supplier}:${who.codiceFiscale}`]);
    // The wrong proof's 422 is what Chromium reports of it; nothing else went wrong.
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
  });
});
