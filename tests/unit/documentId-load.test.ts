// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, createClient } from '../../src/api/index.ts';
import { loadBill } from '../../src/app/loadBill.ts';
import { transportAdapter } from '../../src/ssr/transport.ts';
import { ALFA, openTestApp, sessionToken, type TestApp } from '../contract/harness.ts';

/**
 * Decision 203 against the reference server: the page's own load of a bill opened by its plain
 * `documentId` (src/app/loadBill.ts, the page's API client and its checks), with the server's
 * routes answered in-process as for the server render (src/ssr/transport.ts).
 */
describe('a bill by its plain documentId, loaded by the page from the reference server', () => {
  let t: TestApp;
  // A whole server with its database: on a busy machine it takes more than the default 10 s.
  beforeAll(async () => {
    t = await openTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  function load(query: string, token: string | undefined) {
    const client = createClient({
      credentials: () => ({ token, fromCrypto: false }),
      adapter: transportAdapter(async (request) => {
        const answer = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, host: ALFA },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        return { status: answer.statusCode, headers: {}, body: answer.body };
      }),
    });
    const started: unknown[] = [];
    const result = loadBill(new URLSearchParams(query), {
      api: createApi(client),
      startSession: (session) => started.push(session),
      onEvent: () => undefined,
    });
    return { result, started };
  }

  it('reads the bill, its modules and instalments with the session’s bearer token', async () => {
    const token = await sessionToken(t, 'alfa-2026-0002');
    const { result, started } = load('documentId=alfa-2026-0002', token);
    const loaded = await result;
    expect(loaded).toMatchObject({ kind: 'ready', host: { supplier: 'alfa' } });
    expect(loaded.kind === 'ready' && loaded.doc.document_number).toBe('A2026000214');
    expect(loaded.kind === 'ready' && loaded.modules).toBeTruthy();
    // No public access: the session was there already.
    expect(started).toEqual([]);
  });

  it('is the not-authenticated state without a session (401)', async () => {
    const { result } = load('documentId=alfa-2026-0002', undefined);
    expect(await result).toMatchObject({ kind: 'login' });
  });

  it('is not found with a session for another bill', async () => {
    const token = await sessionToken(t, 'alfa-2026-0001');
    const { result } = load('documentId=alfa-2026-0002', token);
    expect(await result).toMatchObject({ kind: 'error', status: 404 });
  });
});
