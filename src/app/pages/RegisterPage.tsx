import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tabKeepsLogin } from '../../auth/keptLogin.ts';
import { useShell, useShellStore } from '../../state/shell.ts';
import { AreaView } from '../area/AreaView.tsx';
import { ShellPage } from './ShellPage.tsx';

/** Where a customer who is logged in goes instead of the registration (decision 526). */
const areaHome = '/home';

/**
 * The tab's kept login taken back: true when the customer is still logged in. The login's
 * chunk (src/auth, oidc-client-ts) is fetched only here, when the tab keeps a login; a chunk
 * that does not arrive, or a login that cannot be taken back, is no login (the form shows).
 */
async function stillLoggedIn(shell: ReturnType<typeof useShellStore>): Promise<boolean> {
  const { pageLogin } = await import('../../auth/pageLogin.ts');
  const login = await pageLogin(shell);
  return login !== undefined && (await login.restore());
}

/**
 * `/register` (spec §2, §6: no login needed): the registration template of the host, drawn like
 * the customer area's pages but without a login (issue 18). A customer logged in in this tab
 * has an account: she goes to the area's home, with its menu (issue 30).
 */
export function RegisterPage() {
  const authenticated = useShell((state) => state.authenticated);
  const shell = useShellStore();
  // useNavigate, not <Navigate>: the router's component would join the bill route's JavaScript.
  const navigate = useNavigate();
  const [asking, setAsking] = useState(() => !authenticated && tabKeepsLogin());
  useEffect(() => {
    if (!asking) return;
    let live = true;
    void stillLoggedIn(shell)
      .catch((error: unknown) => {
        console.warn('[quadro] the kept login could not be read', error);
        return false;
      })
      .then((restored) => {
        // Taken back, the shell is logged in: the page goes to the area's home.
        if (live && !restored) setAsking(false);
      });
    return () => {
      live = false;
    };
  }, [asking, shell]);
  useEffect(() => {
    if (authenticated) void navigate(areaHome, { replace: true });
  }, [authenticated, navigate]);
  if (authenticated || asking) return null;
  return <ShellPage>{({ host }) => <AreaView host={host} routeKey="register" />}</ShellPage>;
}
