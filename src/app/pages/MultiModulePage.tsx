import { useParams } from 'react-router-dom';
import { useShell } from '../../state/shell.ts';
import { AreaView } from '../area/AreaView.tsx';
import { ErrorPage } from '../ErrorPage.tsx';
import { guard } from '../guard/guard.ts';
import { LoginNotice } from './NotAuthenticatedPage.tsx';
import { ShellPage } from './ShellPage.tsx';

/**
 * `/:argument` (spec §2: the generic multi-module page). Only the arguments the host declares
 * in `multiModulePages` are pages (decision 202): any other single-segment address is not
 * found, so a mistyped address never asks for a login. A declared one needs a login (§6) and
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
        if (answer === 'notFound') return <ErrorPage status={404} message="routes.notFound" />;
        if (answer === 'login') return <LoginNotice host={host} />;
        return <AreaView host={host} routeKey={argument} />;
      }}
    </ShellPage>
  );
}
