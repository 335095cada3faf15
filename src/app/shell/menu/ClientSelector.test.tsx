import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { createShellStore, ShellProvider } from '../../../state/shell.ts';
import { ClientSelector } from './ClientSelector.tsx';
import { clientChangedEvent, type ClientChangedDetail } from './clientChanged.ts';
import type { Client } from './menuModel.ts';

const clients: Client[] = [
  { id: '101', name: 'Giulia Bianchi', code: '0010458321' },
  { id: 'B-7', name: 'Condominio Via dei Mille 24', code: undefined },
];

/** The selector as a page load shows it: the answer starts with the first customer. */
function load(list = clients) {
  const shell = createShellStore({ templateName: 't1', supplier: 'alfa', locales: ['it'] });
  render(
    <I18nextProvider i18n={createI18n()}>
      <ShellProvider store={shell}>
        <ClientSelector clients={list} initial={list[0]?.id} />
      </ShellProvider>
    </I18nextProvider>,
  );
  return shell;
}

const seen: string[] = [];
const listener = (event: Event) => {
  seen.push((event as CustomEvent<ClientChangedDetail>).detail.id);
};
beforeEach(() => {
  seen.length = 0;
  window.sessionStorage.clear();
  window.addEventListener(clientChangedEvent, listener);
});
afterEach(() => {
  window.removeEventListener(clientChangedEvent, listener);
});

describe('the client selector remembers the chosen customer (issue 30)', () => {
  it('starts a reload with the customer chosen before, and announces that one', async () => {
    load();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Cliente' }),
      'Condominio Via dei Mille 24',
    );
    expect(seen).toEqual(['101', 'B-7']);
    cleanup();
    seen.length = 0;
    // The reload: the same login's customers, the answer again starting with the first.
    const shell = load();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('B-7');
    await waitFor(() => {
      expect(seen).toEqual(['B-7']);
    });
    expect(shell.getState().selectedCustomer?.id).toBe('B-7');
  });

  it('forgets it for a login with other customers', async () => {
    load();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Cliente' }),
      'Condominio Via dei Mille 24',
    );
    cleanup();
    seen.length = 0;
    // Another login in the tab, also with the condominium: it starts with its own first.
    load([{ id: '7', name: 'Altro Cliente', code: undefined }, clients[1] as Client]);
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('7');
  });
});
