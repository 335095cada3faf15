import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { fetchRealm } from './realmCall.ts';
import { fakeServer, json, networkDown, type FakeAnswer } from './testing.ts';

function realmWith(answer: FakeAnswer) {
  const server = fakeServer({ '/api/realm': answer });
  const client = createClient({
    credentials: () => ({ token: undefined, fromCrypto: false }),
    adapter: server.adapter,
  });
  return { answer: fetchRealm(client), requests: server.requests };
}

const realm = {
  authority: 'http://localhost:8080/oidc',
  client_id: 'quadro-portal',
  scope: 'openid profile offline_access',
};

describe('§7 GET /api/realm (issue 18)', () => {
  it('asks without a login and takes an answer that fits, unknown fields and all', async () => {
    const { answer, requests } = realmWith(json({ ...realm, extra: 1 }));
    expect(await answer).toEqual({ ok: true, value: { ...realm, extra: 1 } });
    expect(requests.map((request) => request.url)).toEqual(['/api/realm']);
    expect(requests[0]?.headers.get('Authorization')).toBeUndefined();
  });

  it.each([
    ['no authority', { client_id: 'quadro-portal', scope: 'openid' }],
    ['an authority that is not http(s)', { ...realm, authority: 'javascript:alert(1)' }],
    ['an empty client id', { ...realm, client_id: '' }],
    ['no scope', { authority: realm.authority, client_id: 'quadro-portal' }],
  ])('refuses an answer with %s', async (_, body) => {
    const { answer } = realmWith(json(body));
    expect((await answer).ok).toBe(false);
  });

  it('answers a failure, never throws, when the server is unreachable', async () => {
    const { answer } = realmWith(networkDown());
    expect(await answer).toMatchObject({ ok: false, failure: { reason: 'network' } });
  });
});
