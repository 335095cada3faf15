import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { refuse } from '../payments/refuse.ts';
import { KEY_ID_HEADER, parseBody, SIGNATURE_HEADER } from '../payments/worldline.ts';
import { receiveWorldlineWebhook } from '../payments/worldlineWebhook.ts';
import type { NotificationQuota } from '../payments/unverified.ts';
import { notificationParams, notificationTarget, paidAnswer } from './common.ts';
import { notificationGuard } from './notificationGuard.ts';

/** Where the reference server listens; the sample host's `worldlineServerToServerUrl` names it. */
export const WEBHOOK_BASE = '/api/worldline/webhook';

/**
 * The second provider's webhook (spec §4: the page sends
 * `{worldlineServerToServerUrl}/{id}/{base64 of the host name}` as callback_url), named like
 * the first provider's notification (decision 77). The signature is over the body's exact
 * bytes, so this route alone takes every body as a Buffer, whatever its content type: no JSON
 * parser touches it before the signature is checked, and a webhook with a wrong content type is
 * still kept and answered with a reason rather than a 415.
 */
export async function worldlineWebhookRoutes(
  app: FastifyInstance,
  deps: Deps,
  quota?: Partial<NotificationQuota>,
): Promise<void> {
  // Unsigned webhooks are kept within a quota and limited per address (issue 27).
  const guard = notificationGuard(app, deps.db, 'worldline', quota);
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    // A payment event is a few hundred bytes; anything near this limit is not one.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_r, body, next) => {
      next(null, body);
    });
    scope.post<{ Params: { id: string; host: string }; Body: Buffer | undefined }>(
      `${WEBHOOK_BASE}/:id/:host`,
      {
        schema: {
          params: notificationParams,
          response: paidAnswer,
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const target = notificationTarget(deps, request.params, 'worldline');
        const unverified = guard.keeper(request, reply);
        if (!target.ok) {
          const { supplier, documentId, problem } = target;
          const raw = parseBody(body);
          const source = 'notification';
          return refuse(
            deps.db,
            { documentId, supplier, provider: 'worldline', source, code: null, raw },
            problem,
            unverified,
          );
        }
        const header = (name: string): string | undefined => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const { host, settings, documentId } = target;
        const { paid } = await receiveWorldlineWebhook(deps.db, {
          supplier: host.settings.supplier,
          settings,
          secret: deps.keys.of(host, 'worldline').value,
          documentId,
          body,
          keyId: header(KEY_ID_HEADER),
          signature: header(SIGNATURE_HEADER),
          unverified,
          host: host.name,
          at: deps.now(),
        });
        return { paid };
      },
    );
    done();
  });
}
