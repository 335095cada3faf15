import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Runtime } from '../../server/runtime.ts';
import { listCareMessages } from '../../server/store/inbox.ts';

/** A stored care message as the tests read it back: the attachments' bytes as their size. */
export interface InboxMessage {
  kind: 'messaggio' | 'sendemail';
  category: string | null;
  subject: string | null;
  body: string | null;
  payload: Record<string, unknown>;
  attachments: { name: string; contentType: string; size: number }[];
}

/**
 * The sample server's inbox, readable from the test workers: globalSetup runs the server in
 * its own process, and a test can reach it only over HTTP. `GET /<document id>` answers the
 * care messages stored for that bill, as `npm run quadro -- inbox <id>` lists them. Listens on
 * 127.0.0.1 only, and never keeps the run alive (unref).
 */
export async function startCareInbox(runtime: Runtime): Promise<string> {
  const server = createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '/').slice(1));
    listCareMessages(runtime.db, runtime.blobs, id).then(
      (messages) => {
        const read = messages.map(({ attachments, ...message }) => ({
          ...message,
          attachments: attachments.map(({ name, contentType, size }) => ({
            name,
            contentType,
            size,
          })),
        }));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(read));
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/`;
}
