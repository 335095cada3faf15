/**
 * `npm run bench -- load`: no request stalls the others (issue 12), on the embedded database.
 *
 * (a) One client posts the largest care message allowed (5 attachments of 2 MiB, in base64) in
 *     a loop while another asks `/api/health` and the document call one after the other; their
 *     p50 and p99 are printed beside the same probe on an idle server. Goal: p99 ≤ 100 ms.
 * (b) 200 connections on the document route with autocannon. Goal: 0 errors.
 * (c) `kill -9` during a burst of writes loses no acknowledged write (./crash.ts).
 *
 * The server is `quadro serve` in a child process on a fresh PGlite folder. Its hosts are a
 * copy of `hosts/` with generous `limits` (see `benchLimits`): the bench sends one link's traffic
 * from one address far past what any customer does, which the default limits would refuse.
 * Goals are reported, never enforced: this is no test. Only a wrong answer aborts the bench.
 */
import http from 'node:http';
import { benchCrash } from './crash.ts';
import { autocannon, type Server } from './server.ts';
import {
  benchLimits,
  careBody,
  LARGEST,
  percentiles,
  request,
  withBenchServer,
} from './traffic.ts';

const goals = { p99: 100, errors: 0 };

interface Probe {
  health: number[];
  document: number[];
}

/** Asks health and the document, one after the other, until `until` resolves. */
async function probe(server: Server, until: Promise<unknown>): Promise<Probe> {
  const samples: Probe = { health: [], document: [] };
  const state = { done: false };
  void until.finally(() => (state.done = true));
  const agent = new http.Agent({ keepAlive: true });
  const documentPath = `/api/bollettainterattiva/document/${server.bill.crypto}`;
  while (!state.done) {
    const health = await request(server.origin, '/api/health', { agent });
    const document = await request(server.origin, documentPath, { agent });
    if (health.status !== 200 || document.status !== 200) {
      throw new Error(`probe answered ${health.status}/${document.status}: ${document.body}`);
    }
    samples.health.push(health.ms);
    samples.document.push(document.ms);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  return samples;
}

/** Posts the largest care message in a loop for `seconds`; resolves with the post times. */
async function writer(server: Server, seconds: number): Promise<number[]> {
  const { body, vary } = careBody(LARGEST.files, LARGEST.bytes);
  const agent = new http.Agent({ keepAlive: true });
  const url = `/api/api_alfa_messaggio/${server.bill.crypto}`;
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    vary();
    const answer = await request(server.origin, url, { method: 'POST', body, agent });
    if (answer.status !== 200)
      throw new Error(`the care message answered ${answer.status}: ${answer.body}`);
    times.push(answer.ms);
  }
  agent.destroy();
  return times;
}

const ms = (n: number) => n.toFixed(1).padStart(9);
const verdict = (ok: boolean) => (ok ? 'pass' : 'OVER');

export async function benchLoad(options: { quick: boolean }): Promise<void> {
  const seconds = options.quick ? 4 : 10;
  await withBenchServer('quadro-load-', async (server) => {
    const idle = await probe(server, new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
    const posting = writer(server, seconds);
    const busy = await probe(server, posting);
    const posts = await posting;

    const rows = (['health', 'document'] as const).map((route) => {
      const before = percentiles(idle[route]);
      const during = percentiles(busy[route]);
      return { route, before, during };
    });
    const cannon = await autocannon({
      url: `${server.origin}/api/bollettainterattiva/document/${server.bill.crypto}`,
      connections: 200,
      pipelining: 1,
      duration: seconds,
      headers: { host: 'localhost' },
    });
    const errors = cannon.errors + cannon.non2xx;
    const post = percentiles(posts);
    console.log(
      [
        `quadro bench: load, PGlite in a child process, node ${process.version}, ${seconds} s per phase`,
        `hosts: a copy of hosts/ with limits ${JSON.stringify(benchLimits)} (the defaults would refuse one link's flood)`,
        '',
        `(a) GET /api/health and GET document, one after the other, idle and while one client posts`,
        `    ${LARGEST.files} attachments of ${LARGEST.bytes} bytes (${posts.length} posts, p50 ${post.p50.toFixed(0)} ms each)`,
        `    ${'route'.padEnd(10)}${'idle p50'.padStart(9)}${'idle p99'.padStart(9)}${'busy p50'.padStart(9)}${'busy p99'.padStart(9)}   goal busy p99 ≤ ${goals.p99} ms`,
        ...rows.map(
          ({ route, before, during }) =>
            `    ${route.padEnd(10)}${ms(before.p50)}${ms(before.p99)}${ms(during.p50)}${ms(during.p99)}   ${verdict(during.p99 <= goals.p99)} (${during.n} samples)`,
        ),
        '',
        `(b) autocannon, 200 connections on the document route: ${cannon.requests.mean.toFixed(0)} req/s, p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms`,
        `    errors, timeouts, non-2xx: ${errors}   goal ${goals.errors}   ${verdict(errors <= goals.errors)}`,
      ].join('\n'),
    );
  });
  console.log('');
  await benchCrash(options);
}
