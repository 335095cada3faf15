import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import alfaJson from '../../../../hosts/bolletta.alfa-energia.test/hostsettings.json' with { type: 'json' };
import alfaEn from '../../../../hosts/bolletta.alfa-energia.test/locales/en.json' with { type: 'json' };
import alfaIt from '../../../../hosts/bolletta.alfa-energia.test/locales/it.json' with { type: 'json' };
import betaJson from '../../../../hosts/bolletta.beta-gas.test/hostsettings.json' with { type: 'json' };
import betaIt from '../../../../hosts/bolletta.beta-gas.test/locales/it.json' with { type: 'json' };
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import en from '../../../i18n/en.json' with { type: 'json' };
import { createI18n, type Catalogue } from '../../../i18n/index.ts';
import { asHostSettings } from '../../../../tests/fixtures.ts';
import SiteFooter from './SiteFooter.tsx';

const alfa = asHostSettings(alfaJson);
const beta = asHostSettings(betaJson);

/**
 * Renders the footer for a host, with the product's texts of a language and the host's texts
 * (its `host` namespace) beside them. Added shallowly: a deep merge would write into the bundled
 * Italian catalogue, which every i18n instance shares, and leak into the next test.
 */
function show(
  settings: HostSettings,
  hostTexts: Catalogue = alfaIt,
  language = 'it',
  path = '/bollettainterattiva',
) {
  const i18n = createI18n(language);
  if (language !== 'it') i18n.addResourceBundle(language, 'translation', en);
  i18n.addResourceBundle(language, 'translation', { host: hostTexts['host'] });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <SiteFooter host={settings} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** Social values outside the schema on purpose: the footer must not trust what it is given. */
const withSocial = (social: Record<string, unknown>): HostSettings =>
  asHostSettings({ ...alfa, social: { ...alfa.social, ...social } });

const socialNames = () =>
  screen.queryAllByRole('link', { name: /nuova scheda/ }).map((link) => link.textContent);

describe('SiteFooter (spec §2 "Footers carry the supplier\'s social links, contacts and legal lines")', () => {
  it("shows the supplier's name, its contacts as links and its legal lines", () => {
    show(alfa);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Alfa Energia')).toBeInTheDocument();
    const contacts = within(footer).getByRole('list', { name: 'Contatti' });
    expect(within(contacts).getByRole('link', { name: '800 123 456' })).toHaveAttribute(
      'href',
      'tel:800123456',
    );
    expect(
      within(contacts).getByRole('link', { name: 'clienti@alfa-energia.test' }),
    ).toHaveAttribute('href', 'mailto:clienti@alfa-energia.test');
    expect(footer).toHaveTextContent('P.IVA e C.F. 09876543210');
    expect(footer).toHaveTextContent('Società soggetta alla regolazione di ARERA');
  });

  it('links the social pages the host fills in, each in a new tab and named for screen readers', () => {
    show(alfa);
    const social = screen.getByRole('list', { name: 'Seguici sui social' });
    expect(within(social).getAllByRole('link')).toHaveLength(3);
    const facebook = within(social).getByRole('link', {
      name: 'Facebook (si apre in una nuova scheda)',
    });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/alfaenergia.test');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(
      within(social).getByRole('link', { name: 'LinkedIn (si apre in una nuova scheda)' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/company/alfa-energia-test');
    expect(within(social).queryByRole('link', { name: /X \(Twitter\)/ })).toBeNull();
  });

  describe('§3 "Social data": social_link_presence turns the social links on only as 1 or "1"', () => {
    it.each([
      [1, 3],
      ['1', 3],
      [0, 0],
      ['0', 0],
      [true, 0],
      [null, 0],
      [undefined, 0],
    ])('social_link_presence %j shows %i social links', (presence, count) => {
      show(withSocial({ social_link_presence: presence }));
      expect(socialNames()).toHaveLength(count);
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a script', 'javascript:alert(1)'],
    ['another scheme', 'ftp://files.alfa-energia.test/'],
    ['relative', 'www.facebook.com/alfa'],
    ['a number', 42],
    ['an object', { url: 'https://x.test' }],
  ])('leaves out a social link that is %s, keeping the others (decision 6)', (_, value) => {
    show(withSocial({ facebook: value, twitter: 'https://x.com/alfaenergia' }));
    expect(socialNames()).toEqual([
      'Instagram (si apre in una nuova scheda)',
      'LinkedIn (si apre in una nuova scheda)',
      'X (Twitter) (si apre in una nuova scheda)',
    ]);
  });

  it.each([
    ['/bollettainterattiva', true],
    ['/nexiAnnullo', false],
    ['/nexiEsito', false],
  ])('on %s offers "Preferenze cookie": %s (spec §2, decision 557)', (path, offered) => {
    show(alfa, alfaIt, 'it', path);
    expect(screen.queryByRole('button', { name: 'Preferenze cookie' }) !== null).toBe(offered);
  });

  it('hides every social link of a host that turns them off', () => {
    show(beta, betaIt);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Beta Gas S.r.l.');
    expect(screen.queryByRole('list', { name: 'Seguici sui social' })).toBeNull();
  });

  it('never shows a legal line whose key has no text, nor a raw key', () => {
    show(
      {
        ...alfa,
        footer: {
          lines: ['host.footer.missing', 'host.footer', 'host.footer.company', 'host.empty'],
          contacts: [],
        },
      },
      { host: { ...alfaIt.host, empty: '' } },
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Alfa Energia S.p.A. – Via dell');
    expect(footer).not.toHaveTextContent(/host\.|missing|object/);
    expect(footer.querySelectorAll('p')).toHaveLength(2); // the name and the one line
  });

  it('shows a contact that is neither a phone nor an address as written, not as a link', () => {
    show({ ...alfa, footer: { contacts: ['Numero verde dal lunedì al venerdì', 'a@b'] } });
    const contacts = screen.getByRole('list', { name: 'Contatti' });
    expect(within(contacts).queryByRole('link')).toBeNull();
    expect(contacts).toHaveTextContent('Numero verde dal lunedì al venerdì');
  });

  it("speaks the customer's language: the host's English legal lines and link names", () => {
    show(alfa, alfaEn, 'en');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('VAT and tax code 09876543210');
    expect(
      within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('list', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('shows only the name for a host without footer and social settings', () => {
    const bare: HostSettings = { ...alfa };
    delete bare['footer'];
    delete bare['social'];
    show(bare);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Alfa Energia')).toBeInTheDocument();
    expect(within(footer).queryByRole('list')).toBeNull();
    expect(within(footer).queryByRole('link')).toBeNull();
  });

  it('renders nothing, not even an empty landmark, when the host gives nothing to show', () => {
    const bare: HostSettings = { templateName: 't1', supplier: 'alfa', locales: ['it'] };
    const { container } = show(bare);
    expect(container).toBeEmptyDOMElement();
  });
});
