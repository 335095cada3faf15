import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { OfferBox } from './OfferBox.tsx';

const meta = {
  title: 'Widgets/OfferBox',
  component: OfferBox,
  args: {},
} satisfies Meta<typeof OfferBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed-price power offer, with its code for the regulator's portal. */
export const FixedPrice: Story = { parameters: bill(samples.powerOne) };

/** A variable-price gas offer. */
export const VariablePrice: Story = { parameters: bill(alfaTwo.document) };

/** Only a name and a price kind the page does not know: shown as written. */
export const Partial: Story = {
  parameters: bill({
    fatt_interattiva_data: {
      box_offerta: { nome_offerta: 'Offerta Placet', tipo_prezzo: 'PUN + 0,01' },
    },
  }),
};

/** A bill without the block: nothing. */
export const WithoutBox: Story = { parameters: bill(samples.minimal) };
