import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSampleServer, type SampleServer } from '../../server/sampleServer.ts';
import { hostOrigin, logIn } from './areaLogin.ts';
import { axeViolations, describe, deviceNames, devices, expect, picture, test } from './harness.ts';

/**
 * Issue 18, the customer area's invoices (spec §1 "invoices (list, detail, download, and each
 * unpaid invoice's payment through the flows that exist today)"): a demo customer logs in
 * through the provider's real page, sees the list, switches views, opens a detail, downloads a
 * PDF, and pays an unpaid invoice through the first card provider's sandbox.
 *
 * Marco Colombo (Alfa) has two unpaid gas bills and no other area test logs in as him. Paying
 * one marks a sample bill paid, which the other files read unpaid (the template matrix, the
 * payment journeys), so the payment journey runs on a server of its own.
 */
const username = 'CLMMRC72C15F205K';
const gasBill = 'A2026000877';

const list = (page: Page) => page.locator('[data-invoice-list]');
const rowOf = (page: Page, number: string) =>
  list(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: number }) });

async function chooseView(page: Page, name: 'Tutte' | 'Da pagare' | 'Pagate'): Promise<void> {
  await list(page).getByRole('radio', { name }).check();
  await list(page).locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The statuses the list shows, row by row, once it has loaded. */
async function statuses(page: Page): Promise<string[]> {
  const rows = list(page).locator('tbody tr:has(th)');
  return rows.evaluateAll((all) =>
    all.map((row) => row.querySelectorAll('td')[5]?.textContent ?? ''),
  );
}

describe.each(deviceNames)('the invoices page on a %s', (device) => {
  test.override({ device });

  test('lists the invoices, switches views, opens a detail, downloads a PDF', async ({
    page,
    errors,
  }) => {
    const origin = hostOrigin('alfa');
    await logIn(page, origin, '/invoices', username);
    await page.getByRole('heading', { level: 1, name: 'Le tue bollette' }).waitFor();
    const summary = page.getByRole('region', { name: 'Le tue bollette in breve' });
    await summary.getByText('Totale da pagare').waitFor();
    const gas = rowOf(page, gasBill);
    await gas.waitFor();
    await expect.poll(() => gas.textContent()).toContain('Da pagare');
    await expect.poll(() => gas.textContent()).toContain('10/02/2026');
    await gas
      .getByRole('link', { name: `Paga ora la bolletta ${gasBill} (si apre in una nuova scheda)` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `area-invoices-all-${device}`);

    await chooseView(page, 'Pagate');
    // Paid bills only (another file may pay its copy of a bill of his meanwhile), or none.
    for (const status of await statuses(page)) expect(status).toBe('Pagata');
    await expect.poll(() => rowOf(page, gasBill).count()).toBe(0);
    await chooseView(page, 'Da pagare');
    await rowOf(page, gasBill).waitFor();
    for (const status of await statuses(page)) expect(status).toBe('Da pagare');

    const details = rowOf(page, gasBill).getByRole('button', {
      name: `Dettagli della bolletta ${gasBill}`,
    });
    await details.click();
    await expect.poll(() => details.getAttribute('aria-expanded')).toBe('true');
    const detail = page.locator(`[id="${await details.getAttribute('aria-controls')}"]`);
    await detail.getByText('Codice cliente').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `area-invoices-detail-${device}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowOf(page, gasBill)
        .getByRole('button', { name: `Scarica il PDF della bolletta ${gasBill}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${gasBill}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});

/**
 * A desktop's context on a server of this file's own: as the harness's, every other origin is
 * refused (images get a stand-in) and console errors are collected.
 */
async function ownContext(browser: Browser, server: SampleServer, errors: string[]) {
  const origins = new Set(server.bills.map((bill) => bill.origin));
  const context = await browser.newContext({ ...devices.desktop, reducedMotion: 'reduce' });
  await context.route(
    (url) => !origins.has(url.origin),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          })
        : route.abort('blockedbyclient'),
  );
  context.on('page', (opened) => {
    opened.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    opened.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  });
  return context;
}

/** The sandbox's card form (the reference server's nexi page): a test card, then "Paga …". */
async function payOnSandbox(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Pagamento con carta' }).waitFor();
  await page.getByLabel('Numero della carta').fill('4111 1111 1111 1111');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

describe('paying an unpaid invoice from the list', () => {
  let server: SampleServer;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    server = await startSampleServer(fileURLToPath(new URL('../../dist', import.meta.url)));
  });
  afterAll(async () => {
    await context?.close();
    await server.close();
  });

  test("pays through the first provider's sandbox; back on the list it is paid", async ({
    browser,
  }) => {
    const errors: string[] = [];
    context = await ownContext(browser, server, errors);
    const page = await context.newPage();
    const alfa = server.bills.find((bill) => bill.supplier === 'alfa');
    if (!alfa) throw new Error('no Alfa bill on the server');
    await logIn(page, alfa.origin, '/invoices', username);
    const pay = rowOf(page, gasBill).getByRole('link', {
      name: `Paga ora la bolletta ${gasBill} (si apre in una nuova scheda)`,
    });
    // The bill opens in a new tab, with the payment card's flows (spec §2, §4).
    const [tab] = await Promise.all([context.waitForEvent('page'), pay.click()]);
    await tab.locator('[data-template][aria-busy="false"]').waitFor();
    await tab.getByRole('button', { name: 'Paga con carta' }).first().click();
    await tab.waitForURL(/\/sandbox\/nexi\//);
    await payOnSandbox(tab);
    await tab.waitForURL(/\/nexiEsito\?/);
    await tab.getByRole('heading', { level: 1, name: 'Pagamento riuscito' }).waitFor();
    await tab.close();

    // Back on the list's tab, read again (headless Chromium tells a page nothing of tabs coming
    // and going, so the customer's return is a reload here): paid, nothing to pay.
    await page.bringToFront();
    await page.reload();
    const row = rowOf(page, gasBill);
    await row.getByText('Pagata', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('link', { name: /^Paga ora/ }).count()).toBe(0);
    await chooseView(page, 'Pagate');
    await rowOf(page, gasBill).waitFor();
    await picture(page, 'area-invoices-paid-desktop');
    expect(errors).toEqual([]);
  });
});
