import type { Runtime } from '../../server/runtime.ts';
import { listReadings } from '../../server/store/inbox.ts';
import { serveById } from './inboxServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the tests read the stored gas readings: `${readingInbox}${documentId}`. */
    readingInbox: string;
  }
}

/** The gas readings stored for a bill (`${readingInbox}${documentId}`). */
export function startReadingInbox(runtime: Runtime): Promise<string> {
  return serveById((id) => listReadings(runtime.db, id));
}
