import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { showWith } from '../../src/ui/testing/testing.tsx';
import { Banner } from './Banner.tsx';

describe('Banner (module banner_pubblicitario)', () => {
  it('is an image link to bolletta_interattiva_banner_link, opened in a new tab', () => {
    showWith(full.document, <Banner imageUrl="/alfa/banner.png" />);
    const link = screen.getByRole('link', { name: /Scopri le offerte del tuo fornitore/ });
    expect(link).toHaveAttribute('href', 'https://www.alfa-energia.test/offerte/fotovoltaico');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/nuova scheda/);
  });

  it.each(['javascript:alert(1)', 'www.alfa-energia.test', 'mailto:offerte@alfa.test', 42])(
    'shows the image and its text without a link for the refused link %s (decision 6, issue 13)',
    (link) => {
      showWith({ bolletta_interattiva_banner_link: link }, <Banner imageUrl="/alfa/banner.png" />);
      expect(
        screen.getByRole('img', { name: 'Scopri le offerte del tuo fornitore' }),
      ).toHaveAttribute('src', '/alfa/banner.png');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByText(/nuova scheda/)).not.toBeInTheDocument();
    },
  );

  it.each([null, '', '  '])('renders nothing for the empty link %j (decision 66)', (link) => {
    const { container } = showWith(
      { bolletta_interattiva_banner_link: link },
      <Banner imageUrl="/alfa/banner.png" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without a link', () => {
    const { container } = showWith(minimal.document, <Banner imageUrl="/alfa/banner.png" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden, in its box, when its image fails to load (spec §8, decision 176)', () => {
    const { container } = showWith(full.document, <Banner imageUrl="/alfa/banner.png" />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    // Nothing of it is seen, read or focused; its box stays, so nothing below it moves.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(image).not.toBeVisible();
    expect(container.firstElementChild).toContainElement(image);
  });

  it('keeps the box of an image of known size before it arrives (decision 176)', () => {
    showWith(full.document, <Banner imageUrl="/alfa/banner.png" width={720} height={180} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '720');
    expect(image).toHaveAttribute('height', '180');
    expect(image.style.aspectRatio).toBe('720 / 180');
  });
});
