import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutcomes } from '../../server/payments/store.ts';
import {
  alfa64,
  databaseKinds,
  expectProblem,
  openTestApp,
  type DatabaseKind,
  type TestApp,
} from './harness.ts';
import { event, markings, startPayment, webhook } from './worldlineHarness.ts';

/**
 * Issue 27, item 4: 300 unsigned 60 KB webhooks to junk addresses all answered 400 and grew
 * the data folder by 35 MB; the first provider's address did the same with 16 KiB forms. What
 * nobody proved is now kept within a quota, per address and overall, and limited per address;
 * signed notifications are kept as before.
 */

const nowhere64 = Buffer.from('nowhere').toString('base64');
const junkJson = JSON.stringify({ junk: 'x'.repeat(60_000) });
const junkForm = `esito=OK&codTrans=Q1&junk=${'x'.repeat(16_000)}`;

const worldlineJunk = (t: TestApp, n: number, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: `/api/worldline/webhook/junk${n}/${nowhere64}`,
    headers: { host: 'webhooks.invalid', 'content-type': 'application/json' },
    payload: junkJson,
    remoteAddress,
  });

const nexiJunk = (t: TestApp, n: number, remoteAddress = '203.0.113.8') =>
  t.app.inject({
    method: 'POST',
    url: `/api/nexi/s2s/junk${n}/${alfa64}`,
    headers: { host: 'notifications.invalid', 'content-type': 'application/x-www-form-urlencoded' },
    payload: junkForm,
    remoteAddress,
  });

/** Rows the provider's address kept, and the longest kept body's JSON text. */
async function kept(t: TestApp, provider: string): Promise<{ rows: number; longest: number }> {
  const [row] = await t.runtime.db.query<{ rows: number; longest: number | null }>(
    `SELECT count(*)::int AS rows, max(length(raw::text))::int AS longest
     FROM payment_outcomes WHERE provider = $1 AND document_id = ''`,
    [provider],
  );
  return { rows: row?.rows ?? 0, longest: row?.longest ?? 0 };
}

async function statuses(answers: Promise<{ statusCode: number }>[]): Promise<number[]> {
  const codes: number[] = [];
  for (const answer of answers) codes.push((await answer).statusCode);
  return codes;
}

describe.each(databaseKinds)('unverified notifications, default quota (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps 300 unsigned 60 KB webhooks from one address within the quota', async () => {
    const sent = Array.from({ length: 300 }, (_, n) => worldlineJunk(t, n));
    const codes = await statuses(sent);
    // 60 a minute per address are read and refused; past them 429, nothing kept.
    expect(codes.slice(0, 60)).toEqual(Array(60).fill(400));
    expect(codes.slice(60)).toEqual(Array(240).fill(429));
    const refused = await worldlineJunk(t, 301);
    expectProblem(refused, 429, 'rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { rows, longest } = await kept(t, 'worldline');
    expect(rows).toBeLessThanOrEqual(60);
    // A body over 4 KiB is kept as its start, size and hash.
    expect(longest).toBeLessThan(4096);
  });

  it('keeps 300 unsigned 16 KiB forms to the first provider within the quota', async () => {
    const codes = await statuses(Array.from({ length: 300 }, (_, n) => nexiJunk(t, n)));
    // Alfa's host, a link that opens nothing: 404, kept under no bill.
    expect(codes.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(codes.slice(60)).toEqual(Array(240).fill(429));
    const { rows, longest } = await kept(t, 'nexi');
    expect(rows).toBeLessThanOrEqual(60);
    expect(longest).toBeLessThan(4096);
  });

  it('still takes and keeps a signed webhook from the address over its limit', async () => {
    const { id, link, code } = await startPayment(t, 'quota');
    const body = JSON.stringify(event(code));
    const response = await webhook(t, link, body);
    expect(response.json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
    const outcomes = await listOutcomes(t.runtime.db, id);
    expect(outcomes.map((o) => [o.accepted, o.marked])).toEqual([[true, true]]);
    expect(outcomes[0]?.raw).toEqual(JSON.parse(body));
  });
});

async function withQuota(kind: DatabaseKind) {
  return openTestApp(kind, {
    notificationQuota: { keptPerAddress: 5, keptOverall: 20, perMinutePerAddress: 1000 },
  });
}

describe.each(databaseKinds)('unverified notifications, a small quota (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withQuota(kind);
  });
  afterAll(() => t.close());

  it('keeps at most 5 per address and 20 in all from 300 sent by 30 addresses, the newest', async () => {
    const address = (n: number) => `198.51.100.${String(n % 30)}`;
    const codes = await statuses(
      Array.from({ length: 300 }, (_, n) => worldlineJunk(t, n, address(n))),
    );
    expect(codes).toEqual(Array(300).fill(400));
    expect((await kept(t, 'worldline')).rows).toBeLessThanOrEqual(20);
    const perAddress = await t.runtime.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_outcomes WHERE document_id = '' GROUP BY client`,
    );
    expect(perAddress.every((row) => row.n <= 5)).toBe(true);
    // The oldest went: the last one sent is kept.
    const [last] = await t.runtime.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_outcomes WHERE client = $1 AND reason = 'unknown-host'`,
      [address(299)],
    );
    expect(last?.n).toBeGreaterThan(0);
  });

  it('keeps a signed but refused webhook outside the quota, as before', async () => {
    const { id, link, code } = await startPayment(t, 'quota-signed');
    for (let n = 0; n < 8; n++) {
      expectProblem(await webhook(t, link, event(code, { amount: 1 })), 400, 'amount-mismatch');
    }
    expect(await listOutcomes(t.runtime.db, id)).toHaveLength(8);
  });
});
