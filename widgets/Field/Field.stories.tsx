import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BillParameter } from '../../.storybook/preview.tsx';
import { Field } from './Field.tsx';

/** Each state from the bill data itself: the story sets the document the widget reads. */
const bill = (doc: Record<string, unknown>): { bill: BillParameter } => ({ bill: { doc } });

const meta = {
  title: 'Widgets/Field',
  component: Field,
  args: { labelKey: 'demo.amount', path: 'document_amount', format: 'amount' },
  argTypes: {
    format: { control: 'inline-radio', options: ['plain', 'amount', 'date'] },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9 "Amounts": a number is formatted for Italian readers, with thousands dots. */
export const AmountNumber: Story = {
  parameters: bill({ document_amount: 1234.56 }),
};

/** The amount to pay: large, and the first thing a customer sees. */
export const AmountEmphasis: Story = {
  args: { emphasis: true },
  parameters: bill({ document_amount: 187.42 }),
};

/** Decision 7: text from the back end is shown as written when it already says "euro". */
export const AmountTextWithEuro: Story = {
  parameters: bill({ document_amount: '187,42 euro' }),
};

/** Spec §5: amount text without "euro" gets " euro" appended. */
export const AmountTextWithoutEuro: Story = {
  parameters: bill({ document_amount: '187,42' }),
};

/** A negative amount (a credit) is shown as the number is; the credit label is the card's. */
export const AmountNegative: Story = {
  parameters: bill({ document_amount: -42.5 }),
};

/** Spec §5: dates are shown d/m/Y. */
export const DueDate: Story = {
  args: { labelKey: 'demo.expiry', path: 'document_payment_expiry', format: 'date' },
  parameters: bill({ document_payment_expiry: '2025-03-25' }),
};

/** Spec §5: 0000-00-00 is an empty date, so the whole row is left out (the canvas is empty). */
export const DueDateEmpty: Story = {
  args: { labelKey: 'demo.expiry', path: 'document_payment_expiry', format: 'date' },
  parameters: bill({ document_payment_expiry: '0000-00-00' }),
};

/** A value the document does not have: no row, never a label with nothing beside it. */
export const MissingValue: Story = {
  parameters: bill({}),
};

/** Plain text as written, also from a nested path of fatt_interattiva_data. */
export const PlainNested: Story = {
  args: {
    labelKey: 'demo.supply',
    path: 'fatt_interattiva_data.header.descrizione_servizio_header_1',
    format: 'plain',
  },
  parameters: bill({
    fatt_interattiva_data: {
      header: { descrizione_servizio_header_1: 'Fornitura di gas naturale' },
    },
  }),
};

/** A long value wraps instead of pushing the label out of the card. */
export const LongValue: Story = {
  args: { labelKey: 'demo.holder', path: 'holder_name', format: 'plain' },
  parameters: bill({
    holder_name: 'Condominio Via Giuseppe Garibaldi 12 – Amministrazione Rossi & Bianchi S.r.l.',
  }),
};
