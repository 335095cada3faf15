import { describe, expect, it, vi } from 'vitest';
import { createApi } from './calls.ts';
import { createClient } from './client.ts';
import { fakeServer, json } from './testing.ts';

// The profile group's chunk cannot be fetched (the network dropped after the page loaded).
vi.mock('virtual:quadro/validators/profile', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a call whose validator is in a lazy group (decision 173)', () => {
  it('answers a network failure, not an exception, when the chunk does not load', async () => {
    const server = fakeServer({ '/api/api_alfa_get_profilo/abc': json({ email: 'a@b.it' }) });
    const api = createApi(
      createClient({
        credentials: () => ({ token: 'tok', fromCrypto: true }),
        adapter: server.adapter,
      }),
    );
    const answer = await api.profile('alfa', 'abc');
    expect(answer.ok).toBe(false);
    expect(answer.ok ? undefined : answer.failure.reason).toBe('network');
  });

  it("loads the first view's validators with its first call", async () => {
    const server = fakeServer({
      '/hostsettings.json': json({ templateName: 'demo', supplier: 'alfa', locales: ['it'] }),
    });
    const api = createApi(
      createClient({
        credentials: () => ({ token: 'tok', fromCrypto: true }),
        adapter: server.adapter,
      }),
    );
    expect(await api.hostSettings()).toMatchObject({ ok: true });
  });
});
