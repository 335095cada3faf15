import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { describe } from '../validation.ts';
import { Problem } from './problem.ts';

interface ProblemBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
}

const body = (statusCode: number, code: string, message: string): ProblemBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
});

/**
 * Turns every failure into a problem body. Bad input is a 4xx with its reason; only a bug of
 * the server is a 500, and its details go to the log, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Problem, request, reply) => {
    if (error instanceof Problem) {
      return send(reply, body(error.statusCode, error.code, error.message));
    }
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      return send(reply, body(400, 'invalid-request', describe(error.validation, where)));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, body(413, 'body-too-large', tooLarge(request)));
    }
    if (status >= 400 && status < 500) {
      const code = (error.code || 'bad-request').toLowerCase().replace(/^fst_err_/, '');
      return send(reply, body(status, code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, body(500, 'internal', 'The server failed to answer; it has been logged.'));
  });
}

/**
 * A JSON body's limit is its route's (./bodyLimits.ts) and is named; another parser (a form, a
 * provider's webhook) may have its own, so the sentence names none.
 */
function tooLarge(request: FastifyRequest): string {
  const json = /^\s*application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
  return json
    ? `The body is larger than this call accepts: at most ${request.routeOptions.bodyLimit} bytes.`
    : 'The body is larger than this call accepts.';
}

function send(reply: FastifyReply, problem: ProblemBody): FastifyReply {
  // Problems skip the route's response schema: they are checked by the problem schema's shape.
  return reply
    .code(problem.statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(problem);
}

/** A 404 for an API path nobody serves; the page's own paths fall back to index.html. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(
    reply,
    body(404, 'no-such-route', `${request.method} ${request.url} is not a call of this API.`),
  );
}
