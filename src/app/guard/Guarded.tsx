import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../../state/shell.ts';
import { ChunkBoundary } from '../ChunkBoundary.tsx';
import { lazyPage } from '../pages/lazy.ts';
import { guard, type RouteEntry } from './guard.ts';

const NotAuthenticatedPage = lazyPage('NotAuthenticatedPage');

/**
 * A route of the table behind spec §6's guard: its page, or the not-authenticated state, each
 * a chunk that may fail to arrive and then offers to try again (ChunkBoundary).
 */
export function Guarded({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
  const authenticated = useShell((state) => state.authenticated);
  const answer = guard(route.meta, { query: new URLSearchParams(search), authenticated });
  const Page = answer === 'login' ? NotAuthenticatedPage : route.page;
  return (
    <ChunkBoundary>
      <Suspense fallback={answer === 'page' ? route.skeleton : null}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
