import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the sample server stored, readable from the test workers: globalSetup runs the server in
 * its own process, so a test reaches it only over HTTP. `GET /<document id>` answers `read(id)`
 * as JSON (what `npm run quadro -- inbox <id>` lists). Listens on 127.0.0.1 only and never
 * keeps the run alive (unref). Returns its address, with a trailing slash.
 */
export async function serveById(read: (id: string) => Promise<unknown>): Promise<string> {
  const server = createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '/').slice(1));
    read(id).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
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
