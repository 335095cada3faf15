import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server from Debian's packages (`.ci/run` installs `postgresql`), in a
 * temporary folder on a free port, for the contract tests. PostgreSQL refuses to run as root,
 * so as root it runs as the `postgres` user. QUADRO_TEST_DATABASE_URL skips all this and uses
 * a server you already have.
 */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const given = process.env['QUADRO_TEST_DATABASE_URL'];
  if (given) return { url: given, stop: () => Promise.resolve() };

  const bin = findBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]): string[] =>
    asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, command), ...args]
      : [path.join(bin, command), ...args];

  const data = path.join(dir, 'data');
  const [initCommand = '', ...initArgs] = run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);

  const port = await freePort();
  const [command = '', ...args] = run('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const server: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // If vitest exits without its teardown (a crash), the server must not outlive it.
  const orphaned = (): void => {
    signal(postmasterPid(data), 'SIGINT');
  };
  process.once('exit', orphaned);
  await waitUntilReady(url, () => log);
  return {
    url,
    async stop() {
      process.removeListener('exit', orphaned);
      // Fast shutdown. As root the child is `runuser`, which does not pass SIGINT on: signal
      // the postmaster itself (first line of postmaster.pid), and kill it if it lingers.
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.exitCode === null) {
        signal(postmasterPid(data) ?? server.pid, 'SIGINT');
        const timer = setTimeout(() => {
          signal(postmasterPid(data) ?? server.pid, 'SIGKILL');
        }, 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postmasterPid(data: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function signal(pid: number | undefined, name: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function findBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'postgres'))) return bin;
  }
  throw new Error(
    "The contract tests need a PostgreSQL server: install Debian's `postgresql` (`.ci/run` does), " +
      'or set QUADRO_TEST_DATABASE_URL to a server of your own.',
  );
}

/** A TCP port nobody listens on now, on 127.0.0.1 (the servers the tests start). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

async function waitUntilReady(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fresh, empty database on the server, so test files never see each other's rows. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
