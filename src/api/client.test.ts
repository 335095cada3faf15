import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import type { Credentials } from './http.ts';
import { fakeServer, json, networkDown } from './testing.ts';

function clientWith(answers: Parameters<typeof fakeServer>[0], credentials?: Credentials) {
  const server = fakeServer(answers);
  const client = createClient({
    credentials: () => credentials ?? { token: undefined, fromCrypto: false },
    adapter: server.adapter,
  });
  return { client, requests: server.requests };
}

describe('the API client (spec §7)', () => {
  it('sends the bearer token and FromCrypto: true once a link opened the session', async () => {
    const { client, requests } = clientWith(
      { '/api/x': json({}) },
      { token: 'tok-123', fromCrypto: true },
    );
    await client.getJson('/api/x');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(requests[0]?.headers.get('FromCrypto')).toBe('true');
  });

  it('sends FromCrypto: false and no Authorization before there is a token', async () => {
    const { client, requests } = clientWith({ '/hostsettings.json': json({}) });
    await client.getJson('/hostsettings.json');
    expect(requests[0]?.headers.get('Authorization')).toBeUndefined();
    expect(requests[0]?.headers.get('FromCrypto')).toBe('false');
  });

  it('reads the credentials at each request, so a session started later is used', async () => {
    let credentials: Credentials = { token: undefined, fromCrypto: false };
    const server = fakeServer({ '/a': json(1) });
    const client = createClient({ credentials: () => credentials, adapter: server.adapter });
    await client.getJson('/a');
    credentials = { token: 'later', fromCrypto: true };
    await client.getJson('/a');
    expect(server.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      undefined,
      'Bearer later',
    ]);
  });

  it('gives the parsed JSON of a 2xx answer', async () => {
    const { client } = clientWith({ '/a': json({ token: 't', lang: 'it' }) });
    expect(await client.getJson('/a')).toEqual({ ok: true, body: { token: 't', lang: 'it' } });
  });

  it.each([404, 410, 500, 503])(
    'turns status %i into a failure with that status',
    async (status) => {
      const problem = { statusCode: status, error: 'x', message: 'y', code: 'z' };
      const { client } = clientWith({ '/a': json(problem, status) });
      expect(await client.getJson('/a')).toEqual({
        ok: false,
        failure: { reason: 'status', status },
      });
    },
  );

  it('turns a body that is not JSON into a malformed failure', async () => {
    const { client } = clientWith({ '/a': { body: '{"token": "abc"' } });
    expect(await client.getJson('/a')).toMatchObject({
      ok: false,
      failure: { reason: 'malformed' },
    });
  });

  it('turns a network failure into a failure, never an exception', async () => {
    const { client } = clientWith({ '/a': networkDown() });
    expect(await client.getJson('/a')).toEqual({
      ok: false,
      failure: { reason: 'network', detail: 'Network Error' },
    });
  });
});
