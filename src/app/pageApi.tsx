import { useState, type ReactNode } from 'react';
import {
  ApiProvider,
  createApi,
  createClient,
  createMediaClient,
  useHandedApi,
  type PageApi,
} from '../api/index.ts';
import { createSessionStore } from '../state/session.ts';
import type { StartedSession } from './firstViewContext.ts';

/**
 * The page's API: the JSON and media clients with the credentials of one session store, and
 * what starts that session. Built here, in the app, so src/api knows no store and no widget
 * reaches a module-level client.
 */
export function createPageApi(started?: StartedSession): PageApi {
  const session = createSessionStore();
  if (started) session.getState().start(started);
  const credentials = () => session.getState();
  return {
    api: createApi(createClient({ credentials })),
    media: createMediaClient({ credentials }),
    startSession: (started) => {
      session.getState().start(started);
    },
  };
}

/**
 * Gives a route its API: the one a parent handed down (a test, a story), else its own, made
 * once per mount. Each route chunk mounts it, so the shell ships no API client (ADR 0013). A
 * bill rendered on the server brings the session its public access started (ADR 0019).
 */
export function PageApiProvider(props: {
  session?: StartedSession | undefined;
  children: ReactNode;
}) {
  const handed = useHandedApi();
  const [value] = useState(() => handed ?? createPageApi(props.session));
  return <ApiProvider value={value}>{props.children}</ApiProvider>;
}
