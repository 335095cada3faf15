import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/index.ts';
import type { TextProps } from './props.gen.ts';
import { Text } from './Text.tsx';

function show(props: TextProps) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <Text {...props} />
    </I18nextProvider>,
  );
  return screen.getByRole('paragraph');
}

describe('Text', () => {
  it("shows the catalogue's text for its key as a paragraph", () => {
    expect(show({ textKey: 'demo.intro' })).toHaveTextContent(
      'Anteprima di un modello con una bolletta di esempio.',
    );
  });

  it('shows muted text in the muted colour', () => {
    expect(show({ textKey: 'demo.intro', tone: 'muted' })).toHaveStyle({
      color: 'var(--q-text-muted, #52606d)',
    });
  });

  it('uses the text colour by default', () => {
    expect(show({ textKey: 'demo.intro' })).toHaveStyle({ color: 'var(--q-text, #1f2933)' });
  });
});
