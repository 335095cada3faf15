import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { refusalHeaders } from './security.ts';

/**
 * Refusals that happen outside a route, in the problem shape like every other: what Node's
 * HTTP parser refuses before fastify sees a request, and requests that arrive while the server
 * is shutting down.
 */

/**
 * These refusals never pass the hooks that set the security headers and `no-store`
 * (./security.ts), so they carry them here (issue 27).
 */
const headers = refusalHeaders();
const rawHeaders = Object.entries(headers)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** Seconds a client should wait before asking again during a shutdown (a restart's time). */
const RETRY_AFTER_SECONDS = 5;

const problem = (statusCode: number, code: string, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
});

/** What Node's parser refused: [status, code, message], by the error's code. */
function refusalOf(
  error: NodeJS.ErrnoException & { rawPacket?: unknown },
): [number, string, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return longRequestLine(error.rawPacket)
        ? [414, 'uri-too-long', 'The request URL is longer than this server reads.']
        : [431, 'headers-too-large', 'The request headers are larger than this server reads.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return [408, 'request-timeout', 'The request did not arrive in time.'];
    default:
      return [
        400,
        'malformed-request',
        `The request is not valid HTTP/1.1 (${error.code ?? 'unknown'}).`,
      ];
  }
}

/** A URL no call of this API comes near (links are about 90 characters, queries a few hundred). */
const LONG_URL = 8192;

/**
 * Whether the data Node was parsing when the headers overflowed starts with a request line
 * longer than LONG_URL: Node's header limit covers the request line too, so what overflowed
 * was the URL. (A request line split over several packets is counted as headers.)
 */
function longRequestLine(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ \S/.test(packet.subarray(0, 32).toString('latin1'))) {
    return false;
  }
  const end = packet.indexOf('\r\n');
  return (end < 0 ? packet.length : end) > LONG_URL;
}

/**
 * fastify's `clientErrorHandler`: Node's 'clientError' (a malformed request line, headers too
 * large, a timeout) answered with a problem body on the raw socket, then the connection closed,
 * as Node's own handler does with an empty body.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error, socket: Socket): void {
  const failure = error as NodeJS.ErrnoException;
  // A reset connection has nobody to answer.
  if (failure.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = refusalOf(failure);
  this.log.debug({ err: error }, `client error: ${code}`);
  if (socket.writable) {
    const body = JSON.stringify(problem(status, code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        rawHeaders +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * fastify's `frameworkErrors`: the router's own refusals (a URL that does not decode, 400
 * `bad_url`; a path parameter over its length, 414), which run no hook, in the problem shape
 * with the headers of every answer.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(problem(status, error.code.toLowerCase().replace(/^fst_err_/, ''), error.message));
}

/**
 * From the moment the server starts closing, a request that still reaches it (a kept-alive
 * connection, a pipelined request) is answered 503 `shutting-down` with `Retry-After` and
 * `Connection: close`: fastify's own 503 (return503OnClosing) has no code. Requests already
 * being handled finish. Add it first, so no other hook runs for such a request.
 */
export function installShutdownRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(problem(503, 'shutting-down', 'The server is shutting down: ask again shortly.'));
  });
}
