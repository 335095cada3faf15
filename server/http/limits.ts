import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Host } from '../hosts/hosts.ts';
import type { Limits } from '../types.ts';
import { Problem } from './problem.ts';
import { SharedCounts, sharedStore } from './sharedLimits.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Seconds until this address may have a bill drawn again, when it asked for the page past
     * its budget (null otherwise): the page route (./firstPaint.ts) then refuses to draw, 429,
     * handing a browser the undrawn page as it does when its render gate is full.
     */
    pageBudgetSpent: number | null;
  }
}

/**
 * Issue 12: how often one address, or one link, may call the public API. The numbers are host
 * settings (`limits` in server.json) with these defaults; the e2e suite opens every page from
 * 127.0.0.1, so the per-address reads stay generous while forms and failed lookups are tight.
 */
export const defaultLimits: Required<Limits> = {
  readsPerMinutePerAddress: 2400,
  writesPerMinutePerAddress: 300,
  writesPerMinutePerLink: 10,
  pagesPerMinutePerAddress: 600,
  failedLinksPerMinutePerAddress: 60,
  messagesPerBillPerDay: 20,
};

export const limitsOf = (host: Host): Required<Limits> => ({
  ...defaultLimits,
  ...host.server.limits,
});

/** Calls that store something or start a payment: the forms of spec §7. */
const writeRoute =
  /^\/api\/(api_\w+?_(messaggio|put_profilo|salva_autolettura|pagamento|segna_pagamento)\b|bollettainterattiva\/sendemail\/|contacts\/sendemail\/|customer\/password\/reset$|consent$)/;
/**
 * Not limited: provider notifications (from the providers' servers), the health probe (ops)
 * and the host's own settings and catalogues (the same small answer for everyone, no bill).
 * The ingestion API counts per billing client instead, by its token (server/ingest/quota.ts).
 */
const unlimited =
  /^\/api\/(health$|nexi\/s2s\/|worldline\/webhook\/|locales\/|social$|footer$|ingest\/)/;

/** The bill drawn on the server (./firstPaint.ts): the one page whose answer costs the thread. */
const pageRoute = '/bollettainterattiva';

type Kind = 'read' | 'write' | 'page';

/** By the route the router chose, so `/%61pi/…` counts as `/api/…` (issue 27). */
function kindOf(request: FastifyRequest): Kind | null {
  const route = request.routeOptions.url;
  if (route === pageRoute) return 'page';
  if (route === undefined || !route.startsWith('/api/') || unlimited.test(route)) return null;
  return writeRoute.test(route) ? 'write' : 'read';
}

/** The link a call is about: its path's crypto or id, public access's `?id=`, or the session token. */
function linkOf(request: FastifyRequest): string | null {
  const params = request.params as Record<string, string | undefined>;
  const query = request.query as Record<string, unknown>;
  const id = params['crypto'] ?? params['id'] ?? query['id'];
  if (typeof id === 'string' && id !== '') return `link:${id}`;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token === undefined ? null : `token:${token}`;
}

const minute = 60_000;

/**
 * Installs the limits: each request of the public API counts against its address (reads or
 * writes), each bill page drawn on the server against the address's own page budget, and, for writes, against its link; a link lookup that ends in 404 or 410 counts
 * against its address, and once there are too many the address gets 429 for every link call
 * until the window ends: guessing links costs a minute per few dozen tries. The counts live in this
 * process's memory (ADR 0014); with `shared` (QUADRO_SHARED_LIMITS=1, decision 601) and
 * PostgreSQL, which many processes share behind a load balancer, in the database
 * (./sharedLimits.ts, ADR 0057), for these limiters and every other one the app makes (logins,
 * recovery, notifications, ingestion).
 */
export async function installLimits(
  app: FastifyInstance,
  db: Pick<Database, 'kind' | 'query'>,
  shared = false,
): Promise<void> {
  const counts =
    shared && db.kind === 'postgres'
      ? new SharedCounts(db, {
          onError: (error) => {
            app.log.warn({ err: error }, 'the shared rate-limit counts could not be sent');
          },
        })
      : null;
  if (counts) {
    app.addHook('onClose', async () => {
      await counts.close();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(counts ? { store: sharedStore(counts) } : {}),
    // Only the limiters below are used; should a route ever set its own, it answers a problem.
    errorResponseBuilder: (_request, context) =>
      tooMany(Math.ceil(context.ttl / 1000), 'this call'),
  });
  // Each named, so the shared counts keep them apart in every process (./sharedLimits.ts).
  const limiter = (
    nameSpace: string,
    max: (request: FastifyRequest) => number,
    key: (r: FastifyRequest) => string,
  ) => app.createRateLimit({ timeWindow: minute, max, keyGenerator: key, nameSpace });
  const byAddress = (request: FastifyRequest) => request.ip;
  const reads = limiter('reads', (r) => limitsOf(r.site).readsPerMinutePerAddress, byAddress);
  const writes = limiter('writes', (r) => limitsOf(r.site).writesPerMinutePerAddress, byAddress);
  const pages = limiter('pages', (r) => limitsOf(r.site).pagesPerMinutePerAddress, byAddress);
  const failures = limiter(
    'failures',
    (r) => limitsOf(r.site).failedLinksPerMinutePerAddress,
    byAddress,
  );
  const perLink = limiter(
    'per-link',
    (r) => limitsOf(r.site).writesPerMinutePerLink,
    (r) => linkOf(r) ?? 'none',
  );

  app.decorateRequest('pageBudgetSpent', null);
  app.addHook('onRequest', async (request, reply) => {
    const kind = kindOf(request);
    if (kind === null) return;
    if (kind === 'page') {
      // The page's own budget; its API calls, made in-process as this address, count as reads.
      const page = await pages(request);
      // Many customers may share one address (a carrier's NAT, an office): the page route
      // refuses the drawing, not the customer, so a browser still gets the bill.
      if (!page.isAllowed && page.isExceeded)
        request.pageBudgetSpent = Math.max(1, page.ttlInSeconds);
      return;
    }
    const failed = await failures(request, { increment: false });
    if (!failed.isAllowed && failed.remaining === 0) {
      refuse(reply, failed.ttlInSeconds, 'this address, after too many links that open no bill');
    }
    const own = await (kind === 'read' ? reads : writes)(request);
    if (!own.isAllowed && own.isExceeded) refuse(reply, own.ttlInSeconds, 'this address');
    if (kind === 'write' && linkOf(request) !== null) {
      const link = await perLink(request);
      if (!link.isAllowed && link.isExceeded) refuse(reply, link.ttlInSeconds, 'this bill link');
    }
  });
  // Counted before the answer leaves (onSend, not onResponse): with the counts in the database
  // (ADR 0057) a client's next try must find this failure counted, however fast it comes.
  app.addHook('onSend', async (request, reply, payload) => {
    const kind = kindOf(request);
    if (
      (reply.statusCode === 404 || reply.statusCode === 410) &&
      kind !== null &&
      kind !== 'page'
    ) {
      await failures(request);
    }
    return payload;
  });
}

export function tooMany(seconds: number, what: string): Problem {
  const at = new Date(Date.now() + seconds * 1000).toISOString().slice(11, 19);
  return new Problem(
    429,
    'rate-limited',
    `Too many requests from ${what}: retry in ${seconds} seconds (after ${at} UTC).`,
  );
}

function refuse(reply: FastifyReply, seconds: number, what: string): never {
  const wait = Math.max(1, seconds);
  void reply.header('retry-after', String(wait));
  throw tooMany(wait, what);
}
