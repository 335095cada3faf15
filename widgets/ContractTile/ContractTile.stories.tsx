import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import longTexts from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import onlyCustomer from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { bill } from '../../src/ui/testing/stories.ts';
import { ContractTile } from './ContractTile.tsx';

const meta = {
  title: 'Widgets/ContractTile',
  component: ContractTile,
  args: {},
} satisfies Meta<typeof ContractTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer code and contract code from the index fields. */
export const BothCodes: Story = { parameters: bill(power.document) };

/** A long contract code wraps on a phone. */
export const LongCode: Story = { parameters: { ...bill(longTexts.document), width: 280 } };

/** Only the customer code is in the bill. */
export const CustomerCodeOnly: Story = { parameters: bill(onlyCustomer.document) };

/** Neither code: nothing is rendered (the canvas is empty). */
export const Empty: Story = { parameters: bill(minimal.document) };
