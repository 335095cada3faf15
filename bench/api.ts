/**
 * `npm run bench -- api`: the reference API under load (DESIGN "Budgets"). One server in a child
 * process, so that autocannon does not share its event loop; the bare route and the document
 * route are measured against that same server, one after the other, bare, document, then bare
 * again, and the ratio takes the mean of the two bare runs so that drift (thermal, other work on
 * this 2-core machine) does not favour either side.
 *
 * The database is PGlite, the default, in a fresh folder (the server seeds the sample bills into
 * it). PGlite keeps one connection and serialises queries on it, so at 200 connections the
 * document requests queue for that one connection: what is measured is a single process with
 * its embedded database, not PostgreSQL.
 *
 * autocannon is closed-loop: each connection sends its next request when the last is answered,
 * so the server always runs flat out and latency is about connections / throughput. It opens its
 * 200 connections afresh for every run, and libuv accepts one connection per event-loop turn:
 * when one turn serves many slow requests, late connections wait seconds for their first answer,
 * and the ones past autocannon's 10 s timeout count as errors (timeouts).
 *
 * Goals are reported, never enforced: this is no test. Only a wrong answer aborts the bench.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { autocannon, get, root } from './server.ts';
import { benchLimits, withBenchServer } from './traffic.ts';

const goals = { ratio: 0.5, p99: 20, errors: 0 };
const connections = 200;

interface Run {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors (timeouts included) and non-2xx answers. */
  errors: number;
  timeouts: number;
  requests: number;
}

async function measure(label: string, url: string, seconds: number): Promise<Run> {
  const r = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    headers: { host: 'localhost' },
  });
  return {
    label,
    rps: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    timeouts: r.timeouts,
    requests: r.requests.total,
  };
}

const num = (n: number, digits: number, width: number) => n.toFixed(digits).padStart(width);
const int = (n: number, width: number) => String(n).padStart(width);
const row = (r: Run) =>
  `  ${r.label.padEnd(22)}${num(r.rps, 0, 9)}${num(r.p50, 1, 9)}${num(r.p99, 1, 9)}${int(r.errors, 8)}${int(r.timeouts, 10)}${int(r.requests, 10)}`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'OVER');

export async function benchApi(options: { quick: boolean }): Promise<void> {
  const fromEnv = Number(process.env['BENCH_API_SECONDS']);
  const seconds = fromEnv > 0 ? fromEnv : options.quick ? 2 : 10;
  const warmup = Math.min(2, seconds);
  await withBenchServer('quadro-bench-', async (server) => {
    const bare = `${server.origin}/api/health`;
    const documentUrl = `${server.origin}/api/bollettainterattiva/document/${server.bill.crypto}`;

    // Correctness first: timing a route that answers an error would measure nothing.
    const fixture = JSON.parse(
      readFileSync(path.join(root, 'fixtures', `${server.bill.id}.json`), 'utf8'),
    ) as { document: { document_number: string } };
    const answer = await get(documentUrl, 'localhost');
    const body = answer.status === 200 ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
    if (body['document_number'] !== fixture.document.document_number) {
      throw new Error(
        `GET ${documentUrl} answered ${answer.status}, document_number ${String(body['document_number'])}; ` +
          `expected 200 and ${fixture.document.document_number} (fixtures/${server.bill.id}.json)\n` +
          answer.body.slice(0, 500),
      );
    }
    const health = await get(bare, 'localhost');
    if (health.status !== 200) throw new Error(`GET ${bare} answered ${health.status}`);

    await measure('warm-up', bare, warmup);
    await measure('warm-up', documentUrl, warmup);
    const bare1 = await measure('bare', bare, seconds);
    const doc = await measure('document', documentUrl, seconds);
    const bare2 = await measure('bare, again', bare, seconds);

    const bareRps = (bare1.rps + bare2.rps) / 2;
    const ratio = doc.rps / bareRps;
    const bareP99 = Math.max(bare1.p99, bare2.p99);
    const errors = bare1.errors + doc.errors + bare2.errors;
    console.log(
      [
        `quadro bench: API under load, autocannon ${connections} connections, pipelining 1, ${seconds} s per run, node ${process.version}`,
        `server: child process at ${server.origin}, PGlite (one connection, queries serialised), LOG_LEVEL=warn, Host: localhost, rate limits lifted (hosts' limits: ${Object.values(benchLimits)[0]} a minute)`,
        `  bare route      GET /api/health (${health.body.length} bytes)`,
        `  document route  GET /api/bollettainterattiva/document/<link of ${server.bill.id}> (${Buffer.byteLength(answer.body)} bytes)`,
        '',
        `  ${'per run'.padEnd(22)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'timeouts'.padStart(10)}${'requests'.padStart(10)}`,
        row(bare1),
        row(doc),
        row(bare2),
        '',
        `  ratio document / bare (req/s, bare = mean of 2)   ${ratio.toFixed(3)}   goal ≥ ${goals.ratio.toFixed(2)}   ${verdict(ratio >= goals.ratio)}`,
        `  p99 document                                      ${doc.p99.toFixed(1)} ms   goal ≤ ${goals.p99} ms   ${verdict(doc.p99 <= goals.p99)}`,
        `  p99 bare (worse of 2)                             ${bareP99.toFixed(1)} ms   goal ≤ ${goals.p99} ms   ${verdict(bareP99 <= goals.p99)}`,
        `  errors, timeouts, non-2xx (all 3 runs)            ${errors}   goal ${goals.errors}   ${verdict(errors <= goals.errors)}`,
      ].join('\n'),
    );
  });
}
