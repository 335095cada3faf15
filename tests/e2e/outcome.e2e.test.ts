import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { bundleOf, openBill } from './bills.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';

/**
 * Spec §2's outcome and cancellation pages, opened as the card providers send the customer
 * back, with a sample bill's link id. The sandboxes that pay for real come with the server side
 * of issue 6; these pages show only what the server has recorded, so here nothing is paid.
 */
const bills = inject('bills');
const sample = (id: string) => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return { ...bill, crypto: new URL(bill.link).searchParams.get('id') ?? '' };
};
const alfa = sample('alfa-2026-0001'); // Alfa pays through the first provider (nexi)
const beta = sample('beta-2026-0001'); // Beta through the second (worldline)

/** Chromium reports a 4xx answer as a console error; the page itself must add none. */
const apart = (errors: string[], status: number) =>
  errors.filter((error) => !error.includes(`status of ${status}`));

/** The paths of the `segna_pagamento` calls the page makes. */
function markCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_segna_pagamento/')) calls.push(request.method());
  });
  return calls;
}

async function heading(page: Page, name: string) {
  const h1 = page.getByRole('heading', { level: 1, name });
  await h1.waitFor();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  // The title has the focus, so a screen reader starts with what happened.
  expect(await h1.evaluate((element) => element === document.activeElement)).toBe(true);
  return h1;
}

const back = (page: Page) => page.getByRole('link', { name: 'Torna alla bolletta' });

describe('the cancellation pages', () => {
  test.for([
    { bill: alfa, provider: 'nexi' },
    { bill: beta, provider: 'worldline' },
  ])(
    '$provider: says the payment was cancelled and returns to the bill',
    async ({ bill, provider }, { page, errors }) => {
      const calls = markCalls(page);
      await page.goto(`${bill.origin}/${provider}Annullo?id=${bill.crypto}&annullo=1`);
      await heading(page, 'Pagamento annullato');
      await expect
        .poll(() => page.locator('main').textContent())
        .toContain('la bolletta non è stata pagata');
      await picture(page, `outcome-${provider}-cancelled-desktop`);
      expect(await axeViolations(page)).toEqual([]);
      await back(page).click();
      await openBill(page, page.url());
      const holder = (bundleOf(bill).document.holder_name ?? '').trim();
      await page.getByText(holder, { exact: true }).first().waitFor();
      expect(new URL(page.url()).searchParams.get('id')).toBe(bill.crypto);
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});

describe("the first provider's outcome page", () => {
  const esito = (query: string) => `${alfa.origin}/nexiEsito?id=${alfa.crypto}&annullo=0&${query}`;

  test('shows the failure text for a refused payment and posts nothing', async ({
    page,
    errors,
  }) => {
    const calls = markCalls(page);
    await page.goto(esito('esito=KO&codiceEsito=103&messaggio=Autorizzazione%20negata'));
    await heading(page, 'Pagamento non riuscito');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('non è andato a buon fine');
    await picture(page, 'outcome-nexi-refused-desktop');
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('posts an OK outcome and shows the paid line only when the server recorded it', async ({
    page,
    errors,
  }) => {
    const calls = markCalls(page);
    // An outcome the provider never signed: the server refuses it and marks nothing.
    await page.goto(esito('esito=OK&codTrans=FORGED&importo=100&divisa=EUR&mac=00'));
    await heading(page, 'Pagamento riuscito');
    const status = page.locator('[data-recorded="pending"]');
    await status.waitFor();
    await expect.poll(() => status.textContent()).toContain('appena riceviamo la conferma');
    expect(calls).toEqual(['POST']);
    expect(await axeViolations(page)).toEqual([]);
    expect(apart(errors, 400)).toEqual([]);
  });

  test("is the cancellation page with annullo=1, in the host's theme", async ({ page }) => {
    await page.goto(`${alfa.origin}/nexiEsito?id=${alfa.crypto}&annullo=1`);
    await heading(page, 'Pagamento annullato');
    // Alfa's primary colour (#0b5394) on the button back to the bill.
    expect(await back(page).evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
      'rgb(11, 83, 148)',
    );
  });

  test('speaks the language the link asks for', async ({ page, errors }) => {
    await page.goto(`${alfa.origin}/nexiAnnullo?id=${alfa.crypto}&annullo=1&lang=en`);
    await heading(page, 'Payment cancelled');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('link', { name: 'Back to the bill' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('is the not-found page on a host that pays through the other provider', async ({
    page,
    errors,
  }) => {
    await page.goto(`${beta.origin}/nexiEsito?id=${beta.crypto}&annullo=0&esito=OK`);
    await page.getByRole('heading', { level: 1, name: 'Bolletta non trovata' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the second provider's success page", () => {
  test('asks the server, which has recorded no payment of this bill', async ({ page, errors }) => {
    const calls = markCalls(page);
    await page.goto(`${beta.origin}/worldlineEsito?id=${beta.crypto}&annullo=0`);
    await heading(page, 'Pagamento in verifica');
    expect(calls).toEqual(['POST']);
    await picture(page, 'outcome-worldline-pending-desktop');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('on a phone', () => {
  test.override({ device: 'phone' });

  test('the button back to the bill is a full-width thumb-sized target', async ({
    page,
    errors,
  }) => {
    await page.goto(`${beta.origin}/worldlineAnnullo?id=${beta.crypto}&annullo=1`);
    await heading(page, 'Pagamento annullato');
    const box = await back(page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThan(300);
    await picture(page, 'outcome-worldline-cancelled-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
