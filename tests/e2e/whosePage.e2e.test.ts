import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { describe, expect, picture, test } from './harness.ts';

/**
 * Issue 30: whose page is this? Every page names its host at the top (logo and name, linked
 * to the host's home) and in the tab's title with the page; a widget whose chunk does not
 * arrive says so (spec §8) and its retry works once the network is back.
 */
const bills = inject('bills');
const sample = (id: string) => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return { ...bill, crypto: new URL(bill.link).searchParams.get('id') ?? '' };
};
const alfa = sample('alfa-2026-0001');
const beta = sample('beta-2026-0001');

/** The header's link home, named by the supplier, above `<main>`. */
async function expectBrand(page: Page, supplier: string, home: string) {
  const link = page.getByRole('banner').getByRole('link', { name: supplier, exact: true });
  await link.waitFor();
  await expect.poll(() => link.getAttribute('href')).toBe(home);
  const box = await link.boundingBox();
  // Readable at once: at the very top of a phone's screen.
  expect(box?.y ?? Infinity).toBeLessThan(60);
}

describe('whose page this is', () => {
  test.override({ device: 'phone' });

  test('the bill, an outcome page and an error page name the host and the page', async ({
    page,
    errors,
  }) => {
    await openBill(page, beta.link);
    await expectBrand(page, 'Beta Gas', 'https://www.beta-gas.test/');
    await expect.poll(() => page.title()).toMatch(/^Bolletta n\. \S+ – Beta Gas$/);
    await picture(page, 'whose-bill-phone');

    await page.goto(`${alfa.origin}/nexiEsito?id=${alfa.crypto}&annullo=0&esito=KO`);
    await page.getByRole('heading', { level: 1, name: 'Pagamento non riuscito' }).waitFor();
    await expectBrand(page, 'Alfa Energia', 'https://www.alfa-energia.test/');
    await expect.poll(() => page.title()).toBe('Pagamento non riuscito – Alfa Energia');

    await page.goto(`${beta.origin}/a/b?error=410`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectBrand(page, 'Beta Gas', 'https://www.beta-gas.test/');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect.poll(() => page.title()).toBe(`${heading ?? ''} – Beta Gas`);
    // Spec §2: 410 is not-valid-link on a one-segment address too (an undeclared argument).
    await page.goto(`${beta.origin}/qualcosa?error=410`);
    await page.getByRole('heading', { level: 1, name: heading ?? '' }).waitFor();
    expect(errors.filter((error) => !/status of 4(04|10)/.test(error))).toEqual([]);
  });

  test("the server-rendered bill's <title> names the bill and its supplier", async ({ page }) => {
    const answer = await page.request.get(alfa.link, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
    });
    const html = await answer.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(html).toContain('id="quadro-state"');
    expect(title).toMatch(/^Bolletta n\. \S+ – Alfa Energia$/);
  });
});

describe("a widget's chunk that does not arrive", () => {
  test.override({ device: 'phone' });

  test('shows the message, and the retry brings the widget once it can', async ({ page }) => {
    const steps = '**/assets/RegistrationSteps-*.js';
    await page.route(steps, (route) => route.abort());
    await page.goto(`${beta.origin}/register`);
    await page.getByRole('alert').getByText('La pagina non si è caricata').waitFor();
    await page.unroute(steps);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('button', { name: 'Continua' }).waitFor();
    await expect.poll(() => page.getByText('La pagina non si è caricata').count()).toBe(0);
  });
});
