import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeMac } from '../../server/payments/nexi.ts';
import {
  ALFA,
  BETA,
  care,
  databaseKinds,
  nexi,
  openTestApp,
  sessionToken,
  startNexiPayment,
  type TestApp,
} from './harness.ts';
import { pageUrls } from './worldlineHarness.ts';

/**
 * Issue 12, item 6: every answer with personal data, and every refusal of those calls, says
 * `Cache-Control: no-store`, so no browser cache or shared proxy keeps a bill; the public host
 * data keeps its own caching.
 */
const forged = 'AQ' + 'x'.repeat(88);

interface Ask {
  t: TestApp;
  /** A valid link (or, for a refusal, a forged one) to a bill of the call's host. */
  link: string;
  /** A bearer token for that bill (or a forged one). */
  token: string;
  /** The started payment's transaction code. */
  codTrans?: string;
}
type Call = (ask: Ask) => Promise<LightMyRequestResponse>;

const alfaGet =
  (url: string): Call =>
  ({ t, link, token }) =>
    t.app.inject({
      url: url.replace('LINK', link),
      headers: { host: ALFA, authorization: `Bearer ${token}` },
    });
const alfaSend =
  (method: 'POST' | 'PUT', url: string, payload: object): Call =>
  ({ t, link, token }) =>
    t.app.inject({
      method,
      url: url.replace('LINK', link),
      headers: { host: ALFA, authorization: `Bearer ${token}` },
      payload,
    });

/** The personal-data calls: [name, call]; each is asked once as it works and once refused. */
const personal: [string, Call][] = [
  ['public access (the token)', alfaGet('/api/public/access?id=LINK')],
  ['document/{crypto}', alfaGet('/api/bollettainterattiva/document/LINK')],
  ['document/id/{id}', alfaGet('/api/bollettainterattiva/document/id/LINK')],
  ['instalments', alfaGet('/api/billservice/bolletta_interattiva_rate/LINK')],
  ['modules', alfaGet('/api/bollettainterattiva/modules')],
  ['profile', alfaGet('/api/api_alfa_get_profilo/LINK')],
  ['contacts', alfaGet('/api/api_alfa_get_contatti/LINK')],
  ['verifica', alfaGet('/api/api_alfa_verifica/LINK')],
  [
    'profile update',
    alfaSend('PUT', '/api/api_alfa_put_profilo/LINK', { idAnagrafica: '0010458321' }),
  ],
  ['care message', alfaSend('POST', '/api/api_alfa_messaggio/LINK', care('Richiesta rimborso'))],
  [
    'sendemail',
    alfaSend('POST', '/api/bollettainterattiva/sendemail/LINK', { oggetto: 'x', messaggio: 'x' }),
  ],
  ['first provider start', alfaGet('/api/api_alfa_pagamento/LINK')],
  [
    'second provider start',
    ({ t, link }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/api_beta_pagamento/${link}`,
        headers: { host: BETA },
        payload: pageUrls(link),
      }),
  ],
  [
    'segna_pagamento',
    ({ t, link, codTrans = 'Q1' }) => {
      const fields = {
        codTrans,
        esito: 'KO',
        importo: '10973',
        divisa: 'EUR',
        data: '20261122',
        orario: '101500',
        codAut: '',
      };
      return t.app.inject({
        method: 'POST',
        url: `/api/api_alfa_segna_pagamento/${link}`,
        headers: { host: ALFA },
        payload: { ...fields, mac: outcomeMac(fields, nexi.key, 'sha1') },
      });
    },
  ],
];

describe.each(databaseKinds)('Cache-Control on personal data (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  /** A working ask for a call: a fresh payable copy of the host's first bill, its link, a token. */
  let copies = 0;
  const working = async (name: string): Promise<Ask> => {
    copies += 1;
    if (name === 'second provider start') {
      return { t, link: t.crypto('beta-2026-0001'), token: '' };
    }
    const { link, postData } = await startNexiPayment(t, `alfa-nostore-${copies}`);
    const token = await sessionToken(t, 'alfa-2026-0001');
    return { t, link, token, codTrans: postData['codTrans'] ?? '' };
  };

  it.each(personal)('%s: no-store on the answer and on its refusal', async (name, call) => {
    const answer = await call(await working(name));
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    expect(answer.headers['cache-control']).toBe('no-store');
    const refusal = await call({ t, link: forged, token: forged });
    expect(refusal.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusal.statusCode).toBeLessThan(500);
    expect(refusal.headers['cache-control']).toBe('no-store');
  });

  it('no-store on the bill’s PDF and on a refused PDF reference', async () => {
    const document = await t.app.inject({
      url: `/api/bollettainterattiva/document/${t.crypto('alfa-2026-0001')}`,
      headers: { host: ALFA },
    });
    const detail = document.json<{ detail: string }>().detail;
    for (const reference of [detail, forged]) {
      const pdf = await t.app.inject({ url: `/api/media/${reference}`, headers: { host: ALFA } });
      expect(pdf.headers['cache-control']).toMatch(/\bno-store\b/);
    }
  });

  it.each([
    ['/hostsettings.json', 'no-cache'],
    ['/locales/it.json', 'no-cache'],
    ['/api/locales/list', undefined],
    ['/api/social', undefined],
    ['/api/footer', undefined],
    ['/api/health', undefined],
  ])('leaves the public %s to its own caching', async (url, expected) => {
    const response = await t.app.inject({ url, headers: { host: ALFA } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });
});
