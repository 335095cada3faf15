import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../api/testing.ts';
import type { CustomerSession } from '../state/shell.ts';
import { createLogin } from './login.ts';
import { fakeManager, userWith } from './login.testing.ts';

function loginWith(manager = fakeManager()) {
  const published: (CustomerSession | undefined)[] = [];
  const leave = vi.fn();
  const server = fakeServer({ '/api/menu': json({ items: [] }) });
  const login = createLogin({
    manager,
    publish: (session) => published.push(session),
    leave,
    adapter: server.adapter,
  });
  /** The credentials the customer's next call carries. */
  const sent = async () => {
    await published.at(-1)?.calls.menu();
    const headers = server.requests.at(-1)?.headers;
    return [headers?.get('Authorization'), headers?.get('FromCrypto')];
  };
  return { login, manager, published, leave, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('issue 18: the page’s login', () => {
  it('sends the customer to the provider, back to the same page, in the page’s language', async () => {
    const { login, manager } = loginWith();
    await login.signIn({ pathname: '/invoices', search: '?a=1', hash: '' }, 'de');
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/invoices?a=1' },
      ui_locales: 'de',
    });
  });

  it('ends the sign-in at the callback: publishes the session, answers where to go', async () => {
    const { login, manager, published } = loginWith();
    manager.signinRedirectCallback.mockResolvedValue(
      userWith(3600, { state: { returnTo: '/contracts' } }),
    );
    expect(await login.complete('http://localhost/auth/callback?code=c&state=s')).toBe(
      '/contracts',
    );
    expect(await login.complete('http://localhost/auth/callback?code=c&state=s')).toBe(
      '/contracts',
    );
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(published).toHaveLength(1);
    expect(published[0]).toBeDefined();
  });

  it('takes back a valid login kept in the tab, and has none to take when none is kept', async () => {
    const kept = loginWith();
    kept.manager.getUser.mockResolvedValue(userWith(3600));
    expect(await kept.login.restore()).toBe(true);
    expect(kept.published).toHaveLength(1);
    const none = loginWith();
    expect(await none.login.restore()).toBe(false);
    expect(none.published).toHaveLength(0);
  });

  it('refreshes an expired kept login before showing it, and drops it if that fails', async () => {
    const renewed = loginWith();
    renewed.manager.getUser.mockResolvedValue(userWith(-60));
    renewed.manager.signinSilent.mockResolvedValue(userWith(3600, { token: 'access-2' }));
    expect(await renewed.login.restore()).toBe(true);
    const dropped = loginWith();
    dropped.manager.getUser.mockResolvedValue(userWith(-60));
    dropped.manager.signinSilent.mockRejectedValue(new Error('invalid_grant'));
    expect(await dropped.login.restore()).toBe(false);
    expect(dropped.manager.removeUser).toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      '[quadro] the token refresh failed',
      expect.any(Error),
    );
  });
});

describe('§6/§9 the login’s token refresh', () => {
  it('calls the API with the login’s token, and a new one once refreshed under 70 s', async () => {
    const { login, manager, sent } = loginWith();
    manager.getUser.mockResolvedValue(userWith(100));
    manager.signinSilent.mockResolvedValue(userWith(3600, { token: 'access-2' }));
    await login.restore();
    expect(await sent()).toEqual(['Bearer access-1', 'false']);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(await sent()).toEqual(['Bearer access-2', 'false']);
  });

  it('logs a failed refresh, keeps the token while valid, then logs out to the origin', async () => {
    const { login, manager } = loginWith();
    manager.getUser.mockResolvedValue(userWith(60));
    manager.signinSilent.mockRejectedValue(new Error('network'));
    await login.restore();
    await vi.advanceTimersByTimeAsync(0);
    expect(console.warn).toHaveBeenCalledWith(
      '[quadro] the token refresh failed',
      expect.any(Error),
    );
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
  });
});

describe('issue 18: logout', () => {
  it('ends the provider’s session (which returns to the origin)', async () => {
    const { login, manager, leave } = loginWith();
    await login.logout();
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
  });

  it('forgets the login and leaves for the origin when the provider cannot be reached', async () => {
    const { login, manager, published, leave } = loginWith();
    manager.signoutRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    await login.logout();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(published).toEqual([undefined]);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
