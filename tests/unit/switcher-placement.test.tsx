// Spec §2 "Template 3 desktop: … a lower section holds a multi-component switch" (issue 13):
// the switch shows wherever the modules call places it — in `modules` (a phone's list, and on
// a desktop the lower section under the columns) or in a column — and never twice.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testBill } from '../../src/state/testing.ts';
import { readJson, renderPage, templateNamed } from './templatePage.tsx';

/** The 3Dt host's gas bill: the switch's tabs, and without them its amounts card (bi3). */
const bill = readJson('fixtures/beta-2026-0001.json');
const host = readJson('hosts/bolletta.beta-gas.test/hostsettings.json');
const doc = bill['document'] as Record<string, unknown>;
const modules = ['riepilogo_doc', 'dati_pagamento_testata', 'scarica_pdf'];
const left = ['riepilogo_doc', 'scarica_pdf'];
const right = ['dati_pagamento_testata'];
const SWITCH = 'multi_component_switch_3dt';
const calls = {
  'in `modules` only': {
    modules: [...modules, SWITCH],
    modules_left: left,
    modules_right: right,
  },
  'in `modules` and `modules_right`': {
    modules: [...modules, SWITCH],
    modules_left: left,
    modules_right: [...right, SWITCH],
  },
  'in `modules_right` only': { modules, modules_left: left, modules_right: [...right, SWITCH] },
  'in `modules` with no column lists': { modules: [...modules, SWITCH] },
};
type Call = keyof typeof calls;

/** How many times the page shows the switch: bi3dt's tab list, or bi3's amounts card. */
const switches = (template: string): number =>
  template === 'bi3dt'
    ? screen.queryAllByRole('tab', { name: 'Riepilogo pagamento' }).length
    : screen.queryAllByRole('region', { name: 'Importi della bolletta' }).length;

beforeAll(async () => {
  for (const name of ['bi2', 'bi3', 'bi3dt']) await templateNamed(name);
}, 60000);
afterEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

const rows: [Call, 'mobile' | 'desktop', number][] = [
  ['in `modules` only', 'mobile', 1],
  ['in `modules` only', 'desktop', 1],
  ['in `modules` and `modules_right`', 'mobile', 1],
  ['in `modules` and `modules_right`', 'desktop', 1],
  // A phone shows the `modules` list only (spec §2 "mobile shows one column of modules").
  ['in `modules_right` only', 'mobile', 0],
  ['in `modules_right` only', 'desktop', 1],
  ['in `modules` with no column lists', 'mobile', 1],
  ['in `modules` with no column lists', 'desktop', 1],
];

describe.each(['bi3dt', 'bi3', 'bi2'])('%s: the multi-component switch (spec §2)', (template) => {
  it.each(rows)('listed %s, on %s: shown %i time(s)', async (call, device, expected) => {
    const events = await renderPage(template, { doc, modules: calls[call], host, device });
    expect(switches(template)).toBe(expected);
    expect(events).toEqual([]);
  });
});
