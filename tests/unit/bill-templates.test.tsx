// Every bill template × device × sample bill loads, resolves and renders (DESIGN "Tests"), with
// no engine event: every module key the sample bills list is mapped by every template.
import { screen } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  regionNames,
  renderPage,
  repeated,
  root,
  templateNamed,
} from './templatePage.tsx';

/** The product's bill templates (the engine demos have their own tests). */
const templateNames = readdirSync(root + 'templates')
  .filter((name) => /^(bi|t)\d/.test(name) && name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
const bills = readdirSync(root + 'fixtures')
  .filter((name) => name.endsWith('.json'))
  .map((name) => readJson(`fixtures/${name}`));
const hostOf = (supplier: unknown): Record<string, unknown> => {
  for (const folder of readdirSync(root + 'hosts')) {
    const settings = readJson(`hosts/${folder}/hostsettings.json`);
    if (settings['supplier'] === supplier) return settings;
  }
  throw new Error(`no host serves ${String(supplier)}`);
};

// Each template loads without a problem (templateNamed throws on any).
beforeAll(async () => {
  for (const name of templateNames) await templateNamed(name);
});

describe.each(templateNames)('template %s', (name) => {
  describe.each(['mobile', 'desktop'] as const)('on %s', (device) => {
    it.each(bills.map((bill) => [bill['id'], bill] as const))(
      'shows %s with its holder and no engine event',
      async (_id, bill) => {
        const doc = bill['document'] as Record<string, unknown>;
        const events = await renderPage(name, {
          doc,
          modules: bill['modules'],
          rate: (bill['instalments'] as { data?: unknown } | undefined)?.data,
          host: hostOf(bill['supplier']),
          device,
        });
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
        const holder = typeof doc['holder_name'] === 'string' ? doc['holder_name'].trim() : '';
        if (holder !== '') expect(screen.getAllByText(holder).length).toBeGreaterThan(0);
        // Every module key of the sample bills is mapped (issue 5): no event at all.
        expect(events).toEqual([]);
        // No section shows twice: two regions of one name are a module the template repeats
        // (and axe's landmark-unique in the e2e run).
        expect(repeated(regionNames())).toEqual([]);
      },
    );
  });
});
