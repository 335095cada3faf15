import type { Meta, StoryObj } from '@storybook/react-vite';
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { MissedPayments } from './MissedPayments.tsx';

const meta = {
  title: 'Widgets/MissedPayments',
  component: MissedPayments,
  args: {},
} satisfies Meta<typeof MissedPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

const missed = (mancati_pagamenti: unknown) =>
  bill({ fatt_interattiva_data: { mancati_pagamenti } });

/** Electricity bill with three missed payments: amounts as numbers and as text (decision 7). */
export const Power: Story = { parameters: bill(samples.arrears) };

/** Gas credit note with one missed payment. */
export const Gas: Story = { parameters: bill(samples.gasArrears) };

/** On a phone each row stacks: number and amount first, the dates below, never wider than the page. */
export const Phone: Story = { parameters: { ...bill(samples.arrears), width: 358 } };

/** In a wide card (a desktop column) it is a table: amounts right-aligned in tabular figures. */
export const Desktop: Story = { parameters: { ...bill(samples.arrears), width: 720 } };

/** Strings for numbers, nulls, 0000-00-00, a row that is not an object: empty cells. */
export const WrongTypes: Story = {
  parameters: missed([
    { numero_documento: 77, data_emissione: '0000-00-00', data_scadenza: null, importo: '98,15' },
    'not a row',
    { numero_documento: 'A-1', data_emissione: '2026-01-08 10:00:00', importo: { a: 1 } },
  ]),
};

/** No missed payments: the widget is not shown (empty canvas). */
export const Empty: Story = { parameters: missed([]) };

/** A map where a list belongs (decision 15): not shown. */
export const NotAList: Story = { parameters: missed({ numero_documento: 'A-1' }) };
