import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { hostWith, showInPage } from '../../src/ui/testing/testingNav.tsx';
import { HelpTiles } from './HelpTiles.tsx';

const helpLinks = {
  billGuide: 'https://www.alfa-energia.test/guida-alla-bolletta',
  contactUs: 'https://www.alfa-energia.test/contatti',
  faq: 'https://www.alfa-energia.test/faq',
  selfReading: 'https://www.alfa-energia.test/autolettura-gas',
};
const host = hostWith({ helpLinks });
const tileNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('HelpTiles (template 5 "help", spec §2 "Section screens")', () => {
  it('offers bill guide, contact us, FAQ and self-reading on a gas bill, under a heading', () => {
    showInPage(gas.document, host, <HelpTiles />);
    expect(screen.getByRole('region', { name: 'Serve aiuto?' })).toBeInTheDocument();
    expect(tileNames()).toEqual([
      'Guida alla bolletta (si apre in una nuova scheda)',
      'Contattaci (si apre in una nuova scheda)',
      'Domande frequenti (si apre in una nuova scheda)',
      "Come fare l'autolettura (si apre in una nuova scheda)",
    ]);
  });

  it('leaves self-reading out of a power bill', () => {
    showInPage(power.document, host, <HelpTiles />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /autolettura/ })).not.toBeInTheDocument();
  });

  it('opens each page in a new tab, without giving it the portal', () => {
    showInPage(power.document, host, <HelpTiles />);
    const guide = screen.getByRole('link', {
      name: 'Guida alla bolletta (si apre in una nuova scheda)',
    });
    expect(guide).toHaveAttribute('href', helpLinks.billGuide);
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide.getAttribute('rel')).toContain('noopener');
  });

  it('shows no tile for an empty or non-web address', () => {
    showInPage(
      power.document,
      hostWith({ helpLinks: { ...helpLinks, faq: '', contactUs: 'javascript:alert(1)' } }),
      <HelpTiles />,
    );
    expect(tileNames()).toEqual(['Guida alla bolletta (si apre in una nuova scheda)']);
  });

  it('renders nothing when the host has no help links', () => {
    showInPage(gas.document, hostWith(), <HelpTiles />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("takes the template's heading", () => {
    showInPage(power.document, host, <HelpTiles titleKey="demo.help" />);
    expect(screen.getByRole('region', { name: 'Aiuto' })).toBeInTheDocument();
  });
});
