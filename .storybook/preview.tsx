import type { Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle } from '../src/ui/globalStyle.ts';
import { createI18n } from '../src/i18n/index.ts';
import { BillProvider, createBillStore } from '../src/state/bill.ts';
import { asBill } from '../tests/fixtures.ts';

const i18n = createI18n();

/** What a story puts in its bill store: `parameters: { bill: { doc: … } }`. */
export interface BillParameter {
  doc?: unknown;
  modules?: unknown;
  rate?: unknown;
}

/**
 * Each story gets a bill store of its own, made with its bill: stories side by side (the docs
 * page) never share one, and nothing changes a store while React renders another story.
 */
function StoryBill(props: { bill: BillParameter; children: ReactNode }) {
  const { doc = {}, modules, rate } = props.bill;
  const [store] = useState(() => createBillStore(asBill({ doc, modules, rate })));
  return <BillProvider store={store}>{props.children}</BillProvider>;
}

const preview: Preview = {
  decorators: [
    // A widget is seen at the width of a card; page stories ask for more with `width`.
    (Story, { id, parameters }) => (
      <I18nextProvider i18n={i18n}>
        <GlobalStyle />
        <StoryBill key={id} bill={(parameters as { bill?: BillParameter }).bill ?? {}}>
          <div style={{ maxWidth: (parameters as { width?: number }).width ?? 480 }}>
            <Story />
          </div>
        </StoryBill>
      </I18nextProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
