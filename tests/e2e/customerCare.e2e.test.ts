import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { InboxMessage } from './careInbox.ts';
import { openBill } from './bills.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/**
 * Issue 16, customer care (spec §2, §4, §5, §7, §9): a customer writes to customer care from
 * the bill, on a phone and a desktop, with the mouse and with the keyboard alone, and the
 * request is stored (read back from the server's inbox). Each journey writes into its own copy
 * of a sample bill (globalSetup), so the sample bills keep their daily quota.
 */
const copies = inject('careCopies');
const inbox = async (id: string): Promise<InboxMessage[]> =>
  (await fetch(`${inject('careInbox')}${id}`)).json() as Promise<InboxMessage[]>;

const REQUIRED = 'Questo campo è obbligatorio.';
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return { name: 'ricevuta.pdf', mimeType: 'application/pdf', buffer: bytes };
};

/** The form, once its chunk arrived: its place is scrolled near first, as a reader would. */
async function careForm(page: Page, scope: Locator | Page = page): Promise<Locator> {
  await scope.locator('[data-care-form]').first().scrollIntoViewIfNeeded();
  const form = scope.getByRole('form', { name: 'Scrivi al servizio clienti' });
  await form.waitFor();
  return form;
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && 'labels' in active
      ? ((active as HTMLInputElement).labels?.[0]?.textContent ?? '')
      : (active?.textContent ?? '');
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, back = false, most = 12): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${most} presses`);
}

describe.each(deviceNames)('customer care on a %s', (device) => {
  test.override({ device });
  const phone = device === 'phone';

  test('refuses what §5 refuses, then sends the e-mail request with its file', async ({
    page,
    errors,
  }) => {
    const bill = phone ? copies.emailPhone : copies.emailDesktop;
    await openBill(page, bill.link);
    const form = await careForm(page);
    const send = form.getByRole('button', { name: 'Invia la richiesta' });

    // Nothing filled: each field says why, and the focus is on the first.
    await send.click();
    await expect.poll(() => focusedLabel(page)).toBe('Argomento');
    await expect.poll(() => form.getByText(REQUIRED).count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `care-${device}-required`);

    // Proof of payment without its file ("allegato ko").
    await form.getByLabel('Argomento').selectOption('Evidenza di pagamento');
    await expect
      .poll(() => form.getByLabel('Oggetto').inputValue())
      .toMatch(/^Evidenza di pagamento \| \S+ \| \S+$/);
    await form.getByLabel('Descrizione').fill('Allego la ricevuta del bonifico del 3 ottobre.');
    await send.click();
    await form.getByText('Per questo argomento allega la ricevuta del pagamento.').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Allegato');

    // A file over 2,097,152 bytes is refused and cleared before anything is sent.
    const file = form.getByLabel('Allegato');
    await file.setInputFiles(pdf(2_097_153));
    await form.getByText('Il file supera i 2 MB: scegli un file più piccolo.').waitFor();
    expect(await file.evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await file.setInputFiles(pdf(4096));
    await form.getByText('File scelto: ricevuta.pdf').waitFor();
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Inviare la richiesta?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `care-${device}-confirm`);
    await dialog.getByRole('button', { name: 'Conferma' }).click();

    await form.getByText(/Richiesta inviata/).waitFor();
    await expect.poll(() => form.getByLabel('Descrizione').inputValue()).toBe('');
    await expect.poll(() => send.isDisabled()).toBe(true);
    const [message, ...more] = await inbox(bill.id);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'sendemail',
      category: 'Evidenza di pagamento',
      subject: expect.stringMatching(/^Evidenza di pagamento \| /) as unknown,
      body: 'Allego la ricevuta del bonifico del 3 ottobre.',
      attachments: [{ name: 'ricevuta.pdf', contentType: 'application/pdf', size: 4096 }],
    });
    expect(errors).toEqual([]);
  });

  test('sends the supplier request with the keyboard alone', async ({ page, errors }) => {
    const bill = phone ? copies.supplierPhone : copies.supplierDesktop;
    // The supplier's variant: template 5's dialog on a phone, the 3Dt tab on a desktop.
    await openBill(page, phone ? `${bill.link}&template=bi5-mobile` : bill.link);
    await page.getByRole('tab', { name: phone ? 'Azioni' : 'Servizio clienti' }).focus();
    await page.keyboard.press('Enter');
    if (phone) {
      await page.getByRole('button', { name: 'Scrivi al servizio clienti' }).first().focus();
      await page.keyboard.press('Enter');
    }
    const scope = phone ? page.getByRole('dialog', { name: 'Scrivi al servizio clienti' }) : page;
    const form = await careForm(page, scope);

    const category = form.getByLabel('Argomento');
    await tabTo(page, category);
    await page.keyboard.press('ArrowDown'); // Evidenza pagamento
    await expect
      .poll(() => form.getByLabel('Oggetto').inputValue())
      .toBe('Evidenza pagamento | B-000481 | 302000000004810026');
    await tabTo(page, form.getByLabel('Descrizione'));
    await page.keyboard.type('Ho pagato con carta, vi mando la ricevuta.');
    await tabTo(page, form.getByRole('button', { name: 'Invia la richiesta' }));
    await page.keyboard.press('Enter');
    await form.getByText('Per questo argomento allega la ricevuta del pagamento.').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Allegato');
    expect(await axeViolations(page)).toEqual([]);

    // Another category, without a file: back to the list, four steps down.
    await tabTo(page, category, true);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => category.inputValue()).toBe('Richiesta rimborso');
    await tabTo(page, form.getByRole('button', { name: 'Invia la richiesta' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Inviare la richiesta?' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Conferma' }));
    await page.keyboard.press('Enter');
    await form.getByText(/Richiesta inviata/).waitFor();
    await picture(page, `care-${device}-sent`);

    const [message] = await inbox(bill.id);
    expect(message).toMatchObject({
      kind: 'messaggio',
      category: 'Richiesta rimborso',
      body: 'Ho pagato con carta, vi mando la ricevuta.',
      payload: {
        email: '',
        idAnagrafica: 'B-000481',
        idFattura: 'B2026010044',
        priority: 'Medium',
        owner: 'BO_Clienti',
        typology: 'Credito',
        subcategory: '',
      },
      attachments: [],
    });
    expect(errors).toEqual([]);
  });
});
