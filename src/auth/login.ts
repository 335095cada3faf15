import type { AxiosAdapter } from 'axios';
import type { User, UserManager } from 'oidc-client-ts';
import { createClient } from '../api/client.ts';
import { createCustomerCalls } from '../api/customerCalls.ts';
import { createMediaClient } from '../api/media.ts';
import type { CustomerSession } from '../state/shell.ts';
import { returnOf, returnState } from './returnTo.ts';
import { tokenStep } from './tokenRule.ts';

/** What the login needs of oidc-client-ts's `UserManager` (a fake one in unit tests). */
export type Manager = Pick<
  UserManager,
  | 'getUser'
  | 'removeUser'
  | 'signinRedirect'
  | 'signinRedirectCallback'
  | 'signinSilent'
  | 'signoutRedirect'
>;

export interface LoginDeps {
  manager: Manager;
  /** The customer's session once logged in, `undefined` when no longer (the shell store). */
  publish: (session: CustomerSession | undefined) => void;
  /** Leaves for the page's origin, when the provider's logout cannot be reached. */
  leave: () => void;
  /** Replaces the network of the customer's calls (tests). */
  adapter?: AxiosAdapter;
}

/** The page's login (issue 18, spec §6): one per page, over oidc-client-ts. */
export interface Login {
  /** Takes back a login kept in this tab (sessionStorage); false when there is none to keep. */
  restore: () => Promise<boolean>;
  /** Sends the customer to the provider's login, back to `location`, in language `lang`. */
  signIn: (
    location: { pathname: string; search: string; hash: string },
    lang: string,
  ) => Promise<void>;
  /** Ends the sign-in at the callback address `url`; answers where the customer was going. */
  complete: (url: string) => Promise<string>;
  /** Ends the provider's session and the page's (the menu's logout). */
  logout: () => Promise<void>;
}

/**
 * The login of one page: the customer's calls carry the login's access token
 * (`Authorization: Bearer`, `FromCrypto: false`, spec §7), and the token is refreshed and the
 * customer logged out by spec §6's rule (`tokenStep`), on a timer of its own rather than
 * oidc-client-ts's automatic renew, so the rule is the one the tests read.
 */
export function createLogin(deps: LoginDeps): Login {
  const { manager } = deps;
  let user: User | undefined;
  let failed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let completing: Promise<string> | undefined;
  const options = {
    credentials: () => ({ token: user?.access_token, fromCrypto: false }),
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  };
  const client = createClient(options);
  const session: CustomerSession = {
    calls: createCustomerCalls(client),
    client,
    media: createMediaClient(options),
    logout: () => void logout(),
  };

  function hold(next: User): void {
    user = next;
    failed = false;
    deps.publish(session);
    plan();
  }

  function plan(): void {
    clearTimeout(timer);
    if (user === undefined) return;
    const step = tokenStep(user.expires_in, failed);
    if (step.kind === 'refresh') void refresh();
    else if (step.kind === 'logout') void logout();
    else if (step.seconds !== undefined) timer = setTimeout(plan, step.seconds * 1000);
  }

  async function refresh(): Promise<void> {
    try {
      // With the login's refresh token (scope offline_access), oidc-client-ts uses the refresh
      // token grant; without one it would need a silent iframe, which this page does not set up.
      const next = await manager.signinSilent();
      if (next === null) throw new Error('the provider gave no token');
      hold(next);
    } catch (error) {
      // Spec §6 and §8: "Failed refresh is logged"; the rule decides whether to log out.
      console.warn('[quadro] the token refresh failed', error);
      failed = true;
      plan();
    }
  }

  async function logout(): Promise<void> {
    clearTimeout(timer);
    // The page stays as it is until the browser leaves: the provider's logout removes the
    // stored login first, and a page brought back by the back button checks it (pageLogin.ts).
    user = undefined;
    try {
      await manager.signoutRedirect();
    } catch (error) {
      console.warn('[quadro] the identity provider’s logout failed', error);
      await manager.removeUser().catch(() => undefined);
      deps.publish(undefined);
      deps.leave();
    }
  }

  return {
    restore: async () => {
      if (user !== undefined) return true;
      const stored = await manager.getUser();
      if (stored === null) return false;
      if (!stored.expired) {
        hold(stored);
        return true;
      }
      // An expired login is refreshed before the page shows anything of it (spec §6).
      try {
        const next = await manager.signinSilent();
        if (next === null) return false;
        hold(next);
        return true;
      } catch (error) {
        console.warn('[quadro] the token refresh failed', error);
        await manager.removeUser();
        return false;
      }
    },
    signIn: (location, lang) =>
      manager.signinRedirect({ state: returnState(location), ui_locales: lang }),
    // One completion per page: the callback's state is spent by the first.
    complete: (url) =>
      (completing ??= manager.signinRedirectCallback(url).then((next) => {
        hold(next);
        return returnOf(next.state);
      })),
    logout,
  };
}
