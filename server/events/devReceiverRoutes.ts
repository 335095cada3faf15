import type { FastifyInstance } from 'fastify';
import type { Hosts } from '../hosts/hosts.ts';
import { Problem } from '../http/problem.ts';
import { demoEndpoints, DevReceiver, DEV_WEBHOOKS_PATH, verify } from './devReceiver.ts';
import { receivedPage } from './devReceiverPage.ts';

/** A webhook body the demo receiver reads: far above any event, far below a flood. */
const BODY_LIMIT = 256 * 1024;

const header = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * POST /dev/webhooks/<name>: the demo receiver (./devReceiver.ts), registered with the
 * sandboxes only. The body is read as bytes, since the signature is over the bytes sent. A
 * genuine delivery is answered 204; one that fails verification is kept (the page says why)
 * and refused with 401, as a supplier's receiver must, so the sender sees its fault.
 * GET /dev/webhooks lists what arrived.
 */
export async function devReceiverRoutes(
  app: FastifyInstance,
  hosts: Pick<Hosts, 'all'>,
  env: Readonly<Record<string, string | undefined>>,
): Promise<DevReceiver> {
  const receiver = new DevReceiver();
  await app.register((scope, _options, done) => {
    // The signature is over the exact bytes: this route alone takes any body as a Buffer.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_r, body, next) => {
        next(null, body);
      },
    );
    scope.post<{ Params: { name: string }; Body: Buffer }>(
      `${DEV_WEBHOOKS_PATH}/:name`,
      { bodyLimit: BODY_LIMIT },
      (request, reply) => {
        const path = `${DEV_WEBHOOKS_PATH}/${request.params.name}`;
        // Read at each delivery: watch mode may change the hosts' settings.
        const endpoint = demoEndpoints(hosts.all, env).find((e) => e.path === path);
        if (!endpoint)
          throw new Problem(404, 'no-such-endpoint', `No host's webhook endpoint is ${path}.`);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const body = bytes.toString('utf8');
        const headers = {
          'webhook-id': header(request.headers['webhook-id']),
          'webhook-timestamp': header(request.headers['webhook-timestamp']),
          'webhook-signature': header(request.headers['webhook-signature']),
        };
        const outcome = verify(endpoint.secrets, bytes, headers);
        receiver.add({
          receivedAt: new Date(),
          path,
          host: endpoint.host,
          webhookId: headers['webhook-id'],
          type: typeOf(body),
          verified: outcome.verified,
          reason: outcome.verified ? null : outcome.reason,
          body,
        });
        if (!outcome.verified)
          throw new Problem(401, 'signature-invalid', `Not verified: ${outcome.reason}.`);
        return reply.code(204).send();
      },
    );
    done();
  });
  app.get(DEV_WEBHOOKS_PATH, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(receivedPage(receiver.list(), demoEndpoints(hosts.all, env))),
  );
  return receiver;
}

/** The body's `type`, when it is a JSON object with one; else empty. */
function typeOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const type =
      typeof parsed === 'object' && parsed !== null ? (parsed as { type?: unknown }).type : '';
    return typeof type === 'string' ? type : '';
  } catch {
    return '';
  }
}
