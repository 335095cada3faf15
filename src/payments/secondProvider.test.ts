import { describe, expect, it } from 'vitest';
import { createApi } from '../api/calls.ts';
import { createClient } from '../api/client.ts';
import { fakeServer, json, networkDown, type FakeAnswer } from '../api/testing.ts';
import { secondProviderRequest, startSecondProvider } from './secondProvider.ts';

const location = { origin: 'https://bolletta.beta-gas.test', hostname: 'bolletta.beta-gas.test' };
const host64 = btoa('bolletta.beta-gas.test');
const path = '/api/api_beta_pagamento/c-0001';
const webhook: string | undefined = '/api/worldline/webhook';

function start(answer: FakeAnswer, serverToServerUrl: string | undefined = webhook) {
  const server = fakeServer({ [path]: answer });
  const api = createApi(
    createClient({
      credentials: () => ({ token: 't', fromCrypto: true }),
      adapter: server.adapter,
    }),
  );
  const result = startSecondProvider({
    api,
    supplier: 'beta',
    id: 'c-0001',
    location,
    serverToServerUrl,
  });
  return { result, requests: server.requests };
}

describe('the second provider flow (spec §4 "Second card provider flow")', () => {
  it('posts the portal’s three absolute addresses', () => {
    expect(secondProviderRequest(location, 'c-0001', '/api/worldline/webhook')).toEqual({
      success_url: 'https://bolletta.beta-gas.test/worldlineEsito?id=c-0001',
      error_url: 'https://bolletta.beta-gas.test/worldlineAnnullo?id=c-0001',
      callback_url: `https://bolletta.beta-gas.test/api/worldline/webhook/c-0001/${host64}`,
    });
  });

  it('answers the checkout URL the server gives', async () => {
    const { result, requests } = start(json('https://checkout.worldline.test/pay/T1'));
    expect(await result).toEqual({ ok: true, url: 'https://checkout.worldline.test/pay/T1' });
    expect(requests[0]?.method).toBe('post');
    expect(JSON.parse(String(requests[0]?.data))).toEqual(
      secondProviderRequest(location, 'c-0001', '/api/worldline/webhook'),
    );
  });

  it.each<[string, FakeAnswer, object]>([
    ['"ko"', json('ko'), { reason: 'no-payment-data' }],
    ['null', json(null), { reason: 'call', call: 'pagamento' }],
    ['a failed call', networkDown(), { reason: 'call', call: 'pagamento' }],
    ['a server error', json({}, 500), { reason: 'call', call: 'pagamento' }],
  ])('fails on %s', async (_case, answer, failure) => {
    expect(await start(answer).result).toMatchObject({ ok: false, failure });
  });

  it('fails without asking when the host has no notification address', async () => {
    const { result, requests } = start(json('https://x.test'), '');
    expect(await result).toMatchObject({
      ok: false,
      failure: { reason: 'not-configured', setting: 'worldlineServerToServerUrl' },
    });
    expect(requests).toHaveLength(0);
  });
});
