import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database.ts';

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /** The limiter's name in the shared counts (sharedStore below); the plugin passes it on. */
    nameSpace?: string;
  }
}

/**
 * Issue 31, ADR 0057: a store for @fastify/rate-limit whose counts live in PostgreSQL, so that N
 * processes behind a load balancer count each address once, not once per process. The store
 * interface is the plugin's (its README, "Custom Store"): `incr`, `read` and `child`, answering
 * `{ current, ttl }` for the request being counted.
 *
 * A round trip per request would cut the document call's thousands of answers a second to what
 * the pool can carry, so a count is sent to the database at once only when it matters:
 * - a limiter whose budget is small (`exactBelow`, a hundred a minute: logins, failed links,
 *   writes per link, provider notifications) counts every hit in the database;
 * - a large budget (reads, pages, writes per address) is counted here while the address is far
 *   from it (under a quarter) and sent every `flushMs` in one statement for all keys, whose
 *   answer brings back what the other processes counted; near the budget every hit is a round
 *   trip again. What one address can get past the limit is at most what it sends to each
 *   process in one flush interval while under a quarter of its budget.
 * A read without a hit (`{ increment: false }`: the failed links' limiter, asked before every
 * read and write) answers from what this process heard; a key the database has no count of is
 * remembered as such for one flush interval, so a healthy address costs no round trip a request
 * (it was one per document call, a third of PostgreSQL's work under load: ADR 0057, session 5).
 */
export interface SharedStoreOptions {
  flushMs?: number;
  exactBelow?: number;
  /** Called with a failed background flush; the counts are sent again at the next one. */
  onError?: (error: unknown) => void;
}

/** A limiter's params as the plugin hands them to `child` (and the few this store reads). */
interface LimiterParams {
  nameSpace?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

interface Count {
  /** The database's total when last heard, this process's flushed hits included. */
  known: number;
  /** Hits counted here and not yet sent. */
  pending: number;
  /** When the window ends, in this process's clock (from the database's ttl). */
  ends: number;
  /** The window's length, to send with the pending hits. */
  window: number;
}

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;

const upsert = `
  INSERT INTO rate_limit_counts AS r (key, hits, window_ends)
  SELECT k, h, now() + w * interval '1 millisecond'
    FROM unnest($1::text[], $2::int[], $3::int[]) AS t(k, h, w)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= now() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
    window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END
  RETURNING key, hits, GREATEST(0, floor(extract(epoch FROM r.window_ends - now()) * 1000))::int AS ttl`;

interface Row {
  key: string;
  hits: number;
  ttl: number;
}

/** The counts of one database, shared by every limiter of one app (each its own name space). */
export class SharedCounts {
  private readonly counts = new Map<string, Count>();
  /** Keys the database had no count of, until when that answer stands (a flush interval). */
  private readonly absent = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private lastSweep = Date.now();
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  readonly exactBelow: number;

