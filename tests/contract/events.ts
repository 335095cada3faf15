import { expect, vi } from 'vitest';
import {
  messageOf,
  storedOf,
  type EventRow,
  type StoredEvent,
} from '../../server/events/outbox.ts';
import { EVENT_TYPES, type EventType } from '../../server/events/catalogue.ts';
import { validatorFor } from '../../server/validation.ts';
import type { TestApp } from './harness.ts';

type Db = TestApp['runtime']['db'];

/**
 * The outbox's events of one type (issue 29), each checked against its published schema as a
 * supplier would receive it: a test then asserts what the supplier's system is told. It reads
 * every committed row, oldest first: the action's answer came after its commit, so its event is
 * there (the feed's and deliveries' horizon, ADR 0048, may still hold it back: `eventsSettled`).
 */
export async function eventsOf(
  t: Pick<TestApp, 'runtime'>,
  type: EventType,
  filter: (event: StoredEvent) => boolean = () => true,
): Promise<StoredEvent[]> {
  const rows = await t.runtime.db.query<EventRow>(
    `SELECT seq::text, id, type, supplier, host, ordering_key, occurred_at, data
       FROM events WHERE type = $1 ORDER BY events.seq`,
    [type],
  );
  const found = rows.map(storedOf);
  const validate = validatorFor(EVENT_TYPES[type]);
  const matching = found.filter(filter);
  for (const event of matching) {
    expect(validate(messageOf(event)), JSON.stringify(validate.errors)).toBe(true);
  }
  return matching;
}

/**
 * Waits until the feed and the deliveries can read every committed event. They read only rows
 * older than every running transaction of the whole PostgreSQL cluster (ADR 0048), and the
 * contract tests of other files run transactions on that cluster all the time: an event
 * committed a moment ago may be held back until theirs end. A test that reads the feed or runs
 * a delivery round right after an action waits for this condition, not for a time.
 */
export async function eventsSettled(db: Pick<Db, 'query'>): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await db.query<{ held: number }>(
        `SELECT count(*)::int AS held FROM events
          WHERE NOT tx < pg_snapshot_xmin(pg_current_snapshot())`,
      );
      expect(row?.held).toBe(0);
    },
    { timeout: 30_000, interval: 20 },
  );
}
