import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import {
  defaultNotificationQuota,
  saveUnverified,
  type NotificationQuota,
  type UnverifiedKeeper,
} from '../payments/unverified.ts';

const minute = 60_000;

/**
 * Issue 27, item 4: a provider notification address's own limit on what nobody proved. The
 * general limiter leaves these addresses alone (server/http/limits.ts: a provider's bursts must
 * pass); this one counts only notifications refused before their proof was verified, per
 * address, so a signed notification is never limited. Past the minute's budget such a
 * notification is answered 429 and not kept; within it, it is kept within the quota
 * (../payments/unverified.ts). A warn line counts them, at most once a minute per provider.
 */
export function notificationGuard(
  app: FastifyInstance,
  db: Queryable,
  provider: string,
  quota: Partial<NotificationQuota> = {},
): { keeper(request: FastifyRequest, reply: FastifyReply): UnverifiedKeeper } {
  const bounds = { ...defaultNotificationQuota, ...quota };
  // The default key: the client's address, an IPv6 one by its prefix (one host has many).
  const limiter = app.createRateLimit({ timeWindow: minute, max: bounds.perMinutePerAddress });
  const tally = { kept: 0, dropped: 0, limited: 0, logged: Number.NEGATIVE_INFINITY };
  const count = (request: FastifyRequest, what: 'kept' | 'limited', dropped = 0) => {
    tally[what] += 1;
    tally.dropped += dropped;
    const now = Date.now();
    if (now - tally.logged < minute) return;
    tally.logged = now;
    request.log.warn(
      { provider, unverified: { ...tally, logged: undefined } },
      `unverified ${provider} notifications since start: ${tally.kept} kept, ${tally.dropped} ` +
        `oldest dropped over the quota, ${tally.limited} refused over the per-address limit`,
    );
  };
  return {
    keeper: (request, reply) => ({
      async keep(outcome) {
        const state = await limiter(request);
        if (!state.isAllowed && state.isExceeded) {
          count(request, 'limited');
          void reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
          throw new Problem(
            429,
            'rate-limited',
            `Too many unverified notifications from this address: retry in ${state.ttlInSeconds} seconds.`,
          );
        }
        const { dropped } = await saveUnverified(db, outcome, state.key, bounds);
        count(request, 'kept', dropped);
      },
    }),
  };
}
