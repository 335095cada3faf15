import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/calls.ts';
import { createClient } from '../api/client.ts';
import { fakeServer, json, networkDown, type FakeAnswer } from '../api/testing.ts';
import { notificationUrl } from './addresses.ts';
import {
  firstProviderFields,
  startFirstProvider,
  submitHiddenForm,
  type FirstProviderInput,
} from './firstProvider.ts';

const location = {
  origin: 'https://bolletta.alfa-energia.test',
  hostname: 'bolletta.alfa-energia.test',
};
const host64 = btoa('bolletta.alfa-energia.test');
const postData = {
  alias: 'ALIAS_WEB',
  codTrans: 'T-0001',
  divisa: 'EUR',
  importo: '10973',
  mac: 'abc123',
  languageId: 'ITA',
};

describe('the first provider’s hidden form (spec §4 "Before posting")', () => {
  const input: FirstProviderInput = {
    postData,
    location,
    id: 'c-0001',
    serverToServerUrl: '/api/nexi/s2s',
    billingEmail: 'giulia@example.test',
    description: 'Bolletta n. A2026000101',
  };

  it.each<[string, Partial<FirstProviderInput>, Record<string, string | undefined>]>([
    [
      'every field, the path setting resolved against the origin',
      {},
      {
        url: 'https://bolletta.alfa-energia.test/nexiEsito?id=c-0001&annullo=0',
        url_back: 'https://bolletta.alfa-energia.test/nexiAnnullo?id=c-0001&annullo=1',
        urlpost: `https://bolletta.alfa-energia.test/api/nexi/s2s/c-0001/${host64}`,
        mail: 'giulia@example.test',
        descrizione: 'Bolletta n. A2026000101',
      },
    ],
    [
      'an https setting used as written, without its trailing slash',
      { serverToServerUrl: 'https://s2s.alfa.test/notify/' },
      { urlpost: `https://s2s.alfa.test/notify/c-0001/${host64}` },
    ],
    [
      'no urlpost when the host has no setting',
      { serverToServerUrl: undefined },
      { urlpost: undefined },
    ],
    ['no mail for a profile without a billing e-mail', { billingEmail: null }, { mail: undefined }],
    ['no mail for a blank billing e-mail', { billingEmail: '  ' }, { mail: undefined }],
    ['no description without a document number', { description: '' }, { descrizione: undefined }],
    [
      'an id that needs escaping, escaped in every address',
      { id: 'a+b/c' },
      {
        url: 'https://bolletta.alfa-energia.test/nexiEsito?id=a%2Bb%2Fc&annullo=0',
        urlpost: `https://bolletta.alfa-energia.test/api/nexi/s2s/a%2Bb%2Fc/${host64}`,
      },
    ],
    [
      'the page’s addresses over a server field of the same name',
      { postData: { ...postData, url: 'https://evil.test' } },
      { url: 'https://bolletta.alfa-energia.test/nexiEsito?id=c-0001&annullo=0' },
    ],
  ])('%s', (_case, change, expected) => {
    const fields = firstProviderFields({ ...input, ...change });
    for (const [name, value] of Object.entries(expected)) expect(fields[name]).toBe(value);
  });

  it('keeps the server’s signed fields unchanged', () => {
    expect(firstProviderFields(input)).toMatchObject(postData);
  });

  it('names the host in base64 (no + or / for a host name)', () => {
    expect(
      notificationUrl('/s2s', { origin: 'http://localhost:5173', hostname: 'localhost' }, 'x'),
    ).toBe('http://localhost:5173/s2s/x/bG9jYWxob3N0');
  });
});

function apiWith(answers: Record<string, FakeAnswer>) {
  const server = fakeServer(answers);
  const client = createClient({
    credentials: () => ({ token: 't', fromCrypto: true }),
    adapter: server.adapter,
  });
  return { api: createApi(client), requests: server.requests };
}

