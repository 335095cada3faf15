import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, eventById, messageOf } from '../../server/events/outbox.ts';
import {
  ALFA,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  sessionToken,
  withSelfReadingOpen,
  type TestApp,
} from './harness.ts';
import { call, clients, tokenOf, type Client } from './ingestHarness.ts';
import { eventsSettled } from './events.ts';

// Issue 29, ADR 0050: the pull feed as a supplier's integrator meets it, with the billing
// client's token of the ingestion API (scope events:read), on both databases.
const { alfa, beta } = clients;

interface FeedItem {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
interface Page {
  events: FeedItem[];
  next: string;
  more: boolean;
}

/** A reading event of `supplier`'s bill, appended as an action appends it: in a transaction. */
async function reading(t: TestApp, supplier: string, billId: string, value: number) {
  const id = await t.runtime.db.transaction((tx) =>
    appendEvent(tx, {
      type: 'reading.submitted',
      supplier,
      host: supplier === 'alfa' ? ALFA : beta.host,
      orderingKey: `bill:${billId}`,
      at: new Date(Date.UTC(2026, 2, 27, 10, 0, value % 60)),
      data: { billId, documentNumber: null, siteId: 'S1', reading: value, unit: 'Smc' },
    }),
  );
  // The feed shows it once no transaction of the cluster precedes it (ADR 0048).
  await eventsSettled(t.runtime.db);
  return id;
}

describe.each(databaseKinds)('the pull feed on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<Client, string>();
  const page = async (client: Client, query = ''): Promise<Page> => {
    const response = await call(t, client, tokens.get(client), 'GET', `/events${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Page>();
    expectSchema('event-feed.schema.json', body);
    return body;
  };
  /** Every page from `after` on, `limit` at a time, as an integrator's loop reads them. */
  const readAll = async (client: Client, limit: number, after?: string) => {
    const items: FeedItem[] = [];
    const sizes: number[] = [];
    let cursor = after;
    for (;;) {
      const body = await page(
        client,
        `?limit=${limit}${cursor === undefined ? '' : `&after=${cursor}`}`,
      );
      items.push(...body.events);
      sizes.push(body.events.length);
      cursor = body.next;
      if (!body.more) return { items, sizes, next: cursor };
    }
  };

  const alfaIds: string[] = [];
  beforeAll(async () => {
    t = await openTestApp(kind);
    tokens.set(alfa, await tokenOf(t, alfa, 'events:read'));
    tokens.set(beta, await tokenOf(t, beta, 'events:read'));
    // Two suppliers' events, interleaved in the outbox.
    for (let i = 1; i <= 5; i += 1) {
      alfaIds.push(await reading(t, 'alfa', 'alfa-2026-0002', i));
      if (i % 2 === 0) await reading(t, 'beta', 'beta-2026-0006', 100 + i);
    }
  });
  afterAll(() => t.close());

  it('hands out the supplier’s events in order, page by page, each the webhook body with its id', async () => {
    const { items, sizes } = await readAll(alfa, 2);
    expect(sizes).toEqual([2, 2, 1]);
    expect(items.map((item) => item.id)).toEqual(alfaIds);
    for (const item of items) {
      const stored = await eventById(t.runtime.db, item.id);
      if (!stored) throw new Error(`no event ${item.id}`);
      expect(item).toEqual({ id: stored.id, ...messageOf(stored) });
    }
    expect(items.map((item) => item.data['reading'])).toEqual([1, 2, 3, 4, 5]);
  });

  it('resumes from a cursor: an empty page keeps it, and later events follow it', async () => {
    const { next } = await readAll(alfa, 500);
    const empty = await page(alfa, `?after=${next}`);
    expect(empty).toEqual({ events: [], next, more: false });
    const later = await reading(t, 'alfa', 'alfa-2026-0002', 6);
    const resumed = await page(alfa, `?after=${next}`);
    expect(resumed.events.map((item) => item.id)).toEqual([later]);
    expect(resumed.more).toBe(false);
    // The same cursor read twice answers the same: a client that lost an answer asks again.
    expect(await page(alfa, `?after=${next}`)).toEqual(resumed);
  });

  it('shows another supplier’s client none of these', async () => {
    const { items } = await readAll(beta, 500);
    expect(items.map((item) => item.data['reading'])).toEqual([102, 104]);
    expect(items.some((item) => alfaIds.includes(item.id))).toBe(false);
  });

  it('filters by type', async () => {
    expect((await page(alfa, '?types=reading.submitted')).events.length).toBeGreaterThan(0);
    expect((await page(alfa, '?types=bill.paid,password.changed')).events).toEqual([]);
  });

  it('has the event a customer’s reading stored, as the webhook would carry it', async () => {
    const { next } = await readAll(alfa, 500);
    await withSelfReadingOpen(t, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/api_alfa_salva_autolettura',
        headers: { host: ALFA, authorization: `Bearer ${await sessionToken(t, 'alfa-2026-0002')}` },
        payload: { Idsede: '100771', Segnante: 4321 },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    // Read back on today's clock: the billing client's token was issued today, and on the
    // first of a month the window's day (the 27th) is past its expiry, so the feed said 401.
    await eventsSettled(t.runtime.db);
    const stored = await page(alfa, `?after=${next}`);
    expect(stored.events.map((item) => [item.type, item.data])).toEqual([
      [
        'reading.submitted',
        {
          billId: 'alfa-2026-0002',
          documentNumber: 'A2026000214',
          siteId: '100771',
          reading: 4321,
          unit: 'Smc',
        },
      ],
    ]);
    const [item] = stored.events;
    const event = item && (await eventById(t.runtime.db, item.id));
    expect(event && { id: event.id, ...messageOf(event) }).toEqual(item);
  });

  it('answers 401 without a token and 403 to a token without events:read', async () => {
    const none = await call(t, alfa, undefined, 'GET', '/events');
    expectProblem(none, 401, 'token-required');
    const writer = await tokenOf(t, alfa, 'bills:write bills:read');
    const refused = await call(t, alfa, writer, 'GET', '/events');
    expect(expectProblem(refused, 403, 'insufficient-scope').message).toMatch(/events:read/);
    expect(refused.headers['www-authenticate']).toMatch(/insufficient_scope/);
  });

  it.each([
    ['a cursor it never gave', '?after=12', 'bad-cursor'],
    ['a forged cursor', `?after=${Buffer.from('v1.-5').toString('base64url')}`, 'bad-cursor'],
    [
      'a cursor past any seq',
      `?after=${Buffer.from('v1.99999999999999999999').toString('base64url')}`,
      'bad-cursor',
    ],
    ['a limit of 0', '?limit=0', 'bad-limit'],
    ['a limit above 500', '?limit=501', 'bad-limit'],
    ['a limit that is no number', '?limit=ten', 'bad-limit'],
    ['an unknown type', '?types=reading.submitted,bill.eaten', 'unknown-event-type'],
    ['a parameter twice', '?limit=1&limit=2', 'invalid-request'],
  ])('refuses %s with 400 and its reason', async (_what, query, code) => {
    const response = await call(t, alfa, tokens.get(alfa), 'GET', `/events${query}`);
    expect(expectProblem(response, 400, code).message.length).toBeGreaterThan(20);
  });
});
