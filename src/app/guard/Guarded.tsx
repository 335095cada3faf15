import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../../state/shell.ts';
import { ChunkBoundary } from '../ChunkBoundary.tsx';
import { lazyWithRetry } from '../chunks.ts';
import { guard, type RouteEntry } from './guard.ts';

// The login's chunk (src/auth, oidc-client-ts), fetched only by a route that needs a login.
const LoginRedirect = lazyWithRetry(() => import('../../auth/LoginRedirect.tsx'));

/**
 * A route of the table behind spec §6's guard: its page, or the sign-in (the identity provider's
 * login with a redirect back to this page, the not-authenticated state meanwhile), each a chunk
 * that may fail to arrive and then offers to try again (ChunkBoundary).
 */
export function Guarded({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
  const authenticated = useShell((state) => state.authenticated);
  const answer = guard(route.meta, { query: new URLSearchParams(search), authenticated });
  const Page = answer === 'login' ? LoginRedirect : route.page;
  return (
    <ChunkBoundary>
      <Suspense fallback={answer === 'page' ? route.skeleton : null}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
