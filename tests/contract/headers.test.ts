import type { LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALFA, databaseKinds, expectProblem, openTestApp, type TestApp } from './harness.ts';
import { browser, startLogin } from './login.ts';

/**
 * Issue 27, item 7: the security headers and `no-store` hold whatever the spelling of the
 * path (a percent-encoded letter is refused, 400 `non-canonical-path`), on the answers of the
 * hooks that refuse before any route (rate limits), on the identity provider's
 * login pages, and the build's source maps are not served in production.
 */
const forged = 'AQ' + 'x'.repeat(88);

/** The headers every answer carries (./security.ts), and no-store. */
function expectGuarded(response: LightMyRequestResponse): void {
  expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
}

describe.each(databaseKinds)('headers whatever the path’s spelling (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { limits: { readsPerMinutePerAddress: 5 } });
  });
  afterAll(() => t.close());

  // Each ask from its own address, but for the test of the limit.
  let asks = 0;
  const get = (url: string, remoteAddress = `198.51.100.${(asks += 1)}`) =>
    t.app.inject({ url, headers: { host: ALFA }, remoteAddress });

  it.each([
    ['/%61pi/bollettainterattiva/document/LINK'],
    ['/ap%69/bollettainterattiva/document/LINK'],
    ['/%61pi/public/access?id=LINK'],
    ['/%61pi/api_alfa_get_profilo/LINK'],
    ['/api/bollettainterattiva/%64ocument/LINK'],
    ['/api/api_alfa_get_profilo/%41Q' + 'x'.repeat(88)],
    ['/%61pi/health'],
  ])('refuses %s with 400 non-canonical-path, guarded', async (url) => {
    const response = await get(url.replace('LINK', t.crypto('alfa-2026-0001')));
    expectProblem(response, 400, 'non-canonical-path');
    expect(response.body).not.toMatch(/alfa-2026-0001|Codice fiscale|token/);
    expectGuarded(response);
  });

  it('still opens a path whose percent-encodings stand for reserved characters', async () => {
    const response = await get(`/api/bollettainterattiva/document/${forged}%3A`);
    expectProblem(response, 404);
    expectGuarded(response);
  });

  it('guards a 404 of a path that decodes under /api/ and is no route', async () => {
    const response = await get('/api/%C3%A8');
    expectProblem(response, 404, 'no-such-route');
    expectGuarded(response);
  });

  it('counts an encoded path against the address, and guards the 429', async () => {
    const address = '198.51.100.200';
    const link = t.crypto('alfa-2026-0001');
    for (let i = 0; i < 5; i++) {
      expect((await get(`/%61pi/bollettainterattiva/document/${link}`, address)).statusCode).toBe(
        400,
      );
    }
    const limited = await get(`/api/bollettainterattiva/document/${link}`, address);
    expectProblem(limited, 429, 'rate-limited');
    expectGuarded(limited);
  });
});

describe.each(databaseKinds)('no-store on the login pages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it('on the login page, the failed-login page and the provider’s error page', async () => {
    const b = browser(t.app, ALFA);
    const start = await startLogin(b);
    const page = await b.go('GET', start.loginPath);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');

    const fiscalCode = 'RSSMRA80A01H501U';
    const failed = await b.go('POST', start.loginPath, { username: fiscalCode, password: 'no' });
    expect(failed.status).toBe(401);
    expect(failed.body).toContain(fiscalCode);
    expect(failed.headers['cache-control']).toBe('no-store');

    const stale = await browser(t.app, ALFA).go('GET', start.loginPath);
    expect(stale.status).toBe(400);
    expect(stale.headers['cache-control']).toBe('no-store');
  });
});

describe('source maps (decision 392)', () => {
  const portal = mkdtempSync(path.join(tmpdir(), 'quadro-portal-'));
  mkdirSync(path.join(portal, 'assets'));
  writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>quadro</title>');
  writeFileSync(path.join(portal, 'assets', 'page-abc.js'), 'export {};\n');
  writeFileSync(path.join(portal, 'assets', 'page-abc.js.map'), '{"version":3}');
  writeFileSync(path.join(portal, 'assets', 'page-abc.js.map.gz'), 'x');
  afterAll(() => {
    rmSync(portal, { recursive: true, force: true });
  });

  const fetchAll = async (t: TestApp) => {
    const get = (url: string) => t.app.inject({ url, headers: { host: ALFA } });
    return {
      script: (await get('/assets/page-abc.js')).statusCode,
      map: (await get('/assets/page-abc.js.map')).statusCode,
      gzipped: (await get('/assets/page-abc.js.map.gz')).statusCode,
    };
  };

  it('are not served in a production configuration', async () => {
    const t = await openTestApp('pglite', { distDir: portal, seed: false });
    try {
      expect(await fetchAll(t)).toEqual({ script: 200, map: 404, gzipped: 404 });
    } finally {
      await t.close();
    }
  });

  it('are served with the sandboxes on (a demo)', async () => {
    const t = await openTestApp('pglite', { distDir: portal, seed: false, sandboxes: true });
    try {
      expect((await fetchAll(t)).map).toBe(200);
    } finally {
      await t.close();
    }
  });
});
