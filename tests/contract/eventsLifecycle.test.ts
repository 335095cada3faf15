import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle, type Bundle } from '../../server/bundles.ts';
import { inboxCommand, printBillEvents } from '../../server/cli/commands.ts';
import { opensWritten } from '../../server/dispatch/opens.ts';
import { dispatchStatus } from '../../server/dispatch/queue.ts';
import { dispatchOnce, MAX_ATTEMPTS, type DispatcherDeps } from '../../server/dispatch/worker.ts';
import { changeStatus } from '../../server/ingest/status.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { eventsOf } from './events.ts';
import {
  ALFA,
  BETA,
  bundles,
  config,
  databaseKinds,
  fixturesDir,
  openTestApp,
  type TestApp,
} from './harness.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

/**
 * Issue 29 (A1), decisions 444–446: what a supplier is told of a bill's life after it was sent:
 * its link first opened (once), its e-mail given up on (with the reason, the attempts and the
 * address), and `quadro inbox`, which prints a bill's events as the supplier receives them.
 */
const MINUTE = 60_000;
const copy = (sample: string, id: string, email?: string): Bundle => {
  const found = bundles.find((bundle) => bundle.id === sample);
  if (!found) throw new Error(`no sample ${sample}`);
  const bill: Bundle = { ...structuredClone(found), id };
  delete bill.announce;
  if (email === undefined) delete bill.profile;
  else bill.announce = { email };
  return bill;
};

