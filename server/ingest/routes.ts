import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { IngestResult } from '../../schemas/types/ingest-result.gen.ts';
import type { IngestStatusChange } from '../../schemas/types/ingest-status.gen.ts';
import type { Deps } from '../deps.ts';
import { INGEST_BILL_LIMIT, INGEST_PDF_LIMIT } from '../http/bodyLimits.ts';
import { Problem } from '../http/problem.ts';
import { ingestPath } from '../identity/bearer.ts';
import { problems, ref } from '../routes/common.ts';
import { authenticateClient, type IngestPrincipal, type Scope } from './auth.ts';
import { linesOf, writeResult, type Line } from './batch.ts';
import { eventFeedRoutes } from './events.ts';
import { BILL_SHAPE, ingestBill, parseBill } from './bills.ts';
import type { IngestClients } from './clients.ts';
import { openApiOf } from './openapi.ts';
import { putPdf } from './pdf.ts';
import { createQuotas } from './quota.ts';
import { billNotFound, billState, changeStatus } from './status.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The billing client an ingestion call is made by, once its token is checked. */
    ingest: IngestPrincipal | null;
  }
}

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } },
  required: ['id'],
} as const;

type WithId = { Params: { id: string } };

/**
 * The ingestion API (issue 28, ADR 0043) under /api/ingest/v1: a billing system's client puts
 * bills one by one or as an NDJSON batch, changes their status, withdraws them and reads their
 * state. Every call is authorised before its body is read, and counted against its client.
 */
