import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerNames } from '../../../../schemas/types/customer-names.gen.ts';
import type { Item, MenuAnswer } from '../../../../schemas/types/menu.gen.ts';
import type { Loaded } from '../../../api/index.ts';
import { createI18n } from '../../../i18n/index.ts';
import { createShellStore, ShellProvider } from '../../../state/shell.ts';
import ShellHeader from '../header/ShellHeader.tsx';
import { clientChangedEvent, type ClientChangedDetail } from './clientChanged.ts';
import type { CustomerCalls } from '../../../api/customerCalls.ts';
import { fakeLogin } from '../../../api/testing.ts';
import CustomerBar from './CustomerBar.tsx';
import { readMenu } from './menuModel.ts';

const ok = <T,>(value: T): Promise<Loaded<T>> => Promise.resolve({ ok: true, value });

export const sampleMenu: MenuAnswer = {
  items: [
    { label: 'Home', action: 'module', argument: 'home' },
    { label: 'Bollette', action: 'path', path: '/invoices' },
    {
      label: 'Il mio account',
      children: [
        { label: 'Profilo', action: 'path', path: '/modif_data_user' },
        { label: 'Esci', action: 'logout' },
      ],
    },
  ],
};

export const sampleNames: CustomerNames = {
  names: [
    { id: 101, name: 'Giulia Bianchi', code: '0010458321' },
    { id: 'B-7', name: 'Bianchi Srl', selected: true },
  ],
};

function calls(menu = sampleMenu, names = sampleNames) {
  return {
    menu: vi.fn<CustomerCalls['menu']>(() => ok(menu)),
    customerNames: vi.fn<CustomerCalls['customerNames']>(() => ok(names)),
    invoice: vi.fn<CustomerCalls['invoice']>(() =>
      Promise.resolve({ ok: false, failure: { reason: 'status', status: 404 } }),
    ),
  };
}

function show(authenticated: boolean, api = calls()) {
  const shell = createShellStore({ templateName: 't1', supplier: 'alfa', locales: ['it'] });
  shell.getState().setAuthenticated(authenticated);
  render(
    <I18nextProvider i18n={createI18n()}>
      <ShellProvider store={shell}>
        <MemoryRouter>
          <CustomerBar calls={api} />
        </MemoryRouter>
      </ShellProvider>
    </I18nextProvider>,
  );
  return { api, shell };
}

/** The client-changed events the page sends, collected for each test of a block. */
function clientEvents(): ClientChangedDetail[] {
  const seen: ClientChangedDetail[] = [];
  const listener = (event: Event) => {
    seen.push((event as CustomEvent<ClientChangedDetail>).detail);
  };
  beforeEach(() => {
    seen.length = 0;
    window.addEventListener(clientChangedEvent, listener);
  });
  afterEach(() => {
    window.removeEventListener(clientChangedEvent, listener);
  });
  return seen;
}

describe('§6 "Menu and customer names are fetched only when authenticated"', () => {
  it('makes no request at all while no one is logged in', async () => {
    const { api } = show(false);
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.menu).not.toHaveBeenCalled();
    expect(api.customerNames).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('the header of a bill link (not a login) draws no menu and loads no menu chunk', () => {
    const shell = createShellStore();
    const host = { templateName: 'bi3', supplier: 'alfa', supplierName: 'Alfa', locales: ['it'] };
    render(
      <I18nextProvider i18n={createI18n()}>
        <ShellProvider store={shell}>
          <ShellHeader host={host} />
        </ShellProvider>
      </I18nextProvider>,
    );
    // Whose page it is shows on every page (issue 30); the menu only after a login.
    expect(screen.getByRole('banner')).toHaveTextContent('Alfa');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
  });

  it('asks for both once a customer is logged in, and shows the menu', async () => {
    const { api } = show(true);
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    expect(api.menu).toHaveBeenCalledTimes(1);
    expect(api.customerNames).toHaveBeenCalledTimes(1);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });
});

describe('§2 "Menu component"', () => {
  it('opens the invoices path in a new tab, named so for screen readers', async () => {
    show(true);
    const invoices = await screen.findByRole('link', { name: /Bollette/ });
    expect(invoices).toHaveAttribute('href', '/invoices');
    expect(invoices).toHaveAttribute('target', '_blank');
    expect(invoices).toHaveAccessibleName('Bollette (si apre in una nuova scheda)');
  });

  it('opens a sub-menu as a disclosure; Escape closes it and gives the focus back', async () => {
    show(true);
    const account = await screen.findByRole('button', { name: 'Il mio account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profilo' })).toBeNull();
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Profilo' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('logs out from its sub-menu (the shell forgets the login; issue 18 adds the provider)', async () => {
    const { shell } = show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Il mio account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(shell.getState().authenticated).toBe(false);
  });

  it('uses the login’s calls from the shell, and its logout ends the login (issue 18)', async () => {
    const shell = createShellStore({ templateName: 't1', supplier: 'alfa', locales: ['it'] });
    const api = calls();
    const logout = vi.fn();
    const { client, media } = fakeLogin({});
    shell.getState().setCustomer({ calls: api, client, media, logout });
    render(
      <I18nextProvider i18n={createI18n()}>
        <ShellProvider store={shell}>
          <MemoryRouter>
            <CustomerBar />
          </MemoryRouter>
        </ShellProvider>
      </I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Il mio account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(api.menu).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Item]>([
    ['a module without its argument', { label: 'Casa', action: 'module' }],
    ['a path without a path', { label: 'Bollette', action: 'path' }],
    ['no action', { label: 'Niente' }],
    ['an empty label', { label: '  ', action: 'logout' }],
    ['an empty sub-menu', { label: 'Vuoto', children: [{ label: 'x' }] }],
  ])('leaves out %s (decision 228)', (_, item) => {
    expect(readMenu({ items: [item] }).entries).toEqual([]);
  });
});

describe('§4 "the client selector emits a client-changed event on load and on change"', () => {
  const seen = clientEvents();

  it('announces the selected customer on load, then each one chosen', async () => {
    show(true);
    const select = await screen.findByRole('combobox', { name: 'Cliente' });
    await waitFor(() => {
      expect(seen.map((client) => client.id)).toEqual(['B-7']);
    });
    expect(select).toHaveValue('B-7');
    await userEvent.selectOptions(select, 'Giulia Bianchi (0010458321)');
    expect(seen.map((client) => client.id)).toEqual(['B-7', '101']);
  });

  it('with one customer shows no selector but still announces it', async () => {
    show(true, calls(sampleMenu, { names: [{ id: 7, name: 'Solo Cliente' }] }));
    await waitFor(() => {
      expect(seen.map((client) => client.name)).toEqual(['Solo Cliente']);
    });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
