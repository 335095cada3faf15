import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import { applyCatalogue, createI18n } from '../i18n/index.ts';
import { ErrorPage } from './ErrorPage.tsx';

function show(status: number | undefined, i18n = createI18n()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ErrorPage status={status} />
    </I18nextProvider>,
  );
}

// Spec §2 "Routes" and §8: 404 or default shows the not-found message, 410 the not-valid-link one.
describe('the error page', () => {
  it.each([404, 500, undefined])('says the bill is not found for status %s', (status) => {
    show(status);
    expect(screen.getByRole('alert')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Bolletta non trovata' }),
    );
  });

  it('says the link is no longer valid for status 410, with what to do', () => {
    show(410);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Il link non è più valido');
    expect(screen.getByRole('alert')).toHaveTextContent('servizio clienti');
  });

  it('speaks the language of the catalogue and sets <html lang>', async () => {
    const i18n = createI18n();
    await applyCatalogue(i18n, 'en', en);
    show(410, i18n);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This link is no longer valid',
    );
    expect(document.documentElement.lang).toBe('en');
  });
});
