import type { FastifyInstance } from 'fastify';
import type { CookieConsent } from '../../schemas/types/cookie-consent.gen.ts';
import type { Deps } from '../deps.ts';
import { appendEvent } from '../events/outbox.ts';
import { Problem } from '../http/problem.ts';
import { problems, ref } from './common.ts';

/**
 * `POST /api/consent` (issue 29, decision 454): the cookie banner's answer, recorded by the
 * server on the hosts whose settings ask for it, and told to the supplier in the same
 * transaction. Elsewhere the answer stays in the browser, and this call is refused (404).
 */
export function consentRoutes(app: FastifyInstance, deps: Deps): void {
  app.post<{ Body: CookieConsent }>(
    '/api/consent',
    {
      schema: {
        body: ref('cookie-consent.schema.json'),
        response: { 200: { const: 1 }, ...problems },
      },
    },
    async (request) => {
      const { settings } = request.site;
      if (settings.recordCookieConsent !== true) {
        throw new Problem(
          404,
          'consent-not-recorded',
          'This host keeps the cookie choice in the browser only (recordCookieConsent is off).',
        );
      }
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO cookie_consents (supplier, host, choice, answered_at, recorded_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
          [settings.supplier, request.site.name, request.body.choice, request.body.at, now],
        );
        await appendEvent(tx, {
          type: 'consent.recorded',
          supplier: settings.supplier,
          host: request.site.name,
          at: now,
          data: {
            consentId: row?.id ?? '',
            kind: 'cookies',
            choice: request.body.choice,
            answeredAt: new Date(request.body.at).toISOString(),
            policyUrl: settings.cookiePolicyUrl ?? null,
          },
        });
      });
      return 1;
    },
  );
}
