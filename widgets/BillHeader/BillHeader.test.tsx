import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import flagsOff from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { loadImages, showWith } from '../../src/ui/testing/testing.tsx';
import { BillHeader } from './BillHeader.tsx';

describe('BillHeader (spec §2 "Header")', () => {
  it('shows the service logo and both description lines when the flag is on', () => {
    showWith(full.document, <BillHeader />);
    loadImages();
    const header = screen.getByRole('group', { name: 'Intestazione della bolletta' });
    expect(screen.getByRole('img', { name: 'Logo del servizio' })).toHaveAttribute(
      'src',
      'https://www.alfa-energia.test/img/servizio-luce.svg',
    );
    expect(header).toHaveTextContent('Energia elettrica – Offerta Alfa Luce Casa');
    expect(header).toHaveTextContent('Prezzo fisso della materia energia per 24 mesi');
  });

  it('leaves the description lines out when the flag is missing (decision 3)', () => {
    showWith(gas.document, <BillHeader />);
    loadImages();
    expect(screen.getByRole('img', { name: 'Logo del servizio' })).toBeInTheDocument();
    expect(screen.queryByText('Beta Gas Casa')).not.toBeInTheDocument();
  });

  it('shows the right-hand logo of the template and hides logos that fail (spec §4)', () => {
    showWith(full.document, <BillHeader rightLogoUrl="/alfa/logo.svg" />);
    loadImages();
    const right = screen.getByRole('img', { name: 'Logo' });
    expect(right).toHaveAttribute('src', '/alfa/logo.svg');
    fireEvent.error(right);
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo del servizio' })).toBeInTheDocument();
  });

  it('renders nothing when there is no logo and no line to show', () => {
    const { container } = showWith(flagsOff.document, <BillHeader />);
    expect(container).toBeEmptyDOMElement();
  });
});
