/**
 * The reference API's one door to PostgreSQL. The same SQL runs on PGlite (embedded, in-process,
 * data in a folder) and on a PostgreSQL server through `pg` (when DATABASE_URL is set), so what
 * the tests prove on one holds on the other.
 */

/** A value bound to a `$n` placeholder. */
export type SqlValue = string | number | boolean | null | Uint8Array | Date | object;

/** What a query can do: both the pool and a transaction offer it. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** `pglite` or `postgres`: printed at start so an operator knows which one is in use. */
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, without a password. */
  readonly location: string;
}

export interface DatabaseOptions {
  /** A `postgres://` URL: a real server. Without it, PGlite in `dataDir`. */
  url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir ?? 'memory://');
}

/** bytea comes back as a Buffer from `pg` and as a Uint8Array from PGlite. */
export function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new TypeError('expected bytea');
}
