// The 3Dt switcher's self-reading tab (spec §3 "Template 3": "self-reading only if its flag is 1
// and tipo_bolletta is GAS"; two self-reading variants, `_duferco_*` and the one driven by the
// `_ugm_autolettura` flag): either flag opens it, on a gas bill only (issue 13).
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const root = `${process.cwd()}/`;
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(root + file, 'utf8')) as Record<string, unknown>;
/** A gas bill of the 3Dt host whose modules call lists the switcher. */
const bill = readJson('fixtures/beta-2026-0001.json');
const host = readJson('hosts/bolletta.beta-gas.test/hostsettings.json');
const baseDoc = (): Record<string, unknown> => {
  const doc = { ...(bill['document'] as Record<string, unknown>) };
  delete doc['bolletta_interattiva_duferco_autolettura'];
  delete doc['bolletta_interattiva_ugm_autolettura'];
  return doc;
};

let template: Template | undefined;
beforeAll(async () => {
  const loaded = await loadTemplate('bi3dt', fileSource(root + 'templates'), widgetSchemas);
  expect(loaded.problems).toEqual([]);
  template = loaded.template;
});
afterEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

async function tabNames(doc: Record<string, unknown>): Promise<string[]> {
  if (!template) throw new Error('bi3dt did not load');
  const context = { doc, modules: bill['modules'], host, device: 'desktop' as const, locale: 'it' };
  const node = await resolve(template, context, { onEvent: () => undefined });
  testBill.getState().setBill(asBill({ doc, modules: bill['modules'] }));
  render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <EngineProvider registry={registry} templateId="bi3dt" onEvent={() => undefined}>
          <Renderer node={node} />
        </EngineProvider>
      </I18nextProvider>
    </BillProvider>,
  );
  return screen.queryAllByRole('tab').map((tab) => tab.textContent.trim());
}

describe('bi3dt self-reading tab (spec §3 "Template 3", 3Dt rule)', () => {
  it.each([
    [
      'a gas bill with the ugm flag shows it',
      'GAS',
      { bolletta_interattiva_ugm_autolettura: '1' },
      true,
    ],
    [
      'a gas bill with the duferco flag',
      'GAS',
      { bolletta_interattiva_duferco_autolettura: 1 },
      true,
    ],
    [
      'a power bill with the ugm flag',
      'ENERGIA ELETTRICA',
      { bolletta_interattiva_ugm_autolettura: 1 },
      false,
    ],
    [
      'a gas bill with both flags off',
      'GAS',
      { bolletta_interattiva_ugm_autolettura: '0', bolletta_interattiva_duferco_autolettura: 0 },
      false,
    ],
    ['a gas bill with neither flag does not', 'GAS', {}, false],
  ] as const)('%s', async (_name, kind, flags, shown) => {
    const tabs = await tabNames({ ...baseDoc(), tipo_bolletta: kind, ...flags });
    expect(tabs).toContain('Riepilogo pagamento');
    expect(tabs.includes('Autolettura')).toBe(shown);
  });
});

it('docs/templates.md shows the rule the template uses', () => {
  const tabs = JSON.stringify(readJson('templates/bi3dt.json'));
  const rule = /"id":"self-reading"[^}]*?"visible":"((?:[^"\\]|\\.)*)"/.exec(tabs)?.[1];
  expect(rule).toBeDefined();
  expect(readFileSync(`${root}docs/templates.md`, 'utf8')).toContain(`\`${rule ?? ''}\``);
});
