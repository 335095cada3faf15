import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkTile } from './LinkTile.tsx';

const link = {
  href: 'https://www.alfa-energia.test/area',
  label: 'Accedi',
  newTab: '(si apre in una nuova scheda)',
};

describe('LinkTile', () => {
  it('is a region named by its title, whose button opens the page in a new tab and says so', () => {
    render(<LinkTile icon="lock" title="Area riservata" text="Le tue bollette" link={link} />);
    expect(screen.getByRole('region', { name: 'Area riservata' })).toHaveTextContent(
      'Le tue bollette',
    );
    const button = screen.getByRole('link', { name: 'Accedi (si apre in una nuova scheda)' });
    expect(button).toHaveAttribute('href', link.href);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
  });

  it('is the title and the sentence alone without a link', () => {
    render(<LinkTile icon="web" title="Bolletta web" text="Sul sito" />);
    expect(screen.getByRole('region', { name: 'Bolletta web' })).toHaveTextContent('Sul sito');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
