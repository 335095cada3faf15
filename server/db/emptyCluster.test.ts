// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterCache } from './emptyCluster.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'quadro-cluster-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The identifier initdb gives a cluster, at random: the same in two databases only when one
 * was loaded from the other's copy.
 */
async function clusterId(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT system_identifier::text AS id FROM pg_control_system()',
  );
  return rows[0]?.id ?? '';
}

/** The database works: a table made, a row written and read back. */
async function roundTrip(db: PGlite): Promise<unknown> {
  await db.exec('CREATE TABLE t (n int); INSERT INTO t VALUES (42);');
  return (await db.query('SELECT n FROM t')).rows;
}

const slow = { timeout: 120_000 };

describe('a fresh PGlite cluster, made once and loaded after (ADR 0064)', () => {
  it(
    'keeps the first fresh cluster and opens the next ones from it, in memory and in a folder',
    slow,
    async () => {
      const first = await clusterCache(path.join(folder, 'cache')).create('memory://');
      const made = await clusterId(first);
      await roundTrip(first);
      await first.close();

      // Another module instance, as another test file or process has: it reads the tarball,
      // which holds the cluster as initdb left it, without the first database's table.
      const other = clusterCache(path.join(folder, 'cache'));
      const inMemory = await other.create('memory://');
      expect(await clusterId(inMemory)).toBe(made);
      expect(await roundTrip(inMemory)).toEqual([{ n: 42 }]);
      await inMemory.close();

      const disk = path.join(folder, 'disk');
      const onDisk = await other.create(disk);
      expect(await clusterId(onDisk)).toBe(made);
      expect(await roundTrip(onDisk)).toEqual([{ n: 42 }]);
      await onDisk.close();
      // Opened again, the folder is that database, not a new copy of the cluster.
      const again = await other.create(disk);
      expect((await again.query('SELECT n FROM t')).rows).toEqual([{ n: 42 }]);
      await again.close();
    },
  );

  it('removes a kept file that is no tarball, and makes the database by initdb', slow, async () => {
    const cache = clusterCache(path.join(folder, 'broken'));
    const file = cache.file ?? '';
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'not a tar');
    const db = await cache.create(path.join(folder, 'from-broken'));
    expect(await roundTrip(db)).toEqual([{ n: 42 }]);
    await db.close();
    // Removed, and not made again from a folder: only a fresh database in memory makes it.
    expect(existsSync(file)).toBe(false);
  });
});
