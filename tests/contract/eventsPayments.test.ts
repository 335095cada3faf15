import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeMac } from '../../server/payments/nexi.ts';
import type { EventType } from '../../server/events/catalogue.ts';
import {
  ALFA,
  alfa64,
  BETA,
  databaseKinds,
  expectProblem,
  nexi,
  noLimits,
  openTestApp,
  startNexiPayment,
  type TestApp,
} from './harness.ts';
import { eventsOf } from './events.ts';
import { AMOUNT, event, startPayment, webhook } from './worldlineHarness.ts';

/**
 * Issue 29 (A1), decisions 440–443: what a supplier's accounting is told of card payments. Each
 * verified outcome of either provider is one `payment.recorded`, and the outcome that marks
 * the bill paid one `bill.paid`, with the exact data; a refused, pending or repeated outcome
 * tells nothing more. Asserted on the outbox, each message checked against its schema.
 */

// 23:30 UTC on 22 November is 00:30 on the 23rd in Italy: the day a customer says they paid.
const NOW = new Date('2026-11-22T23:30:00Z');

describe.each(databaseKinds)('payment events (%s)', (kind) => {
  let t: TestApp;
  let bills = 0;
  beforeAll(async () => {
    // Racing notifications from one address: the limits would answer 429.
    t = await openTestApp(kind, { limits: noLimits });
    t.clock.now = NOW;
  });
  afterAll(() => t.close());

  /** Every bill event of one bill, in the order the supplier receives them. */
  const told = async (billId: string, ...types: EventType[]) => {
    const found = [];
    for (const type of types)
      found.push(...(await eventsOf(t, type, (e) => e.data['billId'] === billId)));
    return found
      .sort((a, b) => Number(a.seq) - Number(b.seq))
      .map((e) => ({
        type: e.type,
        host: e.host,
        orderingKey: e.orderingKey,
        at: e.occurredAt,
        data: e.data,
      }));
  };
  const moneyEvents = (billId: string) => told(billId, 'payment.recorded', 'bill.paid');

  const nexiBill = async () => {
    bills += 1;
    const id = `alfa-ev-${bills}`;
    const { link, postData } = await startNexiPayment(t, id);
    return { id, link, codTrans: postData['codTrans'] ?? '' };
  };
  const signed = (codTrans: string, changes: Record<string, string> = {}) => {
    const fields = {
      codTrans,
      esito: 'OK',
      importo: '10973',
      divisa: 'EUR',
      data: '20261122',
      orario: '233000',
      codAut: 'A1B2C3',
      ...changes,
    };
    return { ...fields, mac: outcomeMac(fields, nexi.key, 'sha1') };
  };
  const notify = (link: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/nexi/s2s/${link}/${alfa64}`,
      headers: {
        host: 'notifications.invalid',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(form).toString(),
    });
  const browserReturn = (link: string, record: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_segna_pagamento/${link}`,
      headers: { host: ALFA },
      payload: record,
    });
  const paymentData = (id: string, codTrans: string, extra: object) => ({
    billId: id,
    documentNumber: 'A2026000101',
    provider: 'nexi',
    transactionId: codTrans,
    amountCents: 10973,
    currency: 'EUR',
    ...extra,
  });

  it('tells an accepted first-provider outcome once: payment.recorded, then bill.paid', async () => {
    const { id, link, codTrans } = await nexiBill();
    expect((await notify(link, signed(codTrans))).json()).toEqual({ paid: true });
    // The same outcome again, and by the browser's return: kept for audit, told to nobody.
    expect((await notify(link, signed(codTrans))).json()).toEqual({ paid: true });
    expect((await browserReturn(link, signed(codTrans))).json()).toEqual({ paid: true });

    const common = { host: ALFA, orderingKey: `bill:${id}`, at: NOW };
    expect(await moneyEvents(id)).toEqual([
      {
        type: 'payment.recorded',
        ...common,
        data: paymentData(id, codTrans, {
          outcome: 'accepted',
          providerStatus: 'OK',
          source: 'notification',
          billMarkedPaid: true,
        }),
      },
      {
        type: 'bill.paid',
        ...common,
        data: {
          billId: id,
          documentNumber: 'A2026000101',
          channel: 'card',
          paidOn: '2026-11-23',
          amountCents: 10973,
          currency: 'EUR',
          provider: 'nexi',
          transactionId: codTrans,
        },
      },
    ]);
  });

  it('tells a signed decline once, and a browser return first names its source', async () => {
    const { id, link, codTrans } = await nexiBill();
    expect((await browserReturn(link, signed(codTrans, { esito: 'KO' }))).json()).toEqual({
      paid: false,
    });
    expect((await notify(link, signed(codTrans, { esito: 'KO' }))).json()).toEqual({ paid: false });
    expect((await moneyEvents(id)).map((e) => [e.type, e.data])).toEqual([
      [
        'payment.recorded',
        paymentData(id, codTrans, {
          outcome: 'declined',
          providerStatus: 'KO',
          source: 'browser',
          billMarkedPaid: false,
        }),
      ],
    ]);
  });

  it('tells nothing of a pending outcome, nor of one refused for its MAC, amount or code', async () => {
    const { id, link, codTrans } = await nexiBill();
    expect((await notify(link, signed(codTrans, { esito: 'PEN' }))).json()).toEqual({
      paid: false,
    });
    expectProblem(await notify(link, { ...signed(codTrans), mac: 'f'.repeat(40) }), 400, 'bad-mac');
    expectProblem(await notify(link, signed(codTrans, { importo: '1' })), 400, 'amount-mismatch');
    expectProblem(await notify(link, signed('unknowncode1')), 400, 'unknown-transaction');
    expectProblem(await browserReturn(link, { ...signed(codTrans), mac: '' }), 400, 'missing-mac');
    expect(await moneyEvents(id)).toEqual([]);
  });

  it('tells the bill paid once when 20 notifications and 20 browser returns race', async () => {
    const { id, link, codTrans } = await nexiBill();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => [
        notify(link, signed(codTrans)),
        browserReturn(link, signed(codTrans)),
      ]).flat(),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await moneyEvents(id)).map((e) => [e.type, e.data['billMarkedPaid'] ?? null])).toEqual([
      ['payment.recorded', true],
      ['bill.paid', null],
    ]);
  });

  it('tells a second accepted payment of a paid bill, unmarked, so it can be refunded', async () => {
    const { id, link, codTrans } = await nexiBill();
    const again = await t.app.inject({
      url: `/api/api_alfa_pagamento/${link}`,
      headers: { host: ALFA },
    });
    const second = again.json<{ post_data: { codTrans: string } }>().post_data.codTrans;
    await notify(link, signed(codTrans));
    expect((await notify(link, signed(second))).json()).toEqual({ paid: true });
    expect(
      (await moneyEvents(id)).map((e) => [
        e.type,
        e.data['transactionId'],
        e.data['billMarkedPaid'],
      ]),
    ).toEqual([
      ['payment.recorded', codTrans, true],
      ['bill.paid', codTrans, undefined],
      ['payment.recorded', second, false],
    ]);
  });

  describe('second provider', () => {
    const betaData = (id: string, code: string, extra: object) => ({
      billId: id,
      documentNumber: 'B2026010044',
      provider: 'worldline',
      transactionId: code,
      amountCents: AMOUNT,
      currency: 'EUR',
      source: 'notification',
      ...extra,
    });

    it('tells a captured payment once, and the browser return nothing', async () => {
      const { id, link, code } = await startPayment(t, 'events');
      const browser = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/api_beta_segna_pagamento/${link}`,
          headers: { host: BETA },
          payload: {},
        });
      expect((await browser()).json()).toEqual({ paid: false });
      expect((await webhook(t, link, event(code))).json()).toEqual({ paid: true });
      expect((await webhook(t, link, event(code))).json()).toEqual({ paid: true });
      expect((await browser()).json()).toEqual({ paid: true });
      expect(await moneyEvents(id)).toEqual([
        {
          type: 'payment.recorded',
          host: BETA,
          orderingKey: `bill:${id}`,
          at: NOW,
          data: betaData(id, code, {
            outcome: 'accepted',
            providerStatus: 'payment.captured CAPTURED',
            billMarkedPaid: true,
          }),
        },
        {
          type: 'bill.paid',
          host: BETA,
          orderingKey: `bill:${id}`,
          at: NOW,
          data: {
            billId: id,
            documentNumber: 'B2026010044',
            channel: 'card',
            paidOn: '2026-11-23',
            amountCents: AMOUNT,
            currency: 'EUR',
            provider: 'worldline',
            transactionId: code,
          },
        },
      ]);
    });

    it('tells a rejection once; a step on the way or an unsigned webhook tells nothing', async () => {
      const { id, link, code } = await startPayment(t, 'events');
      expect((await webhook(t, link, event(code, { status: 'PENDING_CAPTURE' }))).statusCode).toBe(
        200,
      );
      expectProblem(
        await webhook(t, link, event(code), { signature: null }),
        400,
        'missing-signature',
      );
      expectProblem(await webhook(t, link, event(code, { amount: 1 })), 400, 'amount-mismatch');
      expect((await webhook(t, link, event(code, { status: 'REJECTED' }))).json()).toEqual({
        paid: false,
      });
      expect((await webhook(t, link, event(code, { status: 'REJECTED' }))).json()).toEqual({
        paid: false,
      });
      expect((await moneyEvents(id)).map((e) => e.data)).toEqual([
        betaData(id, code, {
          outcome: 'declined',
          providerStatus: 'payment.rejected REJECTED',
          billMarkedPaid: false,
        }),
      ]);
    });
  });
});
