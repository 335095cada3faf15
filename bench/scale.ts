/**
 * `npm run bench -- scale` (issue 31): does a second process add pages? The bill page (the bill
 * link asked for as text/html) with the first-view cache off (every page a render) and on (the
 * same link again), and the document call, through HAProxy (tests/contract/haproxy.ts,
 * the configuration of docs/deployment.md), first to one `quadro serve` process, then to two,
 * both on one PostgreSQL server (tests/contract/postgres.ts), then to one again: the ratio takes
 * the mean of the two single runs, so drift on this shared machine favours neither side.
 *
 * Each balancer is its own HAProxy in front of the same processes (one lists the first, the
 * other both), so both sides pay the same hop. The limits are lifted (they would refuse one
 * address's load) and counted in the database as in production (ADR 0057). Goal: two processes
 * ≥ 1.6 × one on a 2-core machine. Figures are printed, never asserted; the load average is
 * printed with them, since autocannon, HAProxy and PostgreSQL share the same cores.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startHaproxy } from '../tests/contract/haproxy.ts';
import { createDatabase, freePort, startPostgres } from '../tests/contract/postgres.ts';
import { coresUsed, cpuSnapshot } from './cpuShare.ts';
import { autocannon, get, okPerSecond, startServer, stopServer, type Server } from './server.ts';
import { benchLimits, hostsWithLimits } from './traffic.ts';

const goal = 1.6;
const connections = 10;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** What went wrong, by kind: `timeouts`, `other errors` (sockets), or a status code. */
  errors: Map<string, number>;
  /** Where the machine's CPU went during the run (./cpuShare.ts). */
  cores: string;
}

/** Each process the bench started, by its group's name, for `cpuSnapshot`. */
const roots = new Map<number, string>();

async function measure(url: string, seconds: number, accept: string): Promise<Run> {
  const start = cpuSnapshot(roots);
  const r = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    headers: { host: 'localhost', accept },
  });
  const errors = new Map<string, number>();
  if (r.timeouts > 0) errors.set('timeouts', r.timeouts);
  if (r.errors > r.timeouts) errors.set('other errors', r.errors - r.timeouts);
  for (const [code, { count }] of Object.entries(r.statusCodeStats)) {
    if (!code.startsWith('2')) errors.set(code, count);
  }
  return {
    rps: okPerSecond(r),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
    cores: coresUsed(start, cpuSnapshot(roots)),
  };
}

