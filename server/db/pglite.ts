import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite } from './emptyCluster.ts';
import { lockFolder } from './folderLock.ts';
import type { Database, Queryable, SqlValue } from './types.ts';

/**
 * PGlite keeps one connection, so queries are serialised by PGlite itself; a transaction holds
 * it until it ends. That is the right model for one process on a laptop; several processes need
 * the PostgreSQL server (DATABASE_URL). Two processes on one PGlite folder would corrupt it, so
 * the folder is locked by a socket that dies with its process (./folderLock.ts).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => Promise.resolve() : await lockFolder(dataDir);
  const db = await createPglite(dataDir).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    ...wrap(db),
    kind: 'pglite',
    location: dataDir,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // In-process: PGlite delivers its notifications itself and never loses the connection.
    listen: async (channel, onMessage) => {
      const stop = await db.listen(channel, onMessage);
      return () => stop();
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: async () => {
      await db.close();
      await release();
    },
  };
}
