import { randomBytes, webcrypto } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Large binaries (attachments, bill PDFs) kept out of the embedded database (ADR 0014): PGlite
 * runs on the server's main thread, and 10 MB through it froze every request for seconds. Files
 * are content-addressed by their sha256; the database row holds the hash. All file work is
 * asynchronous and hashing runs on libuv's pool (WebCrypto), so the event loop stays free.
 */
export interface BlobStore {
  /** Stores `bytes`; when it resolves they are on disk (fsync'd, renamed into place). */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under `sha256`, checked against it; an error if missing or damaged. */
  get(sha256: string): Promise<Uint8Array>;
  /** Where the files are, for the start-up banner and the operator. */
  readonly location: string;
}

export async function sha256(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

const hashPattern = /^[0-9a-f]{64}$/;

/**
 * A folder of files named by their hash, two hex digits per shard folder. A file is written
 * under a temporary name, fsync'd, then renamed: a crash leaves either no file or the whole one,
 * never a partial file under a hash. The row that names it commits after `put` resolves, so
 * `kill -9` at any point never leaves a row pointing to nothing (a file without a row can be
 * left behind; it is harmless and would be removed by a sweep).
 */
export function diskBlobStore(dir: string): BlobStore {
  const fileOf = (hash: string) => path.join(dir, hash.slice(0, 2), hash);
  return {
    location: dir,
    async put(bytes) {
      const hash = await sha256(bytes);
      const file = fileOf(hash);
      if (await exists(file, bytes.length)) return hash;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncFolder(path.dirname(file));
      return hash;
    },
    async get(hash) {
      if (!hashPattern.test(hash)) throw new Error(`not a blob hash: ${hash}`);
      const bytes = new Uint8Array(await readFile(fileOf(hash)));
      if ((await sha256(bytes)) !== hash) {
        throw new Error(`the blob ${hash} in ${dir} is damaged (its content has another hash)`);
      }
      return bytes;
    },
  };
}

/** For an in-memory database (tests): the bytes live as long as the process. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    location: 'memory',
    async put(bytes) {
      const hash = await sha256(bytes);
      blobs.set(hash, new Uint8Array(bytes));
      return hash;
    },
    get(hash) {
      const bytes = blobs.get(hash);
      return bytes ? Promise.resolve(bytes) : Promise.reject(new Error(`no blob ${hash}`));
    },
  };
}

async function exists(file: string, size: number): Promise<boolean> {
  try {
    return (await stat(file)).size === size;
  } catch {
    return false;
  }
}

/** The rename is durable only once the folder's entry is on disk too. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
