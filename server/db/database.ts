/**
 * The reference API's one door to PostgreSQL. The same SQL runs on PGlite (embedded, in-process,
 * data in a folder) and on a PostgreSQL server through `pg` (when DATABASE_URL is set), so what
 * the tests prove on one holds on the other.
 */

import type { Database } from './types.ts';

export type { Database, Queryable, SqlValue } from './types.ts';

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
