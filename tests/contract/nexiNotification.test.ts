import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeMac } from '../../server/payments/nexi.ts';
import { listOutcomes } from '../../server/payments/store.ts';
import {
  ALFA,
  alfa64,
  BETA,
  databaseKinds,
  expectProblem,
  expectSchema,
  nexi,
  noLimits,
  openTestApp,
  startNexiPayment,
  type TestApp,
} from './harness.ts';

/**
 * Spec §4 "First card provider flow" and "Payment outcome", issue 6: the first provider's
 * server-to-server notification, `POST /api/nexi/s2s/{id}/{base64 of the host name}`, marks a
 * bill paid only with a valid MAC and the attempt's amount, exactly once whatever arrives.
 */

describe.each(databaseKinds)('first provider notifications (%s)', (kind) => {
  let t: TestApp;
  let bills = 0;
  beforeAll(async () => {
    // Hundreds of forged links and racing calls from one address: the limits would answer 429.
    t = await openTestApp(kind, { limits: noLimits });
  });
  afterAll(() => t.close());

  /** A fresh payable bill (a copy of alfa-2026-0001, debt 109,73 €) and a started payment. */
  const startPayment = async (): Promise<{ id: string; link: string; codTrans: string }> => {
    bills += 1;
    const id = `alfa-s2s-${bills}`;
    const { link, postData } = await startNexiPayment(t, id);
    return { id, link, codTrans: postData['codTrans'] ?? '' };
  };
  /** The outcome fields as the provider signs them. */
  const outcome = (codTrans: string, changes: Record<string, string> = {}) => {
    const fields = {
      codTrans,
      esito: 'OK',
      importo: '10973',
      divisa: 'EUR',
      data: '20261122',
      orario: '101500',
      codAut: 'A1B2C3',
      ...changes,
    };
    return {
      ...fields,
      codiceEsito: '0',
      brand: 'VISA',
      mac: outcomeMac(fields, nexi.key, 'sha1'),
    };
  };
  const notify = (link: string, form: Record<string, string> | string, host64 = alfa64) =>
    t.app.inject({
      method: 'POST',
      url: `/api/nexi/s2s/${link}/${host64}`,
      // The provider's own Host: whatever the s2s base points at, never the customer's.
      headers: {
        host: 'notifications.invalid',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
    });
  const browserReturn = (link: string, record: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_segna_pagamento/${link}`,
      headers: { host: ALFA },
      payload: record,
    });
  const markings = async (id: string) =>
    (
      await t.runtime.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payments WHERE document_id = $1',
        [id],
      )
    )[0]?.n;
  const verifica = async (link: string) =>
    (
      await t.app.inject({ url: `/api/api_alfa_verifica/${link}`, headers: { host: ALFA } })
    ).json<number>();

  it('marks the bill paid on a valid notification and answers 200 { paid: true }', async () => {
    const { id, link, codTrans } = await startPayment();
    const response = await notify(link, outcome(codTrans));
    expect(response.statusCode).toBe(200);
    expectSchema('outcome-answer.schema.json', response.json());
    expect(response.json()).toEqual({ paid: true });
    expect(await markings(id)).toBe(1);
    expect(await verifica(link)).toBe(4);
    expect(await listOutcomes(t.runtime.db, id)).toEqual([
      expect.objectContaining({
        source: 'notification',
        accepted: true,
        marked: true,
        code: codTrans,
      }),
    ]);
  });

  it.each([
    ['a forged MAC', (code: string) => ({ ...outcome(code), mac: 'f'.repeat(40) }), 'bad-mac'],
    [
      'a field changed after signing',
      (code: string) => ({ ...outcome(code), codAut: 'X' }),
      'bad-mac',
    ],
    ['no MAC', (code: string) => ({ ...outcome(code), mac: '' }), 'missing-mac'],
    [
      'a wrong amount, correctly signed',
      (code: string) => outcome(code, { importo: '1' }),
      'amount-mismatch',
    ],
    [
      'another currency, correctly signed',
      (code: string) => outcome(code, { divisa: 'USD' }),
      'amount-mismatch',
    ],
    ['an unknown codTrans', () => outcome('QUNKNOWN0001'), 'unknown-transaction'],
  ])('refuses %s with 400, marks nothing and keeps it', async (_what, form, code) => {
    const { id, link, codTrans } = await startPayment();
    const record = form(codTrans);
    const body = expectProblem(await notify(link, record), 400, code);
    expect(body.message).not.toBe('');
    expect(await markings(id)).toBe(0);
    expect(await verifica(link)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept).toEqual([expect.objectContaining({ accepted: false, reason: code, raw: record })]);
  });

  it('refuses a form without a MAC field at all', async () => {
    const { id, link, codTrans } = await startPayment();
    const unsigned = Object.fromEntries(
      Object.entries(outcome(codTrans)).filter(([name]) => name !== 'mac'),
    );
    expectProblem(await notify(link, unsigned), 400, 'missing-mac');
    expect(await markings(id)).toBe(0);
  });

  it('refuses a field sent twice, and keeps the form as it came', async () => {
    const { id, link, codTrans } = await startPayment();
    const form = `${new URLSearchParams(outcome(codTrans)).toString()}&mac=${'0'.repeat(40)}`;
    expectProblem(await notify(link, form), 400, 'invalid-request');
    expect(await markings(id)).toBe(0);
    expect((await listOutcomes(t.runtime.db, id))[0]?.reason).toBe('invalid-request');
  });

  it('refuses the attempt of another bill, a forged link and a host segment it does not serve', async () => {
    const first = await startPayment();
    const second = await startPayment();
    expectProblem(await notify(first.link, outcome(second.codTrans)), 400, 'unknown-transaction');
    expectProblem(await notify('not-a-link', outcome(first.codTrans)), 404, 'link-not-found');
    const beta64 = Buffer.from(BETA).toString('base64');
    for (const host64 of [beta64, Buffer.from('elsewhere.test').toString('base64url')]) {
      expectProblem(await notify(first.link, outcome(first.codTrans), host64), 400, 'unknown-host');
    }
    expect(await markings(first.id)).toBe(0);
    expect(await markings(second.id)).toBe(0);
  });

  it('keeps a correctly signed KO and marks nothing', async () => {
    const { id, link, codTrans } = await startPayment();
    const response = await notify(link, outcome(codTrans, { esito: 'KO' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paid: false });
    expect(await markings(id)).toBe(0);
  });

  it('accepts a notification whose link expired meanwhile: the MAC is the proof', async () => {
    const { id, codTrans } = await startPayment();
    const shortLink = t.crypto(id, -1);
    expect((await notify(shortLink, outcome(codTrans))).json()).toEqual({ paid: true });
    expect(await markings(id)).toBe(1);
  });

  it('takes a replayed notification as received, and marks once', async () => {
    const { id, link, codTrans } = await startPayment();
    const record = outcome(codTrans);
    for (let time = 0; time < 3; time += 1) {
      expect((await notify(link, record)).json()).toEqual({ paid: true });
    }
    expect(await markings(id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => [o.accepted, o.marked, o.reason])).toEqual([
      [true, true, ''],
      [true, false, 'already-paid'],
      [true, false, 'already-paid'],
    ]);
  });

  it.each([
    ['before', 'notification'],
    ['after', 'browser'],
  ])('marks once when the notification arrives %s the browser return', async (order, first) => {
    const { id, link, codTrans } = await startPayment();
    const record = outcome(codTrans);
    const channels = [() => notify(link, record), () => browserReturn(link, record)];
    if (order === 'after') channels.reverse();
    for (const channel of channels) expect((await channel()).json()).toEqual({ paid: true });
    expect(await markings(id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.filter((o) => o.marked).map((o) => o.source)).toEqual([first]);
    expect(kept).toHaveLength(2);
  });

  it('marks once under 50 concurrent notifications, and keeps all 50', async () => {
    const { id, link, codTrans } = await startPayment();
    const record = outcome(codTrans);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(link, record)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await markings(id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept).toHaveLength(50);
    expect(kept.filter((o) => o.marked)).toHaveLength(1);
    expect(kept.every((o) => o.accepted && o.code === codTrans)).toBe(true);
    expect(await verifica(link)).toBe(4);
  });

  it('marks once when both channels race, 25 notifications and 25 browser returns', async () => {
    const { id, link, codTrans } = await startPayment();
    const record = outcome(codTrans);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        n % 2 ? notify(link, record) : browserReturn(link, record),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await markings(id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept).toHaveLength(50);
    expect(kept.filter((o) => o.marked)).toHaveLength(1);
  });
});
