import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { installFormParser } from '../http/form.ts';
import { linkNotFound, Problem } from '../http/problem.ts';
import type { Host } from '../hosts/hosts.ts';
import { receiveNexiOutcome } from '../payments/nexiOutcome.ts';
import { saveOutcome } from '../payments/store.ts';
import { problems, ref } from './common.ts';
import { secretOf } from './payments.ts';

/** Where the reference server listens; the sample host's `nexiServerToServerUrl` names it. */
export const NOTIFICATION_BASE = '/api/nexi/s2s';

const params = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 512 },
    // Standard or URL-safe base64, padded or not: a host name is at most 253 characters.
    host: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9+_-]+={0,2}$' },
  },
  required: ['id', 'host'],
};

/**
 * The first provider's server-to-server notification (spec §4: the page sends
 * `{nexiServerToServerUrl}/{id}/{base64 of the host name}` as `urlpost`). It arrives without
 * the customer's browser, so it names its bill by the link id and its host by the last segment:
 * the Host header of a notification is the provider's business, not the customer's. The MAC is
 * the proof; the id and host only have to agree with the attempt that codTrans names.
 */
export async function nexiNotificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((scope, _options, done) => {
    installFormParser(scope);
    scope.post<{ Params: { id: string; host: string }; Body: unknown }>(
      `${NOTIFICATION_BASE}/:id/:host`,
      {
        schema: {
          params,
          body: ref('outcome-record.schema.json'),
          response: { 200: ref('outcome-answer.schema.json'), ...problems },
        },
        // A body outside the schema is still an outcome that arrived: it is kept, then refused.
        attachValidation: true,
      },
      async (request) => {
        const body = request.body;
        const record = isRecord(body) ? body : { body: body ?? null };
        const host = hostOfSegment(deps, request.params.host);
        const nexi = host?.server.payments?.nexi;
        const opened = deps.sealer.open('link', request.params.id, deps.now());
        // An expired link still names its bill: a customer may pay in the link's last minute.
        const documentId = opened.status === 'invalid' ? null : opened.value;
        const refuse = async (reason: string, problem: Problem): Promise<never> => {
          await saveOutcome(deps.db, {
            documentId: documentId ?? '',
            supplier: host?.settings.supplier ?? '',
            provider: 'nexi',
            source: 'notification',
            accepted: false,
            reason,
            code: typeof record['codTrans'] === 'string' ? record['codTrans'] : null,
            raw: record,
          });
          throw problem;
        };

        if (!host || !nexi || host.settings.paymentProvider !== 'nexi') {
          return refuse(
            'unknown-host',
            new Problem(
              400,
              'unknown-host',
              'The last segment is not the base64 of a host paid through the first provider here.',
            ),
          );
        }
        if (documentId === null) return refuse('link-not-found', linkNotFound());
        if (request.validationError) {
          const { message } = request.validationError;
          return refuse('invalid-request', new Problem(400, 'invalid-request', message));
        }
        const { paid } = await receiveNexiOutcome(deps.db, {
          supplier: host.settings.supplier,
          settings: nexi,
          secret: secretOf(nexi.macKey),
          source: 'notification',
          documentId,
          record,
        });
        return { paid };
      },
    );
    done();
  });
}

/** The host a base64 segment names exactly (by name or alias), never the default host. */
function hostOfSegment(deps: Deps, segment: string): Host | undefined {
  // Node's base64 decoder reads both alphabets, with or without padding.
  const name = Buffer.from(segment, 'base64').toString('utf8').toLowerCase();
  return deps.hosts.all.find(
    (host) =>
      host.name.toLowerCase() === name ||
      (host.server.aliases ?? []).some((alias) => alias.toLowerCase() === name),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
