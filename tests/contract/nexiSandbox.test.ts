import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { outcomeMac } from '../../server/payments/nexi.ts';
import { listOutcomes } from '../../server/payments/store.ts';
import { NEXI_SANDBOX } from '../../server/sandbox/nexiSandbox.ts';
import {
  ALFA,
  databaseKinds,
  nexi,
  openTestApp,
  startNexiPayment,
  type TestApp,
  testKeys,
} from './harness.ts';

/**
 * Issue 6: the first provider's sandbox hosted page, as the page reaches it (spec §4 "First
 * card provider flow"): the payment data posted as a form, a card form, and on submit the
 * signed notification to urlpost and the browser sent back to url or url_back.
 */
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: ALFA };

describe.each(databaseKinds)('first provider sandbox (%s)', (kind) => {
  let t: TestApp;
  let bills = 0;
  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true });
  });
  afterAll(() => t.close());

  /** A fresh payable bill and the form the page would post to the provider (spec §4). */
  const paymentForm = async () => {
    bills += 1;
    const id = `alfa-sandbox-${bills}`;
    const { link, postData: post_data } = await startNexiPayment(t, id);
    const form = {
      ...post_data,
      url: `http://localhost:4173/nexiEsito?id=${link}&annullo=0`,
      url_back: `/nexiAnnullo?id=${link}&annullo=1`,
      urlpost: `/api/nexi/s2s/${link}/${Buffer.from(ALFA).toString('base64')}`,
      descrizione: 'Bolletta n. 2026/0001',
    };
    return { id, link, form };
  };
  const post = (url: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: FORM,
      payload: new URLSearchParams(form).toString(),
    });
  const pay = (form: Record<string, string>, pan: string, azione = 'paga') =>
    post(`${NEXI_SANDBOX}/pay`, { ...form, pan, scadenza: '12/30', cvv: '123', azione });
  const markings = async (id: string) =>
    (
      await t.runtime.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payments WHERE document_id = $1',
        [id],
      )
    )[0]?.n;
  /** The outcome parameters of a redirect, and whether their MAC is the provider's. */
  const returned = (location: string) => {
    const params = Object.fromEntries(new URL(location, 'http://x.invalid').searchParams);
    const fields = {
      codTrans: params['codTrans'] ?? '',
      esito: params['esito'] ?? '',
      importo: params['importo'] ?? '',
      divisa: params['divisa'] ?? '',
      data: params['data'] ?? '',
      orario: params['orario'] ?? '',
      codAut: params['codAut'] ?? '',
    };
    return { params, signed: params['mac'] === outcomeMac(fields, nexi.sandboxKey, 'sha1') };
  };

  it('shows a card form without scripts for the posted payment data, under the CSP', async () => {
    const { form } = await paymentForm();
    for (const response of [
      await post(NEXI_SANDBOX, form),
      await t.app.inject({
        url: `${NEXI_SANDBOX}?${new URLSearchParams(form).toString()}`,
        headers: { host: ALFA },
      }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
      expect(response.body).toContain('name="pan"');
      expect(response.body).toContain('109,73');
      expect(response.body).toContain('Bolletta n. 2026/0001');
    }
  });

  it('pays with the test card: notifies, returns the browser to url signed, and marks once', async () => {
    const { id, link, form } = await paymentForm();
    const response = await pay(form, '4111 1111 1111 1111');
    expect(response.statusCode).toBe(303);
    const location = response.headers.location ?? '';
    expect(location).toMatch(/^http:\/\/localhost:4173\/nexiEsito\?id=/);
    const { params, signed } = returned(location);
    expect(signed).toBe(true);
    expect(params).toMatchObject({ esito: 'OK', importo: '10973', divisa: 'EUR', annullo: '0' });
    expect(await markings(id)).toBe(1);
    // The outcome page then posts the parameters it was given: received, still one marking.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_segna_pagamento/${link}`,
      headers: { host: ALFA },
      payload: params,
    });
    expect(again.json()).toEqual({ paid: true });
    expect(await markings(id)).toBe(1);
    const kept = await listOutcomes(t.runtime.db, id);
    expect(kept.map((o) => [o.source, o.marked])).toEqual([
      ['notification', true],
      ['browser', false],
    ]);
  });

  it('declines any other card: a signed KO to url, the bill left unpaid', async () => {
    const { id, form } = await paymentForm();
    const response = await pay(form, '4000 0000 0000 0002');
    expect(response.statusCode).toBe(303);
    const { params, signed } = returned(response.headers.location ?? '');
    expect(signed).toBe(true);
    expect(params['esito']).toBe('KO');
    expect(await markings(id)).toBe(0);
    expect((await listOutcomes(t.runtime.db, id)).map((o) => o.reason)).toEqual(['esito KO']);
  });

  it('cancels to url_back with no MAC, and marks nothing', async () => {
    const { id, form } = await paymentForm();
    const response = await pay(form, '', 'annulla');
    expect(response.statusCode).toBe(303);
    const location = response.headers.location ?? '';
    expect(location).toMatch(/^\/nexiAnnullo\?id=.+&annullo=1&esito=ANNULLO/);
    expect(returned(location).params['mac']).toBeUndefined();
    expect(await markings(id)).toBe(0);
  });

  it.each([
    ['a forged request MAC', { mac: '0'.repeat(40) }],
    ['a changed amount', { importo: '1' }],
    ['an unknown alias', { alias: 'SOMEONE_ELSE' }],
    ['a return address elsewhere', { url: 'https://evil.example/steal' }],
    ['a protocol-relative return address', { url_back: '//evil.example/' }],
  ])('refuses %s with a 400 page, on show and on pay', async (_what, change) => {
    const { id, form } = await paymentForm();
    for (const response of [
      await post(NEXI_SANDBOX, { ...form, ...change }),
      await pay({ ...form, ...change }, '4111111111111111'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(await markings(id)).toBe(0);
  });

  it('refuses a host whose real MAC key is in the environment: a test card never pays a real bill', async () => {
    const { id, form } = await paymentForm();
    // The same database, served by a second app started with Alfa's real key set.
    const real = await buildApp({
      ...t.runtime,
      sandboxes: true,
      env: { [nexi.env]: testKeys[nexi.env] },
    });
    try {
      const post = (url: string, fields: Record<string, string>) =>
        real.inject({
          method: 'POST',
          url,
          headers: FORM,
          payload: new URLSearchParams(fields).toString(),
        });
      expect((await post(NEXI_SANDBOX, form)).statusCode).toBe(400);
      const card = { pan: '4111111111111111', scadenza: '12/30', cvv: '123', azione: 'paga' };
      expect((await post(`${NEXI_SANDBOX}/pay`, { ...form, ...card })).statusCode).toBe(400);
    } finally {
      await real.close();
    }
    expect(await markings(id)).toBe(0);
  });

  it('is not served unless asked for', async () => {
    const plain = await openTestApp(kind, { seed: false });
    try {
      const response = await plain.app.inject({ method: 'POST', url: NEXI_SANDBOX, headers: FORM });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
