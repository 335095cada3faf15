import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { createDatabase } from './postgres.ts';

/**
 * The server ends quadro's connections (a restart, a failover, `pg_terminate_backend`): the
 * process goes on, and its next query gets a new connection. An 'error' that no listener hears
 * ends a Node process, which is how `npm run bench` once died when its PostgreSQL stopped.
 */
describe('connections the PostgreSQL server ends', () => {
  let url: string;
  let db: Database;
  beforeAll(async () => {
    url = await createDatabase(inject('postgresUrl'), `t_${randomBytes(6).toString('hex')}`);
    db = await openDatabase({ url });
  });
  afterAll(() => db.close());

  /** Ends every connection to the test database but the one that asks. */
  async function terminateOthers(): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const rows = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return rows.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('loses its idle connections and goes on with new ones', async () => {
    // Several connections at once, so the pool keeps several idle ones.
    await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')));
    expect(await terminateOthers()).toBeGreaterThan(0);
    await expect.poll(() => db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('loses the connection of a transaction in progress, which fails alone', async () => {
    const started = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await terminateOthers();
      await tx.query('SELECT 2');
    });
    await expect(started).rejects.toThrow();
    expect(await db.query<{ two: number }>('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  });
});
