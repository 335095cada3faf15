import { MemoryRouter } from 'react-router-dom';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import alfaJson from '../../../../hosts/bolletta.alfa-energia.test/hostsettings.json' with { type: 'json' };
import { createShellStore, ShellProvider } from '../../../state/shell.ts';
import { WithHost } from '../../../ui/testing/navStories.tsx';
import { asHostSettings } from '../../../../tests/fixtures.ts';
import { consentKey } from './consent.ts';
import CookieBanner from './CookieBanner.tsx';

/** Each story starts with no answer given, and leaves none behind for the next. */
const unanswered: Decorator = (Story) => {
  localStorage.removeItem(consentKey);
  return (
    <ShellProvider store={createShellStore()}>
      <Story />
    </ShellProvider>
  );
};

/** The banner of the toolbar's host, in its colours and the toolbar's language. */
const meta = {
  title: 'Shell/CookieBanner',
  component: CookieBanner,
  decorators: [unanswered],
  args: { host: asHostSettings(alfaJson) },
  argTypes: { host: { table: { disable: true } } },
  render: () => (
    <MemoryRouter>
      <WithHost>{(settings) => <CookieBanner host={settings} />}</WithHost>
    </MemoryRouter>
  ),
  parameters: { width: 1024 },
  afterEach: () => {
    localStorage.removeItem(consentKey);
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alfa names its cookie policy: the link after the text; Rifiuta and Accetta alike. */
export const WithPolicy: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Questo sito usa i cookie' });
    await expect(
      within(banner).getByRole('link', { name: /Informativa sui cookie/ }),
    ).toBeVisible();
  },
};

/** Beta names none: the text and the two choices only, in Beta's colours. */
export const WithoutPolicy: Story = { globals: { host: 'bolletta-beta-gas-test' } };

/** On a phone the two choices share the width, equally. */
export const OnAPhone: Story = { parameters: { width: 390 } };
