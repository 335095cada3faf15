import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import { showWith, valueOf } from '../../src/ui/testing/testing.tsx';
import { OfferBox } from './OfferBox.tsx';

describe("OfferBox (issue 32: the 2025 format's box dell'offerta)", () => {
  it('says the offer, its portal code, the kind of price and when its conditions expire', () => {
    showWith(alfaOne.document, <OfferBox />);
    expect(screen.getByRole('region', { name: 'La tua offerta' })).toBeInTheDocument();
    expect(valueOf("Nome dell'offerta")).toBe('Alfa Luce Casa 24');
    expect(valueOf("Codice dell'offerta")).toBe('000231ESFML24XXALFALUCECASA24');
    expect(valueOf('Prezzo')).toBe('Fisso');
    expect(valueOf('Condizioni economiche valide fino al')).toBe('31/03/2027');
  });

  it("links the regulator's offer portal in a new tab, and says so", () => {
    showWith(alfaTwo.document, <OfferBox />);
    expect(valueOf('Prezzo')).toBe('Variabile');
    const link = screen.getByRole('link', {
      name: /^Confronta le offerte su ilportaleofferte\.it/,
    });
    expect(link).toHaveAccessibleName(/\(si apre in una nuova scheda\)$/);
    expect(link).toHaveAttribute('href', 'https://www.ilportaleofferte.it/portaleOfferte/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a price kind it does not know as written, and nothing without a box', () => {
    showWith(
      {
        fatt_interattiva_data: {
          box_offerta: { nome_offerta: 'X', tipo_prezzo: 'Indicizzato PUN' },
        },
      },
      <OfferBox />,
    );
    expect(valueOf('Prezzo')).toBe('Indicizzato PUN');
    expect(screen.queryByText("Codice dell'offerta")).toBeNull();
  });

  it('shows nothing for a bill without an offer box', () => {
    const { container } = showWith({ document_number: 'X1' }, <OfferBox />);
    expect(container).toBeEmptyDOMElement();
  });
});
