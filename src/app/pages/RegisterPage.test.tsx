import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginSourceContext, type LoginSource } from '../../auth/context.ts';
import type { Login } from '../../auth/login.ts';
import { createI18n } from '../../i18n/index.ts';
import { createShellStore, ShellProvider } from '../../state/shell.ts';
import { RegisterPage } from './RegisterPage.tsx';

/** A login whose `restore` answers `kept`: the tab's login taken back, or none. */
const loginKeeping =
  (kept: boolean): LoginSource =>
  () =>
    Promise.resolve({ restore: () => Promise.resolve(kept) } as unknown as Login);

function open(authenticated: boolean, source: LoginSource) {
  const shell = createShellStore({ templateName: 't1', supplier: 'alfa', locales: ['it'] });
  shell.getState().setAuthenticated(authenticated);
  render(
    <ShellProvider store={shell}>
      <I18nextProvider i18n={createI18n()}>
        <LoginSourceContext value={source}>
          <MemoryRouter initialEntries={['/register']}>
            <Routes>
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/home" element={<p>area home</p>} />
            </Routes>
          </MemoryRouter>
        </LoginSourceContext>
      </I18nextProvider>
    </ShellProvider>,
  );
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('/register for a customer already logged in (issue 30, decision 526)', () => {
  it('goes to the area home, with its menu, when the page is logged in', async () => {
    open(true, loginKeeping(false));
    expect(await screen.findByText('area home')).toBeInTheDocument();
  });

  it('takes back the login the tab keeps, then goes to the area home', async () => {
    window.sessionStorage.setItem('oidc.user:http://x/oidc:quadro-portal', '{}');
    open(false, loginKeeping(true));
    expect(await screen.findByText('area home')).toBeInTheDocument();
  });
});
