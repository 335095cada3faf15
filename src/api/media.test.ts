import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { Credentials } from './http.ts';
import { createMediaClient } from './media.ts';
import { networkDown } from './testing.ts';

/** A server that answers every request with one status and body, and keeps the requests. */
function serverAnswering(status: number, data: unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    return Promise.resolve({ data, status, statusText: '', headers: {}, config });
  };
  return { adapter, requests };
}

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const linkSession: Credentials = { token: 'tok-9', fromCrypto: true };

describe('downloadMedia (spec §7 "GET /api/media/{id}": blob)', () => {
  it('asks /api/media/{detail} for a file, with the session headers', async () => {
    const server = serverAnswering(200, pdf);
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    const answer = await media.downloadMedia('sealed.ref-1');
    expect(answer).toEqual({ ok: true, blob: pdf });
    expect(server.requests[0]?.url).toBe('/api/media/sealed.ref-1');
    expect(server.requests[0]?.responseType).toBe('blob');
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(server.requests[0]?.headers.get('FromCrypto')).toBe('true');
  });

  it('uses /api/mediacloud/{detail} when asked, and escapes the reference', async () => {
    const server = serverAnswering(200, pdf);
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    await media.downloadMedia('a/b', 'mediacloud');
    expect(server.requests[0]?.url).toBe('/api/mediacloud/a%2Fb');
  });

  it('sends no Authorization before the session has a token', async () => {
    const server = serverAnswering(200, pdf);
    const media = createMediaClient({
      credentials: () => ({ token: undefined, fromCrypto: false }),
      adapter: server.adapter,
    });
    await media.downloadMedia('x');
    expect(server.requests[0]?.headers.get('Authorization')).toBeUndefined();
    expect(server.requests[0]?.headers.get('FromCrypto')).toBe('false');
  });

  it.each([404, 410, 500])('turns status %i into a failure, never an exception', async (status) => {
    const server = serverAnswering(status, new Blob(['{}']));
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    expect(await media.downloadMedia('x')).toEqual({
      ok: false,
      failure: { reason: 'status', status },
    });
  });

  it('turns a network failure into a failure', async () => {
    const adapter: AxiosAdapter = () => Promise.reject(networkDown());
    const media = createMediaClient({ credentials: () => linkSession, adapter });
    expect(await media.downloadMedia('x')).toEqual({
      ok: false,
      failure: { reason: 'network', detail: 'Network Error' },
    });
  });

  it('refuses a body that is not a file', async () => {
    const server = serverAnswering(200, 'text');
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    expect(await media.downloadMedia('x')).toMatchObject({
      ok: false,
      failure: { reason: 'malformed' },
    });
  });
});

describe('downloadFile (an API path from data: an FAQ attachment, issue 18)', () => {
  it('asks the path as written, with the session headers, for a file', async () => {
    const server = serverAnswering(200, pdf);
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    const answer = await media.downloadFile('/api/Faq/attach/bolletta/leggere-bolletta/guida');
    expect(answer).toEqual({ ok: true, blob: pdf });
    expect(server.requests[0]?.url).toBe('/api/Faq/attach/bolletta/leggere-bolletta/guida');
    expect(server.requests[0]?.responseType).toBe('blob');
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it.each([
    'https://elsewhere.example/api/x',
    '//elsewhere.example/api/x',
    '/api/Faq/../../oidc/token',
    '/api/Faq/%2e%2e/x',
    '/api/x?token=1',
    '/other/x',
    '/api',
    '/api/',
  ])('refuses %s without a request: the token stays on the API', async (path) => {
    const server = serverAnswering(200, pdf);
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    expect(await media.downloadFile(path)).toMatchObject({
      ok: false,
      failure: { reason: 'malformed' },
    });
    expect(server.requests).toEqual([]);
  });

  it.each([404, 401])('turns status %i into a failure', async (status) => {
    const server = serverAnswering(status, new Blob(['{}']));
    const media = createMediaClient({ credentials: () => linkSession, adapter: server.adapter });
    expect(await media.downloadFile('/api/Faq/attach/a/b/c')).toEqual({
      ok: false,
      failure: { reason: 'status', status },
    });
  });
});
