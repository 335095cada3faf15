import type { Runtime } from '../../server/runtime.ts';
import { listCareMessages } from '../../server/store/inbox.ts';
import { serveById } from './inboxServer.ts';

/** A stored care message as the tests read it back: the attachments' bytes as their size. */
export interface InboxMessage {
  kind: 'messaggio' | 'sendemail';
  category: string | null;
  subject: string | null;
  body: string | null;
  payload: Record<string, unknown>;
  attachments: { name: string; contentType: string; size: number }[];
}

/** The care messages stored for a bill (`${careInbox}${documentId}`), attachments by size. */
export function startCareInbox(runtime: Runtime): Promise<string> {
  return serveById(async (id) =>
    (await listCareMessages(runtime.db, runtime.blobs, id)).map(({ attachments, ...message }) => ({
      ...message,
      attachments: attachments.map(({ name, contentType, size }) => ({ name, contentType, size })),
    })),
  );
}
