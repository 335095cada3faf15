import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { databaseKinds } from './harness.ts';
import { createDatabase } from './postgres.ts';

/**
 * A process reads its own writes (server/db/ownWrites.ts): a write to a table whose changes a
 * listener hears (the document cache hears `documents`) resolves only once that listener has
 * heard what the write announced. On PostgreSQL the notification comes on another socket than
 * the COMMIT's answer; without the wait, the withdrawn bill's link once answered 200 in CI.
 */
const CHANNEL = 'quadro_things';
const TRIGGER = `
  CREATE TABLE things (id text PRIMARY KEY, n integer NOT NULL DEFAULT 0);
  CREATE FUNCTION things_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${CHANNEL}', NEW.id || ':' || NEW.n);
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER things_changed AFTER INSERT OR UPDATE ON things
    FOR EACH ROW EXECUTE FUNCTION things_changed();
  INSERT INTO things (id) VALUES ('a');`;

describe.each(databaseKinds)('writes this process hears before they resolve (%s)', (kind) => {
  let db: Database;
  let url = '';
  const heard: string[] = [];
  let lost = 0;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    if (kind === 'postgres') {
      url = await createDatabase(inject('postgresUrl'), `t_${randomBytes(6).toString('hex')}`);
    }
    db = await openDatabase(kind === 'postgres' ? { url } : { dataDir: 'memory://' });
    await db.exec(TRIGGER);
    stop = await db.listen(
      CHANNEL,
      (payload) => heard.push(payload),
      () => (lost += 1),
      { heardBefore: 'things' },
    );
  });
  afterAll(async () => {
    await stop();
    await db.close();
  });

  it('hears a statement of its own before the statement resolves', async () => {
    for (let n = 1; n <= 30; n++) {
      await db.query('UPDATE things SET n = $1 WHERE id = $2', [n, 'a']);
      expect(heard.at(-1)).toBe(`a:${n}`);
    }
  });

  it('hears a transaction of its own before the transaction resolves', async () => {
    for (let n = 31; n <= 60; n++) {
      await db.transaction(async (tx) => {
        await tx.query('SELECT n FROM things WHERE id = $1 FOR UPDATE', ['a']);
        await tx.query('UPDATE things SET n = $1 WHERE id = $2', [n, 'a']);
      });
      expect(heard.at(-1)).toBe(`a:${n}`);
    }
  });

  it('hears several writes at once, each before it resolves', async () => {
    await Promise.all(
      ['b', 'c', 'd', 'e'].map(async (id) => {
        await db.query('INSERT INTO things (id, n) VALUES ($1, 1)', [id]);
        expect(heard).toContain(`${id}:1`);
      }),
    );
  });

  it('hands the listener only what the writes announced, and keeps listening', () => {
    expect(heard.every((payload) => /^[a-e]:\d+$/.test(payload))).toBe(true);
    expect(heard).toHaveLength(64);
    expect(lost).toBe(0);
  });
});

describe('own writes when the listener is lost (postgres)', () => {
  it('answers the write, and says the listener is lost', async () => {
    const url = await createDatabase(inject('postgresUrl'), `t_${randomBytes(6).toString('hex')}`);
    const db = await openDatabase({ url });
    try {
      await db.exec(TRIGGER);
      let lost = 0;
      await db.listen(
        CHANNEL,
        () => undefined,
        () => (lost += 1),
        { heardBefore: 'things' },
      );
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      await admin.end();
      await expect.poll(() => lost).toBeGreaterThan(0);
      await db.query('UPDATE things SET n = 1 WHERE id = $1', ['a']);
      expect(await db.query('SELECT n FROM things')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
