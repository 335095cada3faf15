import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { bill, withServedLogos } from '../../src/ui/testing/stories.ts';
import { ContactsCard } from './ContactsCard.tsx';

const meta = {
  title: 'Widgets/ContactsCard',
  component: ContactsCard,
  args: {},
} satisfies Meta<typeof ContactsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every contact: phones (tel:), e-mail and PEC (mailto:), emergency number, distributor. */
export const Extended: Story = {
  parameters: bill(withServedLogos(power.document)),
};

/** The basic variant: two phones and the e-mail. */
export const Basic: Story = {
  args: { extended: false },
  parameters: bill(power.document),
};

/** A gas bill of the second supplier; its toll-free badge fails to load and is hidden. */
export const Gas: Story = {
  parameters: bill(gas.document),
};

/** Decision 6: a text that is not a number or an address is shown, never linked. */
export const TextNotALink: Story = {
  parameters: bill({
    landing_page_tel1: 'Chiamaci dal lunedì al venerdì, 8–20',
    landing_email: 'scrivici dal sito',
  }),
};

/** No contacts in the bill: the card renders nothing (the canvas is empty). */
export const Empty: Story = {
  parameters: bill(minimal.document),
};
