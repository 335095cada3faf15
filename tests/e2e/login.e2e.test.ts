import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 18, the login in the page (spec §6): a customer-area address sends the customer to the
 * identity provider's real login page and back to the same address, logged in, with the menu;
 * logout ends the provider's session and the page's, and the area asks for a login again; a
 * bill link still opens without any login.
 *
 * It waits for the identity provider in the reference server (branch idp18: `/oidc`, client
 * `quadro-portal`, `/api/realm`): until that is merged the server has no login page, so the
 * journey is skipped. Merging idp18 turns it on (`providerMerged`), with the provider's form
 * labels checked against its login page.
 */
const providerMerged = false;

const bills = inject('bills');
const alfa = bills.find((bill) => bill.id === 'alfa-2026-0001');
if (!alfa) throw new Error('the sample bill alfa-2026-0001 is missing');
const origin = alfa.origin;
// A demo account of the sample bills (server/identity/demoAccounts.ts).
const account = { username: 'BNCGLI85M52H501X', password: 'Quadro-Demo-2026' };

const onProvider = (url: URL) => url.origin === origin && url.pathname.startsWith('/oidc');

/** The provider's login form: the customer's fiscal code and the demo password. */
async function logIn(page: Page) {
  await page.waitForURL(onProvider);
  await page.getByLabel(/codice fiscale/i).fill(account.username);
  await page.getByLabel(/password/i).fill(account.password);
  await page.getByRole('button', { name: /^accedi$/i }).click();
}

/** The menu's logout, behind the phone's "Menu" button and in whichever group holds it. */
async function logOut(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const logout = nav.getByRole('button', { name: /^esci$/i });
  if (!(await logout.isVisible())) {
    for (const group of await nav.locator('button[aria-expanded="false"]').all()) {
      if (!(await group.isVisible())) continue;
      await group.click();
      if (await logout.isVisible()) break;
    }
  }
  await logout.click();
}

/** What Chromium itself reports: the 401s of an expired login, refused requests. */
const apart = (errors: string[]) =>
  errors.filter((error) => !/status of 401|net::ERR_FAILED/.test(error));

describe.skipIf(!providerMerged).each(deviceNames)('on a %s', (device) => {
  test.override({ device });

  test('logs in through the provider, back where the customer was going', async ({
    page,
    errors,
  }) => {
    await page.goto(`${origin}/invoices`);
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `login-provider-${device}`);
    await logIn(page);
    await page.waitForURL(`${origin}/invoices`);
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.waitFor();
    // The callback replaced itself: back does not return to a spent callback.
    expect(await page.evaluate(() => window.location.pathname)).toBe('/invoices');
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `login-invoices-${device}`);

    await logOut(page);
    // The provider asks to confirm (its page, without script), ends its session and sends the
    // customer to the origin, which needs a login again: its login page.
    await page.waitForURL(onProvider);
    await page.getByRole('button', { name: 'Esci', exact: true }).click();
    await page.getByLabel(/codice fiscale/i).waitFor();
    await page.goto(`${origin}/invoices`);
    await page.waitForURL(onProvider);
    // Back, as far as the logged-in page: it shows no customer data without a session.
    await page.goBack();
    await page.goBack();
    expect(await menu.count()).toBe(0);

    // A bill link still opens without any login.
    await openBill(page, alfa.link);
    expect(await page.getByRole('navigation', { name: 'Menu principale' }).count()).toBe(0);
    expect(apart(errors)).toEqual([]);
  });
});
