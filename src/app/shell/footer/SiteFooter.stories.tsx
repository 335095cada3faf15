import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import alfaJson from '../../../../hosts/bolletta.alfa-energia.test/hostsettings.json' with { type: 'json' };
import alfaIt from '../../../../hosts/bolletta.alfa-energia.test/locales/it.json' with { type: 'json' };
import betaJson from '../../../../hosts/bolletta.beta-gas.test/hostsettings.json' with { type: 'json' };
import betaIt from '../../../../hosts/bolletta.beta-gas.test/locales/it.json' with { type: 'json' };
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { createI18n, type Catalogue } from '../../../i18n/index.ts';
import { asHostSettings } from '../../../../tests/fixtures.ts';
import SiteFooter from './SiteFooter.tsx';

const alfa = asHostSettings(alfaJson);
const beta = asHostSettings(betaJson);

/**
 * The product's Italian texts with a host's texts (its `host` namespace) beside them, as the page
 * loads them. Added shallowly: a deep merge would write into the bundled Italian catalogue, which
 * every i18n instance shares, and change the texts of other widgets' stories.
 */
function texts(catalogue: Catalogue) {
  const i18n = createI18n();
  i18n.addResourceBundle('it', 'translation', { host: catalogue['host'] });
  return i18n;
}

/** The footer's legal lines live in the host's catalogue, which the preview does not load. */
function hostTexts(catalogue: Catalogue): Decorator {
  const i18n = texts(catalogue);
  return (Story) => (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
}

const longLines: Catalogue = {
  host: {
    footer: {
      company:
        'Alfa Energia Società per Azioni con socio unico, soggetta ad attività di direzione e coordinamento di Alfa Holding Partecipazioni Industriali S.p.A. – Sede legale e amministrativa: Via dell’Innovazione Tecnologica e della Transizione Energetica 10, 20126 Milano (MI)',
      legal:
        'P.IVA e C.F. 09876543210 – Capitale sociale € 1.000.000 i.v. – REA MI-2099999 – PEC: amministrazione.alfaenergia@pec.alfa-energia-servizi-clienti.test',
      authority:
        'Società soggetta alla regolazione di ARERA, Autorità di Regolazione per Energia Reti e Ambiente, Piazza Cavour 5, 20121 Milano – www.arera.it',
    },
  },
};

function withoutFooterSettings(): HostSettings {
  const settings: HostSettings = { ...alfa };
  delete settings['footer'];
  delete settings['social'];
  return settings;
}

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: { host: alfa },
  decorators: [hostTexts(alfaIt)],
  parameters: { width: 1024 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alfa's footer: name, phone and e-mail links, the social links it fills in, three legal lines. */
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
  decorators: [hostTexts(betaIt)],
  args: { host: beta },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('list', { name: 'Seguici sui social' })).toBeNull();
  },
};

/** Social links on, but Instagram and LinkedIn are empty: only Facebook and X show. */
export const SomeLinksEmpty: Story = {
  args: {
    host: asHostSettings({
      ...alfa,
      social: { ...alfa.social, instagram: '', linkedin: '', twitter: 'https://x.com/alfaenergia' },
    }),
  },
};

/** A host without `footer` and `social` settings: the supplier's name alone. */
export const NoFooterSettings: Story = { args: { host: withoutFooterSettings() } };

/** Long legal lines and a long address wrap on a phone without overflowing. */
export const LongLegalLinesOnAPhone: Story = {
  decorators: [hostTexts(longLines)],
  parameters: { width: 390 },
};
