/**
 * `npm run bench -- hostile`: no body of any size or shape holds the event loop (issue 27,
 * item 1; ADR 0038). Against every route that reads a body, with a valid link and a forged
 * one where the route has a link, it posts wide arrays, wide objects, deep nesting and one
 * long string, each at the largest size the route accepts (its body limit), while another
 * client asks `/api/health` without pause. The worst health answer per route is the worst
 * stall of the server's event loop the route caused (the server is a child process, so the
 * bench's own work does not count). Goals, printed and not enforced: health p99 < 100 ms, no
 * stall over 50 ms. The server's own stalls are measured in its process too (./loopDelay.ts).
 * Each route is first warmed up with the same shapes small, unmeasured. `--quick` sends each
 * body once, at most 4 MiB; the full run three times, each at the route's limit.
 */
import http from 'node:http';
import { DEFAULT_BODY_LIMIT, messageBody } from '../server/http/bodyLimits.ts';
import type { Server } from './server.ts';
import { percentiles, request, withBenchServer } from './traffic.ts';

const goals = { p99: 100, stall: 50 };

interface Target {
  name: string;
  method: 'POST' | 'PUT';
  path: (server: Server) => string;
  limit: number;
}

const FORGED = 'forged-link-of-no-bill';
const link = (server: Server) => server.bill.crypto;
const targets: Target[] = [
  ...[
    { name: 'messaggio', path: '/api/api_alfa_messaggio/', limit: messageBody(5).bodyLimit },
    {
      name: 'sendemail',
      path: '/api/bollettainterattiva/sendemail/',
      limit: messageBody(1).bodyLimit,
    },
    { name: 'put_profilo', path: '/api/api_alfa_put_profilo/', limit: DEFAULT_BODY_LIMIT },
    {
      name: 'segna_pagamento',
      path: '/api/api_alfa_segna_pagamento/',
      limit: DEFAULT_BODY_LIMIT,
    },
  ].flatMap(({ name, path, limit }) => [
    { name, method: 'POST' as const, path: (s: Server) => path + link(s), limit },
    { name: `${name} (forged)`, method: 'POST' as const, path: () => path + FORGED, limit },
  ]),
  ...[
    '/api/api_alfa_salva_autolettura',
    '/api/registration/verify',
    '/api/registration/saveprofile',
    '/api/registration/saveacceptances',
    '/api/customer/save/x',
    `/api/nexi/s2s/x/${Buffer.from('localhost').toString('base64')}`,
  ].map((path) => ({
    name: path.replace(/^\/api\//, '').slice(0, 28),
    method: 'POST' as const,
    path: () => path,
    limit: DEFAULT_BODY_LIMIT,
  })),
  {
    name: 'contacts/sendemail',
    method: 'POST',
    path: () => '/api/contacts/sendemail/x',
    limit: messageBody(1).bodyLimit,
  },
  {
    name: 'customer/password/reset',
    method: 'PUT',
    path: () => '/api/customer/password/reset',
    limit: DEFAULT_BODY_LIMIT,
  },
];
// put_profilo is a PUT.
for (const target of targets) if (target.name.startsWith('put_profilo')) target.method = 'PUT';

/** The four hostile shapes, each exactly `bytes` long (JSON text, ASCII). */
function shapes(bytes: number): Record<string, Buffer> {
  const pad = (text: string) => text + ' '.repeat(Math.max(0, bytes - text.length));
  const zeros = Math.floor((bytes - 2) / 2);
  const members = Math.floor((bytes - 2) / 13);
  const keys: string[] = [];
  for (let i = 0; i < members; i += 1) keys.push(`"k${String(i).padStart(7, '0')}":0`);
  const depth = Math.floor(bytes / 2);
  return {
    'wide array': Buffer.from(pad(`[${'0,'.repeat(zeros - 1)}0]`), 'latin1'),
    'wide object': Buffer.from(pad(`{${keys.join(',')}}`), 'latin1'),
    'deep nesting': Buffer.from('['.repeat(depth) + ']'.repeat(depth), 'latin1'),
    'long string': Buffer.from(`{"description":"${'A'.repeat(bytes - 19)}"}`, 'latin1'),
  };
}

/** Asks /api/health one after the other until `until` settles; the latencies. */
async function pinger(server: Server, until: Promise<unknown>): Promise<number[]> {
  const state = { done: false };
  void until.finally(() => (state.done = true));
  const agent = new http.Agent({ keepAlive: true });
  const samples: number[] = [];
  while (!state.done) {
    const health = await request(server.origin, '/api/health', { agent });
    if (health.status !== 200) throw new Error(`health answered ${health.status}`);
    samples.push(health.ms);
  }
  agent.destroy();
  return samples;
}

interface Row {
  target: Target;
  health: number[];
  answers: Set<string>;
  /** The server's own worst event-loop delay while the route was attacked (bench/loopDelay.ts). */
  stall: number;
}

/** The server's worst event-loop delay since the last call, in ms (and a reset). */
function loopDelay(server: Server): Promise<number> {
  return new Promise((resolve) => {
    let text = '';
    const read = (chunk: string) => {
      text += chunk;
      const match = /loop-delay (\S+) /.exec(text);
      if (!match) return;
      server.child.stderr.off('data', read);
      resolve(Number(match[1]));
    };
    server.child.stderr.on('data', read);
    server.child.kill('SIGWINCH');
  });
}

async function attack(
  server: Server,
  target: Target,
  times: number,
  cache: Map<number, Record<string, Buffer>>,
  cap: number,
): Promise<Row> {
  const size = Math.min(target.limit, cap);
  const bodies = cache.get(size) ?? shapes(size);
  cache.set(size, bodies);
  const answers = new Set<string>();
  const agent = new http.Agent({ keepAlive: false });
  // Unmeasured, the same shapes small: the route's first call compiles its code and opens its
  // link the first time, which is no hostile body's doing.
  for (const body of Object.values(shapes(Math.min(target.limit, 65_536))))
    await post(server, target.path(server), target.method, body, agent);
  await loopDelay(server);
  const sending = (async () => {
    for (let i = 0; i < times; i += 1) {
      for (const body of Object.values(bodies)) {
        const method = target.method;
        const answer = await post(server, target.path(server), method, body, agent);
        const code = /"code":"([^"]+)"/.exec(answer.body)?.[1] ?? '';
        if (answer.status >= 500)
          throw new Error(`${target.name}: ${answer.status} ${answer.body}`);
        answers.add(`${answer.status} ${code}`.trim());
      }
    }
  })();
  const health = await pinger(server, sending);
  await sending;
  agent.destroy();
  return { target, health, answers, stall: await loopDelay(server) };
}