  constructor(
    private readonly db: Queryable,
    private readonly options: SharedStoreOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 100;
    this.exactBelow = options.exactBelow ?? 100;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** A hit of `key`: counted here while far from `max`, else in the database at once. */
  async incr(key: string, window: number, max: number): Promise<Answer> {
    const now = Date.now();
    const count = this.live(key, now, window);
    if (max >= this.exactBelow && count.known + count.pending + 1 <= max / 4) {
      count.pending += 1;
      return { current: count.known + count.pending, ttl: count.ends - now };
    }
    const sending = count.pending + 1;
    count.pending = 0;
    const [row] = await this.send([[key, sending, window]]);
    return row ? this.heard(row, window) : { current: sending, ttl: window };
  }

  /** The count of `key` without a hit: this process's view, asked of the database when it has none. */
  async read(key: string, window: number): Promise<Answer> {
    const now = Date.now();
    const count = this.counts.get(key);
    if (count && count.ends > now)
      return { current: count.known + count.pending, ttl: count.ends - now };
    if ((this.absent.get(key) ?? 0) > now) return { current: 0, ttl: 0 };
    const rows = await this.db.query<Row>(
      `SELECT key, hits, GREATEST(0, floor(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl
         FROM rate_limit_counts WHERE key = $1 AND window_ends > now()`,
      [key],
    );
    const [row] = rows;
    if (row) return this.heard(row, window);
    this.absent.set(key, now + this.flushMs);
    return { current: 0, ttl: 0 };
  }

  /** Sends every pending hit in one statement; the answers update what this process knows. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch: [string, number, number][] = [];
      for (const [key, count] of this.counts) {
        if (count.pending > 0) {
          batch.push([key, count.pending, count.window]);
          count.pending = 0;
        }
      }
      try {
        if (batch.length > 0) await this.send(batch);
        await this.sweep();
      } catch (error) {
        // Not lost: the hits go back to be sent with the next flush.
        for (const [key, hits] of batch) {
          const count = this.counts.get(key);
          if (count) count.pending += hits;
        }
        this.options.onError?.(error);
      }
    });
    return this.flushing;
  }

  /** Stops the timer after a last flush (the app's onClose, before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private live(key: string, now: number, window: number): Count {
    const count = this.counts.get(key);
    if (count && count.ends > now) return count;
    const fresh = { known: 0, pending: 0, ends: now + window, window };
    this.counts.set(key, fresh);
    return fresh;
  }

  private async send(batch: readonly [string, number, number][]): Promise<Row[]> {
    const rows = await this.db.query<Row>(upsert, [
      batch.map(([key]) => key),
      batch.map(([, hits]) => hits),
      batch.map(([, , window]) => window),
    ]);
    for (const row of rows) {
      const window = batch.find(([key]) => key === row.key)?.[2] ?? 60_000;
      this.heard(row, window);
    }
    return rows;
  }

  private heard(row: Row, window: number): Answer {
    const now = Date.now();
    const count = this.counts.get(row.key);
    const pending = count && count.ends > now ? count.pending : 0;
    this.counts.set(row.key, { known: row.hits, pending, ends: now + row.ttl, window });
    return { current: row.hits + pending, ttl: row.ttl };
  }

  /** Forgets windows that are over, here every flush and in the database once a minute. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [key, count] of this.counts) {
      if (count.ends <= now && count.pending === 0) this.counts.delete(key);
    }
    for (const [key, until] of this.absent) if (until <= now) this.absent.delete(key);
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.query(
      "DELETE FROM rate_limit_counts WHERE window_ends < now() - interval '1 minute'",
    );
  }
}

/**
 * A limiter's key as the table stores it: a digest, since a key is what a client sent (a link,
 * an address) and PostgreSQL refuses text with a NUL in it (the fuzz test's `%00` answered 500).
 */
function rowKey(space: string, key: string): string {
  return `${space}|${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * The `store` option of @fastify/rate-limit over `counts`. Each limiter gets a name space: its
 * `nameSpace` option, else its route, else the order in which the app made it, which is the
 * same in every process running the same code and hosts.
 */
export function sharedStore(counts: SharedCounts): FastifyRateLimitStoreCtor {
  let made = 0;
  const nameOf = (params: LimiterParams): string => {
    if (params.nameSpace !== undefined) return params.nameSpace;
    const route = params.routeInfo;
    if (route?.url !== undefined) return `${String(route.method)} ${route.url}`;
    made += 1;
    return `limiter-${made}`;
  };
  class Store {
    private readonly space: string;
    constructor(params: unknown) {
      this.space = nameOf(params as LimiterParams);
    }
    incr(key: string, callback: Callback, window: number, max: number): void {
      counts.incr(rowKey(this.space, key), window, max).then(
        (answer) => {
          callback(null, answer);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    read(key: string, callback: Callback, window: number): void {
      counts.read(rowKey(this.space, key), window).then(
        (answer) => {
          callback(null, answer);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    child(params: unknown): Store {
      return new Store(params);
    }
  }
  return Store;
}
