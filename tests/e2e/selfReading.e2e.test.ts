// The gas self-reading form in Chromium, phone and desktop (spec §2 "Gas self-reading form",
// §4 "Gas self-reading", §5 "Self-reading", §7 get_enterdays / salva_autolettura, §9): the happy
// path to the stored reading, the main refusals, the closed window with its reminder,
// keyboard-only use, and axe with the form open and with errors shown. "Today" is named to the
// sample server per request (X-Quadro-Today, decision 187), so the run does not depend on the
// day it happens on.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, expect, picture, test, type DeviceName } from './harness.ts';

const bill = inject('bills').find((candidate) => candidate.id === 'alfa-2026-0002');
if (!bill) throw new Error('the sample bill alfa-2026-0002 is missing');
// A gas bill with one supply (PDR, id_sede 100771) on template 5, whose dialog holds the form.
const link = `${bill.link}&template=bi5-mobile`;
const inbox = `${inject('readingInbox')}${bill.id}`;

/** The readings stored for the bill, as `npm run quadro -- inbox <id>` lists them. */
async function storedReadings(): Promise<{ siteId: string; value: number }[]> {
  const response = await fetch(inbox);
  return (await response.json()) as { siteId: string; value: number }[];
}

/** The calls that read the window: the enter-days answer and the save (decision 200). */
const windowCalls = /\/api\/api_\w+_(get_enterdays|salva_autolettura)(\?|$)/;

/** Opens the bill with the window rule's "today" in Italy fixed, and the form's dialog. */
async function openForm(page: Page, device: DeviceName, today: string) {
  await page.route(windowCalls, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-quadro-today': today } }),
  );
  await openBill(page, link);
  if (device === 'phone') {
    await page.getByRole('tab', { name: 'Azioni' }).click();
    await page
      .getByRole('dialog', { name: 'Azioni' })
      .getByRole('button', { name: 'Autolettura' })
      .click();
  } else {
    await page.getByRole('button', { name: "Comunica l'autolettura" }).click();
  }
  return page.getByRole('dialog', { name: 'Autolettura del gas' });
}

const open = '2026-11-25';
const closed = '2026-11-05';
const messages = {
  required: 'Questo campo è obbligatorio.',
  integer: 'Inserisci un numero intero maggiore di zero, solo cifre.',
};

describe.each(['phone', 'desktop'] as const)('gas self-reading on a %s', (device) => {
  test.override({ device });

  test('sends a reading that the server stores (happy path)', async ({ page, errors }) => {
    const dialog = await openForm(page, device, open);
    const input = dialog.getByRole('textbox', { name: 'Lettura del contatore' });
    await input.waitFor();
    await expect.poll(() => dialog.getByText('Hai ancora 6 giorni').count()).toBe(1);
    await picture(page, `self-reading-open-${device}`, { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    const value = device === 'phone' ? '004711' : '4712';
    // §5: not usable before the reading is valid, with the reason tied to it (decision 491).
    const send = dialog.getByRole('button', { name: 'Conferma lettura' });
    await expect.poll(() => send.getAttribute('aria-disabled')).toBe('true');
    await input.fill(value);
    await expect.poll(() => send.getAttribute('aria-disabled')).toBeNull();
    await send.click();
    const confirm = page.getByRole('dialog', { name: "Conferma l'autolettura" });
    await confirm.getByText(`la lettura ${value} Smc`).waitFor();
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    await dialog.getByText('Autolettura inviata correttamente. Grazie!').waitFor();
    expect(await storedReadings()).toContainEqual(
      expect.objectContaining({ siteId: '100771', value: Number(value) }),
    );
    expect(errors).toEqual([]);
  });

  test('refuses an empty value, "12a" and "0" next to the field, sending nothing', async ({
    page,
    errors,
  }) => {
    const before = (await storedReadings()).length;
    const dialog = await openForm(page, device, open);
    const input = dialog.getByRole('textbox', { name: 'Lettura del contatore' });
    const send = dialog.getByRole('button', { name: 'Conferma lettura' });
    for (const [value, message] of [
      ['', messages.required],
      ['12a', messages.integer],
      ['0', messages.integer],
    ] as const) {
      await input.fill(value);
      await expect.poll(() => send.getAttribute('aria-disabled')).toBe('true');
      // aria-disabled by design (decision 491): Playwright would wait for it to be enabled,
      // a customer can still press it and is shown what to change.
      await send.click({ force: true });
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      await dialog.getByText(message).waitFor();
      expect(await input.evaluate((node) => node === document.activeElement)).toBe(true);
      await expect.poll(() => input.inputValue()).toBe(value);
      await expect
        .poll(() => page.getByRole('dialog', { name: "Conferma l'autolettura" }).count())
        .toBe(0);
    }
    await picture(page, `self-reading-errors-${device}`, { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    expect(await storedReadings()).toHaveLength(before);
    expect(errors).toEqual([]);
  });

  test('with the window closed offers the reminder, not the input', async ({ page, errors }) => {
    const dialog = await openForm(page, device, closed);
    await dialog.getByText(/Oggi non è possibile comunicare l'autolettura/).waitFor();
    await expect.poll(() => dialog.getByRole('textbox').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Scarica promemoria' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Promemoria Autolettura.ics');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('works with the keyboard only', async ({ page, errors }) => {
    await page.route(windowCalls, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-quadro-today': open } }),
    );
    await openBill(page, link);
    const trigger =
      device === 'phone'
        ? page.getByRole('tab', { name: 'Azioni' })
        : page.getByRole('button', { name: "Comunica l'autolettura" });
    await trigger.focus();
    await page.keyboard.press('Enter');
    if (device === 'phone') {
      const sheet = page.getByRole('dialog', { name: 'Azioni' });
      await sheet.getByRole('button', { name: 'Autolettura' }).focus();
      await page.keyboard.press('Enter');
    }
    const dialog = page.getByRole('dialog', { name: 'Autolettura del gas' });
    const input = dialog.getByRole('textbox', { name: 'Lettura del contatore' });
    await input.waitFor();
    for (let i = 0; i < 10; i++) {
      if (await input.evaluate((node) => node === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await input.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText(messages.required).waitFor();
    const value = device === 'phone' ? '815' : '816';
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: "Conferma l'autolettura" });
    await confirm.waitFor();
    // The confirmation opens with the focus on "Conferma": Enter sends.
    const yes = confirm.getByRole('button', { name: 'Conferma' });
    await expect.poll(() => yes.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => yes.count()).toBe(0);
    const sent = dialog.getByText('Autolettura inviata correttamente. Grazie!');
    await sent.waitFor();
    // WCAG 2.4.3: the focus is on the result, not on <body> (decision 493).
    await expect.poll(() => sent.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await storedReadings()).toContainEqual(
      expect.objectContaining({ value: Number(value) }),
    );
    expect(errors).toEqual([]);
  });
});