const calls = {
  verify: '/api/api_alfa_verifica/c-0001',
  profile: '/api/api_alfa_get_profilo/c-0001',
  start: '/api/api_alfa_pagamento/c-0001',
};
const start = (answers: Record<string, FakeAnswer>) => {
  const { api, requests } = apiWith(answers);
  const result = startFirstProvider({
    api,
    supplier: 'alfa',
    id: 'c-0001',
    location,
    serverToServerUrl: '/api/nexi/s2s',
    description: 'Bolletta n. A2026000101',
  });
  return { result, requests };
};
const payable = {
  [calls.verify]: json(1),
  [calls.profile]: json({ idAnagrafica: '0010458321', emailFatturazione: 'giulia@example.test' }),
  [calls.start]: json({ post_data: postData, url: 'https://ecommerce.nexi.test/ecomm' }),
};

describe('the first provider flow (spec §4 "First card provider flow")', () => {
  it('verifies, reads the profile, then the payment data, and answers the exact form', async () => {
    const { result, requests } = start(payable);
    expect(await result).toEqual({
      ok: true,
      action: 'https://ecommerce.nexi.test/ecomm',
      fields: {
        ...postData,
        url: 'https://bolletta.alfa-energia.test/nexiEsito?id=c-0001&annullo=0',
        url_back: 'https://bolletta.alfa-energia.test/nexiAnnullo?id=c-0001&annullo=1',
        urlpost: `https://bolletta.alfa-energia.test/api/nexi/s2s/c-0001/${host64}`,
        mail: 'giulia@example.test',
        descrizione: 'Bolletta n. A2026000101',
      },
    });
    expect(requests.map((r) => r.url)).toEqual([calls.verify, calls.profile, calls.start]);
  });

  it.each<[string, Record<string, FakeAnswer>, object]>([
    ['verify answers 0', { [calls.verify]: json(0) }, { reason: 'not-payable', verified: 0 }],
    [
      'verify answers 4 (paid)',
      { [calls.verify]: json(4) },
      { reason: 'not-payable', verified: 4 },
    ],
    ['verify fails', { [calls.verify]: networkDown() }, { reason: 'call', call: 'verifica' }],
    [
      'the profile fails',
      { [calls.profile]: json({}, 500) },
      { reason: 'call', call: 'get_profilo' },
    ],
    [
      'the payment data is refused (409)',
      { [calls.start]: json({}, 409) },
      { reason: 'call', call: 'pagamento' },
    ],
    [
      'post_data is null',
      { [calls.start]: json({ post_data: null, url: 'https://x.test' }) },
      { reason: 'no-payment-data' },
    ],
    [
      'url is null',
      { [calls.start]: json({ post_data: postData, url: null }) },
      { reason: 'no-payment-data' },
    ],
  ])('fails when %s', async (_case, change, failure) => {
    const { result } = start({ ...payable, ...change });
    expect(await result).toMatchObject({ ok: false, failure });
  });

  it('asks nothing after a verification that is not 1', async () => {
    const { result, requests } = start({ ...payable, [calls.verify]: json(3) });
    await result;
    expect(requests.map((r) => r.url)).toEqual([calls.verify]);
  });
});

describe('posting the hidden form', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('submits a post form of hidden inputs to the provider, values as values', () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    submitHiddenForm(document, 'https://ecommerce.nexi.test/ecomm', {
      alias: 'A',
      descrizione: '"><script>x</script>',
    });
    expect(submit).toHaveBeenCalledOnce();
    const submitted = submit.mock.contexts[0] as HTMLFormElement | undefined;
    expect(submitted?.method).toBe('post');
    expect(submitted?.action).toBe('https://ecommerce.nexi.test/ecomm');
    const inputs = [...(submitted?.querySelectorAll('input') ?? [])];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'alias', 'A'],
      ['hidden', 'descrizione', '"><script>x</script>'],
    ]);
    expect(document.querySelector('script')).toBeNull();
  });
});
