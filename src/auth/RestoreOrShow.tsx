import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useShellStore } from '../state/shell.ts';
import { useLoginSource } from './context.ts';

/**
 * A page without a login (`/register`) in a tab that keeps one (issue 30, decision 526): the
 * login is taken back, and a customer still logged in goes to the area's home, with its menu,
 * rather than a registration form she has no use for. A login that cannot be taken back (expired
 * and not refreshed, the realm away) shows the page as to anyone.
 */
export default function RestoreOrShow(props: { to: string; waiting: ReactNode; page: ReactNode }) {
  const shell = useShellStore();
  const pageLogin = useLoginSource();
  const [answer, setAnswer] = useState<'asking' | 'logged-in' | 'none'>('asking');
  useEffect(() => {
    let live = true;
    const ask = async () => {
      const login = await pageLogin(shell);
      const restored = login !== undefined && (await login.restore());
      if (live) setAnswer(restored ? 'logged-in' : 'none');
    };
    ask().catch((error: unknown) => {
      console.warn('[quadro] the kept login could not be read', error);
      if (live) setAnswer('none');
    });
    return () => {
      live = false;
    };
  }, [shell, pageLogin]);
  if (answer === 'logged-in') return <Navigate to={props.to} replace />;
  return answer === 'none' ? props.page : props.waiting;
}
