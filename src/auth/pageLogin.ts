import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createClient } from '../api/client.ts';
import { fetchRealm, type RealmAnswer } from '../api/realmCall.ts';
import type { ShellStore } from '../state/shell.ts';
import { createLogin, type Login } from './login.ts';
import { callbackPath } from './returnTo.ts';
import { refreshThresholdSeconds } from './tokenRule.ts';

/**
 * oidc-client-ts's settings for this host's realm: the provider and client `/api/realm` names,
 * the page's own addresses to come back to, and the login kept in this tab's sessionStorage
 * (decision 248, ADR 0031): never in a cookie the server reads, gone with the tab. Renewal is
 * the login's own timer (login.ts), so oidc-client-ts's automatic renew is off.
 */
export function managerSettings(realm: RealmAnswer, origin: string, storage: Storage) {
  return {
    authority: realm.authority,
    client_id: realm.client_id,
    scope: realm.scope,
    response_type: 'code',
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: refreshThresholdSeconds,
  };
}

let started: Promise<Login | undefined> | undefined;

/**
 * The page's one login, made on first use from `/api/realm` and publishing the customer's
 * session to the shell. `undefined` when the realm cannot be read (logged); that is not kept, so
 * the next page asks again.
 */
export function pageLogin(shell: ShellStore): Promise<Login | undefined> {
  started ??= startLogin(shell).then((login) => {
    if (login === undefined) started = undefined;
    return login;
  });
  return started;
}

async function startLogin(shell: ShellStore): Promise<Login | undefined> {
  const client = createClient({ credentials: () => ({ token: undefined, fromCrypto: false }) });
  const realm = await fetchRealm(client);
  if (!realm.ok) {
    console.warn('[quadro] the realm did not load: no login on this page', realm.failure);
    return undefined;
  }
  const { origin } = window.location;
  const manager = new UserManager(managerSettings(realm.value, origin, window.sessionStorage));
  // After a logout the back button may bring back a page kept whole in the browser's memory,
  // customer data and all: without a stored login it loads again, and asks for one.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    void manager.getUser().then((user) => {
      if (user === null) window.location.reload();
    });
  });
  return createLogin({
    manager,
    publish: (session) => {
      shell.getState().setCustomer(session);
    },
    leave: () => {
      window.location.assign(`${origin}/`);
    },
  });
}
