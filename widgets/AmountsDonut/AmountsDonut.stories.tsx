import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import betaFour from '../../fixtures/beta-2026-0004.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { AmountsDonut } from '../../src/ui/charts/donut/AmountsDonut.tsx';

const meta = {
  title: 'Widgets/AmountsDonut',
  component: AmountsDonut,
  args: { framed: true },
} satisfies Meta<typeof AmountsDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Power, entries with their own colours; collapsed: the ring and its legend only. */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas, entries without colours: the palette cycles over 10 (spec §9). */
export const Gas: Story = { parameters: bill(alfaTwo.document) };

/** Expanded from the start: the table of the same entries. */
export const Expanded: Story = { args: { expanded: true }, parameters: bill(samples.powerOne) };

/** A legend entry picked: its slice pulled out, its row highlighted, the detail opened. */
export const Picked: Story = {
  parameters: bill(samples.powerOne),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = canvas.getByRole('button', { name: 'Imposte' });
    await userEvent.click(entry);
    await expect(entry).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Nascondi dettaglio' })).toBeVisible();
  },
};

/** A value written as Italian text (`"561,30"`). */
export const TextValues: Story = { parameters: bill(betaFour.document) };

/** Wider than 900 px: the legend goes beside the ring (spec §9). */
export const Wide: Story = { parameters: { ...bill(samples.powerOne), width: 1000 } };

/** The flag on but an empty list: nothing is shown (§5). */
export const Empty: Story = {
  parameters: bill({
    bolletta_interattiva_sintesi_import_grafico: 1,
    fatt_interattiva_data: { sintesi_importi: { grafico_importi: [] } },
  }),
};
