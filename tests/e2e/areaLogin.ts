import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The customer area's end-to-end tests (issue 18) log in as a customer would: through the
 * identity provider's real login page (server/identity, `/oidc` on each host), with a demo
 * account of the sample bills (server/identity/demoAccounts.ts: the fiscal code and the demo
 * password).
 */
export const demoPassword = 'Quadro-Demo-2026';

const bills = inject('bills');

/** The origin of a sample host: Alfa (`localhost`) or Beta (`127.0.0.1`). */
export function hostOrigin(supplier: 'alfa' | 'beta'): string {
  const bill = bills.find((candidate) => candidate.id.startsWith(`${supplier}-`));
  if (!bill) throw new Error(`no sample bill of ${supplier}`);
  return bill.origin;
}

/** Whether `url` is one of the provider's pages on `origin`. */
export const onProvider = (origin: string) => (url: URL) =>
  url.origin === origin && url.pathname.startsWith('/oidc');

/** Fills the provider's login form that the page is on (or is about to be on). */
export async function fillLogin(
  page: Page,
  origin: string,
  username: string,
  password = demoPassword,
): Promise<void> {
  await page.waitForURL(onProvider(origin));
  await page.getByLabel(/codice fiscale/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /^accedi$/i }).click();
}

/**
 * Opens `path` of `origin`, logs in as `username` on the provider's page it is sent to, and
 * waits to be back on `path` with the logged-in menu.
 */
export async function logIn(
  page: Page,
  origin: string,
  path: string,
  username: string,
  password = demoPassword,
): Promise<void> {
  await page.goto(`${origin}${path}`);
  await fillLogin(page, origin, username, password);
  await page.waitForURL(`${origin}${path}`);
  await page.getByRole('navigation', { name: 'Menu principale' }).waitFor();
}

/** The menu's logout, behind the phone's "Menu" button and in whichever group holds it. */
export async function logOut(page: Page) {
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
