import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorResponse } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, type HostSettings } from '../api/index.ts';
import { createPageApi } from '../app/pageApi.tsx';
import { createI18n } from '../i18n/index.ts';
import { createShellStore, ShellProvider } from '../state/shell.ts';
import CallbackPage from './CallbackPage.tsx';
import LoginRedirect from './LoginRedirect.tsx';
import { LoginSourceContext, type LoginSource } from './context.ts';
import { createLogin } from './login.ts';
import { fakeManager, userWith } from './login.testing.ts';

const host: HostSettings = { templateName: 'bi3', supplier: 'alfa', locales: ['it'] };
const page = createPageApi();

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

/** Opens `path` with a fake provider behind the login (or no realm: `manager` undefined). */
function open(path: string, manager: ReturnType<typeof fakeManager> | undefined) {
  vi.spyOn(page.api, 'hostSettings').mockResolvedValue({ ok: true, value: host });
  const shell = createShellStore();
  const source: LoginSource = () =>
    Promise.resolve(
      manager &&
        createLogin({
          manager,
          publish: (session) => {
            shell.getState().setCustomer(session);
          },
          leave: () => undefined,
        }),
    );
  render(
    <ApiProvider value={page}>
      <ShellProvider store={shell}>
        <I18nextProvider i18n={createI18n()}>
          <LoginSourceContext value={source}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/auth/callback" element={<CallbackPage />} />
                <Route path="/invoices" element={<LoginRedirect />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </LoginSourceContext>
        </I18nextProvider>
      </ShellProvider>
    </ApiProvider>,
  );
  return { shell };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const callback = '/auth/callback?code=c&state=s';

describe('issue 18: the callback page', () => {
  it('ends the sign-in and replaces itself with where the customer was going', async () => {
    const manager = fakeManager();
    manager.signinRedirectCallback.mockResolvedValue(
      userWith(3600, { state: { returnTo: '/contracts?x=1' } }),
    );
    const { shell } = open(callback, manager);
    expect(await screen.findByText('at /contracts?x=1')).toBeInTheDocument();
    expect(shell.getState().authenticated).toBe(true);
  });

  it.each([
    ['refused', new ErrorResponse({ error: 'access_denied' }), 'Accesso non riuscito', 'annullato'],
    [
      'spent',
      new Error('No matching state found in storage'),
      'Accesso scaduto',
      'già stata usata',
    ],
    ['unreachable', new TypeError('Failed to fetch'), 'Accesso non riuscito', 'connessione'],
  ])(
    'a %s sign-in says so, and "Accedi di nuovo" starts a new one',
    async (_, error, title, text) => {
      const manager = fakeManager();
      manager.signinRedirectCallback.mockRejectedValue(error);
      const { shell } = open(callback, manager);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(shell.getState().authenticated).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Accedi di nuovo' }));
      expect(manager.signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/' },
        ui_locales: 'it',
      });
    },
  );

  it('says the service cannot be reached when the host has no readable realm', async () => {
    open(callback, undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent('connessione');
  });
});

// Spec §6: "Otherwise authenticated routes send the user to the identity provider login with a
// redirect back to the same page".
describe('§6 a route that needs a login, without one', () => {
  it('sends the customer to the provider, back to the same page, saying so meanwhile', async () => {
    const manager = fakeManager();
    open('/invoices?tab=2', manager);
    expect(await screen.findByRole('status')).toHaveTextContent('pagina di accesso');
    await vi.waitFor(() => {
      expect(manager.signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/invoices?tab=2' },
        ui_locales: 'it',
      });
    });
  });

  it('takes back a login kept in the tab instead of leaving', async () => {
    const manager = fakeManager();
    manager.getUser.mockResolvedValue(userWith(3600));
    const { shell } = open('/invoices', manager);
    await vi.waitFor(() => {
      expect(shell.getState().authenticated).toBe(true);
    });
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('keeps the not-authenticated state, with what to do, when the realm cannot be read', async () => {
    open('/invoices', undefined);
    // "Ti stiamo portando alla pagina di accesso…" first, then what the failed realm leaves.
    await vi.waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('non è possibile accedere');
    }, 5000);
    expect(screen.getByText(/link che ricevi/)).toBeInTheDocument();
  });
});
