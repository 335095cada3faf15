// Every bill template × {phone, desktop} × every sample bill, from the reference server, in
// Chromium (issue 5, DESIGN "Tests"): no console error, no engine event, no axe violation, the
// rules of spec §2/§4/§5 that show on screen, and nothing that needs a sideways scroll, closed
// and with every disclosure open.
import type { Page } from 'playwright-core';
import { inject, type ExpectStatic } from 'vitest';
import { hasManySupplies } from '../../src/domain/consumption.ts';
import { isFlagOn, isGas, readPath } from '../../src/domain/flags.ts';
import {
  asksForPayment,
  isCredit,
  paidPayButtons,
  paymentStatusMessage,
  payButtons,
} from '../../src/domain/payment.ts';
import { builtTemplates, bundleOf, engineEvents, isAlias, openBill } from './bills.ts';
import { openDisclosures } from './disclosures.ts';
import {
  axeViolations,
  describe,
  type DeviceName,
  deviceNames,
  picture,
  loadCharts,
  retryOnStall,
  test,
} from './harness.ts';
import { asDocument } from '../fixtures.ts';

const bills = inject('bills');

/**
 * Issue 13: what would need a sideways scroll. The page is no wider than the viewport, no card
 * (every `section`: the engine's card node and the widgets' own cards) is wider inside than
 * its box, and no table is wider than the box around it. Each offender is named by its heading
 * or caption, so a failure says where to look. Boxes a person cannot see (1 px) are left out.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`page: ${root.scrollWidth} px in a ${window.innerWidth} px viewport`);
    }
    for (const card of document.querySelectorAll('section')) {
      if (card.getBoundingClientRect().width <= 1) continue;
      if (card.scrollWidth > card.clientWidth + 1) {
        const title = card.querySelector('h1, h2, h3, h4')?.textContent ?? card.className;
        found.push(`card "${title.trim()}": ${card.scrollWidth} px in ${card.clientWidth} px`);
      }
    }
    // A table may sit in a scrolling box, which keeps its card narrow but hides its amounts.
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement;
      // A visually hidden table (template 5's collapsed detail) sits in a 1 px box.
      if (!box || box.getBoundingClientRect().width <= 1) continue;
      if (table.offsetWidth > box.clientWidth + 1) {
        const name = table.querySelector('caption')?.textContent ?? table.className;
        found.push(`table "${name.trim()}": ${table.offsetWidth} px in ${box.clientWidth} px`);
      }
    }
    return found;
  });
}

/**
 * The product's bill and portal templates (the engine demos have their own e2e file); a template
 * that only renames its parent is drawn by its parent's cases, and opened once per device below.
 */
const products = builtTemplates.filter((name) => /^(bi|t)\d/.test(name)).sort();
const templates = products.filter((name) => !isAlias(name));
const aliases = products.filter(isAlias);

const statusTexts: Record<string, string> = {
  cancelled: 'Il pagamento di questa bolletta è stato annullato.',
  toValidate: 'Abbiamo ricevuto il tuo pagamento: è in corso di verifica.',
  paid: 'La bolletta risulta pagata. Grazie!',
  directDebit: "La bolletta è domiciliata: l'importo sarà addebitato sul tuo conto alla scadenza.",
};

/**
 * Spec §2 "Payment-data card", §4 "Payment status", §5 "Display rules", on every payment card
 * the page shows: the credit label for a negative debt, the status message only under its
 * conditions, the card providers' pay buttons only when pay-now shows, on every template; and on
 * a bill that does not ask for payment (a credit, a paid bill) no live pay control and no due
 * date; template 5 keeps its card buttons disabled on a paid bill with a debt (§4, decision 126).
 */
