// Template 5's journeys in Chromium (spec §2 "Template 5"): the header's icons open fullscreen
// dialogs; on a phone, actions open in a sheet over home and the selection returns to home;
// the location tab is a link that opens a new tab.
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';

const bills = inject('bills');
const gas = bills.find((bill) => bill.id === 'alfa-2026-0002');
if (!gas) throw new Error('the sample bill alfa-2026-0002 is missing');
const link = `${gas.link}&template=bi5-mobile`;

describe('template 5 on a phone', () => {
  test.override({ device: 'phone' });

  test('opens actions in a sheet and returns to home when it closes', async ({ page, errors }) => {
    await openBill(page, link);
    const bar = page.getByRole('tablist', { name: 'Sezioni della bolletta' });
    await bar.getByRole('tab', { name: 'Azioni' }).click();
    const sheet = page.getByRole('dialog', { name: 'Azioni' });
    await sheet.getByRole('heading', { name: 'Azioni rapide' }).waitFor();
    const box = await sheet.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    await picture(page, 'template5-actions-sheet-phone');
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Chiudi' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => bar.getByRole('tab', { selected: true }).textContent()).toBe('Home');
    expect(errors).toEqual([]);
  });

  test('opens a quick action’s dialog from the sheet, over it', async ({ page, errors }) => {
    await openBill(page, link);
    await page.getByRole('tab', { name: 'Azioni' }).click();
    const sheet = page.getByRole('dialog', { name: 'Azioni' });
    await sheet.getByRole('button', { name: 'Autolettura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Autolettura del gas' });
    await dialog.getByRole('heading', { name: 'Autolettura del gas' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('keeps the sticky header to one compact row at 390 × 844 (issue 30)', async ({ page }) => {
    // alfa-2026-0001 shows the two service description lines: the tallest header of the samples.
    const lines = bills.find((bill) => bill.id === 'alfa-2026-0001');
    if (!lines) throw new Error('the sample bill alfa-2026-0001 is missing');
    await openBill(page, `${lines.link}&template=bi5-mobile`);
    const header = page.getByRole('group', { name: 'Intestazione della bolletta' });
    await header.getByRole('button', { name: 'Il mio profilo' }).waitFor();
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(64);
    for (const name of ['Aiuto', 'Il mio profilo']) {
      const button = await header.getByRole('button', { name }).boundingBox();
      expect(button?.width).toBeGreaterThanOrEqual(44);
    }
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  test('offers the location as a link to a new tab, never as a selected tab', async ({ page }) => {
    await openBill(page, link);
    const location = page.getByRole('link', { name: 'Dove siamo' });
    await expect.poll(() => location.getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => location.getAttribute('href'))
      .toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    await expect.poll(() => page.getByRole('tab', { name: 'Dove siamo' }).count()).toBe(0);
  });
});

describe('template 5 on a desktop', () => {
  test.override({ device: 'desktop' });

  test('opens help and profile from the header, fullscreen', async ({ page, errors }) => {
    await openBill(page, link);
    const header = page.getByRole('group', { name: 'Intestazione della bolletta' });
    await header.getByRole('button', { name: 'Aiuto' }).click();
    const help = page.getByRole('dialog', { name: 'Aiuto' });
    await help.getByRole('link', { name: /Guida alla bolletta/ }).waitFor();
    expect(await help.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280 });
    await picture(page, 'template5-help-dialog-desktop');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: 'Il mio profilo' }).click();
    const profile = page.getByRole('dialog', { name: 'I miei dati' });
    await profile.getByRole('region', { name: 'Il mio contratto' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('switches between sections with the keyboard, home first', async ({ page }) => {
    await openBill(page, link);
    const home = page.getByRole('tab', { name: 'Home' });
    await expect.poll(() => home.getAttribute('aria-selected')).toBe('true');
    await home.focus();
    await page.keyboard.press('ArrowRight');
    const actions = page.getByRole('tab', { name: 'Azioni' });
    await expect.poll(() => actions.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Azioni rapide' }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
