/** The database's interface, shared by PGlite and `pg` (see ./database.ts). */

/** A value bound to a `$n` placeholder. */
export type SqlValue = string | number | boolean | null | Uint8Array | Date | object;

/** What a query can do: both the pool and a transaction offer it. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, and `onLost` if the
   * listening connection fails (notifications may then have been missed). Resolves to a stop.
   * With `heardBefore`, a write to that table through this database resolves only once its
   * notifications on `channel` have reached `onMessage`: a cache this listener drops never
   * answers this process's next request with what the write changed (./ownWrites.ts).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
    options?: { heardBefore?: string },
  ): Promise<() => Promise<void>>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** `pglite` or `postgres`: printed at start so an operator knows which one is in use. */
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, without a password. */
  readonly location: string;
}
