/**
 * `npm run bench -- outbox`: the outbox and its webhooks (issue 29, ADR 0049) on PGlite and on
 * a throwaway PostgreSQL, side by side. Events are stored one transaction each, as actions
 * store them, spread over 50 bills, while this process's webhook worker delivers them to a
 * local receiver that verifies each signature with the `standardwebhooks` library. Reported:
 * events per second delivered, and the delay from the action's commit to the receiver (p50,
 * p99). Figures are reported, never enforced: this is no test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { readConfig } from '../server/config.ts';
import { appendEvent } from '../server/events/outbox.ts';
import { openRuntime } from '../server/runtime.ts';
import type { Endpoint } from '../server/webhooks/settings.ts';
import { startWebhooks } from '../server/webhooks/worker.ts';
import { createDatabase, startPostgres } from '../tests/contract/postgres.ts';

interface Pass {
  perSecond: number;
  p50: number;
  p99: number;
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * q))] ?? Number.NaN;

async function pass(storage: { databaseUrl?: string; dataDir: string }, count: number) {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const verifier = new Webhook(secret);
  const arrived = new Map<string, number>();
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
          h,
          String(request.headers[h] ?? ''),
        ]),
      );
      verifier.verify(Buffer.concat(chunks).toString('utf8'), headers);
      const id = headers['webhook-id'] ?? '';
      if (!arrived.has(id)) arrived.set(id, performance.now());
      response.writeHead(204).end();
      if (arrived.size === count) done();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const runtime = await openRuntime({ ...readConfig({}), ...storage, linkKeys: undefined });
  const endpoint: Endpoint = {
    host: 'bench',
    supplier: 'alfa',
    id: 'bench',
    url: '/dev/webhooks/bench',
    events: null,
    secrets: [secret],
    demo: false,
    timeoutMs: 15_000,
    deadAfterMs: 3_600_000,
  };
  const worker = await startWebhooks({
    db: runtime.db,
    endpoints: [endpoint],
    ownOrigin: () => origin,
  });
  try {
    const committed = new Map<string, number>();
    const started = performance.now();
    for (let n = 0; n < count; n++) {
      const bill = `bench-${n % 50}`;
      const id = await runtime.db.transaction((tx) =>
        appendEvent(tx, {
          type: 'reading.submitted',
          supplier: 'alfa',
          orderingKey: `bill:${bill}`,
          data: { billId: bill, documentNumber: null, siteId: '1', reading: n + 1, unit: 'Smc' },
        }),
      );
      committed.set(id, performance.now());
    }
    await all;
    const seconds = (Math.max(...arrived.values()) - started) / 1000;
    const delays = [...committed].map(([id, at]) => (arrived.get(id) ?? Number.NaN) - at);
    delays.sort((a, b) => a - b);
    return { perSecond: count / seconds, p50: quantile(delays, 0.5), p99: quantile(delays, 0.99) };
  } finally {
    await worker.stop();
    await runtime.db.close();
    receiver.closeAllConnections();
    receiver.close();
  }
}

export async function benchOutbox(options: { quick: boolean }): Promise<void> {
  const count = options.quick ? 200 : 5_000;
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-bench-outbox-'));
  const postgres = await startPostgres();
  try {
    const results: [string, Pass][] = [
      ['PGlite', await pass({ dataDir: path.join(dir, 'pglite') }, count)],
      [
        'PostgreSQL',
        await pass(
          { databaseUrl: await createDatabase(postgres.url, 'bench_outbox'), dataDir: dir },
          count,
        ),
      ],
    ];
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(12);
    console.log(
      [
        `quadro bench: outbox, ${count.toLocaleString('en-US')} events over 50 bills, one transaction each, delivered as signed webhooks to a local receiver, node ${process.version}`,
        '',
        `  ${''.padEnd(12)}${'delivered/s'.padStart(12)}${'delay p50'.padStart(12)}${'delay p99'.padStart(12)}`,
        ...results.map(
          ([name, r]) =>
            `  ${name.padEnd(12)}${String(Math.round(r.perSecond)).padStart(12)}${ms(r.p50)}${ms(r.p99)}`,
        ),
        '',
        '  delay: from the action commit to the receiver, with actions stored as fast as they come.',
      ].join('\n'),
    );
  } finally {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
