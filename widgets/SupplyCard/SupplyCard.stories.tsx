import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import betaIcons from '../../fixtures/beta-2026-0002.json' with { type: 'json' };
import { bill, samples, wrongTypesSupply } from '../../src/ui/testing/storyData.ts';
import { SupplySelector } from '../SupplySelector/SupplySelector.tsx';
import type { SupplyCardProps } from './props.gen.ts';
import { SupplyCard } from './SupplyCard.tsx';

const meta = {
  title: 'Widgets/SupplyCard',
  component: SupplyCard,
  args: { showDetails: true, showHistory: true },
} satisfies Meta<typeof SupplyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card under the supply selector, as a template places them. */
function withSelector(args: SupplyCardProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector />
      <SupplyCard {...args} />
    </div>
  );
}

/** Electricity, one POD: code, address, consumption read, the power details (spec §3). */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas, one PDR: consumption in Smc and the gas details (REMI, category, C, PCS, class). */
export const Gas: Story = { parameters: bill(samples.gasOne) };

/** Three POD: the card shows the one chosen in the selector above it (spec §2). */
export const ThreeSupplies: Story = {
  parameters: bill(samples.powerThree),
  render: withSelector,
};

/** Three PDR with an estimated reading. */
export const ThreeGasSupplies: Story = {
  parameters: bill(samples.gasThree),
  render: withSelector,
};

/** Opens the card's history (the toggle at the bottom) and waits for both charts' tables. */
const openHistory: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Storico consumi e spesa annua' }));
  await expect(
    await canvas.findByRole('region', { name: 'Storico consumi' }, { timeout: 10000 }),
  ).toBeVisible();
  await expect(
    await canvas.findByRole('img', { name: /^Grafico della spesa/ }, { timeout: 10000 }),
  ).toBeVisible();
};

/**
 * The history open (spec §2 "an expandable history and annual-spend charts"): the supply's
 * consumption history and annual spend, fetched with ECharts on this first opening.
 */
export const HistoryOpen: Story = { parameters: bill(samples.powerOne), play: openHistory };

/** Gas, history open: one band in Smc, and the heating profile of the annual spend. */
export const GasHistoryOpen: Story = { parameters: bill(samples.gasOne), play: openHistory };

/**
 * Three POD, history open: the charts are those of the supply in the card; another supply
 * in the selector closes the history and builds its charts anew (spec §4).
 */
export const ThreeSuppliesHistoryOpen: Story = {
  parameters: bill(samples.powerThree),
  render: withSelector,
  play: openHistory,
};

/** Only the `_icon` flags on (project decision 70): the same history, behind the same toggle. */
export const HistoryByIconFlags: Story = { parameters: bill(betaIcons.document) };

/** A history without annual spend: the toggle names the consumption history only. */
export const HistoryWithoutSpend: Story = {
  parameters: bill({
    ...samples.powerOne,
    bolletta_interattiva_esponi_spesa_annua: 0,
    bolletta_interattiva_esponi_spesa_annua_icon: 0,
  }),
};

/**
 * `showConsumptionHistory: false`, where the page shows the consumption chart already (module
 * `consumi`, issue 13): the history, opened, holds the annual spend only.
 */
export const HistoryWithoutConsumption: Story = {
  args: { showConsumptionHistory: false },
  parameters: bill(samples.powerOne),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Spesa annua' }));
    await expect(
      await canvas.findByRole('img', { name: /^Grafico della spesa/ }, { timeout: 10000 }),
    ).toBeVisible();
  },
};

/** `showHistory: false`, for templates that show the chart widgets beside the card. */
export const WithoutHistory: Story = {
  args: { showHistory: false },
  parameters: bill(samples.powerOne),
};

/** Without the details: code, address and consumption only. */
export const WithoutDetails: Story = {
  args: { showDetails: false },
  parameters: bill(samples.powerOne),
};

/** Strings for numbers, nulls, 0000-00-00: empty lines are left out, text shown as written. */
export const WrongTypes: Story = {
  parameters: bill({ fatt_interattiva_data: { fornitura: [wrongTypesSupply] } }),
};

/** A bill without supplies: the card is not shown (empty canvas). */
export const Empty: Story = { parameters: bill({ fatt_interattiva_data: { fornitura: [] } }) };