async function expectPaymentRules(
  page: Page,
  doc: Record<string, unknown>,
  template: string,
  expect: ExpectStatic,
): Promise<void> {
  const isCard = (button: { kind: string }) =>
    button.kind === 'firstProvider' || button.kind === 'secondProvider';
  const disabled = template.startsWith('bi5-') ? paidPayButtons(asDocument(doc)) : [];
  const providers = disabled.length > 0 ? disabled : payButtons(asDocument(doc)).filter(isCard);
  const cards = page.getByRole('region', { name: 'Pagamento', exact: true });
  const count = await cards.count();
  // Each fact once (decisions 122 and 128): one payment card at most, whatever the modules call.
  expect(count).toBeLessThanOrEqual(1);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const credit = isCredit(doc['document_payment_debt']);
    await expect
      .poll(() => card.getByText('Importo a credito', { exact: true }).count())
      .toBe(credit ? 1 : 0);
    const message = paymentStatusMessage(asDocument(doc));
    const status = card.getByRole('status');
    if (message === null) await expect.poll(() => status.count()).toBe(0);
    else await expect.poll(() => status.textContent()).toBe(statusTexts[message]);
    const cardButtons = card.getByRole('button', { name: /^Paga (con carta|online con carta)$/ });
    await expect.poll(() => cardButtons.count()).toBe(providers.length);
    for (const button of await cardButtons.all()) {
      await expect.poll(() => button.isDisabled()).toBe(disabled.length > 0);
    }
    if (!asksForPayment(asDocument(doc))) {
      const payControls = card.getByRole('button', { name: /^Paga|bollettino/ });
      await expect.poll(() => payControls.count()).toBe(disabled.length);
      await expect.poll(() => card.getByRole('link', { name: /^Paga/ }).count()).toBe(0);
      await expect
        .poll(() => card.getByText('Da pagare entro il', { exact: true }).count())
        .toBe(0);
    }
  }
  // Nor anywhere else on the page: template 5's notice asked for payment by the due date.
  if (!asksForPayment(asDocument(doc))) {
    await expect.poll(() => page.getByText(/Paga entro la scadenza/).count()).toBe(0);
  }
}

/** Spec §2: the tabs each template shows for this bill, by their flags. */
function expectedTabs(
  template: string,
  phone: boolean,
  doc: Record<string, unknown>,
  modules: Record<string, string[] | undefined> = {},
) {
  const flag = (name: string) => isFlagOn(readPath(doc, `bolletta_interattiva_${name}`));
  // A phone shows the `modules` list; a desktop also the switch that only a column lists, and
  // the one that only `modules` lists in its lower section (decision 120).
  const lists = phone ? ['modules'] : ['modules', 'modules_left', 'modules_right'];
  const listed = lists.some((list) => modules[list]?.includes('multi_component_switch_3dt'));
  if (template === 'bi3dt' && listed) {
    return {
      list: 'Sezioni della bolletta',
      tabs: [
        'Riepilogo pagamento',
        'Consumi',
        ...(flag('duferco_fornitura') ? ['Dati fornitura'] : []),
        ...(flag('duferco_profilo') ? ['Profilo'] : []),
        ...(flag('duferco_customer_care') ? ['Servizio clienti'] : []),
        // Decision 117: either self-reading variant opens the tab, on a gas bill only.
        ...((flag('duferco_autolettura') || flag('ugm_autolettura')) && isGas(doc['tipo_bolletta'])
          ? ['Autolettura']
          : []),
      ],
    };
  }
  if (template.startsWith('bi5-')) {
    // Template 5 adapts to the device: help and my data are tabs of their own on a desktop.
    const desktop = ['Aiuto', 'I miei dati e il mio contratto'];
    return { list: 'Sezioni della bolletta', tabs: ['Home', 'Azioni', ...(phone ? [] : desktop)] };
  }
  return undefined;
}

