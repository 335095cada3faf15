import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { loadImages } from '../../src/ui/testing/testing.tsx';
import { hostWith, showInPage } from '../../src/ui/testing/testingNav.tsx';
import { AppHeader } from './AppHeader.tsx';
import { hostLogoUrl } from './hostLogo.ts';

const host = hostWith({ supplierName: 'Alfa Energia', theme: { logo: 'logo.svg' } });
const openDialog = () => screen.getByRole('status', { name: 'open dialog' });

describe('AppHeader (template 5 "header", spec §2 "Header" and "Template 5")', () => {
  it("leaves the host's logo to the shell header above every page (decision 507)", () => {
    showInPage(minimal.document, host, <AppHeader />);
    expect(screen.queryByRole('img', { name: /Alfa Energia/ })).not.toBeInTheDocument();
  });

  it('shows the two service description lines when their flag is on', () => {
    showInPage(power.document, host, <AppHeader />);
    const header = screen.getByRole('group', { name: 'Intestazione della bolletta' });
    const { header: lines } = power.document.fatt_interattiva_data;
    expect(header).toHaveTextContent(lines.descrizione_servizio_header_1);
    expect(header).toHaveTextContent(lines.descrizione_servizio_header_2);
  });

  it('leaves the description lines out while the flag is off', () => {
    showInPage(gas.document, host, <AppHeader />);
    const { header: lines } = gas.document.fatt_interattiva_data;
    expect(screen.queryByText(lines.descrizione_servizio_header_1)).not.toBeInTheDocument();
  });

  it('shows the service logo on the right, and hides it when it fails to load', () => {
    showInPage(power.document, host, <AppHeader />);
    loadImages();
    const logo = screen.getByRole('img', { name: 'Logo del servizio' });
    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Logo del servizio' })).not.toBeInTheDocument();
  });

  it('has no service logo when the bill has none', () => {
    showInPage(minimal.document, host, <AppHeader />);
    expect(screen.queryByRole('img', { name: 'Logo del servizio' })).not.toBeInTheDocument();
  });

  it('opens the help dialog and the profile dialog from named buttons', async () => {
    const user = userEvent.setup();
    showInPage(minimal.document, host, <AppHeader />);
    const help = screen.getByRole('button', { name: 'Aiuto' });
    const profile = screen.getByRole('button', { name: 'Il mio profilo' });
    expect(help).toHaveAttribute('aria-haspopup', 'dialog');
    expect(profile).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(help);
    expect(openDialog()).toHaveTextContent('help');
    await user.click(profile);
    expect(openDialog()).toHaveTextContent('profile');
  });

  it("opens the template's own triggers, from the keyboard too", async () => {
    const user = userEvent.setup();
    showInPage(minimal.document, host, <AppHeader helpTrigger="aiuto" profileTrigger="me" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aiuto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openDialog()).toHaveTextContent('aiuto');
    await user.tab();
    await user.keyboard(' ');
    expect(openDialog()).toHaveTextContent('me');
  });

  it('still offers help and profile without host settings or a logo', () => {
    showInPage(undefined, undefined, <AppHeader />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});

describe('hostLogoUrl (host-settings schema `theme.logo`)', () => {
  it.each([
    ['logo.svg', '/logo.svg'],
    ['img/brand-2.png', '/img/brand-2.png'],
    ['https://cdn.alfa.test/logo.webp', 'https://cdn.alfa.test/logo.webp'],
    ['javascript:alert(1)', undefined],
    ['../secret.svg', undefined],
    ['', undefined],
    [42, undefined],
  ])('reads %j as %j', (logo, url) => {
    expect(hostLogoUrl(hostWith({ theme: { logo } }))).toBe(url);
  });

  it('is undefined without settings or theme', () => {
    expect(hostLogoUrl(undefined)).toBeUndefined();
    expect(hostLogoUrl(hostWith())).toBeUndefined();
  });
});
