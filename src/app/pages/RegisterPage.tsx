import { Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { tabKeepsLogin } from '../../auth/keptLogin.ts';
import { useShell } from '../../state/shell.ts';
import { AreaView } from '../area/AreaView.tsx';
import { ChunkBoundary } from '../ChunkBoundary.tsx';
import { lazyWithRetry } from '../chunks.ts';
import { ShellPage } from './ShellPage.tsx';

// The login's chunk (src/auth, oidc-client-ts), fetched only when the tab keeps a login.
const RestoreOrShow = lazyWithRetry(() => import('../../auth/RestoreOrShow.tsx'));

/** Where a customer who is logged in goes instead of the registration (decision 526). */
const areaHome = '/home';

/**
 * `/register` (spec §2, §6: no login needed): the registration template of the host, drawn like
 * the customer area's pages but without a login (issue 18). A customer already logged in in this
 * tab has an account: she goes to the area's home, with its menu (issue 30).
 */
export function RegisterPage() {
  const authenticated = useShell((state) => state.authenticated);
  const [kept] = useState(tabKeepsLogin);
  if (authenticated) return <Navigate to={areaHome} replace />;
  const form = <ShellPage>{({ host }) => <AreaView host={host} routeKey="register" />}</ShellPage>;
  if (!kept) return form;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <RestoreOrShow to={areaHome} waiting={null} page={form} />
      </Suspense>
    </ChunkBoundary>
  );
}
