import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle } from '../../server/bundles.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { listCareMessages } from '../../server/store/inbox.ts';
import {
  ALFA,
  bundles,
  care,
  config,
  databaseKinds,
  expectProblem,
  fixturesDir,
  freshStorage,
  openTestApp,
  reopensDatabase,
  type TestApp,
  testKeys,
} from './harness.ts';

/**
 * Issue 12: the public calls are limited per address and per link (host settings `limits`,
 * with defaults), answering 429 `rate-limited` with Retry-After; a bill takes a bounded number
 * of care messages a day (429 `quota-exceeded`), counted in the database.
 */
function expectLimited(response: LightMyRequestResponse, code: string): void {
  const problem = expectProblem(response, 429, code);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${retryAfter}`).toBe(true);
  expect(problem.message).toMatch(/retry in \d+ seconds/);
}

const documentUrl = (crypto: string) => `/api/bollettainterattiva/document/${crypto}`;

describe.each(databaseKinds)('limits with the default settings (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string) =>
    t.app.inject({ url, headers: { host: ALFA }, remoteAddress });

  it('stops an address after 60 links that open no bill a minute, for every bill call', async () => {
    for (let i = 0; i < 60; i++) {
      // Sealed with the server's key, for a bill it does not hold: 404 link-not-found.
      expect(
        (await get(documentUrl(t.crypto(`no-such-bill-${i}`)), '198.51.100.7')).statusCode,
      ).toBe(404);
    }
    expectLimited(await get(documentUrl(t.crypto('no-such-bill')), '198.51.100.7'), 'rate-limited');
    const real = documentUrl(t.crypto('alfa-2026-0001'));
    expectLimited(await get(real, '198.51.100.7'), 'rate-limited');
    expectLimited(
      await get(`/api/public/access?id=${t.crypto('alfa-2026-0001')}`, '198.51.100.7'),
      'rate-limited',
    );
    expect((await get(real, '198.51.100.8')).statusCode).toBe(200);
  });

  const forms: [
    string,
    string,
    (crypto: string) => { method: 'POST' | 'PUT' | 'GET'; url: string; payload?: object },
  ][] = [
    [
      'care message',
      'alfa-2026-0002',
      (c) => ({
        method: 'POST',
        url: `/api/api_alfa_messaggio/${c}`,
        payload: care('Richiesta rimborso'),
      }),
    ],
    [
      'sendemail',
      'alfa-2026-0003',
      (c) => ({
        method: 'POST',
        url: `/api/bollettainterattiva/sendemail/${c}`,
        payload: { oggetto: 'x', messaggio: 'Vorrei un rimborso.' },
      }),
    ],
    [
      'profile change',
      'alfa-2026-0004',
      (c) => ({
        method: 'PUT',
        url: `/api/api_alfa_put_profilo/${c}`,
        payload: { idAnagrafica: '0', telefono: '3331234567' },
      }),
    ],
    [
      'payment start',
      'alfa-2026-0001',
      (c) => ({ method: 'GET', url: `/api/api_alfa_pagamento/${c}` }),
    ],
  ];

  it.each(forms)(
    'answers the 11th %s on one link within a minute 429, from any address',
    async (_form, bill, request) => {
      const crypto = t.crypto(bill);
      const send = (i: number) =>
        t.app.inject({
          ...request(crypto),
          headers: { host: ALFA },
          remoteAddress: `192.0.2.${i + 1}`,
        });
      for (let i = 0; i < 10; i++) expect((await send(i)).statusCode).not.toBe(429);
      expectLimited(await send(10), 'rate-limited');
      // Another link is another budget.
      expect(
        (
          await t.app.inject({
            ...request(t.crypto(bill)),
            headers: { host: ALFA },
            remoteAddress: '192.0.2.99',
          })
        ).statusCode,
      ).not.toBe(429);
    },
  );
});

describe.each(databaseKinds)('limits set in server.json (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, {
      limits: { readsPerMinutePerAddress: 5, writesPerMinutePerAddress: 3 },
    });
  });
  afterAll(() => t.close());

  it('takes readsPerMinutePerAddress reads from one address, then 429', async () => {
    const read = (address: string) =>
      t.app.inject({
        url: documentUrl(t.crypto('alfa-2026-0001')),
        headers: { host: ALFA },
        remoteAddress: address,
      });
    for (let i = 0; i < 5; i++) expect((await read('203.0.113.5')).statusCode).toBe(200);
    expectLimited(await read('203.0.113.5'), 'rate-limited');
    expect((await read('203.0.113.6')).statusCode).toBe(200);
  });

  it('takes writesPerMinutePerAddress forms from one address, whatever the links, then 429', async () => {
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/api_alfa_messaggio/${t.crypto('alfa-2026-0005')}`,
        headers: { host: ALFA },
        remoteAddress: '203.0.113.9',
        payload: care('Richiesta rimborso'),
      });
    for (let i = 0; i < 3; i++) expect((await write()).statusCode).toBe(200);
    expectLimited(await write(), 'rate-limited');
  });
});

describe.each(databaseKinds)('the daily quota of care messages per bill (%s)', (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-quota-'));
  let life: { runtime: Runtime; app: FastifyInstance } | undefined;
  const stop = async () => {
    await life?.app.close();
    await life?.runtime.db.close();
    life = undefined;
  };
  afterAll(async () => {
    await stop();
    rmSync(folder, { recursive: true, force: true });
  });
  const bill = 'alfa-2026-0006';

  it(
    'answers the 21st message of a day 429 quota-exceeded, also after a restart',
    reopensDatabase,
    async () => {
      const storage = await freshStorage(kind, path.join(folder, 'pglite'));
      const start = async () => {
        const runtime = await openRuntime({ ...config, ...storage });
        life = { runtime, app: await buildApp({ ...runtime, env: testKeys }) };
        return life;
      };
      const first = await start();
      const bundle = bundles.find((b) => b.id === bill);
      if (!bundle) throw new Error(`fixture ${bill} is missing`);
      await importBundle(first.runtime.db, bundle, fixturesDir, first.runtime.blobs);
      const link = () => first.runtime.sealer.seal('link', bill, new Date(Date.now() + 86_400_000));
      // Messages and e-mails count together; each from its own link and address.
      const send = (i: number) =>
        (life?.app ?? first.app).inject({
          method: 'POST',
          headers: { host: ALFA },
          remoteAddress: `198.18.0.${i + 1}`,
          ...(i % 2 === 0
            ? { url: `/api/api_alfa_messaggio/${link()}`, payload: care('Richiesta rimborso') }
            : {
                url: `/api/bollettainterattiva/sendemail/${link()}`,
                payload: { oggetto: 'x', messaggio: `Messaggio ${i}` },
              }),
        });
      for (let i = 0; i < 20; i++) expect((await send(i)).statusCode).toBe(200);
      expectLimited(await send(20), 'quota-exceeded');

      await stop();
      const second = await start();
      expectLimited(await send(21), 'quota-exceeded');
      expect(await listCareMessages(second.runtime.db, second.runtime.blobs, bill)).toHaveLength(
        20,
      );
    },
  );
});