/** "12 errors (timeouts 10, 503 2)" for the runs' errors together, or nothing. */
function errorsOf(runs: Run[]): string {
  const all = new Map<string, number>();
  for (const run of runs)
    for (const [kind, count] of run.errors) all.set(kind, (all.get(kind) ?? 0) + count);
  const total = [...all.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return '';
  const kinds = [...all].map(([kind, count]) => `${kind} ${count}`).join(', ');
  return `  ${total} errors (${kinds})`;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One balancer in front of the first process, one in front of both. */
interface Pair {
  one: number;
  two: number;
}

async function startPair(
  folder: string,
  env: Record<string, string>,
  servers: Server[],
  balancers: ChildProcess[],
): Promise<Pair & { first: Server }> {
  // One after the other: the first seeds the database, the next find it seeded.
  const first = await startServer(path.join(folder, 'unused'), env);
  servers.push(first);
  const second = await startServer(path.join(folder, 'unused'), env);
  servers.push(second);
  for (const server of [first, second]) roots.set(server.child.pid ?? 0, 'quadro');
  const backend = (server: Server) => server.origin.replace(/^http:\/\//, '');
  const one = await freePort();
  const two = await freePort();
  balancers.push(await startHaproxy(folder, one, [backend(first)]));
  balancers.push(await startHaproxy(folder, two, [backend(first), backend(second)]));
  for (const balancer of balancers.slice(-2)) roots.set(balancer.pid ?? 0, 'haproxy');
  return { one, two, first };
}

export async function benchScale(options: { quick: boolean }): Promise<void> {
  const fromEnv = Number(process.env['BENCH_SCALE_SECONDS']);
  const seconds = fromEnv > 0 ? fromEnv : options.quick ? 3 : 10;
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-bench-scale-'));
  const postgres = await startPostgres();
  const servers: Server[] = [];
  const balancers: ChildProcess[] = [];
  try {
    const env = {
      DATABASE_URL: await createDatabase(postgres.url, 'bench_scale'),
      QUADRO_HOSTS_DIR: hostsWithLimits(path.join(folder, 'hosts'), {
        ...benchLimits,
        pagesPerMinutePerAddress: 1_000_000,
      }),
      QUADRO_TRUST_PROXY: '127.0.0.1',
      QUADRO_SHARED_LIMITS: '1',
    };
    // Two pairs of processes: the first-view cache on (the same link opened again is a lookup)
    // and off (every page a render, as a thousand customers opening their own bills are).
    const warm = await startPair(folder, env, servers, balancers);
    const cold = await startPair(
      folder,
      { ...env, QUADRO_FIRST_VIEW_CACHE: '0' },
      servers,
      balancers,
    );
    const page = `/bollettainterattiva?id=${warm.first.bill.crypto}`;
    const routes = [
      { label: 'page cold', pair: cold, path: page, accept: 'text/html' },
      { label: 'page warm', pair: warm, path: page, accept: 'text/html' },
      {
        label: 'document',
        pair: warm,
        path: `/api/bollettainterattiva/document/${warm.first.bill.crypto}`,
        accept: 'application/json',
      },
    ];
    console.log(
      `Scale (issue 31): through HAProxy to 1 and 2 quadro processes on one PostgreSQL, ` +
        `${connections} connections, ${seconds} s a run, limits lifted and counted in the ` +
        `database; req/s counts answers with the page (a 503 busy is an error); cores used ` +
        `per group of processes (other: PostgreSQL's; generator: autocannon, in this process)`,
    );
    console.log(
      `  ${'route'.padEnd(10)}${'1 proc req/s'.padStart(14)}${'p99'.padStart(8)}` +
        `${'2 procs req/s'.padStart(15)}${'p99'.padStart(8)}${'2/1'.padStart(7)}  load (1/5/15 min)`,
    );
    for (const route of routes) {
      const { one, two } = route.pair;
      const probe = await get(`http://127.0.0.1:${two}${route.path}`, 'localhost');
      if (probe.status !== 200) {
        console.log(
          `  ${route.label.padEnd(10)} not measured: it answered ${probe.status}` +
            (route.label.startsWith('page') ? ' (run `npm run build` first)' : ''),
        );
        continue;
      }
      const at = (port: number) => `http://127.0.0.1:${port}${route.path}`;
      const before = await measure(at(one), seconds, route.accept);
      const both = await measure(at(two), seconds, route.accept);
      const after = await measure(at(one), seconds, route.accept);
      const single = (before.rps + after.rps) / 2;
      const ratio = both.rps / single;
      console.log(
        `  ${route.label.padEnd(10)}${single.toFixed(0).padStart(14)}${Math.max(before.p99, after.p99).toFixed(0).padStart(8)}` +
          `${both.rps.toFixed(0).padStart(15)}${both.p99.toFixed(0).padStart(8)}` +
          `${ratio.toFixed(2).padStart(7)}  ${load()}` +
          `${ratio >= goal ? '' : `  (goal ${goal})`}${errorsOf([before, both, after])}`,
      );
      // The same cores serve the generator, HAProxy and PostgreSQL: where they went says
      // whether a second process had a core to use.
      console.log(`${''.padEnd(12)}cores used, 1 process:  ${before.cores}`);
      console.log(`${''.padEnd(12)}cores used, 2 processes: ${both.cores}`);
    }
  } finally {
    for (const balancer of balancers) balancer.kill('SIGTERM');
    for (const server of servers) await stopServer(server.child);
    await postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
