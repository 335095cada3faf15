import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { HostSettings } from '../api/index.ts';
import { Notice } from '../app/ErrorPage.tsx';
import { WhatNow } from '../app/pages/NotAuthenticatedPage.tsx';
import { ShellPage } from '../app/pages/ShellPage.tsx';
import { useShellStore } from '../state/shell.ts';
import { useLoginSource } from './context.ts';

/**
 * Spec §6: "authenticated routes send the user to the identity provider login with a redirect
 * back to the same page". A login kept in this tab is taken back (the guard then shows the page);
 * otherwise the customer goes to the provider's login, in the page's language. The
 * not-authenticated state shows meanwhile, and stays, with what the customer can do without a
 * login, when the host's realm cannot be read.
 */
export default function LoginRedirect() {
  return <ShellPage>{({ host }) => <Redirecting host={host} />}</ShellPage>;
}

function Redirecting({ host }: { host: HostSettings | undefined }) {
  const { t, i18n } = useTranslation();
  const shell = useShellStore();
  const pageLogin = useLoginSource();
  const { pathname, search, hash } = useLocation();
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    const go = async () => {
      const login = await pageLogin(shell);
      if (login === undefined) {
        if (live) setUnavailable(true);
        return;
      }
      if ((await login.restore()) || !live) return;
      await login.signIn({ pathname, search, hash }, i18n.language);
    };
    go().catch((error: unknown) => {
      console.warn('[quadro] the login could not start', error);
      if (live) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [shell, pageLogin, pathname, search, hash, i18n]);
  return (
    <Notice title={t('routes.login.title')} alert={false}>
      <p role="status">{t(unavailable ? 'routes.auth.unavailable' : 'routes.auth.redirecting')}</p>
      {unavailable && <WhatNow host={host} />}
    </Notice>
  );
}
