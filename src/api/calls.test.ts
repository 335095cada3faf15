import { describe, expect, it } from 'vitest';
import bundle from '../../fixtures/beta-2026-0004.json' with { type: 'json' };
import type { EngineEvent } from '../diagnostics/events.ts';
import { createApi } from './calls.ts';
import { createClient } from './client.ts';
import { fakeServer, json, type FakeAnswer } from './testing.ts';

function apiWith(answers: Record<string, FakeAnswer>) {
  const server = fakeServer(answers);
  const api = createApi(
    createClient({
      credentials: () => ({ token: 'tok', fromCrypto: true }),
      adapter: server.adapter,
    }),
  );
  return { api, requests: server.requests };
}

const host = { templateName: 'demo', supplier: 'alfa', locales: ['it', 'en'] };

describe('the calls of spec §7', () => {
  it('asks each call at its path and validates what comes back', async () => {
    const { api, requests } = apiWith({
      '/hostsettings.json': json(host),
      '/locales/en.json': json({ demo: { title: 'Your bill' } }),
      '/api/locales/list': json(['it', 'en']),
      '/api/public/access?id=abc&lang=en': json({ token: 't', lang: 'en' }),
      '/api/bollettainterattiva/modules': json({ modules: ['riepilogo_doc'] }),
      '/api/bollettainterattiva/document/abc': json(bundle.document),
      '/api/billservice/bolletta_interattiva_rate/abc': json(bundle.instalments),
    });
    const events: EngineEvent[] = [];
    const answers = await Promise.all([
      api.hostSettings(),
      api.localeCatalogue('en'),
      api.localesList(),
      api.publicAccess(new URLSearchParams('id=abc&lang=en')),
      api.billModules(),
      api.billDocument('abc', (e) => events.push(e)),
      api.instalments('abc'),
    ]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true, true, true]);
    expect(answers[5]).toEqual({ ok: true, value: bundle.document });
    expect(events).toEqual([]);
    expect(requests).toHaveLength(7);
  });

  it('escapes a crypto id in the path', async () => {
    const { api, requests } = apiWith({});
    await api.billDocument('a/b?c', () => undefined);
    expect(requests[0]?.url).toBe('/api/bollettainterattiva/document/a%2Fb%3Fc');
  });

  it.each([
    [
      'host settings without a template',
      '/hostsettings.json',
      { supplier: 'alfa', locales: ['it'] },
      'hostSettings',
    ],
    ['a public access without a token', '/api/public/access?id=x', { lang: 'it' }, 'publicAccess'],
    [
      'modules that are not lists',
      '/api/bollettainterattiva/modules',
      { modules: 'rate' },
      'billModules',
    ],
    [
      'instalments without data',
      '/api/billservice/bolletta_interattiva_rate/x',
      { rate: [] },
      'instalments',
    ],
  ] as const)('fails the load for %s', async (_what, path, body, call) => {
    const { api } = apiWith({ [path]: json(body) });
    const answer =
      call === 'publicAccess'
        ? await api.publicAccess(new URLSearchParams('id=x'))
        : call === 'instalments'
          ? await api.instalments('x')
          : await api[call]();
    expect(answer).toMatchObject({ ok: false, failure: { reason: 'invalid' } });
  });

  it('keeps the rest of a document whose field has the wrong type, with an event', async () => {
    const { api } = apiWith({
      '/api/bollettainterattiva/document/x': json({ ...bundle.document, holder_cap: 80100 }),
    });
    const events: EngineEvent[] = [];
    const answer = await api.billDocument('x', (e) => events.push(e));
    expect(answer.ok && answer.value['holder_cap']).toBeUndefined();
    expect(answer.ok && answer.value['holder_name']).toBe(bundle.document.holder_name);
    expect(events.map((e) => e.path)).toEqual(['/holder_cap']);
  });

  it('passes a status failure through (410: the link is no longer valid)', async () => {
    const { api } = apiWith({
      '/api/public/access?id=old': json({ statusCode: 410, error: 'Gone', message: 'm' }, 410),
    });
    expect(await api.publicAccess(new URLSearchParams('id=old'))).toEqual({
      ok: false,
      failure: { reason: 'status', status: 410 },
    });
  });

  it('posts a provider return to segna_pagamento as JSON and reads the recorded status', async () => {
    const path = '/api/api_alfa_segna_pagamento/a%2Fb';
    const { api, requests } = apiWith({ [path]: json({ paid: true }) });
    const answer = await api.markPayment('alfa', 'a/b', { esito: 'OK', codTrans: 'T1' });
    expect(answer).toEqual({ ok: true, value: { paid: true } });
    expect(requests[0]?.method).toBe('post');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ esito: 'OK', codTrans: 'T1' });
  });

  it('puts a profile edit to put_profilo as JSON and reads the saved profile (spec §7)', async () => {
    const path = '/api/api_alfa_put_profilo/a%2Fb';
    const saved = { idAnagrafica: '7', email: 'a@b.it' };
    const { api, requests } = apiWith({ [path]: json(saved) });
    const update = { idAnagrafica: '7', email: 'a@b.it', telefono: '', emailFatturazione: '' };
    expect(await api.saveProfile('alfa', 'a/b', update)).toEqual({ ok: true, value: saved });
    expect(requests[0]?.method).toBe('put');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.data))).toEqual(update);
  });

  it.each([
    ['an empty answer', { body: '' }, 'malformed'],
    ['a null answer', json(null), 'invalid'],
    ['a refusal', json({ type: 'profile-invalid' }, 400), 'status'],
  ])(
    'fails on %s from put_profilo (spec §4 "an empty response shows a save error")',
    async (_c, reply, reason) => {
      const { api } = apiWith({ '/api/api_alfa_put_profilo/x': reply });
      const answer = await api.saveProfile('alfa', 'x', { idAnagrafica: '7' });
      expect(answer).toMatchObject({ ok: false, failure: { reason } });
    },
  );

  it.each([
    ['an answer without paid', json({ ok: 1 }), 'invalid'],
    ['a refusal (bad MAC)', json({ type: 'bad-mac' }, 400), 'status'],
  ])('fails on %s from segna_pagamento', async (_case, reply, reason) => {
    const { api } = apiWith({ '/api/api_beta_segna_pagamento/x': reply });
    const answer = await api.markPayment('beta', 'x', {});
    expect(answer).toMatchObject({ ok: false, failure: { reason } });
  });
});

