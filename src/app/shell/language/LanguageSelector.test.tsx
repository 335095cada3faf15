import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { LanguageSelector } from './LanguageSelector.tsx';

const switchLanguage = vi.fn<(instance: i18n, lang: string) => Promise<boolean>>();
vi.mock('./switchLanguage.ts', () => ({ switchLanguage }));

function show(locales = ['it', 'en', 'de']) {
  const instance = createI18n();
  render(
    <I18nextProvider i18n={instance}>
      <LanguageSelector locales={locales} />
    </I18nextProvider>,
  );
  return instance;
}

beforeEach(() => {
  switchLanguage.mockReset();
});

describe('the language selector (spec §1, issue 17)', () => {
  it('is a closed disclosure named with the current language', () => {
    show();
    const toggle = screen.getByRole('button', { name: 'Lingua: Italiano' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the host’s languages, each in its own language, the current one marked', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: /Lingua/ }));
    const list = screen.getByRole('list', { name: 'Scegli la lingua' });
    expect(list).toBeVisible();
    expect(screen.getByRole('button', { name: 'Italiano' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Deutsch' })).not.toHaveAttribute('aria-current');
  });

  it('switches to the chosen language, closes and gives the focus back', async () => {
    const instance = show();
    switchLanguage.mockImplementation(async (target, lang) => {
      await target.changeLanguage(lang);
      return true;
    });
    await userEvent.click(screen.getByRole('button', { name: /Lingua/ }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(switchLanguage.mock.calls[0]?.[1]).toBe('en');
    expect(instance.language).toBe('en');
    const toggle = await screen.findByRole('button', { name: /English/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('says so and stays open when the language cannot be loaded', async () => {
    switchLanguage.mockResolvedValue(false);
    show();
    await userEvent.click(screen.getByRole('button', { name: /Lingua/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile');
    expect(screen.getByRole('list')).toBeVisible();
  });

  it('closes on Escape, back on its button', async () => {
    show();
    const toggle = screen.getByRole('button', { name: /Lingua/ });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    expect(toggle).toHaveFocus();
  });

  it('does not switch when the current language is chosen again', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: /Lingua/ }));
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Italiano' }));
    });
    expect(switchLanguage).not.toHaveBeenCalled();
  });
});
