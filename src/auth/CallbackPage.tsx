import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../app/ErrorPage.tsx';
import { ShellPage } from '../app/pages/ShellPage.tsx';
import { useShellStore } from '../state/shell.ts';
import { callbackProblem, type CallbackProblem } from './callbackProblem.ts';
import type { Login } from './login.ts';
import { useLoginSource } from './context.ts';

/**
 * `/auth/callback` (issue 18): where the identity provider sends the customer back. It ends the
 * sign-in and replaces its own address with where the customer was going, so the back button
 * never returns to a spent callback. A sign-in that cannot end says why, with one way out:
 * "Accedi di nuovo", a new sign-in to the home page.
 */
export default function CallbackPage() {
  return <ShellPage>{() => <Completing />}</ShellPage>;
}

function Completing() {
  const { t, i18n } = useTranslation();
  const shell = useShellStore();
  const pageLogin = useLoginSource();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<CallbackProblem>();
  const [login, setLogin] = useState<Login>();
  useEffect(() => {
    // Asked, not read, so that each check after an `await` sees an unmount meanwhile.
    let live = true;
    const mounted = () => live;
    const complete = async () => {
      const found = await pageLogin(shell);
      if (!mounted()) return;
      if (found === undefined) {
        setProblem('network');
        return;
      }
      setLogin(found);
      const target = await found.complete(window.location.href);
      if (mounted()) void navigate(target, { replace: true });
    };
    complete().catch((error: unknown) => {
      console.warn('[quadro] the sign-in could not be completed', error);
      if (mounted()) setProblem(callbackProblem(error));
    });
    return () => {
      live = false;
    };
  }, [shell, pageLogin, navigate]);
  if (problem === undefined) {
    return (
      <Notice title={t('routes.auth.completing.title')} alert={false}>
        <p role="status">{t('routes.auth.completing.text')}</p>
      </Notice>
    );
  }
  const again = async () => {
    const found = login ?? (await pageLogin(shell));
    if (found === undefined) return;
    await found.signIn({ pathname: '/', search: '', hash: '' }, i18n.language);
  };
  return (
    <Notice title={t(`routes.auth.${problem}.title`)}>
      <p>{t(`routes.auth.${problem}.text`)}</p>
      <button
        type="button"
        onClick={() => {
          again().catch((error: unknown) => {
            console.warn('[quadro] the login could not start', error);
          });
        }}
      >
        {t('routes.auth.again')}
      </button>
    </Notice>
  );
}
