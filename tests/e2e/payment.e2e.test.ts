import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { SampleBill } from '../../server/sampleServer.ts';
import { openBill } from './bills.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';

/**
 * Issue 6: a customer pays the bill through each card provider's sandbox (the reference
 * server's hosted pages, which sign their outcomes as the providers do), lands on the outcome
 * page, goes back to the bill and sees it paid. The journeys that pay use copies of sample bills
 * (globalSetup), so every other test still meets the bills unpaid; a declined card and a
 * cancellation leave a bill unpaid, so they use the sample bills themselves.
 */
const bills = inject('bills');
const copies = inject('payableCopies');
const sample = (id: string): SampleBill => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return bill;
};

const TEST_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const paidMessage = 'La bolletta risulta pagata';

/** The sandbox's card form: fills it and presses "Paga …". */
async function payOnSandbox(page: Page, card: string): Promise<void> {
  await page.getByRole('heading', { name: 'Pagamento con carta' }).waitFor();
  await page.getByLabel('Numero della carta').fill(card);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

async function outcomeHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Back on the bill: the paid message, and no card button any more. */
async function expectPaid(page: Page, cardButton: string): Promise<void> {
  await page.locator('[data-template][aria-busy="false"]').waitFor();
  await page.getByText(paidMessage).first().waitFor();
  await expect.poll(() => page.getByRole('button', { name: cardButton }).count()).toBe(0);
}

/** The bill still offers the card button: nothing was marked. */
async function expectUnpaid(page: Page, bill: SampleBill, cardButton: string): Promise<void> {
  await openBill(page, bill.link);
  await page.getByRole('button', { name: cardButton }).first().waitFor();
  await expect.poll(() => page.getByText(paidMessage).count()).toBe(0);
}

describe('the first card provider (Alfa)', () => {
  test('pays the bill through the sandbox and shows it paid', async ({ page, errors }) => {
    const bill = copies.nexi;
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga con carta' }).first().click();
    await page.waitForURL(/\/sandbox\/nexi\//);
    await picture(page, 'payment-nexi-sandbox-desktop');
    await payOnSandbox(page, TEST_CARD);
    await page.waitForURL(/\/nexiEsito\?/);
    await outcomeHeading(page, 'Pagamento riuscito');
    await page.locator('[data-recorded="paid"]').waitFor();
    await picture(page, 'payment-nexi-paid-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Torna alla bolletta' }).click();
    await expectPaid(page, 'Paga con carta');
    await picture(page, 'payment-nexi-bill-paid-desktop');
    // Template 5 keeps the pay button, disabled, for a paid bill (spec §4).
    await openBill(page, `${bill.link}&template=bi5-desktop`);
    const pay = page.getByRole('button', { name: 'Paga con carta' }).first();
    await expect.poll(() => pay.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a declined card shows the failure text and leaves the bill unpaid', async ({
    page,
    errors,
  }) => {
    const bill = sample('alfa-2026-0001');
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga con carta' }).first().click();
    await payOnSandbox(page, DECLINED_CARD);
    await outcomeHeading(page, 'Pagamento non riuscito');
    await expectUnpaid(page, bill, 'Paga con carta');
    expect(errors).toEqual([]);
  });

  test('cancelling on the provider page returns to the bill, unpaid', async ({ page, errors }) => {
    const bill = sample('alfa-2026-0001');
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga con carta' }).first().click();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await outcomeHeading(page, 'Pagamento annullato');
    await page.getByRole('link', { name: 'Torna alla bolletta' }).click();
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/bollettainterattiva');
    await page.getByRole('button', { name: 'Paga con carta' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  test('the pagoPA button opens the platform with act=portal and the id in a new tab', async ({
    page,
  }) => {
    const bill = sample('alfa-2026-0001');
    await openBill(page, bill.link);
    // The test network refuses other origins, so the tab's request is what tells where it went.
    const [tab, request] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('request', (sent) => sent.url().startsWith('https://pagopa.')),
      page
        .getByRole('link', { name: /Paga con pagoPA/ })
        .first()
        .click(),
    ]);
    expect(tab).not.toBe(page);
    expect(request.frame().page()).toBe(tab);
    const opened = new URL(request.url());
    expect(opened.origin + opened.pathname).toBe('https://pagopa.alfa-energia.test/portale');
    expect(opened.searchParams.get('act')).toBe('portal');
    expect(opened.searchParams.get('id')).toBe(new URL(bill.link).searchParams.get('id'));
    // The bill stays where it was.
    expect(new URL(page.url()).pathname).toBe('/bollettainterattiva');
  });
});

describe('a bill paid meanwhile in another tab', () => {
  test("the first provider's error dialog says so, and Chiudi reloads a paid bill", async ({
    page,
    errors,
  }) => {
    const bill = copies.nexiTwoTabs;
    await openBill(page, bill.link);
    const other = await page.context().newPage();
    await openBill(other, bill.link);
    await other.getByRole('button', { name: 'Paga con carta' }).first().click();
    await payOnSandbox(other, TEST_CARD);
    await outcomeHeading(other, 'Pagamento riuscito');
    await other.close();
    // The first tab still offers the card: its verification now says the bill is not payable.
    await page.getByRole('button', { name: 'Paga con carta' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pagamento non disponibile' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.textContent())
      .toContain('Non è stato possibile avviare il pagamento');
    await picture(page, 'payment-nexi-error-dialog-desktop', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expectPaid(page, 'Paga con carta');
    expect(errors).toEqual([]);
  });
});

describe('the bill-payment option', () => {
  test('lists what a counter or home banking asks for', async ({ page, errors }) => {
    const bill = sample('alfa-2026-0002');
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga con bollettino' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paga con bollettino / avviso' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Alfa Energia');
    expect(text).toContain('371,80');
    await picture(page, 'payment-bill-payment-dialog-desktop', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('the first card provider on a phone', () => {
  test.override({ device: 'phone' });

  test('pays and comes back to a paid bill', async ({ page, errors }) => {
    const bill = copies.nexiPhone;
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga con carta' }).first().click();
    await payOnSandbox(page, TEST_CARD);
    await outcomeHeading(page, 'Pagamento riuscito');
    await picture(page, 'payment-nexi-paid-phone');
    await page.getByRole('link', { name: 'Torna alla bolletta' }).click();
    await expectPaid(page, 'Paga con carta');
    expect(errors).toEqual([]);
  });
});

describe('the second card provider (Beta)', () => {
  test('pays through the hosted checkout; the signed webhook marks the bill', async ({
    page,
    errors,
  }) => {
    const bill = copies.worldline;
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga online con carta' }).first().click();
    await page.waitForURL(/\/sandbox\/worldline\//);
    await picture(page, 'payment-worldline-sandbox-desktop');
    await payOnSandbox(page, TEST_CARD);
    await page.waitForURL(/\/worldlineEsito\?/);
    await outcomeHeading(page, 'Pagamento riuscito');
    await picture(page, 'payment-worldline-paid-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Torna alla bolletta' }).click();
    await expectPaid(page, 'Paga online con carta');
    expect(errors).toEqual([]);
  });

  test('a declined card shows the failure text and leaves the bill unpaid', async ({
    page,
    errors,
  }) => {
    const bill = sample('beta-2026-0001');
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga online con carta' }).first().click();
    await payOnSandbox(page, DECLINED_CARD);
    await outcomeHeading(page, 'Pagamento non riuscito');
    await picture(page, 'payment-worldline-declined-desktop');
    await expectUnpaid(page, bill, 'Paga online con carta');
    expect(errors).toEqual([]);
  });

  test('cancelling returns to the bill, unpaid', async ({ page, errors }) => {
    const bill = sample('beta-2026-0001');
    await openBill(page, bill.link);
    await page.getByRole('button', { name: 'Paga online con carta' }).first().click();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await outcomeHeading(page, 'Pagamento annullato');
    await page.getByRole('link', { name: 'Torna alla bolletta' }).click();
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: 'Paga online con carta' }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
