import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { Manager } from './login.ts';

/** A login as the provider gives it: `secondsLeft` of access token life from now. */
export function userWith(secondsLeft: number, extra: { token?: string; state?: unknown } = {}) {
  return new User({
    access_token: extra.token ?? 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    profile: {
      sub: 'alfa:BNCGLI85M52H501X',
      iss: 'http://p/oidc',
      aud: 'quadro-portal',
      exp: 0,
      iat: 0,
    },
    expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
    userState: extra.state,
  });
}

/** A fake `UserManager`: each method a mock, answering no stored login by default. */
export function fakeManager() {
  return {
    getUser: vi.fn<Manager['getUser']>(() => Promise.resolve(null)),
    removeUser: vi.fn<Manager['removeUser']>(() => Promise.resolve()),
    signinRedirect: vi.fn<Manager['signinRedirect']>(() => Promise.resolve()),
    signinRedirectCallback: vi.fn<Manager['signinRedirectCallback']>(),
    signinSilent: vi.fn<Manager['signinSilent']>(),
    signoutRedirect: vi.fn<Manager['signoutRedirect']>(() => Promise.resolve()),
  };
}
