import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { SampleBill } from '../../server/sampleServer.ts';
import { openBill } from './bills.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 17 "Languages": on the host that offers several languages (Alfa: it, en, de, zh-CN) a
 * customer switches the bill's language in place, the choice survives a reload and is already
 * the language of the page the server renders; the Italian-only host (Beta) shows no selector.
 */
const bills = inject('bills');
function sample(id: string): SampleBill {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return bill;
}
// Alfa, to pay 109.73 by 2026-03-25; Beta, the Italian-only host.
const alfa = sample('alfa-2026-0001');
const beta = sample('beta-2026-0001');

const toggle = (page: Page) => page.getByRole('button', { name: /^(Lingua|Language|语言)/ });
const paymentCard = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).first();
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

async function choose(page: Page, language: string, lang: string) {
  await toggle(page).click();
  await page.getByRole('button', { name: language, exact: true }).click();
  await expect.poll(() => htmlLang(page)).toBe(lang);
}

describe.each(deviceNames)('languages on a %s', (device) => {
  test.override({ device });

  test('an Alfa bill switches to English in place, and stays English', async ({ page, errors }) => {
    await openBill(page, alfa.link);
    expect(await htmlLang(page)).toBe('it');
    await paymentCard(page, 'Pagamento').getByText('109,73 €', { exact: true }).first().waitFor();

    await toggle(page).click();
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('list', { name: 'Scegli la lingua' }).waitFor();
    await picture(page, `languages-open-${device}`, { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English', exact: true }).click();

    // Texts and amounts change in place; dates stay d/m/Y (spec §5); the bill is not reloaded.
    await expect.poll(() => htmlLang(page)).toBe('en');
    const card = paymentCard(page, 'Payment');
    await card.getByText('€109.73', { exact: true }).first().waitFor();
    await expect
      .poll(() => card.getByText('25/03/2026', { exact: true }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('heading', { name: 'Bill summary' }).count()).toBe(1);
    await picture(page, `languages-en-${device}`);

    await page.reload();
    await openBill(page, page.url());
    expect(await htmlLang(page)).toBe('en');
    await paymentCard(page, 'Payment').getByText('€109.73', { exact: true }).first().waitFor();

    // The server's own first view of the link, with the cookie the choice left (ADR 0026).
    await expect
      .poll(async () => {
        const html = await (await page.request.get(alfa.link)).text();
        return /<html[^>]* lang="en"/.test(html) && html.includes('€109.73');
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test('an Alfa bill reads in Simplified Chinese', async ({ page, errors }) => {
    await openBill(page, alfa.link);
    await choose(page, '中文（中国）', 'zh-CN');
    const card = paymentCard(page, '付款');
    await card.getByText('€109.73', { exact: true }).first().waitFor();
    await expect.poll(() => toggle(page).textContent()).toContain('中文');
    await picture(page, `languages-zh-CN-${device}`);
    expect(errors).toEqual([]);
  });

  test('the error page of an expired Alfa link switches too', async ({ page, errors }) => {
    await page.goto(inject('errorLinks').expired);
    await page.getByRole('heading', { level: 1, name: 'Il link non è più valido' }).waitFor();
    await choose(page, 'Deutsch', 'de');
    await page.getByRole('heading', { level: 1, name: 'Der Link ist nicht mehr gültig' }).waitFor();
    // Chromium reports the link's 410 as a console error; the page adds none of its own.
    expect(errors.filter((error) => !error.includes('status of 410'))).toEqual([]);
  });

  test('a Beta bill, in Italian only, has no selector', async ({ page, errors }) => {
    await openBill(page, beta.link);
    expect(await htmlLang(page)).toBe('it');
    await expect.poll(() => toggle(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
