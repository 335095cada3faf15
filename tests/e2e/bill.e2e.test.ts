import { inject } from 'vitest';
import { selectTemplate } from '../../src/app/selectTemplate.ts';
import { builtTemplates, bundleOf, engineEvents, hostOf, openBill } from './bills.ts';
import type { SampleBill } from '../../server/sampleServer.ts';
import {
  axeViolations,
  describe,
  deviceNames,
  expect,
  picture,
  test,
  type DeviceName,
} from './harness.ts';

const bills = inject('bills');
const errorLinks = inject('errorLinks');

/** The page's own rule (spec §2 "Layout selection"), unit-tested in src/app/selectTemplate.test.ts. */
function expectedTemplate(bill: SampleBill, device: DeviceName): string | undefined {
  const { document, template } = bundleOf(bill);
  return selectTemplate({
    documentTemplate: document.template_name ?? template,
    host: hostOf(bill),
    device: device === 'phone' ? 'mobile' : 'desktop',
    built: builtTemplates,
  }).name;
}

describe.each(deviceNames)('every sample bill on a %s', (device) => {
  test.override({ device });

  test.for(bills)('$id opens from its link', async (bill, { page, errors }) => {
    await openBill(page, bill.link);
    const { document } = bundleOf(bill);
    const holder = (document.holder_name ?? '').trim();
    await page.getByText(holder, { exact: true }).first().waitFor();
    const shown = page.locator('[data-template]');
    await expect
      .poll(() => shown.getAttribute('data-template'))
      .toBe(expectedTemplate(bill, device));
    await expect
      .poll(() => shown.getAttribute('data-device'))
      .toBe(device === 'phone' ? 'mobile' : 'desktop');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('it');
    await picture(page, `bill-${bill.id}-${device}`);
    expect(errors).toEqual([]);
    expect(await engineEvents(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Chromium reports a 404 or 410 answer as a console error; the page itself must add none. */
const apart = (errors: string[], status: number) =>
  errors.filter((error) => !error.includes(`status of ${status}`));

describe('the error page', () => {
  test('says the bill is not found for a forged link', async ({ page, errors }) => {
    await page.goto(errorLinks.forged);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { level: 1, name: 'Bolletta non trovata' }).waitFor();
    await picture(page, 'bill-error-forged-desktop');
    expect(apart(errors, 404)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('says the link is no longer valid for an expired link', async ({ page, errors }) => {
    await page.goto(errorLinks.expired);
    const heading = page.getByRole('heading', { level: 1, name: 'Il link non è più valido' });
    await heading.waitFor();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('servizio clienti');
    expect(apart(errors, 410)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('says the bill is not found for a link of another supplier (issue 12)', async ({
    page,
    errors,
  }) => {
    const alfa = bills.find((bill) => bill.supplier === 'alfa');
    const beta = bills.find((bill) => bill.supplier === 'beta');
    if (!alfa || !beta) throw new Error('the sample bills of both suppliers are needed');
    await page.goto(beta.link.replace(beta.origin, alfa.origin));
    await page.getByRole('heading', { level: 1, name: 'Bolletta non trovata' }).waitFor();
    await picture(page, 'bill-error-other-supplier-desktop');
    const holder = (bundleOf(beta).document.holder_name ?? '').trim();
    await expect.poll(() => page.getByText(holder).count()).toBe(0);
    expect(apart(errors, 404)).toEqual([]);
  });

  test('says the bill is not found for a link without an id', async ({ page, errors }) => {
    const alfa = bills.find((bill) => bill.supplier === 'alfa');
    await page.goto(`${alfa?.origin ?? ''}/bollettainterattiva`);
    await page.getByRole('heading', { level: 1, name: 'Bolletta non trovata' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the error page on a phone', () => {
  test.override({ device: 'phone' });

  test('fits a phone, in the language the link asks for', async ({ page }) => {
    await page.goto(`${errorLinks.expired}&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'This link is no longer valid' }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await picture(page, 'bill-error-expired-phone-en');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the language of a bill', () => {
  const alfa = bills.find((bill) => bill.id === 'alfa-2026-0001');
  if (!alfa) throw new Error('the sample bill alfa-2026-0001 is missing');

  test('follows lang=en of the link, with the host catalogue in English', async ({
    page,
    errors,
  }) => {
    await openBill(page, `${alfa.link}&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Your Alfa Energia bill' }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('heading', { name: 'Bill summary' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Payment' }).count()).toBe(1);
    await picture(page, 'bill-alfa-2026-0001-desktop-en');
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('stays Italian for a language the host does not have', async ({ page }) => {
    await openBill(page, `${alfa.link}&lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'La tua bolletta Alfa Energia' }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('it');
  });
});

describe('while the bill loads', () => {
  test('shows a busy skeleton, then the bill in its place', async ({ page, errors }) => {
    const bill = bills[0];
    if (!bill) throw new Error('no sample bills');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/bollettainterattiva/modules', async (route) => {
      await held;
      await route.continue();
    });
    // A bill link's page comes with the bill rendered on the server (ADR 0019); the page loads
    // it itself, behind this skeleton, when it cannot hydrate that render: here a desktop
    // browser in a phone-wide window, which the server (blind to the width) rendered for a
    // desktop.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(bill.link);
    const skeleton = page.getByRole('status');
    await skeleton.waitFor();
    await expect.poll(() => skeleton.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => skeleton.textContent()).toContain('Caricamento della bolletta');
    release();
    await page.locator('[data-template][aria-busy="false"]').waitFor();
    await expect.poll(() => page.locator('[data-skeleton]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('crossing the phone breakpoint', () => {
  const beta = bills.find((bill) => bill.id === 'beta-2026-0001');
  if (!beta) throw new Error('the sample bill beta-2026-0001 is missing');

  // Spec §2 "Layout selection": Beta's desktops get bi3dt, its phones bi3-beta; the choice is
  // taken again when the window narrows under 600 px or widens past it, without a reload.
  test('re-selects the template when the window narrows and widens', async ({ page, errors }) => {
    await openBill(page, beta.link);
    const shown = page.locator('[data-template]');
    await expect.poll(() => shown.getAttribute('data-template')).toBe('bi3dt');
    await page.setViewportSize({ width: 560, height: 800 });
    await page.locator('[data-template="bi3-beta"][data-device="mobile"]').waitFor();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.locator('[data-template="bi3dt"][data-device="desktop"]').waitFor();
    expect(errors).toEqual([]);
  });
});