describe('the payment calls of spec §7 "Supplier endpoints"', () => {
  const start = {
    post_data: { alias: 'A', codTrans: 'T1', divisa: 'EUR', importo: '5000', mac: 'm' },
    url: 'https://pay.test/ecomm',
  };

  it('asks verifica, get_profilo and pagamento at the supplier paths and checks the answers', async () => {
    const { api, requests } = apiWith({
      '/api/api_alfa_verifica/a%2Fb': json(1),
      '/api/api_alfa_get_profilo/a%2Fb': json({ emailFatturazione: 'm@x.test' }),
      '/api/api_alfa_pagamento/a%2Fb': json(start),
    });
    expect(await api.verify('alfa', 'a/b')).toEqual({ ok: true, value: 1 });
    expect(await api.profile('alfa', 'a/b')).toEqual({
      ok: true,
      value: { emailFatturazione: 'm@x.test' },
    });
    expect(await api.firstPaymentStart('alfa', 'a/b')).toEqual({ ok: true, value: start });
    expect(requests.map((r) => r.method)).toEqual(['get', 'get', 'get']);
  });

  it.each([
    ['a verification that is not an integer', '/api/api_alfa_verifica/x', json('1'), 'verify'],
    ['a profile that is a list', '/api/api_alfa_get_profilo/x', json([]), 'profile'],
    [
      'a payment start without url',
      '/api/api_alfa_pagamento/x',
      json({ post_data: {} }),
      'firstPaymentStart',
    ],
  ] as const)('fails on %s', async (_what, path, reply, call) => {
    const { api } = apiWith({ [path]: reply });
    expect(await api[call]('alfa', 'x')).toMatchObject({
      ok: false,
      failure: { reason: 'invalid' },
    });
  });

  it('posts the second provider start with its three addresses and reads the URL or "ko"', async () => {
    const body = {
      success_url: 'https://p.test/worldlineEsito?id=x',
      error_url: 'https://p.test/worldlineAnnullo?id=x',
      callback_url: 'https://p.test/api/worldline/webhook/x/cC50ZXN0',
    };
    const { api, requests } = apiWith({
      '/api/api_beta_pagamento/x': json('https://checkout.test/pay/1'),
      '/api/api_beta_pagamento/y': json('ko'),
      '/api/api_beta_pagamento/z': json({ url: 'https://checkout.test' }),
    });
    expect(await api.secondPaymentStart('beta', 'x', body)).toEqual({
      ok: true,
      value: 'https://checkout.test/pay/1',
    });
    expect(await api.secondPaymentStart('beta', 'y', body)).toEqual({ ok: true, value: 'ko' });
    expect(await api.secondPaymentStart('beta', 'z', body)).toMatchObject({ ok: false });
    expect(requests[0]?.method).toBe('post');
    expect(JSON.parse(String(requests[0]?.data))).toEqual(body);
  });
});
