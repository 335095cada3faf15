import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 31: HAProxy from Debian (`.ci/run` installs it) in front of `quadro serve` processes,
 * for the contract tests (./balancer.ts) and `npm run bench -- scale`. No vitest here: the
 * bench imports it too.
 */

/** The HAProxy configuration of docs/deployment.md: round robin, forwardfor, a health check. */
export function haproxyConfig(port: number, backends: readonly string[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    // X-Forwarded-For: the customer's address, which the processes believe of this proxy only
    // (QUADRO_TRUST_PROXY), so the limits count customers, not the balancer.
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend quadro',
    `  bind 127.0.0.1:${port}`,
    '  default_backend quadro',
    'backend quadro',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health hdr Host localhost',
    // Which process answered: for the tests and for an operator reading a trace.
    '  http-response set-header X-Served-By %s',
    ...backends.map((address, i) => `  server quadro${i + 1} ${address} check inter 2s`),
    '',
  ].join('\n');
}

/**
 * `haproxy -f <dir>/haproxy.cfg -db` (in the foreground, its own child) on `port`, balancing
 * `backends` ("127.0.0.1:1234"); resolves once it answers the health route through them.
 */
export async function startHaproxy(
  dir: string,
  port: number,
  backends: readonly string[],
): Promise<ChildProcess> {
  const cfg = path.join(dir, `haproxy-${port}.cfg`);
  writeFileSync(cfg, haproxyConfig(port, backends));
  const haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  haproxy.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/health`;
  for (let tries = 0; tries < 400; tries += 1) {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${log}`);
    try {
      if ((await fetch(url)).ok) return haproxy;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  haproxy.kill('SIGTERM');
  throw new Error(`haproxy never answered ${url}:\n${log}`);
}
