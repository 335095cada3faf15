// Issue 32 in Chromium, on a phone and a desktop: the 2025 format's receipt adds up to the
// amount on the front page, the offer box links the regulator's portal, the readings say their
// kind, and the bill says why it differs from the last one; axe finds nothing on the page.
import { inject } from 'vitest';
import { openBill } from './bills.ts';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

const bills = inject('bills');
const linkOf = (id: string): string => {
  const bill = bills.find((candidate) => candidate.id === id);
  if (!bill) throw new Error(`the sample bill ${id} is missing`);
  return bill.link;
};

describe.each(deviceNames)('the bill explained on a %s', (device) => {
  test.override({ device });

  test('alfa-2026-0001: the receipt adds up, the offer, the readings and why it is lower', async ({
    page,
    errors,
  }) => {
    await openBill(page, linkOf('alfa-2026-0001'));
    const receipt = page.getByRole('table', { name: "Scontrino dell'energia: voci e importi" });
    await receipt.waitFor();
    await expect
      .poll(() =>
        receipt
          .getByRole('rowheader', { name: 'Totale della bolletta' })
          .locator('xpath=..')
          .textContent(),
      )
      .toBe('Totale della bolletta109,73 €');
    await expect
      .poll(() => receipt.getByRole('rowheader', { name: /^Materia energia/ }).textContent())
      .toBe('Materia energia446 kWh × 0,118700 €/kWh · vendita');

    const offer = page.getByRole('region', { name: 'La tua offerta' });
    await expect.poll(() => offer.getByText('000231ESFML24XXALFALUCECASA24').count()).toBe(1);
    await expect
      .poll(() => offer.getByRole('link', { name: /ilportaleofferte\.it/ }).getAttribute('href'))
      .toBe('https://www.ilportaleofferte.it/portaleOfferte/');

    const readings = page.getByRole('table', {
      name: 'Letture del contatore usate per questa bolletta',
    });
    await expect.poll(() => readings.getByRole('row').count()).toBe(3);

    const why = page.getByRole('region', {
      name: 'Perché questa bolletta è diversa dalla precedente',
    });
    await why
      .getByText(
        'Questa bolletta è di 8,67 € più bassa della precedente (118,40 €), soprattutto per i consumi più bassi.',
      )
      .waitFor();
    await expect.poll(() => why.getByRole('listitem').count()).toBe(4);

    // Every explanation of the receipt, the offer and the readings, opened as this device
    // would: a tap on a phone, Enter from the keyboard on a desktop; axe then runs over them.
    const buttons = page
      .getByRole('region', {
        name: /^(Lo scontrino dell'energia|La tua offerta|Le letture del contatore)$/,
      })
      .getByRole('button', { name: /^Che cosa significa «/ });
    await expect.poll(() => buttons.count()).toBe(8);
    for (const button of await buttons.all()) {
      if (device === 'phone') await button.tap();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    }
    const consumption = page.getByRole('button', { name: 'Che cosa significa «Quota consumi»?' });
    const panel = page.locator(`[id="${await consumption.getAttribute('aria-controls')}"]`);
    await panel.getByText(/dipende da quanto consumi/).waitFor();
    await picture(page, `billExplained-alfa-2026-0001-${device}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => window.__quadroEvents)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('beta-2026-0001: corrected estimates explain most of a higher bill', async ({
    page,
    errors,
  }) => {
    await openBill(page, linkOf('beta-2026-0001'));
    await page
      .getByText(
        'Questa bolletta è di 117,44 € più alta della precedente (121,30 €), soprattutto per la correzione di letture stimate.',
      )
      .waitFor();
    const receipt = page.getByRole('table', { name: "Scontrino dell'energia: voci e importi" });
    await expect
      .poll(() => receipt.getByRole('rowheader', { name: /^Ricalcoli( |$)/ }).count())
      .toBe(1);
    const readings = page.getByRole('table', {
      name: 'Letture del contatore usate per questa bolletta',
    });
    await expect.poll(() => readings.getByText('Autolettura').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('beta-2026-0003: a bill with no previous one says nothing about it', async ({ page }) => {
    await openBill(page, linkOf('beta-2026-0003'));
    await page.getByRole('region', { name: "Lo scontrino dell'energia" }).waitFor();
    await page.getByRole('region', { name: 'La tua offerta' }).waitFor();
    await expect.poll(() => page.getByText(/della precedente|dell'anno scorso/).count()).toBe(0);
  });
});