export async function ingestRoutes(
  app: FastifyInstance,
  deps: Deps,
  clients: IngestClients,
): Promise<void> {
  const quotas = createQuotas(app, clients);
  app.decorateRequest('ingest', null);
  const guard =
    (scope: Scope): onRequestHookHandler =>
    async (request, reply) => {
      const principal = await authenticateClient(deps, clients, request, reply, scope);
      await quotas.request(request, reply);
      request.ingest = principal;
    };
  const principalOf = (request: FastifyRequest): IngestPrincipal => {
    if (!request.ingest) throw new Error('an ingestion route ran without its guard');
    return request.ingest;
  };

  app.get(`${ingestPath}/openapi.json`, (request) => openApiOf(deps.identity.origin(request.site)));
  eventFeedRoutes(app, deps, guard, principalOf);

  app.put<WithId & { Body: unknown }>(
    `${ingestPath}/bills/:id`,
    {
      onRequest: guard('bills:write'),
      bodyLimit: INGEST_BILL_LIMIT,
      config: { bodyShape: BILL_SHAPE },
      schema: { params: idParams },
    },
    async (request, reply) => {
      const { supplier } = principalOf(request);
      await quotas.bill(request, reply);
      const result = await ingestBill(deps, supplier, request.body, request.params.id);
      if (result.result !== 'refused')
        return reply.code(result.result === 'stored' ? 201 : 200).send(result);
      const conflict = result.errors?.some(
        (e) => e.code === 'id-unavailable' || e.code === 'withdrawn',
      );
      return refuse(reply, conflict ? 409 : 422, result);
    },
  );

  await app.register((scope, _options, done) => {
    // The batch is read by its route as it arrives (./batch.ts), never whole.
    scope.addContentTypeParser('application/x-ndjson', (_request, payload, parsed) => {
      parsed(null, payload);
    });
    scope.post<{ Body: Readable }>(
      `${ingestPath}/bills`,
      { onRequest: guard('bills:write') },
      (request, reply) => {
        const { supplier, client } = principalOf(request);
        if (!/^application\/x-ndjson\b/i.test(request.headers['content-type'] ?? '')) {
          throw new Problem(415, 'not-ndjson', 'A batch is sent as application/x-ndjson.');
        }
        const lineResult = async (line: Line, count: number): Promise<IngestResult> => {
          if (count > client.batchLines)
            return refusedLine(
              'batch-too-long',
              `a batch holds at most ${client.batchLines} bills`,
            );
          if ('tooLong' in line)
            return refusedLine('line-too-long', `a line holds at most ${INGEST_BILL_LIMIT} bytes`);
          if (!(await quotas.billAllowed(request)))
            return refusedLine('quota-exceeded', `at most ${client.billsPerMinute} bills a minute`);
          const parsed = parseBill(line.text);
          if ('error' in parsed) return { id: null, result: 'refused', errors: [parsed.error] };
          try {
            return await ingestBill(deps, supplier, parsed.value);
          } catch (error) {
            request.log.error({ err: error }, 'a batch line failed');
            return refusedLine('failed', 'the server failed to store it; send it again');
          }
        };
        const out = new PassThrough();
        void (async () => {
          let count = 0;
          for await (const line of linesOf(request.body, INGEST_BILL_LIMIT)) {
            count += 1;
            await writeResult(out, line.number, await lineResult(line, count));
          }
          out.end();
        })().catch((error: unknown) => {
          request.log.error({ err: error }, 'a batch stopped');
          out.end();
        });
        return reply.type('application/x-ndjson; charset=utf-8').send(out);
      },
    );
    done();
  });

  await app.register((scope, _options, done) => {
    // The supplier's own PDF, read whole (10 MiB at most) and stored as it came.
    scope.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: INGEST_PDF_LIMIT },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.put<WithId & { Body: Buffer }>(
      `${ingestPath}/bills/:id/pdf`,
      {
        onRequest: guard('bills:write'),
        bodyLimit: INGEST_PDF_LIMIT,
        schema: { params: idParams },
      },
      async (request, reply) => {
        const { supplier } = principalOf(request);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
          throw new Problem(415, 'not-pdf', 'The body must be a PDF (application/pdf, %PDF-…).');
        }
        const result = await putPdf(deps, supplier, request.params.id, new Uint8Array(bytes));
        return result.result === 'refused' ? refuse(reply, 409, result) : result;
      },
    );
    done();
  });

  app.post<WithId & { Body: IngestStatusChange }>(
    `${ingestPath}/bills/:id/status`,
    {
      onRequest: guard('bills:write'),
      schema: { params: idParams, body: ref('ingest-status.schema.json') },
    },
    async (request) => {
      const { supplier, client } = principalOf(request);
      const { id } = request.params;
      const by = { clientId: client.clientId, host: request.site.name, at: deps.now() };
      const outcome = await changeStatus(deps.db, supplier, id, request.body, by);
      return { outcome, state: await billState(deps.db, supplier, id) };
    },
  );

  app.delete<WithId>(
    `${ingestPath}/bills/:id`,
    { onRequest: guard('bills:write'), schema: { params: idParams } },
    async (request) => {
      const { supplier, client } = principalOf(request);
      const { id } = request.params;
      const outcome = await changeStatus(
        deps.db,
        supplier,
        id,
        { status: 'withdrawn' },
        { clientId: client.clientId, host: request.site.name, at: deps.now() },
      );
      return { outcome, state: await billState(deps.db, supplier, id) };
    },
  );

  app.get<WithId>(
    `${ingestPath}/bills/:id`,
    {
      onRequest: guard('bills:read'),
      schema: { params: idParams, response: { 200: ref('ingest-state.schema.json'), ...problems } },
    },
    async (request) => {
      const state = await billState(deps.db, principalOf(request).supplier, request.params.id);
      if (!state) throw billNotFound();
      return state;
    },
  );
}

const refusedLine = (code: string, reason: string): IngestResult => ({
  id: null,
  result: 'refused',
  errors: [{ pointer: '', reason, code }],
});

/** A refused bill: the problem shape, with the result's members (id, result, errors) in it. */
function refuse(reply: FastifyReply, status: number, result: IngestResult): FastifyReply {
  const first = result.errors?.[0];
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: first ? `${first.pointer || 'the bill'} ${first.reason}` : 'The bill was refused.',
      code: first?.code ?? 'bill-refused',
      ...result,
    });
}
