import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { listOutcomes } from '../../server/payments/store.ts';
import { WORLDLINE_SANDBOX } from '../../server/sandbox/worldlineSandbox.ts';
import { BETA, databaseKinds, openTestApp, testKeys, type TestApp } from './harness.ts';
import {
  markings,
  pageUrls,
  startCall,
  startPayment,
  verifica,
  worldline,
} from './worldlineHarness.ts';

/**
 * Issue 6: the second provider's sandbox hosted checkout, as the page reaches it (spec §4
 * "Second card provider flow"): the browser goes to the start's answer, a card form, and on
 * submit the signed webhook to callback_url and the browser sent to success_url or error_url.
 */
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: BETA };

describe.each(databaseKinds)('second provider sandbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true });
  });
  afterAll(() => t.close());

  const start = () => startPayment(t, 'sandbox');
  const show = (checkout: string) => t.app.inject({ url: checkout, headers: { host: BETA } });
  const submit = (checkout: string, pan: string, azione = 'paga') =>
    t.app.inject({
      method: 'POST',
      url: checkout,
      headers: FORM,
      payload: new URLSearchParams({ pan, scadenza: '12/30', cvv: '123', azione }).toString(),
    });

  it('shows the amount and a card form without scripts, posting back to itself, under the CSP', async () => {
    const { checkout } = await start();
    const response = await show(checkout);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
    expect(response.body).toContain('238,74');
    // The merchant and the bill, as a checkout shows the order it was given.
    expect(response.body).toContain('Beta Gas · Bolletta n. B2026010044');
    expect(response.body).toContain(`action="${checkout}"`);
    for (const field of ['name="pan"', 'name="scadenza"', 'name="cvv"']) {
      expect(response.body).toContain(field);
    }
    expect(response.body).toMatch(/name="azione" value="paga">Paga /);
    expect(response.body).toMatch(/name="azione" value="annulla" formnovalidate>Annulla</);
  });

  it('captures the test card: the signed webhook marks the bill once, the browser goes to success_url', async () => {
    const { id, link, checkout, code } = await start();
    const response = await submit(checkout, '4111 1111 1111 1111');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(pageUrls(link).success_url);
    expect(await markings(t, id)).toBe(1);
    expect(await verifica(t, link)).toBe(4);
    // The success page then asks segna_pagamento: the server's word is already "paid".
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/api_beta_segna_pagamento/${link}`,
      headers: { host: BETA },
      payload: {},
    });
    expect(recorded.json()).toEqual({ paid: true });
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => [o.source, o.accepted, o.marked, o.code])).toEqual([
      ['notification', true, true, code],
      ['browser', false, false, null],
    ]);
    expect(kept[0]?.raw).toMatchObject({
      merchantId: worldline.merchantId,
      type: 'payment.captured',
      payment: {
        status: 'CAPTURED',
        paymentOutput: { amountOfMoney: { amount: 23874, currencyCode: 'EUR' } },
      },
    });
  });

  it('rejects any other card: a signed payment.rejected is kept, nothing marked, error_url with esito=KO', async () => {
    const { id, link, checkout } = await start();
    const response = await submit(checkout, '4000 0000 0000 0002');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${pageUrls(link).error_url}&esito=KO`);
    expect(await markings(t, id)).toBe(0);
    expect((await listOutcomes(t.runtime.db, id)).map((o) => [o.accepted, o.reason])).toEqual([
      [false, 'payment.rejected REJECTED'],
    ]);
  });

  it('cancels to error_url with esito=ANNULLO, sends no webhook and marks nothing', async () => {
    const { id, link, checkout } = await start();
    const response = await submit(checkout, '', 'annulla');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${pageUrls(link).error_url}&esito=ANNULLO`);
    expect(await markings(t, id)).toBe(0);
    expect(await listOutcomes(t.runtime.db, id)).toEqual([]);
  });

  it('sends the browser back to an absolute success_url as the start kept it', async () => {
    const link = t.crypto('beta-2026-0006');
    const urls = {
      ...pageUrls(link),
      // Absolute, on the origin the start was asked on (issue 12: scheme and port compared).
      success_url: `http://${BETA}/worldlineEsito?id=${link}`,
    };
    const checkout = (await startCall(t, link, urls)).json<string>();
    const response = await submit(checkout, '4111111111111111');
    expect(response.headers.location).toBe(urls.success_url);
  });

  it('ends a checkout once: a second submit or a later visit is refused with a 400 page', async () => {
    const { id, checkout } = await start();
    expect((await submit(checkout, '4111111111111111')).statusCode).toBe(303);
    for (const response of [await submit(checkout, '4111111111111111'), await show(checkout)]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
    const cancelled = await start();
    await submit(cancelled.checkout, '', 'annulla');
    expect((await submit(cancelled.checkout, '4111111111111111')).statusCode).toBe(400);
    expect(await markings(t, cancelled.id)).toBe(0);
    expect(await listOutcomes(t.runtime.db, id)).toHaveLength(1);
  });

  it.each([
    ['an unknown code', `${WORLDLINE_SANDBOX}/QUNKNOWN0001`],
    ['a code that is no reference', `${WORLDLINE_SANDBOX}/${'x'.repeat(41)}`],
  ])('answers %s with a 404 page', async (_what, url) => {
    for (const response of [await show(url), await submit(url, '4111111111111111')]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('refuses a host whose real key is in the environment: a test card never pays a real bill', async () => {
    const { id, checkout } = await start();
    // The same database, served by a second app started with Beta's real key set.
    const real = await buildApp({
      ...t.runtime,
      sandboxes: true,
      env: { [worldline.env]: testKeys[worldline.env] },
    });
    try {
      expect((await real.inject({ url: checkout, headers: { host: BETA } })).statusCode).toBe(400);
      const card = { pan: '4111111111111111', scadenza: '12/30', cvv: '123', azione: 'paga' };
      const paid = await real.inject({
        method: 'POST',
        url: checkout,
        headers: FORM,
        payload: new URLSearchParams(card).toString(),
      });
      expect(paid.statusCode).toBe(400);
    } finally {
      await real.close();
    }
    expect(await markings(t, id)).toBe(0);
  });

  it('is not served unless asked for', async () => {
    const plain = await openTestApp(kind, { seed: false });
    try {
      const response = await plain.app.inject({
        url: `${WORLDLINE_SANDBOX}/Q1`,
        headers: { host: BETA },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
