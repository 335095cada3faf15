import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALFA, databaseKinds, expectProblem, openTestApp, type TestApp } from './harness.ts';
import { eventsOf } from './events.ts';
import { billOf, call, clients, tokenOf } from './ingestHarness.ts';

/**
 * Issue 29 (A1), decision 443: a bill the billing system marks paid elsewhere (its status
 * change `paid`, issue 28) is told to the supplier's other systems as `bill.paid`, once; a
 * repeat or a refused change tells nothing.
 */
describe.each(databaseKinds)("the billing system's payment events (%s)", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    token = await tokenOf(t, clients.alfa);
  });
  afterAll(() => t.close());
  const status = (id: string, body: object) =>
    call(t, clients.alfa, token, 'POST', `/bills/${id}/status`, body);
  const paidEvents = (id: string) => eventsOf(t, 'bill.paid', (e) => e.data['billId'] === id);

  it('tells a bill paid elsewhere once; a repeat or another day tells nothing', async () => {
    await call(
      t,
      clients.alfa,
      token,
      'PUT',
      '/bills/alfa-ev-st-1',
      billOf('alfa-2026-0002', 'alfa-ev-st-1'),
    );
    const paid = { status: 'paid', paidOn: '2026-11-20', channel: 'bank-transfer' };
    expect((await status('alfa-ev-st-1', paid)).json()).toMatchObject({ outcome: 'changed' });
    expect((await status('alfa-ev-st-1', paid)).json()).toMatchObject({ outcome: 'unchanged' });
    expectProblem(
      await status('alfa-ev-st-1', { ...paid, paidOn: '2026-11-21' }),
      409,
      'already-paid',
    );
    expect(
      (await paidEvents('alfa-ev-st-1')).map((e) => [e.host, e.orderingKey, e.occurredAt, e.data]),
    ).toEqual([
      [
        ALFA,
        'bill:alfa-ev-st-1',
        t.clock.now,
        {
          billId: 'alfa-ev-st-1',
          documentNumber: 'A2026000214',
          channel: 'bank-transfer',
          paidOn: '2026-11-20',
          // The bill's debt, 371,80 €, when the billing system marked it.
          amountCents: 37180,
          currency: 'EUR',
          provider: null,
          transactionId: null,
        },
      ],
    ]);
  });

  it('tells nothing of a payment elsewhere it refuses (a cancelled bill)', async () => {
    await call(
      t,
      clients.alfa,
      token,
      'PUT',
      '/bills/alfa-ev-st-2',
      billOf('alfa-2026-0002', 'alfa-ev-st-2'),
    );
    await status('alfa-ev-st-2', { status: 'cancelled' });
    const paid = { status: 'paid', paidOn: '2026-11-20', channel: 'pagopa' };
    expectProblem(await status('alfa-ev-st-2', paid), 409, 'not-payable');
    expect(await paidEvents('alfa-ev-st-2')).toEqual([]);
  });
});