/**
 * One request with `body`; a server that answers before reading the whole body (a forged link,
 * a body over the limit) may close the connection while it is still written: that is an
 * answer too, as long as its status came first.
 */
function post(
  server: Server,
  pathname: string,
  method: string,
  body: Buffer,
  agent: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered: { status: number; body: string } | null = null;
    const req = http.request(
      `${server.origin}${pathname}`,
      {
        method,
        agent,
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          answered = { status: response.statusCode ?? 0, body: text };
          resolve(answered);
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET')
        resolve({ status: 0, body: `"code":"closed before the body was sent"` });
      else reject(error);
    });
    req.end(body);
  });
}

const ms = (n: number) => n.toFixed(1).padStart(8);

export async function benchHostile(options: { quick: boolean }): Promise<void> {
  const times = options.quick ? 1 : 3;
  // The smoke keeps to 4 MiB a body (the care message's 15 MB bodies are the full run's).
  const cap = options.quick ? 4 * 1024 * 1024 : Infinity;
  const preload = [new URL('./loopDelay.ts', import.meta.url).pathname];
  await withBenchServer(
    'quadro-hostile-',
    async (server) => {
      const cache = new Map<number, Record<string, Buffer>>();
      const rows: Row[] = [];
      for (const target of targets) rows.push(await attack(server, target, times, cache, cap));
      const all = percentiles(rows.flatMap((row) => row.health));
      const worst = Math.max(...rows.map((row) => row.stall));
      console.log(
        [
          `quadro bench: hostile bodies, PGlite in a child process, node ${process.version}`,
          `each route gets a wide array, a wide object, deep nesting and one long string at its body limit${options.quick ? ' (at most 4 MiB with --quick)' : ''}, ${times}× each,`,
          'while one client asks GET /api/health without pause: its p50, p99 and worst answer (ms), and the',
          "server's worst event-loop stall (perf_hooks, in the server process, ms)",
          '',
          `    ${'route'.padEnd(34)}${'limit'.padStart(9)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'worst'.padStart(8)}${'stall'.padStart(8)}   answers`,
          ...rows.map(({ target, health, answers, stall }) => {
            const p = percentiles(health);
            const over = stall > goals.stall ? '  OVER' : '';
            return `    ${`${target.method} ${target.name}`.padEnd(34)}${String(target.limit).padStart(9)}${ms(p.p50)}${ms(p.p99)}${ms(Math.max(...health))}${ms(stall)}   ${[...answers].join(', ')}${over}`;
          }),
          '',
          `    health over all routes: p50 ${all.p50.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms (goal < ${goals.p99}: ${all.p99 < goals.p99 ? 'pass' : 'OVER'}), worst server stall ${worst.toFixed(1)} ms (goal ≤ ${goals.stall}: ${worst <= goals.stall ? 'pass' : 'OVER'}), ${all.n} samples`,
        ].join('\n'),
      );
    },
    preload,
  );
}
