import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import longTexts from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import flagsOff from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import { bill, storyImage, withServedLogos } from '../../src/ui/testing/stories.ts';
import { BillHeader } from './BillHeader.tsx';

const meta = {
  title: 'Widgets/BillHeader',
  component: BillHeader,
  args: {},
  parameters: { width: 720 },
} satisfies Meta<typeof BillHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, both description lines (flag on) and the supplier's logo on the right. */
export const WithDescription: Story = {
  args: { rightLogoUrl: storyImage },
  parameters: { ...bill(withServedLogos(power.document)), width: 720 },
};

/** The description flag is missing: the logo alone. */
export const LogoOnly: Story = {
  parameters: { ...bill(withServedLogos(gas.document)), width: 720 },
};

/** Spec §4: a logo that fails to load is hidden; the lines stay. */
export const LogoLoadError: Story = {
  parameters: { ...bill(power.document), width: 720 },
};

/** Long description lines wrap on a phone. */
export const LongLines: Story = {
  parameters: { ...bill(withServedLogos(longTexts.document)), width: 360 },
};

/** No logo, flag off: nothing is rendered (the canvas is empty). */
export const Empty: Story = {
  parameters: { ...bill(flagsOff.document), width: 720 },
};
