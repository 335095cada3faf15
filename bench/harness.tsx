import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/i18n/index.ts';
import type { EngineEvent, ResolvedNode } from '../src/engine/index.ts';
import { EngineProvider, Renderer } from '../src/engine/render/index.ts';
import { BillProvider, createBillStore } from '../src/state/bill.ts';
import { registry } from '../widgets/registry.gen.ts';
import { asBill } from '../tests/fixtures.ts';
import texts from './fixtures/texts.json' with { type: 'json' };
import type { HandBill } from './hand/bill.ts';
import { HandPage } from './hand/HandPage.tsx';

/**
 * Both pages render with the same providers and the same store, so the only difference
 * timed is the engine: resolve, the node dispatch and the per-widget boundaries.
 */
export function createHarness(bill: HandBill) {
  const i18n = createI18n();
  i18n.addResourceBundle('it', 'translation', texts, true, true);
  const events: EngineEvent[] = [];
  const onEvent = (event: EngineEvent) => {
    events.push(event);
  };
  // Made with the bill: server renderers read a store's initial state only.
  const store = createBillStore(asBill({ doc: bill.doc, modules: bill.modules }));

  const page = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <BillProvider store={store}>
        <EngineProvider registry={registry} templateId="bill-page" onEvent={onEvent}>
          {children}
        </EngineProvider>
      </BillProvider>
    </I18nextProvider>
  );
  return {
    events,
    onEvent,
    renderEngine: (node: ResolvedNode | null) =>
      renderToStaticMarkup(page(<Renderer node={node} />)),
    renderHand: () => renderToStaticMarkup(page(<HandPage bill={bill} />)),
  };
}
