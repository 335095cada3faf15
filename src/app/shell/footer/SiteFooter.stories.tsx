import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import alfaJson from '../../../../hosts/bolletta.alfa-energia.test/hostsettings.json' with { type: 'json' };
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import type { Catalogue } from '../../../i18n/index.ts';
import { host, WithHost } from '../../../ui/testing/navStories.tsx';
import { longFooterTexts } from '../../../ui/testing/storyData.ts';
import { asHostSettings } from '../../../../tests/fixtures.ts';
import SiteFooter from './SiteFooter.tsx';

const beta = 'bolletta-beta-gas-test';

function withoutFooterSettings(settings: HostSettings): HostSettings {
  const rest: HostSettings = { ...settings };
  delete rest['footer'];
  delete rest['social'];
  return rest;
}

/**
 * The footer of the toolbar's host, with its legal lines from that host's catalogue in the
 * toolbar's language, as the page shows it.
 */
const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: { host: asHostSettings(alfaJson) },
  argTypes: { host: { table: { disable: true } } },
  render: () => (
    <MemoryRouter>
      <WithHost>{(settings) => <SiteFooter host={settings} />}</WithHost>
    </MemoryRouter>
  ),
  parameters: { width: 1024 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's whole footer; Alfa: name, phone and e-mail links, three social links, three legal lines. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: '800 123 456' })).toHaveAttribute(
      'href',
      'tel:800123456',
    );
    await expect(
      within(footer).getAllByRole('link', { name: /si apre in una nuova scheda/ }),
    ).toHaveLength(3);
  },
};

/** The same on a phone (390 px): name, contacts, icons and legal lines stack in one column. */
export const FullOnAPhone: Story = { parameters: { width: 390 } };

/** Beta turns social links off (`social_link_presence` 0): contacts and legal lines only. */
export const NoSocial: Story = {
  globals: { host: beta },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('list', { name: 'Seguici sui social' })).toBeNull();
  },
};

/** Social links on, but Instagram and LinkedIn are empty: only Facebook and X show. */
export const SomeLinksEmpty: Story = {
  parameters: host((settings) => ({
    ...settings,
    social: {
      social_link_presence: 1,
      facebook: 'https://www.facebook.com/alfaenergia.test',
      instagram: '',
      linkedin: '',
      twitter: 'https://x.com/alfaenergia',
    },
  })),
};

/** A host without `footer` and `social` settings: the supplier's name alone. */
export const NoFooterSettings: Story = { parameters: host(withoutFooterSettings) };

/** Long legal lines and a long address wrap on a phone without overflowing. */
export const LongLegalLinesOnAPhone: Story = {
  parameters: { texts: longFooterTexts satisfies Catalogue, width: 390 },
};
