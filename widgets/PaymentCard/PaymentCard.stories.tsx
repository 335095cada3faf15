import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import alfaListTable from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaPaid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaRid from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import alfaMinimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import alfaToValidate from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import betaSecondProvider from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaCancelled from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import type { Loaded } from '../../src/api/types.ts';
import { host } from '../../src/ui/testing/navStories.tsx';
import { bill } from '../../src/ui/testing/stories.ts';
import { PaymentCard } from './PaymentCard.tsx';
import { PaymentEnvironmentContext, type PaymentEnvironment } from './paymentEnvironment.ts';

/** The server sets `detail` (the slip) and `crypto` (the pagoPA id); the fixtures leave them out. */
const served = (doc: object, extra: Record<string, unknown> = {}) =>
  bill({ ...doc, detail: 'slip-0001', crypto: 'c-0001', ...extra });

const meta = {
  title: 'Widgets/PaymentCard',
  component: PaymentCard,
  args: {},
  argTypes: { source: { control: 'inline-radio', options: ['media', 'mediacloud'] } },
} satisfies Meta<typeof PaymentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 1: amount and due date first, card, pagoPA and slip buttons, the RID promotion; two columns. */
export const Payable: Story = { parameters: served(alfaPayable.document) };

/**
 * The same bill with the summary open: amounts, TOTALE DA PAGARE, the VAT table and, under it,
 * the amounts pie in the entries' own colours (spec §2 "an optional pie chart"; decision 71),
 * fetched with ECharts because the summary starts open.
 */
