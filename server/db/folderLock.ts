import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A lock on a PGlite folder that dies with its process, whatever happens to it (`kill -9`, a
 * crash, a power cut): the process that holds the folder listens on a local socket named after
 * it, and the kernel closes the socket when the process ends. A second process that cannot
 * listen there asks the holder for its pid and refuses to start; one that finds only a stale
 * socket file (no listener) takes the folder. Unlike a pid file, nothing a later process does
 * (reusing the number) can keep a dead holder alive.
 *
 * On Linux the socket is in the abstract namespace (no file; the name is freed atomically); on
 * Windows it is a named pipe; elsewhere a socket file in the folder (or, when that path is too
 * long for a socket, in the temporary folder).
 */
export async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = socketAddress(dataDir);
  const server = net.createServer((socket) => {
    socket.end(`${process.pid}\n`);
  });
  // The lock never keeps the process alive on its own.
  server.unref();
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (holder === 'gone' && !address.startsWith('\0') && process.platform !== 'win32') {
      // A socket file left by a process that ended without closing it.
      rmSync(address, { force: true });
      await listen(server, address).catch((again: unknown) => {
        throw (again as NodeJS.ErrnoException).code === 'EADDRINUSE' ? inUse(dataDir, null) : again;
      });
    } else {
      throw inUse(dataDir, holder === 'gone' ? null : holder);
    }
  }
  // The pid file of earlier versions means nothing now; left there, it would look like the lock.
  rmSync(path.join(dataDir, 'quadro.pid'), { force: true });
  return () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
}

const inUse = (dataDir: string, pid: number | null): Error =>
  new Error(
    `the embedded database in ${dataDir} is in use by ${pid === null ? 'another process' : `process ${pid}`} ` +
      '(a running `npm start`?). Stop it first, or run both against a PostgreSQL server with ' +
      'DATABASE_URL. The lock ends with its process: there is no file to delete.',
  );

function socketAddress(dataDir: string): string {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0quadro-pglite-${id}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\quadro-pglite-${id}`;
  const inFolder = path.join(dataDir, 'quadro.lock');
  // A socket path is at most 104 bytes on macOS and the BSDs.
  return Buffer.byteLength(inFolder) < 100 ? inFolder : path.join(tmpdir(), `quadro-${id}.lock`);
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The holder's pid, null when it answers without one, or 'gone' when nobody listens. */
function askHolder(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : null);
    });
    socket.on('close', () => {
      const pid = Number(text.trim());
      resolve(Number.isInteger(pid) && pid > 0 ? pid : null);
    });
  });
}
