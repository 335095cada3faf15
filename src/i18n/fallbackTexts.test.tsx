import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { useTranslationWith } from './fallbackTexts.ts';
import { createPageI18n } from './page.ts';

const italian = { fallbackTest: { hello: 'Ciao dal modulo' } };

function Greeting() {
  const { t } = useTranslationWith(italian);
  return <p>{t('fallbackTest.hello')}</p>;
}

describe("a lazy chunk's Italian fallback texts", () => {
  it('are added to an instance once, however many components show them', () => {
    const i18n = createPageI18n();
    const added = vi.spyOn(i18n, 'addResourceBundle');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Greeting />
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Ciao dal modulo')).toHaveLength(3);
    expect(added).toHaveBeenCalledTimes(1);
  });
});
