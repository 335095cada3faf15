import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle } from '../../server/bundles.ts';
import { openRuntime } from '../../server/runtime.ts';
import { markPaid } from '../../server/payments/store.ts';
import {
  ALFA,
  bundles,
  config,
  databaseKinds,
  fixturesDir,
  openTestApp,
  testKeys,
  type TestApp,
} from './harness.ts';

/**
 * The document call answers a link it has answered before from a cache
 * (server/cache/documentCache.ts). A cache must never show a bill as it was: every change to
 * the document, made by this process or any other on the same database, reaches it.
 */
type Doc = Record<string, unknown>;

const waitFor = async (check: () => Promise<boolean>): Promise<boolean> => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

describe.each(databaseKinds)('the document cache (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const read = async (link: string, app = t.app): Promise<Doc> =>
    (
      await app.inject({
        url: `/api/bollettainterattiva/document/${link}`,
        headers: { host: ALFA },
      })
    ).json<Doc>();
  const queries = async (work: () => Promise<unknown>): Promise<number> => {
    let count = 0;
    const original = t.runtime.db.query.bind(t.runtime.db);
    t.runtime.db.query = (sql, params) => {
      count += 1;
      return original(sql, params);
    };
    try {
      await work();
    } finally {
      t.runtime.db.query = original;
    }
    return count;
  };

  it('answers a link opened before without asking the database', async () => {
    const link = t.crypto('alfa-2026-0002');
    expect(await queries(() => read(link))).toBe(1);
    expect(await queries(() => read(link))).toBe(0);
    expect((await read(link))['document_number']).toBe(
      (await read(t.crypto('alfa-2026-0002')))['document_number'],
    );
  });

  it('shows a payment recorded after the answer was cached (spec §4: paid is status 4)', async () => {
    const link = t.crypto('alfa-2026-0001');
    expect((await read(link))['document_payment_status']).toBe(1);
    await t.runtime.db.transaction((tx) =>
      markPaid(tx, {
        documentId: 'alfa-2026-0001',
        provider: 'nexi',
        code: 'CACHE1',
        amountCents: 1,
      }),
    );
    // This process wrote it: its next answer shows it, with no wait (server/db/ownWrites.ts).
    expect((await read(link))['document_payment_status']).toBe(4);
  });

  it('shows a bill imported again with new data', async () => {
    const bundle = bundles.find((b) => b.id === 'alfa-2026-0007');
    if (!bundle) throw new Error('fixture alfa-2026-0007 is missing');
    const link = t.crypto(bundle.id);
    expect((await read(link))['holder_name']).toBe(bundle.document['holder_name']);
    const changed = { ...bundle, document: { ...bundle.document, holder_name: 'Nome cambiato' } };
    await importBundle(t.runtime.db, changed, fixturesDir);
    expect((await read(link))['holder_name']).toBe('Nome cambiato');
  });

  it('never answers an expired link from the cache (410)', async () => {
    const link = t.crypto('alfa-2026-0003', 1);
    await read(link);
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 2 * 86_400_000);
    try {
      const response = await t.app.inject({
        url: `/api/bollettainterattiva/document/${link}`,
        headers: { host: ALFA },
      });
      expect(response.statusCode).toBe(410);
    } finally {
      t.clock.now = now;
    }
  });
});

describe('the document cache with two processes on one PostgreSQL database', () => {
  it('drops an answer when the other process marks the bill paid', async () => {
    const a = await openTestApp('postgres');
    // A second API process: its own runtime and pool on the same database and link key.
    const bRuntime = await openRuntime({
      ...config,
      databaseUrl: a.runtime.db.location,
      dataDir: 'memory://',
      linkKeys: undefined,
    });
    const b = await buildApp({ ...bRuntime, env: testKeys });
    try {
      const link = a.crypto('beta-2026-0006');
      const read = async () =>
        (
          await a.app.inject({
            url: `/api/bollettainterattiva/document/${link}`,
            headers: { host: '127.0.0.1' },
          })
        ).json<Doc>();
      expect((await read())['document_payment_status']).toBe(1);
      await bRuntime.db.transaction((tx) =>
        markPaid(tx, {
          documentId: 'beta-2026-0006',
          provider: 'worldline',
          code: 'CACHE2',
          amountCents: 1,
        }),
      );
      expect(await waitFor(async () => (await read())['document_payment_status'] === 4)).toBe(true);
    } finally {
      await b.close();
      await bRuntime.db.close();
      await a.close();
    }
  });
});
