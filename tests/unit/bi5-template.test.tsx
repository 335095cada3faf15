// Template 5 (bi5-mobile, its desktop name bi5-desktop and Beta's variant) on the bills of
// issue 13, rendered by the engine as the page does: a credit or a paid bill neither offers nor
// mentions paying (project decision 126), the supply selector shows with more than one supply
// (spec §2 "Supply data", §5; decision 129) and each amount fact shows once (decision 128).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../src/engine/catalogue.ts';
import { registry } from '../../widgets/registry.gen.ts';
import { loadTemplate, resolve, type Template } from '../../src/engine/index.ts';
import { fileSource } from '../../src/engine/load/fsSource.ts';
import { EngineProvider, Renderer } from '../../src/engine/render/index.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';

/** The props schemas of every widget folder, all that loading a template needs. */
const widgetSchemas = propsSchemas(catalogue);
import { asBill } from '../fixtures.ts';

// ECharts does not draw in jsdom; the chart's named image is what a customer is told.
vi.mock('../../src/ui/charts/EChart.tsx', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const root = `${process.cwd()}/`;
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(root + file, 'utf8')) as Record<string, unknown>;
const hosts = {
  alfa: readJson('hosts/bolletta.alfa-energia.test/hostsettings.json'),
  beta: readJson('hosts/bolletta.beta-gas.test/hostsettings.json'),
};
const names = ['bi5-mobile', 'bi5-desktop', 'bi5-mobile-beta'] as const;
const devices = ['mobile', 'desktop'] as const;
type Device = (typeof devices)[number];

const templates = new Map<string, Template>();
beforeAll(async () => {
  for (const name of names) {
    const loaded = await loadTemplate(name, fileSource(root + 'templates'), widgetSchemas);
    expect(loaded.problems).toEqual([]);
    if (loaded.template) templates.set(name, loaded.template);
  }
});
afterEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

/** Renders a fixture's bill (optionally changed) in a template on a device. */
async function show(
  name: string,
  device: Device,
  fixture: string,
  change: Record<string, unknown> = {},
) {
  const template = templates.get(name);
  if (!template) throw new Error(`${name} did not load`);
  const bill = readJson(`fixtures/${fixture}.json`);
  const doc = { ...(bill['document'] as Record<string, unknown>), ...change };
  const supplier = bill['supplier'] === 'beta' ? 'beta' : 'alfa';
  const context = { doc, modules: bill['modules'], host: hosts[supplier], device, locale: 'it' };
  const events: unknown[] = [];
  const node = await resolve(template, context, { onEvent: (event) => events.push(event) });
  testBill.getState().setBill(asBill({ doc, modules: bill['modules'] }));
  render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <EngineProvider registry={registry} templateId={name} onEvent={(e) => events.push(e)}>
          <Renderer node={node} />
        </EngineProvider>
      </I18nextProvider>
    </BillProvider>,
  );
  expect(events).toEqual([]);
}

const everywhere = names.flatMap((name) => devices.map((device) => [name, device] as const));

describe('template 5: a credit or a paid bill offers no payment (spec §2, §4, §5; project decision 126)', () => {
  describe.each(everywhere)('%s on %s', (name, device) => {
    it.each([
      ['alfa-2026-0005', 'a credit note (status 4)', {}, 'Importo a credito'],
      ['beta-2026-0007', 'a credit marked paid, pagoPA on', {}, 'Importo a credito'],
      ['beta-2026-0008', 'a credit note with every pay flag on', {}, 'Importo a credito'],
      [
        'alfa-2026-0003',
        'a paid bill with its debt',
        { document_payment_debt: 9 },
        'Importo pagato',
      ],
    ] as const)('%s, %s', async (fixture, _what, change, label) => {
      await show(name, device, fixture, change);
      // No live pay control: buttons and links alike, the slip included. The one exception is
      // §4's disabled card button of a paid bill with a debt (decision 126).
      const buttons = screen.queryAllByRole('button', { name: /Paga|bollettino|pagoPA/ });
      const paid = label === 'Importo pagato';
      expect(buttons.map((button) => button.textContent)).toEqual(paid ? ['Paga con carta'] : []);
      for (const button of buttons) expect(button).toBeDisabled();
      expect(screen.queryAllByRole('link', { name: /Paga|pagoPA/ })).toEqual([]);
      expect(screen.queryByText(/Paga entro la scadenza/)).toBeNull();
      expect(screen.queryByText('Da pagare entro il')).toBeNull();
      // The credit (or the paid amount) is said once, on the payment card.
      expect(screen.getAllByText(label, { selector: 'dt' })).toHaveLength(1);
    });
  });

  it('still shows the notice and the buttons on a bill to pay', async () => {
    await show('bi5-mobile', 'desktop', 'alfa-2026-0001');
    expect(screen.getByText(/Paga entro la scadenza/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paga con carta' })).toBeEnabled();
  });

  it("keeps Beta's reading notice on a credit: it is not about paying", async () => {
    await show('bi5-mobile-beta', 'mobile', 'beta-2026-0008');
    expect(screen.getByRole('note', { name: 'Lettura del contatore' })).toBeInTheDocument();
  });
});

describe('template 5: the supply selector (spec §2 "Supply data", §5 "only when there is more than one supply"; project decision 129)', () => {
  describe.each(everywhere)('%s on %s', (name, device) => {
    it.each([
      ['alfa-2026-0003', ['IT001E31902240', 'IT001E31902251', 'IT001E31902262']],
      ['beta-2026-0006', ['15220000522011', '15220000522022', '15220000522033']],
    ] as const)('%s: chooses which supply the consumption card shows', async (fixture, codes) => {
      await show(name, device, fixture);
      const selector = screen.getByRole('combobox', { name: 'Scegli la fornitura' });
      expect(within(selector).getAllByRole('option')).toHaveLength(codes.length);
      const card = () => screen.getByRole('region', { name: 'I tuoi consumi' });
      expect(within(card()).getByText(codes[0])).toBeInTheDocument();
      fireEvent.change(selector, { target: { value: '2' } });
      expect(within(card()).getByText(codes[2])).toBeInTheDocument();
      expect(within(card()).queryByText(codes[0])).toBeNull();
    });
  });

  it('has no selector with one supply', async () => {
    await show('bi5-mobile', 'mobile', 'alfa-2026-0001');
    expect(screen.getByRole('region', { name: 'I tuoi consumi' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('template 5: each amount fact shows once (project decision 128)', () => {
  it.each(devices)(
    'on %s the costs card owns the amounts table, the VAT table and the donut',
    async (device) => {
      // alfa-2026-0002 opens the amounts detail on load and has the chart and VAT flags on.
      await show('bi5-mobile', device, 'alfa-2026-0002');
      await waitFor(() => {
        expect(screen.queryByTestId('chart-skeleton')).toBeNull();
      });
      const tables = (name: string) => screen.queryAllByRole('table', { hidden: true, name });
      expect(tables('Voci di costo della bolletta')).toHaveLength(1);
      expect(tables('Sintesi degli importi')).toHaveLength(0);
      expect(tables('Riepilogo IVA')).toHaveLength(1);
      expect(screen.queryAllByRole('img', { name: /^Grafico a ciambella/ })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /^(Dettaglio|Chiudi)$/ })).toBeNull();
    },
  );
});
