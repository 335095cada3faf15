import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaListTable from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import { bill } from '../../src/ui/testing/stories.ts';
import { samples } from '../../src/ui/testing/storyData.ts';
import { AmountsSummary } from './AmountsSummary.tsx';

const meta = {
  title: 'Widgets/AmountsSummary',
  component: AmountsSummary,
  args: {},
} satisfies Meta<typeof AmountsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open at first (the open-summary flag on): amounts, TOTALE DA PAGARE, the VAT table and the pie. */
export const Open: Story = {
  parameters: bill({
    ...alfaPayable.document,
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};

/** `amountsChart: false`: open, without the pie (decision 71's pie left to another card). */
export const OpenWithoutPie: Story = {
  args: { amountsChart: false },
  parameters: bill({
    ...alfaPayable.document,
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};

/** Closed at first: only the "Dettaglio" toggle under the title, and no pie until it opens. */
export const Closed: Story = {
  parameters: bill({
    ...alfaPayable.document,
    bolletta_interattiva_bottone_apri_sintesi_importi: 0,
  }),
};

/** The amounts written as a list of single-entry maps (shared decision 13's other shape). */
export const ListOfEntries: Story = {
  parameters: bill({
    ...alfaListTable.document,
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};

/** A credit note: the total row reads TOTALE A CREDITO. */
export const Credit: Story = {
  parameters: bill({
    ...alfaCredit.document,
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};

/** No amounts at all: the widget renders nothing. */
export const Empty: Story = { parameters: bill({ document_number: 'X1' }) };

/** Paid: the amounts of a bill with nothing left to pay. */
export const Paid: Story = { parameters: bill(samples.paid) };

/** Direct debit, the summary open; its empty VAT table left out. */
export const DirectDebit: Story = {
  parameters: bill({
    ...samples.directDebit,
    bolletta_interattiva_bottone_apri_sintesi_importi: 1,
  }),
};
