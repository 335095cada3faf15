// Renders a bill template with the engine, as the page does, for template-level tests that ask
// what a customer sees for a given document and modules call.
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider } from '../../src/api/context.ts';
import { testPageApi } from '../../src/ui/testing/testing.tsx';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../src/engine/catalogue.ts';
import { registry } from '../../widgets/registry.gen.ts';
import { EventLog, loadTemplate, resolve, type Template } from '../../src/engine/index.ts';
import type { EngineEvent } from '../../src/diagnostics/events.ts';
import { fileSource } from '../../src/engine/load/fsSource.ts';
import { EngineProvider, Renderer } from '../../src/engine/render/index.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';

/** The props schemas of every widget folder, all that loading a template needs. */
const widgetSchemas = propsSchemas(catalogue);
import { asBill } from '../fixtures.ts';

// vitest runs from the project root; under jsdom import.meta.url is not a file URL.
export const root = `${process.cwd()}/`;
export const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(root + file, 'utf8')) as Record<string, unknown>;

const loaded = new Map<string, Template>();

/** The effective template, loaded and checked once per test file. */
export async function templateNamed(name: string): Promise<Template> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const { template, problems } = await loadTemplate(
    name,
    fileSource(root + 'templates'),
    widgetSchemas,
  );
  if (!template || problems.length > 0) throw new Error(`${name}: ${JSON.stringify(problems)}`);
  loaded.set(name, template);
  return template;
}

export interface PageInput {
  doc: Record<string, unknown>;
  modules: unknown;
  rate?: unknown;
  host: Record<string, unknown>;
  device: 'mobile' | 'desktop';
}

/** Renders the page and returns the engine events it recorded. */
export async function renderPage(name: string, input: PageInput): Promise<EngineEvent[]> {
  const template = await templateNamed(name);
  const log = new EventLog();
  const { doc, modules, rate, host, device } = input;
  const context = { doc, modules, rate, host, device, locale: 'it' };
  const node = await resolve(template, context, { onEvent: log.record });
  testBill.getState().setBill(asBill({ doc, modules, rate }));
  render(
    <I18nextProvider i18n={createI18n()}>
      <ApiProvider value={testPageApi}>
        <BillProvider store={testBill}>
          <EngineProvider registry={registry} templateId={name} onEvent={log.record}>
            <Renderer node={node} />
          </EngineProvider>
        </BillProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
  return log.events;
}

/** A region's accessible name, as aria-label or aria-labelledby give it. */
export function regionName(region: HTMLElement): string {
  const labelledBy = region.getAttribute('aria-labelledby');
  const label = labelledBy === null ? null : document.getElementById(labelledBy)?.textContent;
  return (region.getAttribute('aria-label') ?? label ?? '').trim();
}

/** The names of the page's regions (cards, sections), in page order. */
export const regionNames = (): string[] => screen.queryAllByRole('region').map(regionName);

/** The names that occur more than once in a list, once each. */
export const repeated = (names: readonly string[]): string[] => [
  ...new Set(names.filter((n, i) => names.indexOf(n) !== i)),
];
