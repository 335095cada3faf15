/**
 * A page API whose self-reading calls are answered from a table (stories and tests of this
 * widget): `enterDays` and `saved` are what the server answers; every request is kept.
 */
import { createApi } from '../../src/api/calls.ts';
import { createClient } from '../../src/api/client.ts';
import type { PageApi } from '../../src/api/context.ts';
import { fakeServer, json, type FakeAnswer } from '../../src/api/testing.ts';

export function selfReadingApi(
  supplier: string,
  answers: { enterDays?: FakeAnswer; saved?: FakeAnswer },
) {
  const server = fakeServer({
    [`/api/api_${supplier}_get_enterdays`]: answers.enterDays ?? json(5),
    [`/api/api_${supplier}_salva_autolettura`]: answers.saved ?? json(1),
  });
  const pageApi: PageApi = {
    api: createApi(
      createClient({
        credentials: () => ({ token: 't', fromCrypto: true }),
        adapter: server.adapter,
      }),
    ),
    media: {
      downloadMedia: () =>
        Promise.resolve({ ok: false, failure: { reason: 'network', detail: 'story' } }),
    },
    startSession: () => undefined,
  };
  return { pageApi, requests: server.requests };
}
