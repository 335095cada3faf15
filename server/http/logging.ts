import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Structured logs (pino, one JSON object per line). A bill link's id, a bearer token and a PDF
 * reference are credentials: anyone holding one opens the bill. They never reach the log; a
 * crypto id in a path or query is replaced by its first six characters and an ellipsis, enough
 * to correlate lines of one request without being usable.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.headers.host ?? '',
      }),
    },
  };
}

/** `/api/x/AdGXCqFsAO3T…long…` → `/api/x/AdGXCq…`; the same for `?id=…`. */
export function redactUrl(url: string): string {
  return url.replace(/[A-Za-z0-9_-]{40,}/g, (secret) => `${secret.slice(0, 6)}…`);
}
