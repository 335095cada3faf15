// The digital profile form and the due-date reminder in Chromium (issue 16; spec §2 "digital
// profile form", §4 "Profile editing", §5 "Profile", §9 "Payment due reminder"): a phone opens
// it from template 5's header dialog, a desktop from the 3Dt "Profilo" tab. A save goes
// through put_profilo to the reference server and is read back through get_profilo by opening
// the form again after a reload.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';

const bills = inject('bills');
const linkOf = (id: string, template: string) => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return `${bill.link}&template=${template}`;
};

const places = {
  // Template 5 on a phone: the header's profile icon opens "I miei dati", fullscreen.
  phone: {
    link: linkOf('beta-2026-0008', 'bi5-mobile'),
    open: async (page: Page): Promise<Locator> => {
      await page
        .getByRole('group', { name: 'Intestazione della bolletta' })
        .getByRole('button', { name: 'Il mio profilo' })
        .click();
      return page.getByRole('dialog', { name: 'I miei dati' });
    },
  },
  // The 3Dt desktop template: the switcher's "Profilo" tab (its flag is on for this bill).
  desktop: {
    link: linkOf('beta-2026-0001', 'bi3dt'),
    open: async (page: Page): Promise<Locator> => {
      await page.getByRole('tab', { name: 'Profilo' }).click();
      return page.getByRole('tabpanel');
    },
  },
} as const;

/** Opens the bill and the form's place; resolves when the saved profile fills the form. */
async function openForm(page: Page, device: keyof typeof places): Promise<Locator> {
  await openBill(page, places[device].link);
  const place = await places[device].open(page);
  const form = place.getByRole('form', { name: 'Il mio profilo digitale' });
  await form.getByLabel('Telefono').waitFor();
  return form;
}

const saveButton = (form: Locator) => form.getByRole('button', { name: 'Salva' });

describe.each(['phone', 'desktop'] as const)('the digital profile form on a %s', (device) => {
  test.override({ device });

  test('saves an edit after the confirmation, and get_profilo answers it', async ({
    page,
    errors,
  }) => {
    const form = await openForm(page, device);
    await expect.poll(() => saveButton(form).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const phone = device === 'phone' ? '+39 081 555 0101' : '+(39) 06/5550202';
    await form.getByLabel('Telefono').fill(phone);
    await saveButton(form).click();
    const confirm = page.getByRole('dialog', { name: 'Salvare le modifiche?' });
    await picture(page, `profile-confirm-${device}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Salva' }).click();
    await form.getByText('Il tuo profilo è stato salvato.').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => saveButton(form).count()).toBe(0);
    await picture(page, `profile-saved-${device}`, { fullPage: false });

    await page.reload();
    const again = await openForm(page, device);
    await expect.poll(() => again.getByLabel('Telefono').inputValue()).toBe(phone);
    expect(errors).toEqual([]);
  });

  test.for([
    ['E-mail', 'mario.rossi@example', 'Inserisci un indirizzo e-mail valido'],
    ['Telefono', '081 555 0101', 'Inserisci un numero di telefono'],
  ] as const)(
    'refuses the %s %j beside the field, focused, with nothing sent',
    async ([label, text, message], { page, errors }) => {
      const form = await openForm(page, device);
      const field = form.getByLabel(label, { exact: false }).first();
      await field.fill(text);
      let sent = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT') sent += 1;
      });
      await saveButton(form).click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const described = await page
        .locator(
          describedBy
            .split(' ')
            .map((id) => `[id="${id}"]`)
            .join(', '),
        )
        .allTextContents();
      expect(described.join(' ')).toContain(message);
      await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
      await expect.poll(() => field.inputValue()).toBe(text);
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Salvare le modifiche?' }).count())
        .toBe(0);
      expect(sent).toBe(0);
      await picture(page, `profile-refused-${device}`, { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test('works with the keyboard alone', async ({ page, errors }) => {
    const form = await openForm(page, device);
    const billing = form.getByLabel('E-mail per le bollette', { exact: false });
    await billing.focus();
    const address = device === 'phone' ? 'fatture.tel@example.it' : 'fatture.pc@example.it';
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(address);
    // From the billing e-mail: the phone, then the save button that the edit showed.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await saveButton(form).evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Salvare le modifiche?' });
    await confirm.waitFor();
    // The confirmation opens with the focus on "Salva": Enter saves.
    const confirmSave = confirm.getByRole('button', { name: 'Salva' });
    await expect
      .poll(() => confirmSave.evaluate((node) => node === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await form.getByText('Il tuo profilo è stato salvato.').waitFor();
    await page.reload();
    const again = await openForm(page, device);
    await expect
      .poll(() => again.getByLabel('E-mail per le bollette', { exact: false }).inputValue())
      .toBe(address);
    expect(errors).toEqual([]);
  });
});

describe('the due-date reminder', () => {
  test.override({ device: 'desktop' });

  test('downloads "Scadenza bolletta DD-MM-YYYY.ics" at 11:00 Rome time', async ({ page }) => {
    const bill = bills.find((candidate) => candidate.id === 'alfa-2026-0001');
    if (!bill) throw new Error('the sample bill alfa-2026-0001 is missing');
    // The reminder is offered only for a due date still ahead (decision 494): the page's clock
    // reads 6 March 2026, before the bill's 25 March.
    await page.clock.setFixedTime(new Date('2026-03-06T10:00:00Z'));
    await openBill(page, bill.link);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Aggiungi al calendario la scadenza della bolletta' })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('Scadenza bolletta 25-03-2026.ics');
    const text = await readFile(await download.path(), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const start = calendar.getFirstSubcomponent('vevent')?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Rome');
    expect(String(start?.getFirstValue())).toBe('2026-03-25T11:00:00');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Rome',
    );
  });
});
