import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';

/**
 * `quadro serve --workers N` (issue 31, ADR 0057): N processes of this machine on one port,
 * through node's cluster (the primary accepts and hands each connection to a worker in turn).
 * Every worker is a whole server; what they share is the database, so N > 1 needs PostgreSQL:
 * PGlite's data folder belongs to one process (its lock, ADR 0014), and a second would refuse
 * to start. The first worker seeds an empty database and prints the banner; the others start
 * once it listens. A worker that dies is replaced; one that dies before it ever listened stops
 * them all (a start that fails would fail again).
 */

/** The N of `--workers N` or `--workers=N`; 1 without it. Anything but a whole N ≥ 1 is refused. */
export function workersAsked(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='));
  if (index === -1) return 1;
  const arg = args[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`--workers ${value ?? ''}: give a whole number of processes, 1 to 64`);
  }
  return count;
}

/** Fails closed before anything starts: N > 1 on PGlite, naming the setting that fixes it. */
export function refuseWorkersWithoutPostgres(
  count: number,
  config: Pick<Config, 'databaseUrl'>,
): void {
  if (count > 1 && config.databaseUrl === undefined) {
    throw new Error(
      `--workers ${count} needs DATABASE_URL: the workers share one PostgreSQL database, and ` +
        "PGlite's data folder (QUADRO_DATA_DIR) belongs to one process. Set DATABASE_URL to a " +
        'PostgreSQL server, or start one process (docs/deployment.md).',
    );
  }
}

/** The worker's part, from the environment the primary gave it. */
export const workerRole = (): { first: boolean } => ({
  first: process.env['QUADRO_WORKER_FIRST'] === '1',
});

/** The primary: forks `count` workers, replaces the ones that die, stops them on a signal. */
export async function runPrimary(count: number): Promise<void> {
  let stopping = false;
  const listened = new WeakSet<Worker>();
  const fork = (first: boolean): Worker => {
    const worker = cluster.fork({
      QUADRO_WORKER_FIRST: first ? '1' : '0',
      QUADRO_SHARED_LIMITS: '1',
    });
    worker.once('listening', () => listened.add(worker));
    return worker;
  };
  const stopAll = (code: number) => {
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      console.error(`quadro serve: worker ${worker.process.pid} stopped before it listened`);
      stopAll(1);
      return;
    }
    console.error(
      `quadro serve: worker ${worker.process.pid} ended (${signal || String(code)}); starting another`,
    );
    fork(false);
  });
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      stopAll(0);
    });
  }
  // The first alone, so that it seeds an empty database before the others look at it.
  const first = fork(true);
  await new Promise<void>((resolve, reject) => {
    first.once('listening', () => {
      resolve();
    });
    first.once('exit', () => {
      reject(new Error('the first worker did not start'));
    });
  });
  for (let i = 1; i < count; i += 1) fork(false);
  console.log(`quadro serve: ${count} workers (pid ${process.pid} hands them the connections)`);
}

export const isWorker = (): boolean => cluster.isWorker;
