import type { FastifyRequest } from 'fastify';
import type { Grant } from '../http/access.ts';

/**
 * A route with a link in its path (`:crypto`) opens the link before it reads its body (issue
 * 27, item 1; ADR 0038): a forged, expired or foreign link is refused with the link's own
 * answer without a byte of the body parsed, so a large body costs nothing to a sender without
 * a valid link. The grant found is the handler's (`linkGrant`).
 */
const grants = new WeakMap<FastifyRequest, Grant>();

/** The route's `onRequest`: `open` looks the link up as the handler would have. */
export function linkFirst(
  open: (request: FastifyRequest, crypto: string) => Promise<Grant>,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const { crypto } = request.params as { crypto?: unknown };
    grants.set(request, await open(request, typeof crypto === 'string' ? crypto : ''));
  };
}

/** The grant the route's `linkFirst` found for this request. */
export function linkGrant(request: FastifyRequest): Grant {
  const grant = grants.get(request);
  if (!grant) throw new Error(`${request.url} has no linkFirst hook`);
  return grant;
}
