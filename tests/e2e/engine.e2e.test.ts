import type { Page } from 'playwright-core';
import { axeViolations, describe, deviceNames, expect, picture, test } from './harness.ts';

/** Opens a template preview and waits until resolve has finished and the page shows it. */
async function openPreview(page: Page, name: string): Promise<void> {
  await page.goto(`/preview/${name}`);
  await page.locator(`[data-template="${name}"][aria-busy="false"]`).waitFor();
  await page.getByRole('heading', { level: 1, name: 'La tua bolletta' }).waitFor();
}

async function engineEvents(page: Page): Promise<unknown> {
  return page.evaluate(() => window.__quadroEvents);
}

async function boxOf(page: Page, name: string) {
  const box = await page.getByRole('region', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`the card «${name}» has no box: it is not rendered`);
  return box;
}

/** The element that has the keyboard focus, described by its role, name and selection. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(),
      name: element?.textContent.trim(),
      selected: element?.getAttribute('aria-selected'),
    };
  });
}

describe.each(deviceNames)('the demo bill on a %s', (device) => {
  test.override({ device });

  test('renders without console errors or engine events', async ({ page, errors }) => {
    await openPreview(page, 'demo');
    await picture(page, `demo-${device}`);
    expect(errors).toEqual([]);
    expect(await engineEvents(page)).toEqual([]);
    await expect
      .poll(() => page.locator('[data-template="demo"]').getAttribute('data-device'))
      .toBe(device === 'phone' ? 'mobile' : 'desktop');
  });

  test(
    device === 'desktop'
      ? 'puts the summary card left of the payment card'
      : 'stacks the summary card above the payment card',
    async ({ page, errors }) => {
      await openPreview(page, 'demo');
      const summary = await boxOf(page, 'Riepilogo');
      const payment = await boxOf(page, 'Importo');
      if (device === 'desktop') {
        expect(summary.x + summary.width).toBeLessThanOrEqual(payment.x);
        expect(summary.y).toBe(payment.y);
      } else {
        expect(summary.y + summary.height).toBeLessThanOrEqual(payment.y);
        expect(summary.x).toBe(payment.x);
        expect(summary.width).toBe(payment.width);
      }
      expect(errors).toEqual([]);
    },
  );

  test('shows the details tab, flagged on in the sample bill, with the supply type', async ({
    page,
    errors,
  }) => {
    await openPreview(page, 'demo');
    const details = page.getByRole('tab', { name: 'Dettagli', exact: true });
    await details.click();
    await expect.poll(() => details.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Dettagli', exact: true });
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toContain('GAS');
    expect(errors).toEqual([]);
  });

  test('opens the location tab as an https page in a new browser tab', async ({ page }) => {
    await openPreview(page, 'demo');
    const link = page.getByRole('link', { name: 'Dove siamo' });
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => link.getAttribute('rel')).toContain('noopener');
    expect(new URL((await link.getAttribute('href')) ?? '').protocol).toBe('https:');
  });

  test('opens the help dialog from its button and closes it with Chiudi', async ({
    page,
    errors,
  }) => {
    await openPreview(page, 'demo');
    const opener = page.getByRole('button', { name: "Apri l'aiuto" });
    const dialog = page.getByRole('dialog', { name: 'Aiuto' });
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await opener.click();
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('servizio clienti');
    await picture(page, `demo-${device}-dialog`);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The native dialog hands the focus back to what opened it.
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('reaches the tabs with Tab and moves the selection with ArrowRight', async ({ page }) => {
    await openPreview(page, 'demo');
    // One tab stop per tab list: Tab lands on the selected tab, whatever comes before it.
    for (let presses = 0; presses < 10 && (await focused(page)).role !== 'tab'; presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toEqual({ role: 'tab', name: 'Riepilogo', selected: 'true' });
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual({ role: 'tab', name: 'Dettagli', selected: 'true' });
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('GAS');
    // The location link opens another page, so the arrows skip it and wrap to the first tab.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual({ role: 'tab', name: 'Riepilogo', selected: 'true' });
  });

  test('has no accessibility violations, with the help dialog closed and open', async ({
    page,
  }) => {
    await openPreview(page, 'demo');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: "Apri l'aiuto" }).click();
    await page.getByRole('dialog', { name: 'Aiuto' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the other pages', () => {
  test('renders a variant declared with extends, with its patched tab list', async ({
    page,
    errors,
  }) => {
    await openPreview(page, 'demo-compact');
    await picture(page, 'demo-compact-desktop');
    await expect.poll(() => page.getByRole('tablist', { name: 'Riepilogo' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('tablist', { name: 'Dettagli della fornitura' }).count())
      .toBe(0);
    await expect
      .poll(() => page.getByRole('region', { name: 'Riepilogo' }).textContent())
      .toContain('Maria Rossi');
    expect(errors).toEqual([]);
    expect(await engineEvents(page)).toEqual([]);
  });

  test('lists every template and opens one from its link', async ({ page, errors }) => {
    await page.goto('/preview');
    await page.getByRole('heading', { level: 1, name: 'Modelli' }).waitFor();
    // The names arrive from /api/templates after the heading: wait until the list is drawn.
    const list = page.getByRole('navigation', { name: 'Modelli' });
    await expect
      .poll(() => list.getByRole('link').allTextContents())
      .toEqual(expect.arrayContaining(['demo', 'demo-compact']));
    await page.getByRole('link', { name: 'demo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'La tua bolletta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/preview/demo');
    expect(errors).toEqual([]);
  });

  test('says so when a deep link names a template that does not exist', async ({ page }) => {
    await page.goto('/preview/no-such-template');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('no-such-template');
  });
});
