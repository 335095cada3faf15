import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { EngineProvider } from '../../src/engine/render/index.ts';
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { SupplySelector } from '../SupplySelector/SupplySelector.tsx';
import { ConsumptionCard } from './ConsumptionCard.tsx';
import { PowerChartsSkeleton } from './Skeleton.tsx';

/** The card inside the engine, so the self-reading button reaches the dialog controls. */
const meta = {
  title: 'Widgets/ConsumptionCard',
  component: ConsumptionCard,
  args: {},
  decorators: [
    (Story) => (
      <EngineProvider registry={{}} templateId="story" onEvent={action('engine event')}>
        <Story />
      </EngineProvider>
    ),
  ],
} satisfies Meta<typeof ConsumptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gas: Smc, the PDR, this month's self-reading dates, the reminder and self-reading buttons. */
export const Gas: Story = { parameters: bill(samples.gasOne) };

/** Gas, estimated reading, three PDR: the card follows the selector. */
export const GasThreeSupplies: Story = {
  parameters: bill(samples.gasThree),
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector />
      <ConsumptionCard {...args} />
    </div>
  ),
};

/** Power: kWh, the POD, the change against the previous year and the two charts. */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Power, wide: the two years side by side. */
export const PowerWide: Story = { parameters: { ...bill(samples.powerOne), width: 720 } };

/** Three POD: charts rebuilt for the supply chosen in the selector (spec §4). */
export const PowerThreeSupplies: Story = {
  parameters: bill(samples.powerThree),
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector />
      <ConsumptionCard {...args} />
    </div>
  ),
};

/** Power without a history: a quiet sentence under the latest value. */
export const PowerEmpty: Story = {
  parameters: bill({
    tipo_bolletta: 'ENERGIA ELETTRICA',
    fatt_interattiva_data: {
      fornitura: [{ tipo_punto: 'POD', pod: 'IT001E1', consumi: { consumo: 210 } }],
    },
  }),
};

/** The power charts' skeleton, at their size, while ECharts loads. */
export const PowerLoading: Story = { render: () => <PowerChartsSkeleton /> };
