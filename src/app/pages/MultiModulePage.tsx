import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useShell } from '../../state/shell.ts';
import { AreaView } from '../area/AreaView.tsx';
import { guard } from '../guard/guard.ts';
import { NotFound } from './NotFoundPage.tsx';
import { ShellPage } from './ShellPage.tsx';

// The login's chunk, as the guard fetches it for the other routes that need a login (a plain
// lazy import: the page's own retry, chunks.ts, would be one more chunk in the bill route).
const LoginRedirect = lazy(() => import('../../auth/LoginRedirect.tsx'));

/**
 * `/:argument` (spec §2: the generic multi-module page). Only the arguments the host declares
 * in `multiModulePages` are pages (decision 202): any other single-segment address is not
 * found, so a mistyped address never asks for a login. A declared one sends a customer without
 * a login to the provider's login, as the guard does for the other routes (§6), and otherwise
 * shows the template the host names for its argument, else `area-modules` (issue 18).
 */
export function MultiModulePage() {
  const { argument = '' } = useParams();
  const authenticated = useShell((state) => state.authenticated);
  return (
    <ShellPage>
      {({ host }) => {
        const declared = host?.multiModulePages?.includes(argument) ?? false;
        const query = new URLSearchParams();
        const meta = { isAuthenticated: true, argument: true };
        const answer = guard(meta, { query, authenticated, declared });
        if (answer === 'notFound') return <NotFound />;
        if (answer === 'login') {
          return (
            <Suspense fallback={null}>
              <LoginRedirect />
            </Suspense>
          );
        }
        return <AreaView host={host} routeKey={argument} />;
      }}
    </ShellPage>
  );
}
