import type { Meta, StoryObj } from '@storybook/react-vite';
import { bill, samples, wrongTypesSupply } from '../../src/ui/testing/storyData.ts';
import { SupplyCard } from '../SupplyCard/SupplyCard.tsx';
import { SupplySelector } from './SupplySelector.tsx';

const meta = {
  title: 'Widgets/SupplySelector',
  component: SupplySelector,
  args: {},
} satisfies Meta<typeof SupplySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three POD of a condominium: the first is preselected (spec §2 "Supply data"). */
export const ThreeSupplies: Story = { parameters: bill(samples.powerThree) };

/** Three PDR of a business: gas supplies are named by their PDR. */
export const ThreeGasSupplies: Story = { parameters: bill(samples.gasThree) };

/** The choice is shared through the store: the card below follows the selector. */
export const WithSupplyCard: Story = {
  parameters: bill(samples.powerThree),
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector {...args} />
      <SupplyCard />
    </div>
  ),
};

/** Spec §5: with one supply there is nothing to choose, so the canvas is empty. */
export const OneSupply: Story = { parameters: bill(samples.powerOne) };

/** A bill without supplies: empty canvas. */
export const Empty: Story = { parameters: bill({}) };

/** Items that are not supplies are skipped; a supply without a code is named by its place. */
export const WrongTypes: Story = {
  parameters: bill({
    fatt_interattiva_data: {
      fornitura: [wrongTypesSupply, 'not a supply', { indirizzo: ['Via Senza Codice 3'] }],
    },
  }),
};
