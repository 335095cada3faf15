import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/index.ts';
import { Heading } from './Heading.tsx';
import type { HeadingProps } from './props.gen.ts';

function show(props: HeadingProps) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <Heading {...props} />
    </I18nextProvider>,
  );
}

describe('Heading', () => {
  it("shows the catalogue's text for its key", () => {
    show({ textKey: 'demo.title' });
    expect(screen.getByRole('heading', { name: 'La tua bolletta' })).toBeInTheDocument();
  });

  it('is a level-2 heading unless the template says otherwise', () => {
    show({ textKey: 'demo.title' });
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it.each([1, 2, 3] as const)('is a level-%i heading when the template asks for it', (level) => {
    show({ textKey: 'demo.title', level });
    expect(screen.getByRole('heading', { level })).toHaveTextContent('La tua bolletta');
  });

  it('shows the key itself when the catalogue has no text for it', () => {
    show({ textKey: 'missing.key' });
    expect(screen.getByRole('heading')).toHaveTextContent('missing.key');
  });
});
