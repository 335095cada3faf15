import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showWith } from '../shared/testing.tsx';
import { Warning } from './Warning.tsx';

describe('Warning (template 5 "warning", spec §2)', () => {
  it('is a note named by its title, with its text from the catalogue', () => {
    showWith(
      {},
      <Warning titleKey="widgets.warning.sample.title" textKey="widgets.warning.sample.text" />,
    );
    const note = screen.getByRole('note', { name: 'Avviso' });
    expect(note).toHaveTextContent('la bolletta arriva solo in formato digitale');
  });

  it('says it in words: the icon is hidden from screen readers', () => {
    const { container } = showWith(
      {},
      <Warning titleKey="widgets.warning.sample.title" textKey="widgets.warning.sample.text" />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
