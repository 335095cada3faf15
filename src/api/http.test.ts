import { describe, expect, it } from 'vitest';
import { createHttp, type Credentials } from './http.ts';
import { fakeServer } from './testing.ts';

// The one credential interceptor of the JSON client and the media client (spec §6, §7;
// project decision 48): both build their axios instance here.
describe('createHttp (spec §7 headers, decision 48)', () => {
  it.each([
    [{ token: 'tok-1', fromCrypto: true }, 'Bearer tok-1', 'true'],
    [{ token: undefined, fromCrypto: false }, undefined, 'false'],
  ])('%j sends Authorization %j and FromCrypto %s', async (credentials, bearer, fromCrypto) => {
    const server = fakeServer({ '/x': { body: '{}' } });
    const http = createHttp(
      { credentials: () => credentials, adapter: server.adapter },
      { responseType: 'blob' },
    );
    await http.get('/x');
    expect(server.requests[0]?.headers.get('Authorization')).toBe(bearer);
    expect(server.requests[0]?.headers.get('FromCrypto')).toBe(fromCrypto);
  });

  it('reads the credentials at each request and adds the fixed headers', async () => {
    let credentials: Credentials = { token: undefined, fromCrypto: false };
    const server = fakeServer({ '/x': { body: '{}' } });
    const http = createHttp(
      { credentials: () => credentials, adapter: server.adapter },
      { responseType: 'text', headers: { Accept: 'application/json' } },
    );
    await http.get('/x');
    credentials = { token: 'later', fromCrypto: true };
    await http.get('/x');
    expect(server.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      undefined,
      'Bearer later',
    ]);
    expect(server.requests.map((r) => r.headers.get('Accept'))).toEqual([
      'application/json',
      'application/json',
    ]);
  });

  it('hands every status back instead of throwing', async () => {
    const server = fakeServer({});
    const http = createHttp(
      { credentials: () => ({ token: undefined, fromCrypto: false }), adapter: server.adapter },
      { responseType: 'text' },
    );
    expect((await http.get('/missing')).status).toBe(404);
  });
});
