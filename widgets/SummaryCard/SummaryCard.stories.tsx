import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import condominium from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import credit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import longTexts from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import { bill, storyImage, withServedLogos } from '../../src/ui/testing/stories.ts';
import { samples } from '../../src/ui/testing/storyData.ts';
import { SummaryCard } from './SummaryCard.tsx';

const meta = {
  title: 'Widgets/SummaryCard',
  component: SummaryCard,
  args: {},
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An electricity bill with everything: logo, period (its flag on), every index field. */
export const Power: Story = {
  args: { profileImageUrl: storyImage },
  parameters: bill(withServedLogos(power.document)),
};

/** A gas bill: the logo comes from the header when riepilogo_doc has none. */
export const Gas: Story = {
  parameters: bill(withServedLogos(gas.document)),
};

/** Spec §4: logos that fail to load (the fixtures' own addresses) are hidden, nothing jumps. */
export const LogoLoadError: Story = {
  args: { profileImageUrl: '/missing-avatar.png' },
  parameters: bill(power.document),
};

/** A condominium with a "c/o" line; the billing period flag is missing, so no period. */
export const WithoutPeriod: Story = {
  parameters: bill(condominium.document),
};

/** A credit note: the document type says so. */
export const CreditNote: Story = {
  parameters: bill(credit.document),
};

/** Texts over 200 characters wrap inside the card, never overflow (phone width). */
export const LongTexts: Story = {
  parameters: { ...bill(withServedLogos(longTexts.document)), width: 360 },
};

/** The minimal bill: holder, number and date only. */
export const Minimal: Story = {
  parameters: bill(minimal.document),
};

/** The template may leave the index fields to another widget. */
export const WithoutIndexFields: Story = {
  args: { showIndexFields: false },
  parameters: bill(withServedLogos(power.document)),
};

/** A paid condominium bill with three supplies. */
export const PaidSeveralSupplies: Story = { parameters: bill(withServedLogos(samples.paid)) };

/** Direct debit. */
export const DirectDebit: Story = { parameters: bill(withServedLogos(samples.directDebit)) };
