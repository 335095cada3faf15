import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { Queryable } from '../db/types.ts';
import { SharedCounts } from './sharedLimits.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** One process's counts on the shared database, with the statements it sent. */
function process(): { counts: SharedCounts; sent: string[] } {
  const sent: string[] = [];
  const watched: Queryable = {
    query: (sql, params) => {
      sent.push(sql.trim().split(/\s+/, 1)[0] ?? '');
      return db.query(sql, params);
    },
  };
  // The flush interval is the staleness under test: the tests move the clock (Date only).
  return { counts: new SharedCounts(watched, { flushMs: 100 }), sent };
}

const minute = 60_000;

describe('counts shared by processes in PostgreSQL (ADR 0057)', () => {
  it('reads a key no process counted once per flush interval, not once a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { counts, sent } = process();
    for (let request = 0; request < 50; request++) {
      expect(await counts.read('failures|healthy', minute)).toEqual({ current: 0, ttl: 0 });
    }
    expect(sent).toEqual(['SELECT']);
    vi.advanceTimersByTime(101);
    await counts.read('failures|healthy', minute);
    expect(sent).toEqual(['SELECT', 'SELECT']);
    await counts.close();
  });

  it("sees another process's failures within a flush interval, and its own at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const one = process();
    const other = process();
    expect((await one.counts.read('failures|guesser', minute)).current).toBe(0);
    // A small budget is counted in the database at every hit (exactBelow).
    expect((await other.counts.incr('failures|guesser', minute, 10)).current).toBe(1);
    expect((await other.counts.read('failures|guesser', minute)).current).toBe(1);
    vi.advanceTimersByTime(101);
    expect((await one.counts.read('failures|guesser', minute)).current).toBe(1);
    expect((await one.counts.incr('failures|guesser', minute, 10)).current).toBe(2);
    expect((await one.counts.read('failures|guesser', minute)).current).toBe(2);
    await one.counts.close();
    await other.counts.close();
  });
});