// Concurrent: a page mostly waits (network, lazy chunks, axe's yields), so several pages of
// one browser share the two cores well; vitest.config.ts bounds how many run at once.
describe.concurrent.each(templates)('template %s', (template) => {
  describe.each(deviceNames)('on a %s', (device) => {
    test.override({ device, shareContext: true });

    test.for(billsOn(device))(
      'shows $id as the spec says',
      retryOnStall,
      // The test's own `expect`: in concurrent tests the global one cannot tell which test
      // polls (`expect.poll() must be called inside a test`).
      async (bill, { page, errors, expect }) => {
        await openBill(page, `${bill.link}&template=${template}`);
        const { document: doc, modules } = bundleOf(bill);
        const shown = page.locator('[data-template]');
        await expect.poll(() => shown.getAttribute('data-template')).toBe(template);
        const holder = (doc.holder_name ?? '').trim();
        if (holder !== '') await page.getByText(holder, { exact: true }).first().waitFor();

        await expectPaymentRules(page, doc, template, expect);
        if (template.startsWith('bi5-')) {
          // Spec §5: a supply selector when the bill has more than one supply (decision 129);
          // the costs card owns the amounts, so the payment card has no copy (decision 128).
          const selector = page.getByRole('combobox', { name: 'Scegli la fornitura' });
          await expect.poll(() => selector.count()).toBe(hasManySupplies(asDocument(doc)) ? 1 : 0);
          await expect
            .poll(() => page.getByRole('table', { name: 'Sintesi degli importi' }).count())
            .toBe(0);
        }
        const tabs = expectedTabs(template, device === 'phone', doc, modules);
        if (tabs) {
          const lists = page.getByRole('tablist', { name: tabs.list });
          await expect.poll(() => lists.count()).toBe(1);
          await expect.poll(() => lists.getByRole('tab').allTextContents()).toEqual(tabs.tabs);
        }

        // The page as a customer sees it once its lazy charts have arrived: nothing sideways.
        // They arrive as the reader scrolls near them (issue 15), so the test reads the page.
        await loadCharts(page);
        expect(await overflowing(page)).toEqual([]);
        // Pictures of every case on request (`QUADRO_E2E_PICTURES=1`); a failure always gets one.
        await picture(page, `template-${template}-${device}-${bill.id}`);
        expect(errors).toEqual([]);
        expect(await engineEvents(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);

        // Issue 30: and with every disclosure open (the payment card's detail, the supplies'
        // panels and history, the charts' tables), where a pie's legend once went 350 px wide
        // in a 334 px box. The charts a panel brings arrive as the page is read again.
        await openDisclosures(page);
        await loadCharts(page);
        expect(await overflowing(page)).toEqual([]);
        await picture(page, `template-${template}-${device}-${bill.id}-open`);
        expect(errors).toEqual([]);
      },
    );
  });
});

/**
 * Each template draws each sample bill on one device, alternating (issue 18: CI's time, as the
 * journeys grew): every template meets every bill's data, and each device's layout with half of
 * the bills, all of them checked by axe, the matrix's heaviest step (a second or more of both
 * cores a page). Before issue 18 every bill ran on both devices, half of them with axe; the
 * cases dropped were the ones without it. Every case still checks that nothing leaves the
 * screen, and the journeys' own files check their pages on both devices.
 */
function billsOn(device: DeviceName): typeof bills {
  return bills.filter((_, index) => (index + deviceNames.indexOf(device)) % 2 === 0);
}

// An alias draws its parent's page under its own name, on either device.
describe.each(aliases)('template %s, an alias of its parent', (template) => {
  describe.each(deviceNames)('on a %s', (device) => {
    test.override({ device, shareContext: true });

    test('shows a bill under its own name', async ({ page, errors, expect }) => {
      const bill = bills[0];
      if (!bill) throw new Error('no sample bill');
      await openBill(page, `${bill.link}&template=${template}`);
      await expect
        .poll(() => page.locator('[data-template]').getAttribute('data-template'))
        .toBe(template);
      expect(await overflowing(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(await engineEvents(page)).toEqual([]);
    });
  });
});
