import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle } from '../src/app/Page.tsx';
import { createI18n } from '../src/i18n/index.ts';
import { useBill } from '../src/state/bill.ts';
import { asBill } from '../tests/fixtures.ts';

const i18n = createI18n();

/** What a story puts in the bill store: `parameters: { bill: { doc: … } }`. */
export interface BillParameter {
  doc?: unknown;
  modules?: unknown;
}

const preview: Preview = {
  /**
   * Widgets read the bill from the store, so each story sets it before it renders. Here and
   * not in a decorator: a decorator runs during render, and changing the store there would
   * update the previous story's widgets while React is rendering the next one.
   */
  beforeEach: ({ parameters }) => {
    const bill = (parameters as { bill?: BillParameter }).bill ?? {};
    useBill.getState().setBill(asBill({ doc: bill.doc ?? {}, modules: bill.modules }));
  },
  decorators: [
    // A widget is seen at the width of a card; page stories ask for more with `width`.
    (Story, { parameters }) => (
      <I18nextProvider i18n={i18n}>
        <GlobalStyle />
        <div style={{ maxWidth: (parameters as { width?: number }).width ?? 480 }}>
          <Story />
        </div>
      </I18nextProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
