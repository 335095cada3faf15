import { PGlite } from '@electric-sql/pglite';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new PGlite database starts as the cluster PostgreSQL's `initdb` makes: 1.5–5 s of
 * WebAssembly on a 2-core machine, and the same cluster every time. The contract tests open a
 * hundred fresh databases a run, and that alone was 40 % of their workers' time (ADR 0064). So
 * the first in-memory database of a checkout keeps its fresh cluster as a tarball in
 * `node_modules/.cache/quadro/`, named by PGlite's version, and a later fresh database (in
 * memory, or an empty folder) is loaded from it: 0.4–0.8 s, and what PGlite's own `clone()`
 * does. A database that already has a cluster is opened as ever; a tarball that does not load
 * is removed and the database made by `initdb`, so the cache can only cost time, never a start.
 */
const defaultDir = fileURLToPath(new URL('../../node_modules/.cache/quadro/', import.meta.url));

/** PGlite's version, which names the tarball; undefined when unreadable (then no cache). */
const pgliteVersion = (() => {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest: unknown = JSON.parse(
      readFileSync(path.resolve(path.dirname(entry), '..', 'package.json'), 'utf8'),
    );
    const version =
      typeof manifest === 'object' && manifest !== null && 'version' in manifest
        ? manifest.version
        : undefined;
    return typeof version === 'string' && /^[\w.-]+$/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
})();

/** Whether PGlite would run initdb in `dataDir`: memory, a new folder or an empty one. */
function isFresh(dataDir: string): boolean {
  if (dataDir.startsWith('memory://')) return true;
  try {
    return readdirSync(dataDir).length === 0;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/**
 * A tar as `dumpDataDir('none')` writes it: its first header says "ustar". Anything else is not
 * handed to PGlite, whose loader takes other bytes for gzip and throws outside the promise.
 */
const isTar = (bytes: Buffer): boolean =>
  bytes.length > 512 && bytes.toString('latin1', 257, 262) === 'ustar';

/** `create(dataDir)`: `PGlite.create(dataDir)`, from the cluster kept in `dir` when it is new. */
export function clusterCache(dir: string) {
  const file =
    pgliteVersion === undefined ? undefined : path.join(dir, `pglite-${pgliteVersion}-cluster.tar`);
  // Read once per module instance: a test file opening several databases reads 40 MB once.
  let loaded: Blob | undefined;
  const forget = () => {
    loaded = undefined;
    if (file !== undefined) rmSync(file, { force: true });
  };

  const cached = (): Blob | undefined => {
    if (loaded !== undefined || file === undefined) return loaded;
    let bytes: Buffer<ArrayBuffer>;
    try {
      bytes = readFileSync(file);
    } catch {
      // Not made yet in this checkout (or unreadable): initdb, as without the cache.
      return undefined;
    }
    if (isTar(bytes)) loaded = new Blob([bytes]);
    else forget();
    return loaded;
  };

  /** Keeps a fresh in-memory cluster for the next fresh databases; a failure keeps nothing. */
  const keep = async (db: PGlite): Promise<void> => {
    if (file === undefined) return;
    try {
      const dump = await db.dumpDataDir('none');
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed: two processes making it at once never leave half a tarball.
      const aside = `${file}.${process.pid}.tmp`;
      writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
      renameSync(aside, file);
      loaded = dump;
    } catch {
      // A read-only checkout: every fresh database runs initdb, as before.
    }
  };

  return {
    file,
    create: async (dataDir: string): Promise<PGlite> => {
      const inMemory = dataDir.startsWith('memory://');
      const fresh = isFresh(dataDir);
      const cluster = fresh ? cached() : undefined;
      if (cluster !== undefined) {
        try {
          return await PGlite.create(dataDir, { loadDataDir: cluster });
        } catch {
          forget();
          // The folder was empty or absent before: what the failed load wrote is all it holds.
          // (Its entries only: the folder itself may be a mount.)
          if (!inMemory && existsSync(dataDir)) {
            for (const entry of readdirSync(dataDir)) {
              rmSync(path.join(dataDir, entry), { recursive: true, force: true });
            }
          }
        }
      }
      const db = await PGlite.create(dataDir);
      if (fresh && inMemory && loaded === undefined) await keep(db);
      return db;
    },
  };
}

/** The checkout's cache, which `openPglite` uses. */
export const createPglite = clusterCache(defaultDir).create;
