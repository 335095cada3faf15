import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable, SqlValue } from './types.ts';

/**
 * PGlite keeps one connection, so queries are serialised by PGlite itself; a transaction holds
 * it until it ends. That is the right model for one process on a laptop; several processes need
 * the PostgreSQL server (DATABASE_URL). Two processes on one PGlite folder would corrupt it, so
 * the folder is locked by a pid file.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : lock(dataDir);
  const db = await PGlite.create(dataDir).catch((error: unknown) => {
    release();
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
      release();
    },
  };
}

function lock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'quadro.pid');
  const holder = readHolder(file);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `the embedded database in ${dataDir} is in use by process ${holder} (a running \`npm start\`?). ` +
        'Stop it first, or run both against a PostgreSQL server with DATABASE_URL.',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
