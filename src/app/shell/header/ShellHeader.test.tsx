import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import alfaJson from '../../../../hosts/bolletta.alfa-energia.test/hostsettings.json' with { type: 'json' };
import betaJson from '../../../../hosts/bolletta.beta-gas.test/hostsettings.json' with { type: 'json' };
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { asHostSettings } from '../../../../tests/fixtures.ts';
import { createI18n } from '../../../i18n/index.ts';
import ShellHeader from './ShellHeader.tsx';

const alfa = asHostSettings(alfaJson);
const beta = asHostSettings(betaJson);

function show(host: HostSettings) {
  return render(
    <I18nextProvider i18n={createI18n('it')}>
      <ShellHeader host={host} />
    </I18nextProvider>,
  );
}

describe('ShellHeader: whose page this is (issue 30)', () => {
  it('names the host with its logo, linked to its home, even with one language and no login', () => {
    show(beta);
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Beta Gas' });
    expect(home).toHaveAttribute('href', 'https://www.beta-gas.test/');
    // The logo is the host's file, served beside /hostsettings.json; decorative beside the name.
    const logo = banner.querySelector('img');
    expect(logo).toHaveAttribute('src', '/logo.svg');
    expect(logo).toHaveAttribute('alt', '');
  });

  it('keeps the name, and no room for the logo, when the logo fails to load', () => {
    show(alfa);
    const banner = screen.getByRole('banner');
    const logo = banner.querySelector('img');
    if (logo === null) throw new Error('no logo');
    fireEvent.error(logo);
    expect(logo).not.toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Alfa Energia' })).toBeVisible();
  });

  it('names the host without a link when its settings have no home', () => {
    const noHome: HostSettings = { ...beta };
    delete noHome.homeUrl;
    show(noHome);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(banner).toHaveTextContent('Beta Gas');
  });
});
