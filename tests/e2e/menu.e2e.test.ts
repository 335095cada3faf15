import type { Page } from 'playwright-core';
import { hostOrigin, logIn } from './areaLogin.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';

/**
 * Issue 30: the menu as each host sets it (hosts/<host>/hostsettings.json `menu`): Alfa's
 * sub-menus, module and /user_form, in the page's language after a switch; Beta's vertical
 * menu as a side navigation on a desktop; the current page marked.
 */

const menu = (page: Page) =>
  page.getByRole('navigation', { name: /^(Menu principale|Hauptmenü)$/ });

describe('the configurable menu', () => {
  test('follows a language switch, opens its sub-menu from the keyboard and marks the page', async ({
    page,
    errors,
  }) => {
    const origin = hostOrigin('alfa');
    await logIn(page, origin, '/home', 'BNCGLI85M52H501X');
    const nav = menu(page);
    await expect
      .poll(() => nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'))
      .toBe('page');
    const account = nav.getByRole('button', { name: 'Il mio account' });
    await account.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Dati utente' }).waitFor();
    await expect
      .poll(() => nav.getByRole('link', { name: 'Servizi' }).getAttribute('href'))
      .toBe('/servizi');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Lingua/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    // The menu's labels come from the server: asked again in the new language.
    await menu(page).getByRole('button', { name: 'Mein Konto' }).waitFor();
    await menu(page).getByRole('link', { name: 'Startseite' }).waitFor();
    // The Italian labels go as the new answer lands: wait for that, never read it once.
    await expect
      .poll(() => menu(page).getByRole('button', { name: 'Il mio account' }).count())
      .toBe(0);
    await picture(page, 'menu-language-desktop');
    expect(errors).toEqual([]);
  });

  test('is a side navigation on a desktop for a vertical menu', async ({ page, errors }) => {
    const origin = hostOrigin('beta');
    // A Beta customer no other e2e file logs in as: password-recovery.e2e changes
    // SPSSVT78H10F839P's password, and CI may run it first.
    await logIn(page, origin, '/user_form', 'DLCCML59S47H703E');
    const nav = menu(page);
    const userForm = nav.getByRole('link', { name: 'Dati utente' });
    // The page's own link is inside the sub-menu: its button says it holds the current page.
    await nav.getByRole('button', { name: 'Il mio account' }).click();
    await expect.poll(() => userForm.getAttribute('aria-current')).toBe('page');
    const box = await nav.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, height: 800 });
    expect(box?.width).toBeLessThan(300);
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, 'menu-vertical-desktop');
    expect(errors).toEqual([]);
  });
});
