import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Runtime } from '../../server/runtime.ts';
import { listReadings } from '../../server/store/inbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the tests read the stored gas readings: `${readingInbox}${documentId}`. */
    readingInbox: string;
  }
}

/**
 * The sample server's stored gas readings, readable from the test workers: globalSetup runs
 * the server in its own process, so a test reaches it only over HTTP. `GET /<document id>`
 * answers the readings of that bill as `npm run quadro -- inbox <id>` lists them
 * (server/store/inbox.ts `listReadings`). Listens on 127.0.0.1 only and never keeps the run
 * alive (unref).
 */
export async function startReadingInbox(runtime: Runtime): Promise<string> {
  const server = createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '/').slice(1));
    listReadings(runtime.db, id).then(
      (readings) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(readings));
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
