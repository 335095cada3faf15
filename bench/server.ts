/**
 * The real server as a child process for the benches (`quadro serve` on a free port of
 * 127.0.0.1, its own data folder), so that the load generator does not share its event loop.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The part of autocannon's result read here (the package ships no types). */
export interface CannonResult {
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number };
  errors: number; // timeouts included
  timeouts: number;
  non2xx: number;
  /** Answers by status code, e.g. `{ '503': { count: 4 } }`. */
  statusCodeStats: Record<string, { count: number }>;
  /** Answers with a 2xx status, and the run's length in seconds. */
  '2xx': number;
  duration: number;
}

/**
 * Requests a second of 2xx answers only: a 503 `busy` (the render gate, RENDERS_AT_ONCE) is
 * quick and is the page not drawn, so counting it would flatter the side that refuses more.
 */
export function okPerSecond(r: CannonResult): number {
  return r.duration > 0 ? r['2xx'] / r.duration : r.requests.mean;
}
export type Autocannon = (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Server {
  child: ChildProcessByStdio<null, Readable, Readable>;
  origin: string;
  /** The first sample bill served on `localhost` and its link's `id`. */
  bill: { id: string; crypto: string };
  /** The child's stderr so far, shown if it fails. */
  stderr: () => string;
}

/** Starts `quadro serve` on a free port and waits for the lines it prints once listening. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  /** Modules the server process imports first (bench/loopDelay.ts). */
  preload: string[] = [],
): Promise<Server> {
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, 'server/cli/main.ts', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      QUADRO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A loaded machine (a CI run beside the bench) may need longer: BENCH_START_SECONDS.
  const startSeconds = Number(process.env['BENCH_START_SECONDS']) || 60;
  const ready = new Promise<Server>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the server did not start within ${startSeconds} s\n${stderr}`));
    }, startSeconds * 1000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? `code ${code ?? '?'}`})\n${stderr}`));
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!stdout.includes('Press Ctrl-C to stop.')) return;
      clearTimeout(timer);
      const origin = /quadro is running at (http:\/\/[^/\s]+)\//.exec(stdout)?.[1];
      // "  alfa-2026-0001   title\n    http://localhost:PORT/bollettainterattiva?id=…"
      const link = /^ {2}(\S+) .*\n\s+http:\/\/localhost:\d+\/bollettainterattiva\?id=(\S+)$/m.exec(
        stdout,
      );
      if (origin === undefined || link?.[1] === undefined || link[2] === undefined) {
        reject(new Error(`no address or localhost bill link in the server's output:\n${stdout}`));
        return;
      }
      resolve({ child, origin, bill: { id: link[1], crypto: link[2] }, stderr: () => stderr });
    });
  });
  return ready.catch(async (error: unknown) => {
    await stopServer(child);
    throw error;
  });
}

/** SIGTERM, then waits for the exit (the server drains its requests and closes PGlite). */
export async function stopServer(child: Server['child']): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** One GET with node:http, since fetch would not let the `Host` header be chosen. */
export function get(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
        });
      })
      .on('error', reject);
  });
}
