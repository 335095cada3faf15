import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeMac } from '../../server/payments/nexi.ts';
import { listOutcomes } from '../../server/payments/store.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  expectSchema,
  nexi,
  openTestApp,
  type TestApp,
} from './harness.ts';

/**
 * Spec §4 "First card provider flow", "Second card provider flow", "Payment outcome" and §7
 * `pagamento` / `segna_pagamento`: alfa pays through the first provider (nexi), beta through
 * the second (worldline).
 */
const macKey = nexi.key;

interface PaymentStart {
  post_data: Record<string, string>;
  url: string;
}

describe.each(databaseKinds)('card payments (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, host = ALFA) => t.app.inject({ url, headers: { host } });
  const post = (url: string, payload: object, host = ALFA) =>
    t.app.inject({ method: 'POST', url, headers: { host }, payload });
  const start = async (id: string): Promise<PaymentStart> => {
    const response = await get(`/api/api_alfa_pagamento/${t.crypto(id)}`);
    expect(response.statusCode).toBe(200);
    return response.json<PaymentStart>();
  };
  /** The outcome the provider sends back, MACed as nexi.ts outcomeMac says unless told otherwise. */
  const outcome = (codTrans: string, importo: string, esito = 'OK', mac?: string) => {
    const fields = {
      codTrans,
      esito,
      importo,
      divisa: 'EUR',
      data: '20261122',
      orario: '101500',
      codAut: 'A1B2C3',
    };
    return {
      ...fields,
      codiceEsito: '0',
      brand: 'VISA',
      mac: mac ?? outcomeMac(fields, macKey, 'sha1'),
    };
  };
  const mark = (id: string, record: object) =>
    post(`/api/api_alfa_segna_pagamento/${t.crypto(id)}`, record);
  const paidCount = async (id: string) =>
    (
      await t.runtime.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payments WHERE document_id = $1',
        [id],
      )
    )[0]?.n;
  const status = async (id: string) => ({
    verifica: (await get(`/api/api_alfa_verifica/${t.crypto(id)}`)).json<number>(),
    document: (await get(`/api/bollettainterattiva/document/${t.crypto(id)}`)).json<
      Record<string, unknown>
    >()['document_payment_status'],
  });

  describe('alfa: the first provider (nexi)', () => {
    it.each([
      ['alfa-2026-0001', '10973'],
      ['alfa-2026-0002', '37180'],
    ])(
      'GET pagamento of %s answers the form with importo %s cents and its MAC',
      async (id, cents) => {
        const body = await start(id);
        expectSchema('payment-start.schema.json', body);
        const { codTrans = '', mac } = body.post_data;
        expect(body.url).toBe(nexi.url);
        expect(body.post_data).toMatchObject({ alias: nexi.alias, divisa: 'EUR', importo: cents });
        expect(codTrans).toMatch(/^[A-Za-z0-9]{2,30}$/);
        const expected = createHash('sha1')
          .update(`codTrans=${codTrans}divisa=EURimporto=${cents}${macKey}`)
          .digest('hex');
        expect(mac).toBe(expected);
        expect((await start(id)).post_data['codTrans']).not.toBe(codTrans);
      },
    );

    it.each([
      ['alfa-2026-0003', 'paid'],
      ['alfa-2026-0004', 'direct debit'],
      ['alfa-2026-0005', 'a credit'],
      ['alfa-2026-0006', 'without status or debt'],
      ['alfa-2026-0007', 'to be validated'],
    ])('GET pagamento of %s (%s) answers 409', async (id) => {
      expectProblem(await get(`/api/api_alfa_pagamento/${t.crypto(id)}`), 409, 'not-payable');
    });

    it.each([
      ['a forged MAC', (code: string) => outcome(code, '10973', 'OK', '0'.repeat(40)), 'bad-mac'],
      [
        'a field changed after MACing',
        (code: string) => ({ ...outcome(code, '10973'), codAut: 'OTHER' }),
        'bad-mac',
      ],
      ['a wrong amount, correctly MACed', (code: string) => outcome(code, '1'), 'amount-mismatch'],
      ['an unknown codTrans', () => outcome('QUNKNOWN0001', '10973'), 'unknown-transaction'],
      ['no codTrans at all', () => ({ esito: 'OK' }), 'unknown-transaction'],
    ])('segna_pagamento refuses %s with 400 and marks nothing', async (_what, record, code) => {
      const { codTrans = '' } = (await start('alfa-2026-0001')).post_data;
      expectProblem(await mark('alfa-2026-0001', record(codTrans)), 400, code);
      expect(await paidCount('alfa-2026-0001')).toBe(0);
      expect(await status('alfa-2026-0001')).toEqual({ verifica: 1, document: 1 });
    });

    it('refuses the codTrans of another bill’s attempt', async () => {
      const { codTrans = '' } = (await start('alfa-2026-0002')).post_data;
      expectProblem(
        await mark('alfa-2026-0001', outcome(codTrans, '37180')),
        400,
        'unknown-transaction',
      );
      expect(await paidCount('alfa-2026-0001')).toBe(0);
    });

    it('keeps a correctly MACed KO without marking the bill', async () => {
      const { codTrans = '' } = (await start('alfa-2026-0001')).post_data;
      const response = await mark('alfa-2026-0001', outcome(codTrans, '10973', 'KO'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ paid: false });
      expect(await paidCount('alfa-2026-0001')).toBe(0);
    });

    it('keeps every refused outcome for audit', async () => {
      const outcomes = await listOutcomes(t.runtime.db, 'alfa-2026-0001');
      expect(outcomes.length).toBeGreaterThanOrEqual(7);
      expect(outcomes.every((kept) => !kept.accepted && kept.provider === 'nexi')).toBe(true);
    });

    it('marks the bill paid on a correctly MACed OK, once however often it arrives', async () => {
      const { codTrans = '' } = (await start('alfa-2026-0002')).post_data;
      const record = outcome(codTrans, '37180', 'ok');
      for (let time = 0; time < 2; time += 1) {
        const response = await mark('alfa-2026-0002', record);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ paid: true });
      }
      expect(await paidCount('alfa-2026-0002')).toBe(1);
      expect(await status('alfa-2026-0002')).toEqual({ verifica: 4, document: 4 });
      expectProblem(await get(`/api/api_alfa_pagamento/${t.crypto('alfa-2026-0002')}`), 409);
    });
  });

  describe('beta: the second provider (worldline)', () => {
    // Decision 81: the portal's own addresses, and this bill's webhook address on this host.
    const urls = (id: string) => ({
      success_url: 'http://bolletta.beta-gas.test/worldlineEsito?id=x',
      error_url: '/worldlineAnnullo?id=x',
      callback_url: `/api/worldline/webhook/${t.crypto(id)}/${Buffer.from(BETA).toString('base64')}`,
    });

    it.each(['beta-2026-0001', 'beta-2026-0004', 'beta-2026-0006'])(
      'POST pagamento of %s answers the checkout address as a JSON string',
      async (id) => {
        const response = await post(`/api/api_beta_pagamento/${t.crypto(id)}`, urls(id), BETA);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expectSchema('payment-start-second.schema.json#/$defs/answer', response.json());
        expect(response.json()).toMatch(/^\/sandbox\/worldline\/checkout\/\w+$/);
      },
    );

    it.each(['beta-2026-0002', 'beta-2026-0003', 'beta-2026-0005', 'beta-2026-0007'])(
      'POST pagamento of %s, which cannot be paid, answers "ko"',
      async (id) => {
        const response = await post(`/api/api_beta_pagamento/${t.crypto(id)}`, urls(id), BETA);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toBe('ko');
      },
    );

    type Urls = ReturnType<typeof urls>;
    it.each([
      [
        'a missing callback_url',
        (v: Urls) => ({ success_url: v.success_url, error_url: v.error_url }),
        'invalid-request',
      ],
      [
        'a javascript: URL',
        (v: Urls) => ({ ...v, success_url: 'javascript:alert(1)' }),
        'invalid-return-url',
      ],
      [
        'a URL of another site',
        (v: Urls) => ({ ...v, error_url: 'https://a.test/' }),
        'invalid-return-url',
      ],
    ])('POST pagamento refuses %s with 400', async (_what, body, code) => {
      expectProblem(
        await post(
          `/api/api_beta_pagamento/${t.crypto('beta-2026-0001')}`,
          body(urls('beta-2026-0001')),
          BETA,
        ),
        400,
        code,
      );
    });

    it('segna_pagamento answers {paid:false} and keeps the raw body: the browser proves nothing', async () => {
      const record = { esito: 'OK', RETURNMAC: 'abc', amount: 23874, nested: { a: [1, 'due'] } };
      const response = await post(
        `/api/api_beta_segna_pagamento/${t.crypto('beta-2026-0001')}`,
        record,
        BETA,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ paid: false });
      expect(await listOutcomes(t.runtime.db, 'beta-2026-0001')).toEqual([
        expect.objectContaining({ provider: 'worldline', accepted: false, raw: record }),
      ]);
      const verifica = await get(`/api/api_beta_verifica/${t.crypto('beta-2026-0001')}`, BETA);
      expect(verifica.json()).toBe(1);
    });
  });

  describe('hosts and links', () => {
    const anyUrls = {
      success_url: 'https://a.test/',
      error_url: 'https://a.test/',
      callback_url: 'https://a.test/',
    };
    it.each([
      [
        'api_beta_pagamento on alfa’s host',
        () => post(`/api/api_beta_pagamento/${t.crypto('beta-2026-0001')}`, anyUrls, ALFA),
        'unknown-supplier',
      ],
      [
        'api_alfa_pagamento on beta’s host',
        () => get(`/api/api_alfa_pagamento/${t.crypto('alfa-2026-0001')}`, BETA),
        'unknown-supplier',
      ],
      [
        'an alfa link on api_beta_pagamento',
        () => post(`/api/api_beta_pagamento/${t.crypto('alfa-2026-0001')}`, anyUrls, BETA),
        'link-not-found',
      ],
      [
        'a beta link on api_alfa_pagamento',
        () => get(`/api/api_alfa_pagamento/${t.crypto('beta-2026-0001')}`),
        'link-not-found',
      ],
      [
        'an alfa link on api_beta_segna_pagamento',
        () => post(`/api/api_beta_segna_pagamento/${t.crypto('alfa-2026-0001')}`, {}, BETA),
        'link-not-found',
      ],
      [
        'a beta link on api_alfa_segna_pagamento',
        () => post(`/api/api_alfa_segna_pagamento/${t.crypto('beta-2026-0001')}`, { esito: 'OK' }),
        'link-not-found',
      ],
    ])('%s answers 404', async (_what, request, code) => {
      expectProblem(await request(), 404, code);
    });
  });
});
