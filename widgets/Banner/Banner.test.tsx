import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import full from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { showWith } from '../shared/testing.tsx';
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

  it.each(['javascript:alert(1)', 'www.alfa-energia.test', 42])(
    'renders nothing for the link %s (decision 6: http and https only)',
    (link) => {
      const { container } = showWith(
        { bolletta_interattiva_banner_link: link },
        <Banner imageUrl="/alfa/banner.png" />,
      );
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('renders nothing without a link', () => {
    const { container } = showWith(minimal.document, <Banner imageUrl="/alfa/banner.png" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disappears when its image fails to load (spec §8)', () => {
    const { container } = showWith(full.document, <Banner imageUrl="/alfa/banner.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(container).toBeEmptyDOMElement();
  });
});
