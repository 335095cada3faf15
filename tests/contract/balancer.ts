import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHaproxy } from './haproxy.ts';
import { freePort } from './postgres.ts';
import { config } from './harness.ts';
import { spawnQuadro, type QuadroProcess } from './processes.ts';

/**
 * Issue 31: N `quadro serve` processes on one PostgreSQL database behind a real HAProxy from
 * Debian (`.ci/run` installs it), as docs/deployment.md describes a grown supplier's
 * deployment. The configuration is the documented one (./haproxy.ts), on free ports.
 */
export interface Balanced {
  /** The balancer's address, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Each process's own address, to reach one backend directly. */
  backends: string[];
  /** The bill links the first process printed, by document id (the `id` of the link). */
  links: Map<string, string>;
  stop(): Promise<void>;
}

/** Waits for a process's banner; answers its whole output so far. */
function started(child: QuadroProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) resolve(output);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      reject(new Error(`quadro serve exited (${String(code)}):\n${output}`));
    });
  });
}

const stopped = (child: ChildProcess): Promise<unknown> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });

/**
 * `processes` quadro servers on `databaseUrl` (the first seeds the sample bills, then the others
 * start), with the hosts' `limits` set as an operator would in server.json, behind HAProxy.
 */
export async function startBalanced(options: {
  databaseUrl: string;
  processes: number;
  limits?: Record<string, number>;
  env?: Record<string, string>;
}): Promise<Balanced> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-balanced-'));
  const hostsDir = path.join(dir, 'hosts');
  cpSync(config.hostsDir, hostsDir, { recursive: true });
  if (options.limits) {
    for (const host of ['bolletta.alfa-energia.test', 'bolletta.beta-gas.test']) {
      const file = path.join(hostsDir, host, 'server.json');
      const server = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...server, limits: options.limits }, null, 2));
    }
  }
  const port = await freePort();
  const children: ChildProcess[] = [];
  const backends: string[] = [];
  let banner = '';
  const stop = async () => {
    await Promise.all(children.map(stopped));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < options.processes; i += 1) {
      const own = await freePort();
      const child = spawnQuadro(['serve'], {
        PORT: String(own),
        DATABASE_URL: options.databaseUrl,
        QUADRO_HOSTS_DIR: hostsDir,
        // The balancer is the one proxy believed: its X-Forwarded-For names the customer.
        QUADRO_TRUST_PROXY: '127.0.0.1',
        QUADRO_PUBLIC_PORT: String(port),
        QUADRO_SHARED_LIMITS: '1',
        ...options.env,
      });
      children.push(child);
      // One after the other: the first seeds an empty database, the others find it seeded.
      const output = await started(child);
      if (i === 0) banner = output;
      backends.push(`127.0.0.1:${own}`);
    }
    children.push(await startHaproxy(dir, port, backends));
  } catch (error) {
    await stop();
    throw error;
  }
  const links = new Map<string, string>();
  for (const match of banner.matchAll(/^ {2}(\S+) .*\n {4}\S+\/bollettainterattiva\?id=(\S+)/gm)) {
    if (match[1] !== undefined && match[2] !== undefined) links.set(match[1], match[2]);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    backends: backends.map((address) => `http://${address}`),
    links,
    stop,
  };
}
