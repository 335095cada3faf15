/**
 * `npm run bench -- scale` (issue 31): does a second process add pages? The bill page (the bill
 * link asked for as text/html) and the document call, through HAProxy (tests/contract/haproxy.ts,
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
import { autocannon, get, startServer, stopServer, type Server } from './server.ts';
import { benchLimits, hostsWithLimits } from './traffic.ts';

const goal = 1.6;
const connections = 10;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, seconds: number, accept: string): Promise<Run> {
  const r = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    headers: { host: 'localhost', accept },
  });
  return {
    rps: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

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
    // One after the other: the first seeds the database, the second finds it seeded.
    for (let i = 0; i < 2; i += 1)
      servers.push(await startServer(path.join(folder, 'unused'), env));
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers were not started');
    const backend = (server: Server) => server.origin.replace(/^http:\/\//, '');
    const one = await freePort();
    const two = await freePort();
    balancers.push(await startHaproxy(folder, one, [backend(first)]));
    balancers.push(await startHaproxy(folder, two, [backend(first), backend(second)]));

    const routes = [
      { label: 'page', path: `/bollettainterattiva?id=${first.bill.crypto}`, accept: 'text/html' },
      {
        label: 'document',
        path: `/api/bollettainterattiva/document/${first.bill.crypto}`,
        accept: 'application/json',
      },
    ];
    console.log(
      `Scale (issue 31): through HAProxy to 1 and 2 quadro processes on one PostgreSQL, ` +
        `${connections} connections, ${seconds} s a run, limits lifted and counted in the database`,
    );
    console.log(
      `  ${'route'.padEnd(10)}${'1 proc req/s'.padStart(14)}${'p99'.padStart(8)}` +
        `${'2 procs req/s'.padStart(15)}${'p99'.padStart(8)}${'2/1'.padStart(7)}  load (1/5/15 min)`,
    );
    for (const route of routes) {
      const probe = await get(`http://127.0.0.1:${two}${route.path}`, 'localhost');
      if (probe.status !== 200) {
        console.log(
          `  ${route.label.padEnd(10)} not measured: it answered ${probe.status}` +
            (route.label === 'page' ? ' (run `npm run build` first)' : ''),
        );
        continue;
      }
      const at = (port: number) => `http://127.0.0.1:${port}${route.path}`;
      const before = await measure(at(one), seconds, route.accept);
      const both = await measure(at(two), seconds, route.accept);
      const after = await measure(at(one), seconds, route.accept);
      const single = (before.rps + after.rps) / 2;
      const ratio = both.rps / single;
      const errors = before.errors + both.errors + after.errors;
      console.log(
        `  ${route.label.padEnd(10)}${single.toFixed(0).padStart(14)}${Math.max(before.p99, after.p99).toFixed(0).padStart(8)}` +
          `${both.rps.toFixed(0).padStart(15)}${both.p99.toFixed(0).padStart(8)}` +
          `${ratio.toFixed(2).padStart(7)}  ${load()}` +
          `${ratio >= goal ? '' : `  (goal ${goal})`}${errors > 0 ? `  ${errors} errors` : ''}`,
      );
    }
  } finally {
    for (const balancer of balancers) balancer.kill('SIGTERM');
    for (const server of servers) await stopServer(server.child);
    await postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
