import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { installFormParser } from '../http/form.ts';
import { Problem } from '../http/problem.ts';
import { receiveNexiOutcome } from '../payments/nexiOutcome.ts';
import { refuse } from '../payments/refuse.ts';
import { isRecord } from '../../src/domain/flags.ts';
import type { NotificationQuota } from '../payments/unverified.ts';
import { notificationParams, notificationTarget, paidAnswer, ref } from './common.ts';
import { notificationGuard } from './notificationGuard.ts';

/** Where the reference server listens; the sample host's `nexiServerToServerUrl` names it. */
export const NOTIFICATION_BASE = '/api/nexi/s2s';

/**
 * The first provider's server-to-server notification (spec §4: the page sends
 * `{nexiServerToServerUrl}/{id}/{base64 of the host name}` as `urlpost`). It arrives without
 * the customer's browser, so it names its bill by the link id and its host by the last segment:
 * the Host header of a notification is the provider's business, not the customer's. The MAC is
 * the proof; the id and host only have to agree with the attempt that codTrans names.
 */
export async function nexiNotificationRoutes(
  app: FastifyInstance,
  deps: Deps,
  quota?: Partial<NotificationQuota>,
): Promise<void> {
  // What nobody proved is kept within a quota and limited per address (issue 27).
  const guard = notificationGuard(app, deps.db, 'nexi', quota);
  await app.register((scope, _options, done) => {
    installFormParser(scope);
    scope.post<{ Params: { id: string; host: string }; Body: unknown }>(
      `${NOTIFICATION_BASE}/:id/:host`,
      {
        schema: {
          params: notificationParams,
          body: ref('outcome-record.schema.json'),
          response: paidAnswer,
        },
        // A body outside the schema is still an outcome that arrived: it is kept, then refused;
        // so is one refused for its text or depth, kept as its text (issue 12 in spec-decisions).
        attachValidation: true,
        config: { evidence: true },
      },
      async (request, reply) => {
        const body = request.body;
        const record = isRecord(body) ? body : { body: body ?? null };
        const target = notificationTarget(deps, request.params, 'nexi');
        // Every refusal here comes before the MAC was checked: none is proven.
        const unverified = guard.keeper(request, reply);
        const refused = (problem: Problem, supplier: string, documentId: string) =>
          refuse(
            deps.db,
            {
              documentId,
              supplier,
              provider: 'nexi',
              source: 'notification',
              code: typeof record['codTrans'] === 'string' ? record['codTrans'] : null,
              raw: record,
            },
            problem,
            unverified,
          );
        if (!target.ok) return refused(target.problem, target.supplier, target.documentId);
        const { host, settings, documentId } = target;
        if (request.bodyProblem)
          return refused(request.bodyProblem, host.settings.supplier, documentId);
        if (request.validationError) {
          const problem = new Problem(400, 'invalid-request', request.validationError.message);
          return refused(problem, host.settings.supplier, documentId);
        }
        const { paid } = await receiveNexiOutcome(deps.db, {
          supplier: host.settings.supplier,
          settings,
          secret: deps.keys.of(host, 'nexi').value,
          source: 'notification',
          documentId,
          record,
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
