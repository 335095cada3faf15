import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { MenuAnswer } from '../../../../schemas/types/menu.gen.ts';
import type { CustomerCalls } from '../../../api/customerCalls.ts';
import type { Loaded } from '../../../api/index.ts';
import { createI18n } from '../../../i18n/index.ts';
import { createShellStore, ShellProvider } from '../../../state/shell.ts';
import CustomerBar from './CustomerBar.tsx';

/** The server's menu in the asked language (a label per language, as GET /api/menu answers). */
const labels: Record<string, [string, string, string]> = {
  it: ['Bollette', 'Il mio account', 'Dati utente'],
  de: ['Rechnungen', 'Mein Konto', 'Benutzerdaten'],
};
function menuIn(lang = 'it'): MenuAnswer {
  const [invoices, account, userForm] = labels[lang] ?? labels['it'] ?? ['', '', ''];
  return {
    orientation: 'vertical',
    items: [
      { label: invoices, action: 'path', path: '/invoices' },
      { label: 'Servizi', action: 'module', argument: 'servizi' },
      {
        label: account,
        children: [
          { label: 'Profilo', action: 'path', path: '/modif_data_user' },
          { label: userForm, action: 'path', path: '/user_form' },
        ],
      },
    ],
  };
}

function show(at: string) {
  const ok = <T,>(value: T): Promise<Loaded<T>> => Promise.resolve({ ok: true, value });
  const api = {
    menu: vi.fn<CustomerCalls['menu']>((lang) => ok(menuIn(lang))),
    customerNames: vi.fn<CustomerCalls['customerNames']>(() => ok({ names: [] })),
    invoice: vi.fn<CustomerCalls['invoice']>(() =>
      Promise.resolve({ ok: false, failure: { reason: 'status', status: 404 } }),
    ),
  };
  const shell = createShellStore({ templateName: 't1', supplier: 'alfa', locales: ['it', 'de'] });
  shell.getState().setAuthenticated(true);
  const i18n = createI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <ShellProvider store={shell}>
        <MemoryRouter initialEntries={[at]}>
          <CustomerBar calls={api} />
        </MemoryRouter>
      </ShellProvider>
    </I18nextProvider>,
  );
  return { api, i18n };
}

describe('the configurable menu (issue 30)', () => {
  it('marks the current page, and the sub-menu that holds it', async () => {
    show('/user_form');
    const account = await screen.findByRole('button', { name: 'Il mio account' });
    expect(account).toHaveAttribute('data-holds-current');
    await userEvent.click(account);
    expect(screen.getByRole('link', { name: 'Dati utente' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Profilo' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Servizi' })).toHaveAttribute('href', '/servizi');
  });

  it('marks the invoices, opened in a new tab, when they are the page', async () => {
    show('/invoices');
    const invoices = await screen.findByRole('link', { name: /Bollette/ });
    expect(invoices).toHaveAttribute('aria-current', 'page');
  });

  it('opens a sub-menu from the keyboard', async () => {
    show('/home');
    const account = await screen.findByRole('button', { name: 'Il mio account' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Profilo' })).toHaveFocus();
  });

  it('follows a language switch: asks again and shows the new labels', async () => {
    const { api, i18n } = show('/home');
    const nav = await screen.findByRole('navigation');
    await within(nav).findByRole('button', { name: 'Il mio account' });
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(await within(nav).findByRole('button', { name: 'Mein Konto' })).toBeVisible();
    expect(api.menu).toHaveBeenLastCalledWith('de');
    expect(within(nav).queryByRole('button', { name: 'Il mio account' })).toBeNull();
  });
});
