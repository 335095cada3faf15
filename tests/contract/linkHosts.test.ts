import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadHosts } from '../../server/hosts/hosts.ts';
import {
  ALFA,
  BETA,
  config,
  databaseKinds,
  expectProblem,
  openTestApp,
  sessionToken,
  testKeys,
  type TestApp,
} from './harness.ts';

/**
 * Issue 12, item 4: a bill link opens only on its own supplier's hosts (elsewhere it is
 * refused exactly as a forged link is), only in its one canonical encoding, and for no longer
 * than its host's link lifetime as configured now.
 */
const DAY = 86_400_000;
const forged = 'AQ' + 'x'.repeat(88);

type Call = (t: TestApp, link: string, host: string) => Promise<LightMyRequestResponse>;
const get =
  (url: string): Call =>
  (t, link, host) =>
    t.app.inject({ url: url.replace('LINK', link), headers: { host } });

/** The calls not prefixed by a supplier that open a link: [name, call]. */
const calls: [string, Call][] = [
  ['GET /api/public/access', get('/api/public/access?id=LINK')],
  ['GET document/{crypto}', get('/api/bollettainterattiva/document/LINK')],
  ['GET document/id/{id}', get('/api/bollettainterattiva/document/id/LINK')],
  ['GET bolletta_interattiva_rate/{id}', get('/api/billservice/bolletta_interattiva_rate/LINK')],
  [
    'POST sendemail/{crypto}',
    (t, link, host) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bollettainterattiva/sendemail/${link}`,
        headers: { host },
        payload: { oggetto: 'x', messaggio: 'x' },
      }),
  ],
];

/** [bill, its host, the other supplier's host]; `localhost` is Alfa's alias, 127.0.0.1 Beta's. */
const bills: [string, string, string][] = [
  ['beta-2026-0001', BETA, ALFA],
  ['beta-2026-0001', BETA, 'localhost'],
  ['alfa-2026-0001', ALFA, BETA],
  ['alfa-2026-0001', ALFA, '127.0.0.1'],
];

describe.each(databaseKinds)('links belong to their supplier (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  describe.each(calls)('%s', (_name, call) => {
    it.each(bills)(
      'opens %s on %s only; on %s it answers as a link to no bill does',
      async (bill, own, other) => {
        const link = t.crypto(bill);
        expect((await call(t, link, own)).statusCode).toBe(200);
        const foreign = await call(t, link, other);
        // The same 404 as a link sealed for no bill, and so as a forged one where the call
        // takes only links ({id} calls take a forgery for a plain id, which needs a session).
        const toNoBill = await call(t, t.crypto('no-such-bill'), other);
        expectProblem(foreign, 404, 'link-not-found');
        expect(foreign.body).toBe(toNoBill.body);
      },
    );
  });

  it('does not serve a cached document answer on the other supplier’s host', async () => {
    const link = t.crypto('beta-2026-0002');
    const url = `/api/bollettainterattiva/document/${link}`;
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ url, headers: { host: BETA } })).statusCode).toBe(200);
    }
    expectProblem(await t.app.inject({ url, headers: { host: ALFA } }), 404, 'link-not-found');
  });

  it.each([
    ['modules', '/api/bollettainterattiva/modules'],
    ['document/id/{id}', '/api/bollettainterattiva/document/id/beta-2026-0001'],
  ])('refuses a session of one supplier on the other’s host (%s)', async (_name, url) => {
    const token = await sessionToken(t, 'beta-2026-0001');
    const headers = (host: string) => ({ host, authorization: `Bearer ${token}` });
    expect((await t.app.inject({ url, headers: headers(BETA) })).statusCode).toBe(200);
    const foreign = await t.app.inject({ url, headers: headers(ALFA) });
    const asForged = await t.app.inject({
      url,
      headers: { host: ALFA, authorization: `Bearer ${forged}` },
    });
    expectProblem(foreign, 401, 'session-expired');
    expect(foreign.body).toBe(asForged.body);
  });

  it('serves a bill’s PDF only on its supplier’s hosts', async () => {
    const document = await t.app.inject({
      url: `/api/bollettainterattiva/document/${t.crypto('alfa-2026-0001')}`,
      headers: { host: ALFA },
    });
    const detail = document.json<{ detail?: string }>().detail;
    if (!detail) throw new Error('alfa-2026-0001 has no PDF reference');
    const pdf = (host: string, reference = detail) =>
      t.app.inject({ url: `/api/media/${reference}`, headers: { host } });
    expect((await pdf(ALFA)).statusCode).toBe(200);
    const foreign = await pdf(BETA);
    expectProblem(foreign, 404, 'media-not-found');
    expect(foreign.body).toBe((await pdf(BETA, forged)).body);
  });

  it('opens one encoding of a link: a last character differing only in unused bits is forged', async () => {
    const link = t.crypto('alfa-2026-0001');
    const bytes = Buffer.from(link, 'base64url');
    expect(bytes.length % 3).not.toBe(0); // so its last character has unused bits
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = link.slice(0, -1) + (alphabet[alphabet.indexOf(link.slice(-1)) ^ 1] ?? '');
    expect(Buffer.from(twin, 'base64url')).toEqual(bytes);
    const open = (id: string) =>
      t.app.inject({ url: `/api/bollettainterattiva/document/${id}`, headers: { host: ALFA } });
    expect((await open(link)).statusCode).toBe(200);
    expectProblem(await open(twin), 404, 'link-not-found');
  });

  describe('a host’s current link lifetime applies to links already sent', () => {
    /** A second app on the same database and keys, with Alfa's linkTtlDays set to `days`. */
    const withAlfaTtl = async (days: number, now: Date) => {
      const hosts = loadHosts(config.hostsDir, config.cataloguesDir);
      const alfa = hosts.all.find((host) => host.name === ALFA);
      if (!alfa) throw new Error('no Alfa host');
      alfa.server.linkTtlDays = days;
      return buildApp({ ...t.runtime, hosts, env: testKeys, now: () => now });
    };
    const open = (app: Awaited<ReturnType<typeof withAlfaTtl>>, link: string) =>
      app.inject({ url: `/api/bollettainterattiva/document/${link}`, headers: { host: ALFA } });

    it('answers 410 for a link issued before the host lowered its lifetime, once that has passed', async () => {
      const link = t.crypto('alfa-2026-0003', 60); // issued now, sealed for 60 days
      const later = new Date(t.clock.now.getTime() + 20 * DAY);
      const unchanged = await withAlfaTtl(90, later);
      const lowered = await withAlfaTtl(10, later);
      try {
        expect((await open(unchanged, link)).statusCode).toBe(200);
        expectProblem(await open(lowered, link), 410, 'link-expired');
        // The session a link gives ends with it too.
        const access = await lowered.inject({
          url: `/api/public/access?id=${link}`,
          headers: { host: ALFA },
        });
        expectProblem(access, 410, 'link-expired');
      } finally {
        await unchanged.close();
        await lowered.close();
      }
    });

    it('keeps opening a link sealed without its issue time until its own expiry', async () => {
      const expiry = new Date(t.clock.now.getTime() + 60 * DAY);
      const legacy = t.runtime.sealer.seal('link', 'alfa-2026-0003', expiry);
      const lowered = await withAlfaTtl(10, new Date(t.clock.now.getTime() + 20 * DAY));
      try {
        expect((await open(lowered, legacy)).statusCode).toBe(200);
      } finally {
        await lowered.close();
      }
    });
  });
});
