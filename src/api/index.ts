/** The data boundary (DESIGN "Data boundary"): one typed, validated function per call. */
import { useSession } from '../state/session.ts';
import { createApi } from './calls.ts';
import { createClient } from './client.ts';

export { createApi, type Api } from './calls.ts';
export { createClient, type Client } from './client.ts';
export type { Credentials } from './http.ts';
export type * from './types.ts';

/** The page's API, with the credentials of the session store. */
export const api = createApi(createClient({ credentials: () => useSession.getState() }));