describe.each(databaseKinds)('bill lifecycle events (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeAll(async () => {
    [t, smtp] = await Promise.all([openTestApp(kind, { seed: false }), startTestSmtp()]);
    mailer = createMailer(smtp.url);
    // The queue's rows are stamped with the real time; the workers' clock starts after it.
    t.clock.now = new Date(Date.now() + MINUTE);
  });
  afterAll(async () => {
    mailer.close();
    await Promise.all([t.close(), smtp.close()]);
  });

  const store = (bundle: Bundle) =>
    importBundle(t.runtime.db, bundle, fixturesDir, t.runtime.blobs);
  const deps: () => DispatcherDeps = () => ({
    db: t.runtime.db,
    hosts: { all: t.runtime.hosts.all },
    sealer: t.runtime.sealer,
    mailer,
    origin: (host) => `http://${host.name}`,
    now: () => t.clock.now,
  });
  const later = (ms: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };
  const open = (id: string, host: string) =>
    t.app.inject({ url: `/api/public/access?id=${t.crypto(id)}`, headers: { host } });
  const failedOf = (id: string) => eventsOf(t, 'dispatch.failed', (e) => e.data['billId'] === id);

  it('tells the first opening of a link once, with its time and host', async () => {
    await store(copy('alfa-2026-0001', 'alfa-ev-open'));
    const first = t.clock.now;
    // Two opens in one moment, one a minute later, one after that was written.
    await Promise.all([open('alfa-ev-open', ALFA), open('alfa-ev-open', ALFA)]);
    later(MINUTE);
    expect((await open('alfa-ev-open', ALFA)).statusCode).toBe(200);
    await opensWritten();
    expect((await open('alfa-ev-open', ALFA)).statusCode).toBe(200);
    await opensWritten();
    const events = await eventsOf(t, 'bill.opened', (e) => e.data['billId'] === 'alfa-ev-open');
    expect(events.map((e) => [e.host, e.orderingKey, e.occurredAt, e.data])).toEqual([
      [ALFA, 'bill:alfa-ev-open', first, { billId: 'alfa-ev-open', documentNumber: 'A2026000101' }],
    ]);
    expect((await dispatchStatus(t.runtime.db, 'alfa-ev-open')).firstOpenedAt).toBe(
      first.toISOString(),
    );
  });

  it('tells an e-mail with no address at once, and nothing of one withdrawn', async () => {
    await store(copy('beta-2026-0005', 'beta-ev-none'));
    await store(copy('beta-2026-0003', 'beta-ev-gone', 'gone@example.it'));
    await changeStatus(
      t.runtime.db,
      'beta',
      'beta-ev-gone',
      { status: 'withdrawn' },
      {
        clientId: 'beta-billing',
        host: null,
        at: t.clock.now,
      },
    );
    later(MINUTE);
    await dispatchOnce(deps());
    expect((await dispatchStatus(t.runtime.db, 'beta-ev-gone')).reason).toBe(
      'the bill was withdrawn',
    );
    expect(await failedOf('beta-ev-gone')).toEqual([]);
    const [none] = await t.runtime.db.query<{ id: number }>(
      "SELECT id::int AS id FROM dispatches WHERE document_id = 'beta-ev-none'",
    );
    const events = await failedOf('beta-ev-none');
    expect(events.map((e) => [e.host, e.occurredAt, e.data])).toEqual([
      [
        BETA,
        t.clock.now,
        {
          billId: 'beta-ev-none',
          documentNumber: 'B2026010481',
          dispatchId: none?.id,
          reason: 'no-address',
          detail: 'no e-mail address: neither the bundle, the account nor the profile gives one',
          attempts: 1,
          address: null,
        },
      ],
    ]);
  });

  it('tells nothing of a refusal a later attempt overcomes, and gives up after the last', async () => {
    await store(copy('alfa-2026-0002', 'alfa-ev-once', 'once@example.it'));
    smtp.refuseNext(1, { code: 450, message: '4.2.1 try again later' });
    later(MINUTE);
    await dispatchOnce(deps());
    later(MINUTE);
    await dispatchOnce(deps());
    expect((await dispatchStatus(t.runtime.db, 'alfa-ev-once')).state).toBe('sent');
    expect(await failedOf('alfa-ev-once')).toEqual([]);

    await store(copy('alfa-2026-0002', 'alfa-ev-never', 'nobody@example.it'));
    smtp.refuseNext(MAX_ATTEMPTS, {
      code: 550,
      message: '5.1.1 <nobody@example.it>: no such user',
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Past any backoff (at most 6 hours): each round makes one more attempt.
      later(6 * 60 * MINUTE + MINUTE);
      expect(await failedOf('alfa-ev-never')).toEqual([]);
      expect(await dispatchOnce(deps())).toBe(1);
    }
    const [never] = await t.runtime.db.query<{ id: number; reason: string }>(
      "SELECT id::int AS id, reason FROM dispatches WHERE document_id = 'alfa-ev-never'",
    );
    expect(never?.reason).toContain('550 5.1.1 <nobody@example.it>: no such user');
    const events = await failedOf('alfa-ev-never');
    expect(events.map((e) => [e.host, e.occurredAt, e.data])).toEqual([
      [
        ALFA,
        t.clock.now,
        {
          billId: 'alfa-ev-never',
          documentNumber: 'A2026000214',
          dispatchId: never?.id,
          reason: 'refused',
          // The mail server's last reply, as the queue keeps it.
          detail: never?.reason,
          attempts: MAX_ATTEMPTS,
          address: 'nobody@example.it',
        },
      ],
    ]);
  });

  it('prints with `quadro inbox` the events of one bill, oldest first, as the supplier gets them', async () => {
    const lines: string[] = [];
    expect(await printBillEvents(t.runtime.db, 'alfa-ev-never', (l) => lines.push(l))).toBe(0);
    const opened = await eventsOf(t, 'bill.opened', (e) => e.data['billId'] === 'alfa-ev-never');
    const failed = await failedOf('alfa-ev-never');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(
      [...opened, ...failed].map((e) => ({
        id: e.id,
        type: e.type,
        timestamp: e.occurredAt.toISOString(),
        data: e.data,
      })),
    );
    expect(lines).toHaveLength(1);
    lines.length = 0;
    await open('alfa-ev-never', ALFA);
    await opensWritten();
    await printBillEvents(t.runtime.db, 'alfa-ev-never', (l) => lines.push(l));
    expect(lines.map((line) => (JSON.parse(line) as { type: string }).type)).toEqual([
      'dispatch.failed',
      'bill.opened',
    ]);
    lines.length = 0;
    expect(await printBillEvents(t.runtime.db, 'no-such-bill', (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([]);
    expect(await inboxCommand(config, [], (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual(['usage: quadro inbox <document id>']);
  });
});
