import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { createShellStore, ShellProvider, type ShellStore } from '../../state/shell.ts';
import { RegisterPage } from './RegisterPage.tsx';

// The login's chunk: its login takes back the tab's kept login, which logs the shell in.
vi.mock('../../auth/pageLogin.ts', () => ({
  pageLogin: (shell: ShellStore) =>
    Promise.resolve({
      restore: () => {
        shell.getState().setAuthenticated(true);
        return Promise.resolve(true);
      },
    }),
}));

function open(authenticated: boolean) {
  const shell = createShellStore({ templateName: 't1', supplier: 'alfa', locales: ['it'] });
  shell.getState().setAuthenticated(authenticated);
  render(
    <ShellProvider store={shell}>
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter initialEntries={['/register']}>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/home" element={<p>area home</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </ShellProvider>,
  );
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('/register for a customer already logged in (issue 30, decision 526)', () => {
  it('goes to the area home, with its menu, when the page is logged in', async () => {
    open(true);
    expect(await screen.findByText('area home')).toBeInTheDocument();
  });

  it('takes back the login the tab keeps, then goes to the area home', async () => {
    window.sessionStorage.setItem('oidc.user:http://x/oidc:quadro-portal', '{}');
    open(false);
    expect(await screen.findByText('area home')).toBeInTheDocument();
  });
});
