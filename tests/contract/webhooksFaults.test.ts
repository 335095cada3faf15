import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appendEvent, eventsAfter } from '../../server/events/outbox.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { ALFA, config, databaseKinds, freshStorage } from './harness.ts';
import { ended, spawnQuadro, type QuadroProcess } from './processes.ts';
import { hostsWith, newSecret, selfSigned, startReceiver } from './webhooksHarness.ts';

/**
 * Issue 29's faults, on real `quadro serve` processes delivering over TLS to a receiver that
 * verifies with the `standardwebhooks` library: `kill -9` after the actions were stored and
 * during a delivery loses no event; two processes on one PostgreSQL send each event once.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'quadro-webhook-faults-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const tls = selfSigned(folder);
const secret = newSecret();
// Only alfa's endpoint, to the receiver; a short timeout keeps the lease of a killed claim short.
const hostsFor = (origin: string) =>
  hostsWith(config.hostsDir, (host) =>
    host === ALFA ? { url: `${origin}/hooks`, timeoutSeconds: 2 } : undefined,
  );

type Storage = { databaseUrl?: string | undefined; dataDir: string };

/** `quadro serve --no-seed` on `storage`, delivering alfa's events to the receiver. */
const spawnServe = (storage: Storage, hostsDir: string): QuadroProcess =>
  spawnQuadro(['serve', '--no-seed'], {
    QUADRO_HOSTS_DIR: hostsDir,
    QUADRO_ALFA_WEBHOOK_SECRET: secret,
    // The receiver's self-signed certificate, trusted as an operator trusts a private CA.
    NODE_EXTRA_CA_CERTS: tls.certFile,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    QUADRO_DATA_DIR: storage.dataDir,
  });

/** A serving process, resolved once its banner is out. */
async function serve(storage: Storage, hostsDir: string): Promise<QuadroProcess> {
  const child = spawnServe(storage, hostsDir);
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (banner.includes('Press Ctrl-C to stop.')) resolve();
    });
    child.once('exit', () => {
      reject(new Error(`quadro serve exited: ${banner}`));
    });
  });
  return child;
}

/** Stores `count` alfa events, each in its own transaction as an action's, keys round-robin. */
async function store(runtime: Runtime, count: number, keys: number, tag: string) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const bill = `${tag}-${n % keys}`;
    ids.push(
      await runtime.db.transaction((tx) =>
        appendEvent(tx, {
          type: 'reading.submitted',
          supplier: 'alfa',
          host: ALFA,
          orderingKey: `bill:${bill}`,
          data: {
            billId: bill,
            documentNumber: null,
            siteId: '100771',
            reading: n + 1,
            unit: 'Smc',
          },
        }),
      ),
    );
  }
  return ids;
}

describe.each(databaseKinds)('webhooks across kill -9 (%s)', (kind) => {
  it(
    'loses no event killed after the actions and during a delivery, and keeps each bill in order',
    { timeout: 180_000 },
    async () => {
      const storage = await freshStorage(kind, path.join(folder, `pglite-${kind}`));
      const runtime = await openRuntime({ ...config, ...storage });
      // The actions are stored; no server has delivered them yet.
      const ids = await store(runtime, 6, 2, `kill-${kind}`);
      await runtime.db.close();
      const receiver = await startReceiver(secret, tls);
      const hosts = hostsFor(receiver.origin);
      const first = spawnServe(storage, hosts);
      // The first delivery never gets its answer: the server is killed while it waits.
      receiver.answer = () => {
        first.kill('SIGKILL');
        return 0;
      };
      const killed = await ended(first);
      expect(killed.code).toBeNull();
      // Cut off: each bill's first event, sent side by side (different keys wait for nothing).
      const cutOff = receiver.got.map((r) => r.id);
      expect(cutOff.length).toBeGreaterThan(0);
      expect(ids.slice(0, 2)).toEqual(expect.arrayContaining(cutOff));
      receiver.answer = () => 200;
      const second = await serve(storage, hosts);
      try {
        await vi.waitFor(
          () => {
            expect(new Set(receiver.accepted().map((r) => r.id))).toEqual(new Set(ids));
          },
          { timeout: 90_000, interval: 200 },
        );
      } finally {
        second.kill('SIGTERM');
        await ended(second);
        await receiver.close();
      }
      // Those cut off went again with their ids; each bill's events arrived in their order.
      const accepted = receiver.accepted().map((r) => r.id);
      for (const key of [0, 1]) {
        const ofKey = ids.filter((_, n) => n % 2 === key);
        expect(accepted.filter((id) => ofKey.includes(id))).toEqual(ofKey);
      }
      expect(receiver.got.every((r) => r.verified)).toBe(true);
      // And the outbox (what the pull feed reads) has every one of them.
      const reopened = await openRuntime({ ...config, ...storage });
      const stored = await eventsAfter(reopened.db, { limit: 100 });
      await reopened.db.close();
      expect(stored.map((e) => e.id)).toEqual(expect.arrayContaining(ids));
    },
  );
});

describe('two processes on one PostgreSQL', () => {
  it('deliver each event once in the normal case', { timeout: 180_000 }, async () => {
    const storage = await freshStorage('postgres');
    const runtime = await openRuntime({ ...config, ...storage });
    const receiver = await startReceiver(secret, tls);
    const hosts = hostsFor(receiver.origin);
    const servers = [await serve(storage, hosts), await serve(storage, hosts)];
    try {
      // Committed while both run: each process hears the notification; one sends each event.
      const ids = await store(runtime, 60, 12, 'two');
      await vi.waitFor(
        () => {
          expect(new Set(receiver.accepted().map((r) => r.id))).toEqual(new Set(ids));
        },
        { timeout: 90_000, interval: 200 },
      );
      expect(receiver.got.map((r) => r.id).sort()).toEqual([...ids].sort());
    } finally {
      for (const server of servers) server.kill('SIGTERM');
      await Promise.all(servers.map((server) => ended(server)));
      await receiver.close();
      await runtime.db.close();
    }
  });
});
