import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutcomes } from '../../server/payments/store.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  type TestApp,
} from './harness.ts';
import {
  AMOUNT,
  event,
  markings,
  sign,
  startPayment,
  verifica,
  webhook,
  worldline,
} from './worldlineHarness.ts';

/**
 * Spec §4 "Second card provider flow" and §7, issue 6: the second provider's webhook,
 * `POST /api/worldline/webhook/{id}/{base64 of the host name}`, marks a bill paid only when
 * X-GCS-Signature is the HMAC of the exact body under the host's key, and the payment is the
 * attempt's, exactly once whatever arrives; every webhook is kept.
 */
const asKept = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { body: text };
  }
};

describe.each(databaseKinds)('second provider webhooks (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const start = () => startPayment(t, 'webhook');
  const browserReturn = (link: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api_beta_segna_pagamento/${link}`,
      headers: { host: BETA },
      payload: {},
    });

  it('marks the bill paid on a signed payment.captured and answers 200 { paid: true }', async () => {
    const { id, link, code } = await start();
    const response = await webhook(t, link, event(code));
    expect(response.statusCode).toBe(200);
    expectSchema('outcome-answer.schema.json', response.json());
    expect(response.json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
    expect(await verifica(t, link)).toBe(4);
    expect(await listOutcomes(t.runtime.db, id)).toEqual([
      expect.objectContaining({
        provider: 'worldline',
        source: 'notification',
        accepted: true,
        marked: true,
        code,
        raw: event(code),
      }),
    ]);
  });

  it.each([
    [
      'a forged signature',
      (code: string) => ({ body: event(code), signature: sign('x') }),
      'bad-signature',
    ],
    [
      'a signature by another key',
      (code: string) => {
        const body = JSON.stringify(event(code));
        return { body, signature: sign(body, 'someone-elses-key') };
      },
      'bad-signature',
    ],
    [
      'a body changed after signing',
      (code: string) => ({
        body: event(code, { amount: 1 }),
        signature: sign(JSON.stringify(event(code))),
      }),
      'bad-signature',
    ],
    [
      'an unknown key id',
      (code: string) => ({ body: event(code), keyId: 'another-key' }),
      'unknown-key',
    ],
    [
      'no signature',
      (code: string) => ({ body: event(code), signature: null }),
      'missing-signature',
    ],
    [
      'an empty signature',
      (code: string) => ({ body: event(code), signature: '' }),
      'missing-signature',
    ],
    ['no key id', (code: string) => ({ body: event(code), keyId: null }), 'missing-signature'],
    [
      'a wrong amount, correctly signed',
      (code: string) => ({ body: event(code, { amount: 1 }) }),
      'amount-mismatch',
    ],
    [
      'another currency, correctly signed',
      (code: string) => ({ body: event(code, { currency: 'USD' }) }),
      'amount-mismatch',
    ],
    [
      'another merchant, correctly signed',
      (code: string) => ({ body: event(code, { merchantId: 'other' }) }),
      'unknown-transaction',
    ],
    [
      'an unknown merchantReference',
      () => ({ body: event('QUNKNOWN0001') }),
      'unknown-transaction',
    ],
    ['a body that is not JSON, correctly signed', () => ({ body: 'esito=OK' }), 'invalid-request'],
    [
      'an event without its amount, correctly signed',
      (code: string) => ({
        body: {
          ...event(code),
          payment: {
            id: '1_0',
            status: 'CAPTURED',
            paymentOutput: { references: { merchantReference: code } },
          },
        },
      }),
      'invalid-request',
    ],
  ])('refuses %s with 400, marks nothing and keeps it', async (_what, make, reason) => {
    const { id, link, code } = await start();
    const { body, ...headers } = make(code);
    const response = await webhook(t, link, body, headers);
    const problem = expectProblem(response, 400, reason);
    expect(problem.message).not.toBe('');
    expect(await markings(t, id)).toBe(0);
    expect(await verifica(t, link)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept).toEqual([
      expect.objectContaining({ provider: 'worldline', accepted: false, marked: false, reason }),
    ]);
    // Kept as it came: the event it parses to, or the text that is not JSON.
    expect(kept[0]?.raw).toEqual(typeof body === 'string' ? asKept(body) : body);
  });

  it('checks the signature over the exact bytes, not over the JSON they parse to', async () => {
    const { id, link, code } = await start();
    const spaced = JSON.stringify(event(code), null, 2);
    const compactSignature = sign(JSON.stringify(event(code)));
    expectProblem(
      await webhook(t, link, spaced, { signature: compactSignature }),
      400,
      'bad-signature',
    );
    expect((await webhook(t, link, spaced)).json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
  });

  it('reads a signed event whatever content type it came with', async () => {
    const { id, link, code } = await start();
    const payload = JSON.stringify(event(code));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/worldline/webhook/${link}/${Buffer.from(BETA).toString('base64url')}`,
      headers: {
        'content-type': 'text/plain',
        'x-gcs-signature': sign(payload),
        'x-gcs-keyid': worldline.keyId,
      },
      payload,
    });
    expect(response.json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
  });

  it('keeps a signed event carrying a NUL character, and refuses it without a 500', async () => {
    const { id, link, code } = await start();
    const body = event(`${code}\u0000`);
    expectProblem(await webhook(t, link, body), 400, 'invalid-request');
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => o.reason)).toEqual(['invalid-request']);
  });

  it('refuses the attempt of another bill, a forged link and a host segment it does not serve, and keeps each', async () => {
    const first = await start();
    const second = await start();
    expectProblem(await webhook(t, first.link, event(second.code)), 400, 'unknown-transaction');
    expectProblem(await webhook(t, 'not-a-link', event(first.code)), 404, 'link-not-found');
    const alfa64 = Buffer.from(ALFA).toString('base64');
    const elsewhere64 = Buffer.from('elsewhere.test').toString('base64url');
    for (const host64 of [alfa64, elsewhere64]) {
      expectProblem(
        await webhook(t, first.link, event(first.code), { host64 }),
        400,
        'unknown-host',
      );
    }
    expect(await markings(t, first.id)).toBe(0);
    expect(await markings(t, second.id)).toBe(0);
    const kept = await listOutcomes(t.runtime.db, first.id);
    expect(kept.map((o) => o.reason)).toEqual([
      'unknown-transaction',
      'unknown-host',
      'unknown-host',
    ]);
    const orphans = await t.runtime.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_outcomes WHERE document_id = '' AND provider = 'worldline' AND reason = 'link-not-found'`,
    );
    expect(orphans[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it.each(['REJECTED', 'CANCELLED'])(
    'keeps a signed %s payment, answers { paid: false } and marks nothing',
    async (status) => {
      const { id, link, code } = await start();
      const response = await webhook(t, link, event(code, { status }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ paid: false });
      expect(await markings(t, id)).toBe(0);
      expect(await listOutcomes(t.runtime.db, id)).toEqual([
        expect.objectContaining({
          accepted: false,
          marked: false,
          reason: `payment.${status.toLowerCase()} ${status}`,
        }),
      ]);
    },
  );

  it('accepts a webhook whose link expired meanwhile: the signature is the proof', async () => {
    const { id, code } = await start();
    expect((await webhook(t, t.crypto(id, -1), event(code))).json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
  });

  it('takes a replayed and a duplicated webhook as received, and marks once', async () => {
    const { id, link, code } = await start();
    const first = event(code);
    // Worldline may deliver the same payment again under a new event id: a duplicate.
    const duplicate = { ...first, id: 'evt-second-delivery' };
    for (const body of [first, first, duplicate]) {
      expect((await webhook(t, link, body)).json()).toEqual({ paid: true });
    }
    expect(await markings(t, id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => [o.accepted, o.marked, o.reason])).toEqual([
      [true, true, ''],
      [true, false, 'already-paid'],
      [true, false, 'already-paid'],
    ]);
  });

  it('answers the browser { paid: true } when the webhook came first, and marks once', async () => {
    const { id, link, code } = await start();
    expect((await webhook(t, link, event(code))).json()).toEqual({ paid: true });
    expect((await browserReturn(link)).json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => [o.source, o.marked])).toEqual([
      ['notification', true],
      ['browser', false],
    ]);
  });

  it('answers the browser { paid: false } before the webhook, and the webhook then marks once', async () => {
    const { id, link, code } = await start();
    expect((await browserReturn(link)).json()).toEqual({ paid: false });
    expect((await webhook(t, link, event(code))).json()).toEqual({ paid: true });
    expect((await browserReturn(link)).json()).toEqual({ paid: true });
    expect(await markings(t, id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => [o.source, o.marked, o.reason])).toEqual([
      ['browser', false, 'browser-return'],
      ['notification', true, ''],
      ['browser', false, 'browser-return'],
    ]);
  });

  it('marks once under 50 concurrent webhooks for one payment, and keeps all 50', async () => {
    const { id, link, code } = await start();
    const body = event(code);
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(t, link, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await markings(t, id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept).toHaveLength(50);
    expect(kept.filter((o) => o.marked)).toHaveLength(1);
    expect(kept.every((o) => o.accepted && o.code === code)).toBe(true);
    expect(await verifica(t, link)).toBe(4);
  });

  it('keeps every webhook that reaches it, one row each, whatever it answered', async () => {
    const { id, link, code } = await start();
    const sent = [
      webhook(t, link, event(code), { signature: null }),
      webhook(t, link, event(code), { keyId: 'x' }),
      webhook(t, link, event(code), { signature: sign('forged') }),
      webhook(t, link, 'not json'),
      webhook(t, link, event(code, { amount: AMOUNT + 1 })),
      webhook(t, link, event(code, { status: 'REJECTED' })),
      webhook(t, link, event(code)),
      webhook(t, link, event(code)),
    ];
    const statuses = [];
    for (const request of sent) statuses.push((await request).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 200, 200, 200]);
    const rows = await t.runtime.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_outcomes WHERE document_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(sent.length);
    expect(await markings(t, id)).toBe(1);
  });
});
