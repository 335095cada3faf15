import type { Database } from '../db/database.ts';
import { startRounds, type Rounds } from '../db/rounds.ts';
import { EVENTS_CHANNEL } from '../events/outbox.ts';
import { claimDue, fanOut, recordAttempt, type Claimed, type Outcome } from './queue.ts';
import { attempt, type Answer } from './send.ts';
import type { Endpoint } from './settings.ts';

/**
 * How long a claim holds a row: as long as the slowest endpoint's attempt may take, and a
 * margin. A worker killed mid-attempt leaves its rows to another (or to itself restarted)
 * after this; a shorter lease would send a slow attempt twice at once.
 */
export const leaseMs = (endpoints: readonly Pick<Endpoint, 'timeoutMs'>[]): number =>
  2 * Math.max(0, ...endpoints.map((e) => e.timeoutMs)) + 5_000;
const BATCH = 50;
/** The first retry's delay, doubled at each failure up to MAX_DELAY_MS (decision 458). */
const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60 * 60_000;

export interface WebhookDeps {
  db: Database;
  endpoints: readonly Endpoint[];
  /** This server's own listening origin, where `/dev/webhooks/` paths are delivered. */
  ownOrigin: () => string;
  /** The scheduling clock (retries, dead letter); tests move it. */
  now?: () => Date;
  /** Jitter's source, in [0, 1). */
  random?: () => number;
  log?: { warn(message: string): void };
}

/**
 * The delay before attempt `attempts + 1`: exponential, with "full jitter" over its upper half,
 * so receivers coming back are not hit by every sender at the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What follows an answer: delivered on 2xx, held on 410, else a retry or the dead letter. */
export function outcomeOf(
  claimed: Pick<Claimed, 'attempts' | 'queuedAt'>,
  answer: Answer,
  endpoint: Pick<Endpoint, 'deadAfterMs'>,
  now: Date,
  random: () => number = Math.random,
): Outcome {
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  if (ok) return { ...answer, next: { state: 'delivered' } };
  if (answer.status === 410) return { ...answer, next: { state: 'held' } };
  const at = new Date(now.getTime() + retryDelayMs(claimed.attempts, random));
  if (at.getTime() > claimed.queuedAt.getTime() + endpoint.deadAfterMs) {
    return { ...answer, next: { state: 'dead' } };
  }
  return { ...answer, next: { state: 'retry', at } };
}

/**
 * One round: fans out the outbox's new events, then claims and sends what is due until nothing
 * is; answers how many attempts it made. Any number of processes may run it at once.
 */
export async function deliverOnce(deps: WebhookDeps): Promise<number> {
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  if (deps.endpoints.length === 0) return 0;
  while ((await fanOut(deps.db, deps.endpoints, now())) > 0);
  const byKey = new Map(deps.endpoints.map((e) => [`${e.host} ${e.id}`, e]));
  let made = 0;
  for (;;) {
    const claimed = await claimDue(
      deps.db,
      { limit: BATCH, leaseMs: leaseMs(deps.endpoints) },
      now(),
    );
    // Rows of different endpoints and keys are independent: sent side by side.
    await Promise.all(
      claimed.map(async (row) => {
        const endpoint = byKey.get(`${row.host} ${row.endpoint}`);
        if (!endpoint) {
          // An endpoint removed from server.json: its rows wait until it is back.
          await recordAttempt(
            deps.db,
            row,
            {
              status: null,
              error: 'endpoint no longer configured',
              ms: 0,
              next: { state: 'retry', at: new Date(now().getTime() + MAX_DELAY_MS) },
            },
            now(),
          );
          return;
        }
        const answer = await attempt(endpoint, row.event, deps.ownOrigin());
        await recordAttempt(deps.db, row, outcomeOf(row, answer, endpoint, now(), random), now());
      }),
    );
    made += claimed.length;
    // Until nothing is due: a delivered row makes the next of its ordering key due at once.
    if (claimed.length === 0) break;
  }
  return made;
}

export type WebhookWorker = Rounds;

/**
 * A process's webhook worker: a round when an event commits (the `quadro_events` notification,
 * from any process) and one every `pollMs` for retries that come due.
 */
export function startWebhooks(
  deps: WebhookDeps,
  options: { pollMs?: number } = {},
): Promise<WebhookWorker> {
  return startRounds({
    db: deps.db,
    channel: EVENTS_CHANNEL,
    pollMs: options.pollMs ?? 5_000,
    name: 'webhook',
    round: () => deliverOnce(deps),
    log: deps.log,
  });
}
