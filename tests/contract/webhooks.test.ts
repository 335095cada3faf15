import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsCommandOn } from '../../server/cli/events.ts';
import { appendEvent, eventById, messageOf } from '../../server/events/outbox.ts';
import { disabledEndpoints } from '../../server/webhooks/queue.ts';
import { routesOf, type Endpoint } from '../../server/webhooks/settings.ts';
import { deliverOnce, startWebhooks } from '../../server/webhooks/worker.ts';
import { ALFA, databaseKinds, openTestApp, sessionToken, withSelfReadingOpen } from './harness.ts';
import type { TestApp } from './harness.ts';
import { eventsOf, eventsSettled } from './events.ts';
import {
  messageIn,
  newSecret,
  startReceiver,
  testEndpoints,
  type Receiver,
} from './webhooksHarness.ts';

/**
 * Issue 29: every event reaches the supplier's endpoint as a Standard Webhook, verified by a
 * receiver written with the specification's own library (`standardwebhooks`). The scheduling
 * clock is the test's; `webhook-timestamp` is the wall clock the receiver checks against.
 */
describe.each(databaseKinds)('signed webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  let endpoints: Endpoint[] = [];
  let suite = 0;
  const secret = newSecret();
  // Both suppliers' endpoints sign with one secret, so the one receiver verifies either.
  const env = { QUADRO_ALFA_WEBHOOK_SECRET: secret, QUADRO_BETA_WEBHOOK_SECRET: secret };

  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => receiver.close());

  /** A receiver and endpoints of their own for each test: their queues start empty. */
  async function fresh(overrides: Partial<Pick<Endpoint, 'deadAfterMs'>> = {}, keys = env) {
    // The events of earlier tests go to their own endpoints first: the fan-out is shared, and
    // an event held back by another file's transaction (ADR 0048) must not reach this test's.
    if (endpoints.length > 0) {
      await eventsSettled(t.runtime.db);
      await round();
    }
    receiver = await startReceiver(secret);
    suite += 1;
    endpoints = testEndpoints(t.runtime.hosts.all, keys, { id: `t${suite}`, ...overrides });
  }
  const round = () =>
    deliverOnce({
      db: t.runtime.db,
      endpoints,
      ownOrigin: () => receiver.origin,
      now: () => t.clock.now,
    });
  const later = (ms: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };
  /** One alfa reading event per bill named, each in its own transaction, in this order. */
  async function readings(bills: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const [n, bill] of bills.entries()) {
      ids.push(
        await t.runtime.db.transaction((tx) =>
          appendEvent(tx, {
            type: 'reading.submitted',
            supplier: 'alfa',
            host: ALFA,
            orderingKey: `bill:${bill}`,
            at: t.clock.now,
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
    // A round reads them once no transaction of the cluster precedes them (ADR 0048).
    await eventsSettled(t.runtime.db);
    return ids;
  }
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await eventsCommandOn(
      t.runtime.db,
      endpoints,
      args,
      (line) => lines.push(line),
      t.clock.now,
    );
    return { code, text: lines.join('\n') };
  };
  const acceptedIds = () => receiver.accepted().map((r) => r.id);

  it("delivers a customer's reading as the webhook the official library verifies", async () => {
    await fresh();
    const worker = await startWebhooks({
      db: t.runtime.db,
      endpoints,
      ownOrigin: () => receiver.origin,
      now: () => t.clock.now,
    });
    try {
      await withSelfReadingOpen(t, async () => {
        const token = await sessionToken(t, 'alfa-2026-0002');
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/api_alfa_salva_autolettura',
          headers: { host: ALFA, authorization: `Bearer ${token}` },
          payload: { Idsede: '100771', Segnante: 4321 },
        });
        expect(response.statusCode).toBe(200);
        const [event] = await eventsOf(t, 'reading.submitted', (e) => e.data['reading'] === 4321);
        if (!event) throw new Error('the reading has no event');
        // Woken by the commit's notification: no round is run by hand.
        await vi.waitFor(
          () => {
            expect(acceptedIds()).toContain(event.id);
          },
          { timeout: 15_000 },
        );
        const [got] = receiver.got.filter((r) => r.id === event.id);
        if (!got) throw new Error('not received');
        expect(got.body).toBe(JSON.stringify(messageOf(event)));
        expect(messageIn(got)).toMatchObject({
          type: 'reading.submitted',
          data: { billId: 'alfa-2026-0002', siteId: '100771', reading: 4321, unit: 'Smc' },
        });
        expect(got.headers['content-type']).toBe('application/json');
        // The signature recomputed by hand from the specification, without the library.
        const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
        const mac = createHmac('sha256', key)
          .update(`${got.id}.${got.timestamp}.${got.body}`)
          .digest('base64');
        expect(got.signature).toBe(`v1,${mac}`);
        // A receiver rejects a tampered body, and the right body signed with another secret.
        const headers = {
          'webhook-id': got.id,
          'webhook-timestamp': got.timestamp,
          'webhook-signature': got.signature,
        };
        expect(() => new Webhook(secret).verify(got.body, headers)).not.toThrow();
        const tampered = got.body.replace('4321', '4322');
        expect(() => new Webhook(secret).verify(tampered, headers)).toThrow();
        expect(() => new Webhook(newSecret()).verify(got.body, headers)).toThrow();
      });
    } finally {
      await worker.stop();
    }
  });

  it('keeps the webhook-id on every retry, and stops at the first 2xx', async () => {
    await fresh();
    const [id] = await readings(['wh-retry']);
    let failures = 2;
    receiver.answer = (r) => (r.id === id && failures-- > 0 ? 500 : 200);
    await round();
    const first = await cli('show', id ?? '');
    expect(first.text).toMatch(/pending, next attempt/);
    for (let n = 0; n < 5 && !acceptedIds().includes(id ?? ''); n++) {
      later(2 * 3_600_000);
      await round();
    }
    const tries = receiver.got.filter((r) => r.id === id);
    expect(tries.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    expect(tries.every((r) => r.verified)).toBe(true);
    const shown = await cli('show', id ?? '');
    expect(shown.text).toMatch(/delivered/);
    expect(shown.text.match(/ 500 /g)).toHaveLength(2);
    // Nothing more goes once delivered.
    later(3 * 3_600_000);
    await round();
    expect(receiver.got.filter((r) => r.id === id)).toHaveLength(3);
  });

  it('gets a receiver down for an hour everything afterwards, in order per bill', async () => {
    await fresh();
    const bills = ['wh-a', 'wh-b', 'wh-c'];
    const ids = await readings([...bills, ...bills, ...bills, ...bills]);
    const billOf = (id: string) => bills[ids.indexOf(id) % 3] ?? '';
    receiver.answer = () => 503;
    for (let minute = 0; minute < 60; minute++) {
      await round();
      later(60_000);
    }
    // While down, only each bill's first event was tried: a later one waits for it.
    // (Only this test's events: the first open of a bill by an earlier test is recorded after
    // its answer, so its `bill.opened` may reach this test's endpoint too.)
    const triedWhileDown = new Set(receiver.got.map((r) => r.id).filter((id) => ids.includes(id)));
    expect([...triedWhileDown].sort()).toEqual(ids.slice(0, 3).sort());
    receiver.answer = () => 200;
    for (let n = 0; n < 20 && receiver.accepted().length < ids.length; n++) {
      later(3_600_000);
      await round();
    }
    const accepted = acceptedIds().filter((id) => ids.includes(id));
    expect(new Set(accepted)).toEqual(new Set(ids));
    for (const bill of bills) {
      expect(accepted.filter((id) => billOf(id) === bill)).toEqual(
        ids.filter((id) => billOf(id) === bill),
      );
    }
    // Each event of a bill was first tried only after the one before it was accepted.
    const firstTry = (id: string) => receiver.got.findIndex((r) => r.id === id);
    const acceptedAt = (id: string) =>
      receiver.got.findIndex((r) => r.id === id && r.status === 200);
    for (const [n, id] of ids.entries()) {
      const before = ids[n - 3];
      if (before) expect(firstTry(id)).toBeGreaterThan(acceptedAt(before));
    }
  });

  it('disables an endpoint that answers 410, until `quadro events enable`', async () => {
    await fresh();
    const [gone] = await readings(['wh-gone']);
    receiver.answer = () => 410;
    await round();
    const endpoint = endpoints.find((e) => e.supplier === 'alfa');
    expect(await disabledEndpoints(t.runtime.db)).toContainEqual(
      expect.objectContaining({ host: ALFA, endpoint: endpoint?.id, reason: 'answered 410 Gone' }),
    );
    const [next] = await readings(['wh-gone']);
    receiver.answer = () => 200;
    later(3 * 3_600_000);
    await round();
    expect(receiver.got.filter((r) => r.id === next)).toEqual([]);
    expect((await cli('list', '--bill', 'wh-gone')).text).toMatch(/is disabled since .*410 Gone/);
    expect((await cli('enable', ALFA, endpoint?.id ?? '')).code).toBe(0);
    await round();
    expect(acceptedIds().filter((id) => id === gone || id === next)).toEqual([gone, next]);
  });

  it('signs with every secret while one is rotated: a receiver with either verifies', async () => {
    const fresher = newSecret();
    await fresh({}, { ...env, QUADRO_ALFA_WEBHOOK_SECRET: `${secret} ${fresher}` });
    const [id] = await readings(['wh-rotate']);
    await round();
    const [got] = receiver.got.filter((r) => r.id === id);
    if (!got) throw new Error('not received');
    expect(got.verified).toBe(true);
    expect(got.signature.split(' ')).toHaveLength(2);
    const headers = {
      'webhook-id': got.id,
      'webhook-timestamp': got.timestamp,
      'webhook-signature': got.signature,
    };
    expect(() => new Webhook(fresher).verify(got.body, headers)).not.toThrow();
  });

  it('dead-letters an event past the bound, and `quadro events retry` sends it again', async () => {
    await fresh({ deadAfterMs: 3_600_000 });
    const [id] = await readings(['wh-dead']);
    const queuedAt = t.clock.now.getTime();
    receiver.answer = () => 500;
    for (let n = 0; n < 40 && !(await cli('show', id ?? '')).text.includes(': dead'); n++) {
      await round();
      later(10 * 60_000);
    }
    expect((await cli('show', id ?? '')).text).toMatch(/: dead/);
    expect(t.clock.now.getTime() - queuedAt).toBeLessThanOrEqual(2 * 3_600_000);
    expect((await cli('list', '--state', 'dead', '--bill', 'wh-dead')).text).toContain(id);
    const tries = receiver.got.filter((r) => r.id === id).length;
    later(24 * 3_600_000);
    await round();
    expect(receiver.got.filter((r) => r.id === id)).toHaveLength(tries);
    receiver.answer = () => 200;
    expect((await cli('retry', id ?? '')).code).toBe(0);
    await round();
    expect(acceptedIds()).toContain(id);
  });

  it('replays a range of events with their own ids', async () => {
    await fresh();
    const ids = await readings(['wh-replay-1', 'wh-replay-2']);
    await round();
    const seqs = await Promise.all(ids.map((id) => eventById(t.runtime.db, id)));
    const replayed = await cli('replay', seqs[0]?.seq ?? '', seqs[1]?.seq ?? '');
    expect(replayed.code).toBe(0);
    await round();
    expect(
      acceptedIds()
        .filter((id) => ids.includes(id))
        .sort(),
    ).toEqual([...ids, ...ids].sort());
  });

  it('delivers each event once when two workers run at once', async () => {
    await fresh();
    const ids = await readings(Array.from({ length: 30 }, (_, n) => `wh-two-${n % 10}`));
    await Promise.all([round(), round(), round()]);
    for (let n = 0; n < 10 && receiver.accepted().length < ids.length; n++) await round();
    const accepted = acceptedIds().filter((id) => ids.includes(id));
    expect(accepted.sort()).toEqual([...ids].sort());
  });

  it('lists the configured endpoints as routes for the CLI, without their secrets', () => {
    expect(routesOf(t.runtime.hosts.all).map((r) => [r.host, r.id])).toContainEqual([ALFA, 'demo']);
  });
});
