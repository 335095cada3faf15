import type { FastifyInstance } from 'fastify';
import { Problem } from '../http/problem.ts';
import { sendTagged, tagged } from '../http/tagged.ts';
import type { TemplateStore } from './store.ts';

/**
 * The effective templates of the request's host (ADR 0035), public like its settings: the
 * page asks for the list first (decision 311), then the template it chose. Each answer carries
 * a strong ETag and `no-cache`, so the browser keeps it and revalidates it with one 304.
 */
export function templateRoutes(app: FastifyInstance, store: TemplateStore): void {
  app.get('/api/templates', (request, reply) =>
    sendTagged(request, reply, tagged(JSON.stringify(store.names(request.site)))),
  );

  app.get<{ Params: { name: string } }>(
    '/api/templates/:name',
    {
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
          required: ['name'],
        },
      },
    },
    (request, reply) => {
      const served = store.template(request.site, request.params.name);
      if (!served) {
        throw new Problem(
          404,
          'unknown-template',
          `This host serves no template ${request.params.name}; GET /api/templates lists those it serves.`,
        );
      }
      return sendTagged(request, reply, served);
    },
  );
}
