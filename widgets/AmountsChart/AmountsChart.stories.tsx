import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import betaFour from '../../fixtures/beta-2026-0004.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { AmountsChart } from '../../src/ui/charts/amounts/AmountsChart.tsx';

const meta = {
  title: 'Widgets/AmountsChart',
  component: AmountsChart,
  args: { framed: true },
} satisfies Meta<typeof AmountsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries with their own colours (decision 11). */
export const OwnColours: Story = { parameters: bill(samples.powerOne) };

/** Entries without colours: the 10-colour palette. */
export const Palette: Story = { parameters: bill(alfaTwo.document) };

/** A value written as Italian text (`"561,30"`). */
export const TextValues: Story = { parameters: bill(betaFour.document) };

/** Wider than 900 px: the legend goes beside the ring (spec §9). */
export const Wide: Story = { parameters: { ...bill(samples.powerOne), width: 1000 } };

/** The flag on but an empty list: nothing is shown (§5; empty canvas). */
export const Empty: Story = {
  parameters: bill({
    bolletta_interattiva_sintesi_import_grafico: 1,
    fatt_interattiva_data: { sintesi_importi: { grafico_importi: [] } },
  }),
};
