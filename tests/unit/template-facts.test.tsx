// Issue 13, "each fact appears once on a page" and "the pie shows while the amounts detail is
// closed": every template 3 family page, given a modules call that lists every module key of
// spec §2 "Template 3" at once, says each fact once; and the pie lives in the amounts detail.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testBill } from '../../src/state/testing.ts';
import { readJson, regionNames, renderPage, repeated, templateNamed } from './templatePage.tsx';

const bill = readJson('fixtures/beta-2026-0004.json');
const host = readJson('hosts/bolletta.beta-gas.test/hostsettings.json');
const rate = (bill['instalments'] as { data?: unknown } | undefined)?.data;
/** A gas bill with instalments, a supply with both histories, the pie and every 3Dt tab on. */
const doc: Record<string, unknown> = {
  ...(bill['document'] as Record<string, unknown>),
  bolletta_interattiva_sintesi_import_grafico: '1',
  bolletta_interattiva_esponi_storico_consumi: '1',
  bolletta_interattiva_esponi_spesa_annua: '1',
  bolletta_interattiva_duferco_fornitura: '1',
  bolletta_interattiva_duferco_profilo: '1',
  bolletta_interattiva_duferco_customer_care: '1',
  bolletta_interattiva_bottone_apri_sintesi_importi: '0',
};

/** Spec §2 "Template 3" module keys (error_page is the page itself, not a module). */
const left = ['riepilogo_doc', 'riepilogo_doc2', 'riepilogo_doc3', 'scarica_pdf'];
const right = [
  ...['dati_pagamento_testata', 'dati_pagamento', 'dati_pagamento2', 'dati_pagamento_sintesi'],
  ...['sintesi_importi', 'sintesi_importi2', 'rate', 'info_e_contatti', 'banner_pubblicitario'],
  ...['mancati_pagamenti', 'insoluti', 'fornitura', 'fornitura_beta', 'consumi'],
  ...['customer_care', 'multi_component_switch_3dt'],
];
const calls = {
  'in `modules` and in the columns': {
    modules: [...left, ...right],
    modules_left: left,
    modules_right: right,
  },
  'in `modules`, the columns holding only the header': {
    modules: [...left, ...right],
    modules_left: ['riepilogo_doc'],
    modules_right: ['dati_pagamento_testata'],
  },
};
const family = ['bi1', 'bi2', 'bi3', 'bi3-beta', 'bi3dt', 'bi4', 'bi6', 't1', 't2'];
const devices = ['mobile', 'desktop'] as const;
const pie = { name: /^Grafico a ciambella/, hidden: true };

beforeAll(async () => {
  for (const name of family) await templateNamed(name);
  // Charts are lazy: fetch their modules once here, so each page below only waits a tick.
  await Promise.all([
    import('../../src/ui/charts/amounts/AmountsChart.tsx'),
    import('../../src/ui/charts/consumption/ConsumptionChart.tsx'),
    import('../../src/ui/charts/spend/AnnualSpendChart.tsx'),
  ]);
}, 60000);
afterEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

/** Every lazy chart on the page has replaced its skeleton. */
const chartsDrawn = () =>
  waitFor(
    () => {
      expect(screen.queryAllByTestId('chart-skeleton')).toHaveLength(0);
    },
    { timeout: 10000 },
  );

/** The facts a customer reads twice: repeated region names and repeated controls. */
function repeats(): string[] {
  const toggles = screen.queryAllByRole('button', { name: /^(Dettaglio|Chiudi)$/ });
  return [
    ...repeated(regionNames()),
    ...(toggles.length > 1 ? [`${String(toggles.length)} amounts details`] : []),
    ...(screen.queryAllByRole('img', pie).length > 1 ? ['the pie'] : []),
  ];
}

describe('each fact once on a page (issue 13; spec §2 "Template 3" module keys)', () => {
  describe.each(Object.entries(calls))('modules listed %s', (_how, modules) => {
    it.each(family.flatMap((name) => devices.map((device) => [name, device] as const)))(
      '%s on %s: one payment card, one amounts detail, no region twice, in any tab',
      async (name, device) => {
        await renderPage(name, { doc, modules, rate, host, device });
        await chartsDrawn();
        expect(screen.getAllByRole('region', { name: 'Pagamento' })).toHaveLength(1);
        expect(repeats()).toEqual([]);
        // An opened supply history shows no chart the page shows already (decision 70).
        for (const history of screen.queryAllByRole('button', { name: /^(Storico|Spesa)/ })) {
          fireEvent.click(history);
        }
        await chartsDrawn();
        expect(repeats()).toEqual([]);
        // Each tab's panel, next to what the page shows around it.
        for (const tab of screen.queryAllByRole('tab')) {
          fireEvent.click(tab);
          await chartsDrawn();
          expect({ tab: tab.textContent, repeats: repeats() }).toEqual({
            tab: tab.textContent,
            repeats: [],
          });
        }
      },
      30000,
    );
  });
});

describe('the pie is inside the amounts detail (spec §2 "Payment-data card", decision 71)', () => {
  it.each(family.flatMap((name) => devices.map((device) => [name, device] as const)))(
    '%s on %s: no pie while the detail is closed, the pie once it opens',
    async (name, device) => {
      const modules = calls['in `modules` and in the columns'];
      await renderPage(name, { doc, modules, rate, host, device });
      await chartsDrawn();
      expect(screen.queryAllByRole('img', pie)).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Dettaglio' }));
      expect(await screen.findByRole('img', pie, { timeout: 10000 })).toBeVisible();
    },
    30000,
  );
});
