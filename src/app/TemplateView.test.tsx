import { act, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Template } from '../engine/index.ts';
import { createI18n } from '../i18n/index.ts';
import { BillProvider, createBillStore } from '../state/bill.ts';
import { testBill } from '../state/testing.ts';
import { asBill } from '../../tests/fixtures.ts';
import { TemplateView } from './TemplateView.tsx';

const i18n = createI18n();
const template: Template = {
  id: 'quick',
  lineage: ['quick'],
  modules: {},
  // An expression outside the compiled subset (ADR 0020): this resolve waits for jsonata, so
  // the loading screen this test counts is still put up; see the test after it for the rest.
  root: { widget: 'Heading', props: { textKey: 'bill.title' }, visible: '[true][0]' },
};

beforeAll(async () => {
  // A phone: the page asks the window's width (src/app/device.ts), which jsdom cannot answer.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  // The engine's chunk downloads while the bill's calls are in flight (TemplateView.tsx); by
  // the time the bill is in the store it is here, as it is once this import has settled.
  await import('./EngineView.tsx');
  await Promise.resolve();
});

/**
 * Issue 13: the loading text stayed on screen up to a second after the bill had arrived. A
 * Suspense fallback put up while the engine's code was already here is what React then holds
 * for its fallback throttle (300 ms) before it shows the bill; `act` skips that wait, so this
 * counts the loading screens instead: one, while the bill resolves, then the bill.
 */
describe('TemplateView once the bill is in the store', () => {
  it('puts the loading text up once, then shows the bill', async () => {
    let shown = 0;
    function Loading() {
      useEffect(() => {
        shown += 1;
      }, []);
      return <p role="status">Caricamento della bolletta in corso…</p>;
    }
    testBill.getState().setBill({ doc: { document_number: 'A1' } });
    await act(async () => {
      render(
        <BillProvider store={testBill}>
          <I18nextProvider i18n={i18n}>
            <TemplateView template={template} host={{}} locale="it" placeholder={<Loading />} />
          </I18nextProvider>
        </BillProvider>,
      );
      await Promise.resolve();
    });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByText('Caricamento della bolletta in corso…')).not.toBeInTheDocument();
    expect(shown).toBe(1);
  });

  it('shows the bill in its first render, with no loading text, when every expression is compiled', async () => {
    let shown = 0;
    function Loading() {
      useEffect(() => {
        shown += 1;
      }, []);
      return <p role="status">Caricamento della bolletta in corso…</p>;
    }
    const compiled: Template = {
      ...template,
      id: 'compiled',
      root: { ...template.root, visible: 'true' },
    };
    testBill.getState().setBill({ doc: { document_number: 'A1' } });
    await act(async () => {
      render(
        <BillProvider store={testBill}>
          <I18nextProvider i18n={i18n}>
            <TemplateView template={compiled} host={{}} locale="it" placeholder={<Loading />} />
          </I18nextProvider>
        </BillProvider>,
      );
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(shown).toBe(0);
  });
});

/**
 * Issue 14: the bill store is per engine, not per module. Two engines on one page (a
 * playground beside the bill, two stories side by side) each show their own bill: the widgets
 * read it from their engine's store and the engine resolves against the same store.
 */
describe('two engines on one page', () => {
  const twoBills: Template = {
    id: 'two',
    lineage: ['two'],
    modules: {},
    root: {
      layout: 'stack',
      children: [
        { widget: 'Field', props: { labelKey: 'demo.holder', path: 'holder_name' } },
        {
          widget: 'Heading',
          props: { textKey: 'bill.title' },
          visible: "doc.holder_name = 'Maria Rossi'",
        },
      ],
    },
  };

  it('shows two different bills, each resolved against its own store', async () => {
    const first = createBillStore(asBill({ doc: { holder_name: 'Maria Rossi' } }));
    const second = createBillStore(asBill({ doc: { holder_name: 'Luca Bianchi' } }));
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <section aria-label="first">
            <BillProvider store={first}>
              <TemplateView template={twoBills} host={{}} locale="it" />
            </BillProvider>
          </section>
          <section aria-label="second">
            <BillProvider store={second}>
              <TemplateView template={twoBills} host={{}} locale="it" />
            </BillProvider>
          </section>
        </I18nextProvider>,
      );
      await Promise.resolve();
    });
    const one = within(screen.getByRole('region', { name: 'first' }));
    const two = within(screen.getByRole('region', { name: 'second' }));
    expect(await one.findByRole('definition')).toHaveTextContent('Maria Rossi');
    expect(await two.findByRole('definition')).toHaveTextContent('Luca Bianchi');
    expect(one.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(two.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    await act(async () => {
      second.getState().setBill(asBill({ doc: { holder_name: 'Maria Rossi' } }));
      await Promise.resolve();
    });
    expect(await two.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(one.getByRole('definition')).toHaveTextContent('Maria Rossi');
  });
});

/**
 * Issue 14: `supply` in expressions is the supply chosen in the supply selector, the same one
 * the supply widgets show; choosing another resolves the template again.
 */
describe('the supply expressions see', () => {
  const bySupply: Template = {
    id: 'by-supply',
    lineage: ['by-supply'],
    modules: {},
    root: { widget: 'Heading', props: { textKey: 'bill.title' }, visible: "supply.pod = 'B'" },
  };

  it('is the supply the selector chose, and follows a new choice', async () => {
    const doc = { fatt_interattiva_data: { fornitura: [{ pod: 'A' }, { pod: 'B' }] } };
    const bill = createBillStore(asBill({ doc }));
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <BillProvider store={bill}>
            <TemplateView template={bySupply} host={{}} locale="it" />
          </BillProvider>
        </I18nextProvider>,
      );
      await Promise.resolve();
    });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await act(async () => {
      bill.getState().selectSupply(1);
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
