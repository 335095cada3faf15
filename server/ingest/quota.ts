import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../http/problem.ts';
import type { IngestClients } from './clients.ts';

/**
 * Per-client quotas of the ingestion API (server.json `ingest`): calls a minute and bills a
 * minute, counted per host's client in this process's memory, as the public API's limits are
 * (../http/limits.ts, ADR 0014). A call past its quota is 429 `quota-exceeded` with Retry-After;
 * a batch line past the bills' quota is answered refused, and the batch goes on.
 */
export function createQuotas(app: FastifyInstance, clients: IngestClients) {
  const key = (request: FastifyRequest) => `ingest:${request.site.name}`;
  const limit = (pick: 'requestsPerMinute' | 'billsPerMinute') =>
    app.createRateLimit({
      timeWindow: 60_000,
      max: (request) => clients.of(request.site)?.[pick] ?? 1,
      keyGenerator: key,
    });
  const requests = limit('requestsPerMinute');
  const bills = limit('billsPerMinute');
  const refuse = (reply: FastifyReply, seconds: number, what: string) => {
    void reply.header('retry-after', String(Math.max(1, seconds)));
    return new Problem(429, 'quota-exceeded', `This client sent ${what}: retry in ${seconds} s.`);
  };
  return {
    async request(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const counted = await requests(request);
      if (!counted.isAllowed && counted.isExceeded)
        throw refuse(reply, counted.ttlInSeconds, 'its calls of this minute');
    },
    async bill(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const counted = await bills(request);
      if (!counted.isAllowed && counted.isExceeded)
        throw refuse(reply, counted.ttlInSeconds, 'its bills of this minute');
    },
    async billAllowed(request: FastifyRequest): Promise<boolean> {
      const counted = await bills(request);
      return counted.isAllowed || !counted.isExceeded;
    },
  };
}
