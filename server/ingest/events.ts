import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Deps } from '../deps.ts';
import { feedPage, limitOf, seqOf, typesOf } from '../events/feed.ts';
import { ingestPath } from '../identity/bearer.ts';
import { problems, ref } from '../routes/common.ts';
import type { IngestPrincipal, Scope } from './auth.ts';

type FeedQuery = { Querystring: { after?: string; limit?: string; types?: string } };

/**
 * The pull feed of the ingestion API (issue 29, ADR 0050): GET /events with the billing
 * client's token (scope `events:read`) reads its own supplier's events after a cursor. Each
 * parameter is checked by hand so a refusal names its own reason (`bad-cursor`, `bad-limit`,
 * `unknown-event-type`); a parameter given twice is refused as not one string.
 */
export function eventFeedRoutes(
  app: FastifyInstance,
  deps: Deps,
  guard: (scope: Scope) => onRequestHookHandler,
  principalOf: (request: FastifyRequest) => IngestPrincipal,
): void {
  app.get<FeedQuery>(
    `${ingestPath}/events`,
    {
      onRequest: guard('events:read'),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            after: { type: 'string' },
            limit: { type: 'string' },
            types: { type: 'string' },
          },
        },
        response: { 200: ref('event-feed.schema.json'), ...problems },
      },
    },
    async (request) => {
      const { after, limit, types } = request.query;
      return feedPage(deps.db, {
        supplier: principalOf(request).supplier,
        after: after === undefined ? '0' : seqOf(after),
        limit: limitOf(limit),
        types: typesOf(types),
      });
    },
  );
}
