import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { saveOutcome, storableJson, type Outcome } from './store.ts';

/**
 * Issue 27, item 4: how much the provider notification addresses keep of what nobody proved.
 * A notification refused before its signature or MAC was verified (missing, wrong key id, not
 * matching, no such attempt, no such host or link, a body outside the schema) is unauthenticated:
 * anyone can send it. It is kept for the operator, within these bounds (decision 370).
 */
export interface NotificationQuota {
  /** Unverified notifications kept per address (or IPv6 /56): the oldest beyond go. */
  keptPerAddress: number;
  /** Unverified notifications kept in all: the oldest beyond go. */
  keptOverall: number;
  /** Unverified notifications one address may send a minute; past it 429, nothing kept. */
  perMinutePerAddress: number;
  /** The longest body kept whole, as JSON text; a longer one is kept as its start and hash. */
  keptBytes: number;
}

/** About 10,000 × 4 KiB: some 40 MB at worst, however many are sent. */
export const defaultNotificationQuota: NotificationQuota = {
  keptPerAddress: 100,
  keptOverall: 10_000,
  perMinutePerAddress: 60,
  keptBytes: 4096,
};

/** How a route keeps a notification refused before its proof was verified. */
export interface UnverifiedKeeper {
  keep(outcome: Outcome): Promise<void>;
}

/**
 * A body as kept when unverified: whole up to `keptBytes` of JSON text, else its first quarter
 * of that, its size and its SHA-256, enough to recognise it again without storing it.
 */
export function boundedRaw(raw: unknown, keptBytes: number): unknown {
  const text = storableJson(raw);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= keptBytes) return raw;
  return {
    truncated: {
      bytes,
      sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      start: text.slice(0, Math.floor(keptBytes / 4)),
    },
  };
}

/**
 * Keeps an unverified outcome from `client`, then deletes the oldest unverified ones beyond the
 * quota, for that address and overall; answers how many went. Rows being deleted by a
 * concurrent call are skipped (SKIP LOCKED), not waited for: whichever call runs last, after
 * every insert committed, trims to the quota.
 */
export async function saveUnverified(
  db: Queryable,
  outcome: Outcome,
  client: string,
  quota: NotificationQuota,
): Promise<{ dropped: number }> {
  await saveOutcome(
    db,
    { ...outcome, raw: boundedRaw(outcome.raw, quota.keptBytes) },
    false,
    client,
  );
  const own = await db.query(
    `DELETE FROM payment_outcomes WHERE id IN (
       SELECT id FROM payment_outcomes WHERE unverified AND client = $1
       ORDER BY id DESC OFFSET $2 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [client, quota.keptPerAddress],
  );
  const all = await db.query(
    `DELETE FROM payment_outcomes WHERE id IN (
       SELECT id FROM payment_outcomes WHERE unverified
       ORDER BY id DESC OFFSET $1 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [quota.keptOverall],
  );
  return { dropped: own.length + all.length };
}
