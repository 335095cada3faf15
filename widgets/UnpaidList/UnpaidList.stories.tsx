import type { Meta, StoryObj } from '@storybook/react-vite';
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { UnpaidList } from './UnpaidList.tsx';

const meta = {
  title: 'Widgets/UnpaidList',
  component: UnpaidList,
  args: {},
} satisfies Meta<typeof UnpaidList>;

export default meta;
type Story = StoryObj<typeof meta>;

const unpaid = (insoluti: unknown, link?: string) =>
  bill({ bolletta_interattiva_pagaora_pagopa_link: link, fatt_interattiva_data: { insoluti } });

/** Electricity: two unpaid invoices, each paid on pagoPA in a new tab (spec §4). */
export const Power: Story = { parameters: bill(samples.arrears) };

/** Gas credit note with two unpaid earlier invoices. */
export const Gas: Story = { parameters: bill(samples.gasArrears) };

/** The document has no pagoPA link: the host's, given as a prop, is used (decision 25). */
export const HostLink: Story = {
  args: { pagopaLink: 'https://pagopa.alfa-energia.test/portale' },
  parameters: unpaid([
    {
      numero_documento: 'A2026000412',
      data_scadenza: '2026-06-25',
      importo_originale: 1602.18,
      crypto: 'c1',
    },
  ]),
};

/** No crypto, or no http(s) link anywhere: the invoices are listed without a pay link. */
export const WithoutPaymentLink: Story = {
  parameters: unpaid(
    [
      { numero_documento: 'A2026000412', data_scadenza: '2026-06-25', importo_originale: 1602.18 },
      {
        numero_documento: 'A2026000287',
        data_scadenza: '27/04/2026',
        importo_originale: '1.455,90',
        crypto: 'c2',
      },
    ],
    'javascript:alert(1)',
  ),
};

/** Strings for numbers, nulls, 0000-00-00, a row that is not an object. */
export const WrongTypes: Story = {
  parameters: unpaid(
    [
      {
        numero_documento: 4021,
        data_scadenza: '0000-00-00',
        importo_originale: '98,15',
        crypto: 'c1',
      },
      null,
      {
        numero_documento: null,
        data_scadenza: '2025-11-27',
        importo_originale: { a: 1 },
        crypto: 'c2',
      },
    ],
    'https://pagopa.alfa-energia.test/portale',
  ),
};

/** No unpaid invoices: the widget is not shown (empty canvas). */
export const Empty: Story = { parameters: unpaid([]) };
