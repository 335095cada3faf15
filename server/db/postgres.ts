import pg from 'pg';
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
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  const parsed = new URL(url);
  parsed.password = '';
  return {
    kind: 'postgres',
    location: parsed.toString(),
    ...wrap(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(wrap(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    // A connection of its own: LISTEN holds it for as long as the process listens.
    async listen(channel, onMessage, onLost) {
      const listener = new pg.Client({ connectionString: url });
      listener.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      listener.on('error', onLost);
      listener.on('end', onLost);
      await listener.connect();
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        listener.off('end', onLost);
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
