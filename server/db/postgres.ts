import pg from 'pg';
import { OwnWrites, type Ear } from './ownWrites.ts';
import type { Database, Queryable, SqlValue } from './types.ts';

// bigint (int8) and numeric as JavaScript numbers: ids and cents stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A pool on a PostgreSQL server; any number of API processes can share it. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server ends (a restart, a failover, an operator's pg_terminate_backend:
  // 57P01) emits 'error', and an unheard 'error' ends the process. The pool hears it for an
  // idle connection and drops it; a connection in use, or one the pool is ending (its end()
  // resolves before the socket closes), is heard here. Nothing else is to be done: a query on
  // it rejects its own promise, and the pool opens a new connection for the next one.
  pool.on('error', ignoreLostConnection);
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  // Fail at start, with the server's reason, rather than at the first request.
  const client = await pool.connect();
  client.release();
  const own = new OwnWrites((channels, payload) =>
    pool.query('SELECT pg_notify(channel, $2) FROM unnest($1::text[]) AS channel', [
      channels,
      payload,
    ]),
  );
  // `changed` is called after a statement that can change a listened table: the pool's own
  // statements commit at once, a transaction's when it ends.
  const wrap = (target: pg.Pool | pg.PoolClient, changed: () => Promise<void>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      if (own.changes(sql)) await changed();
      return result.rows;
    },
  });
  const parsed = new URL(url);
  parsed.password = '';
  return {
    kind: 'postgres',
    location: parsed.toString(),
    ...wrap(pool, () => own.settle()),
    async transaction(work) {
      const connection = await pool.connect();
      const written = { changed: false };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        await connection.query('BEGIN');
        result = await work(
          wrap(connection, () => {
            written.changed = true;
            return Promise.resolve();
          }),
        );
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
      // Released first: the wait sends its marker through the pool, which may have no other.
      if (written.changed) await own.settle();
      return result;
    },
    // A connection of its own: LISTEN holds it for as long as the process listens.
    async listen(channel, onMessage, onLost, options = {}) {
      const listener = new pg.Client({ connectionString: url });
      let ear: Ear | undefined;
      listener.on('notification', (message) => {
        if (message.channel !== channel) return;
        const payload = message.payload ?? '';
        if (!OwnWrites.isMarker(payload)) onMessage(payload);
        else if (ear) own.heard(ear, payload);
      });
      const lost = (): void => {
        if (ear) own.remove(ear);
        onLost();
      };
      listener.on('error', lost);
      listener.on('end', lost);
      await listener.connect();
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (options.heardBefore) ear = own.add(channel, options.heardBefore, onLost);
      return async () => {
        listener.off('end', lost);
        if (ear) own.remove(ear);
        await listener.end();
      };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** What a lost connection's 'error' needs: to be heard (see openPostgres). */
function ignoreLostConnection(): void {}