export const SummaryOpen: Story = {
  parameters: served(alfaPayable.document, {
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};

/** Opened by the customer: the pie's code is fetched on this first opening, then drawn. */
export const SummaryOpenedWithPie: Story = {
  parameters: served(alfaPayable.document),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dettaglio' }));
    await expect(
      await canvas.findByRole('img', { name: /^Grafico a ciambella/ }, { timeout: 10000 }),
    ).toBeVisible();
  },
};

/** The pie off in the template (`amountsChart: false`): the tables only. */
export const SummaryOpenWithoutPie: Story = {
  args: { amountsChart: false },
  parameters: served(alfaPayable.document, {
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};

/** The chart flag off (`sintesi_import_grafico` 0): no pie, whatever the entries (§5). */
export const SummaryOpenChartFlagOff: Story = {
  parameters: served(alfaPayable.document, {
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
    bolletta_interattiva_sintesi_import_grafico: 0,
  }),
};

/** The summary closed (the open-summary flag off): only the "Dettaglio" toggle. */
export const SummaryClosed: Story = {
  parameters: served(alfaPayable.document, { bolletta_interattiva_esponi_rid: 0 }),
};

/** One column of labels; the amounts table as a list of single-entry maps; two VAT rates; starts open; the pie in the palette. */
export const OneColumnListTable: Story = { parameters: served(alfaListTable.document) };

/** A credit: the credit label with the absolute value, no due date, no pay button, TOTALE A CREDITO. */
export const Credit: Story = {
  parameters: served(alfaCredit.document, { bolletta_interattiva_bottone_apri_sintesi_importi: 1 }),
};

/** Direct debit (RID): its message replaces pay-now and the promotion; empty VAT table left out. */
export const DirectDebit: Story = { parameters: served(alfaRid.document) };

/** Status 0 with the status flag on: the cancelled message, no pay-now. */
export const StatusCancelled: Story = { parameters: served(betaCancelled.document) };

/** Status 3: the to-be-validated message; a long amount; an amount text with € in the table. */
export const StatusToValidate: Story = { parameters: served(alfaToValidate.document) };

/**
 * Status 4 with a debt still above zero: the paid message with a check mark, the amount as paid,
 * no due date and no pay button, on every template (project decision 126).
 */
export const StatusPaid: Story = {
  parameters: served(alfaPaid.document, { document_payment_debt: 12.5 }),
};

/** Status 4, nothing to pay: no message (the debt is not above zero), no due date, no pay-now. */
export const PaidNothingToPay: Story = { parameters: served(alfaPaid.document) };

/** The five further pay-now links with their labels (one empty: the generic text) and the bill-payment option. */
export const FurtherLinks: Story = {
  parameters: served(alfaPaid.document, {
    document_payment_status: 1,
    document_payment_debt: 1611.13,
    bolletta_interattiva_esponi_paga_ora: 1,
    bolletta_interattiva_esponi_stato_pagamento: 0,
    bolletta_interattiva_pagaora_link_5_label: '',
  }),
};

/** The second card provider and pagoPA (the supplier beta). */
export const SecondProvider: Story = { parameters: served(betaSecondProvider.document) };

/** The pagoPA link from the host (prop) when the document has none. */
export const HostPagoPALink: Story = {
  args: { pagopaLink: 'https://pagopa.host.test/portale' },
  parameters: served(alfaPayable.document, { bolletta_interattiva_pagaora_pagopa_link: null }),
};

/** The minimal bill: only the document amount, every flag missing. */
export const Minimal: Story = { parameters: served(alfaMinimal.document) };

/** Phone width (390 px): one column, full-width buttons. */
export const Phone: Story = {
  parameters: { ...served(alfaPayable.document), width: 390 },
};

const unavailable: Loaded<never> = { ok: false, failure: { reason: 'status', status: 409 } };

/** Payments whose start always fails, and a page that neither leaves nor reloads. */
const failingPayments: PaymentEnvironment = {
  api: {
    verify: () => Promise.resolve({ ok: true, value: 0 }),
    profile: () => Promise.resolve(unavailable),
    firstPaymentStart: () => Promise.resolve(unavailable),
    secondPaymentStart: () => Promise.resolve({ ok: true, value: 'ko' }),
  },
  location: () => ({ origin: 'https://bolletta.test', hostname: 'bolletta.test' }),
  submitForm: fn(),
  assign: fn(),
  reload: fn(),
};

const withFailingPayments: Decorator = (Story) => (
  <PaymentEnvironmentContext.Provider value={failingPayments}>
    <Story />
  </PaymentEnvironmentContext.Provider>
);

const alfaHost: HostSettings = {
  templateName: 'bi3',
  supplier: 'alfa',
  supplierName: 'Alfa Energia',
  locales: ['it'],
  nexiServerToServerUrl: '/api/nexi/s2s',
};

/**
 * The first provider cannot start (verify is not 1): the error dialog of spec §8 with the
 * first provider's text; its "Chiudi" reloads the page (here a spy).
 */
export const FirstProviderError: Story = {
  parameters: { ...served(alfaPayable.document), ...host(alfaHost) },
  decorators: [withFailingPayments],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Paga con carta' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Pagamento non disponibile' });
    await expect(dialog).toHaveTextContent(/pagamento con carta/);
  },
};

/** The second provider answers "ko": its error dialog, whose "Chiudi" only dismisses it. */
export const SecondProviderError: Story = {
  parameters: {
    ...served(betaSecondProvider.document),
    ...host({
      templateName: 'bi3',
      supplier: 'beta',
      supplierName: 'Beta Gas',
      locales: ['it'],
      worldlineServerToServerUrl: '/api/worldline/webhook',
    }),
  },
  decorators: [withFailingPayments],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Paga online con carta' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Pagamento non disponibile' });
    await expect(dialog).toHaveTextContent(/pagamento online con carta non è disponibile/);
  },
};

/**
 * The bill-payment option opened (project decision 98): beneficiary, notice and customer
 * codes, amount, due date and number, and the slip's download.
 */
export const BillPaymentDialog: Story = {
  parameters: {
    ...served(alfaPayable.document, { bolletta_interattiva_pagaora_bollettino: 1 }),
    ...host(alfaHost),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Paga con bollettino' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Paga con bollettino / avviso' });
    await expect(within(dialog).getByText('301000000104583210')).toBeVisible();
  },
};
