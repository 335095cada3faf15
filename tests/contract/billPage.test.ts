import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENDERS_AT_ONCE } from '../../server/http/renderGate.ts';
import { ALFA, databaseKinds, expectProblem, openTestApp, type TestApp } from './harness.ts';

/**
 * Issue 27, item 6: the bill page drawn on the server (GET /bollettainterattiva, ADR 0019) is
 * limited like the API, with its own per-address budget (`pagesPerMinutePerAddress`), and a
 * render past the few a process draws at once is refused at once, 503 `busy` with Retry-After,
 * rather than queued for the only thread.
 *
 * The build's renderer is stood in for by one written here (dist-ssr/entry.js beside the
 * portal, where the server looks for it): it holds each render until the test lets it go, so
 * "the gate is full" is a state the test makes, not a race.
 */
const root = mkdtempSync(path.join(tmpdir(), 'quadro-page-'));
const portal = path.join(root, 'dist');
mkdirSync(portal);
mkdirSync(path.join(root, 'dist-ssr'));
writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>quadro</title>');
writeFileSync(
  path.join(root, 'dist-ssr', 'entry.js'),
  `export async function renderFirstPaint() {
    const held = globalThis.quadroHeldRenders;
    if (held) await new Promise((release) => held.push(release));
    return '<!doctype html><title>rendered</title>';
  }\n`,
);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const scope = globalThis as { quadroHeldRenders?: (() => void)[] };

describe.each(databaseKinds)('the bill page drawn on the server (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { distDir: portal, limits: { pagesPerMinutePerAddress: 3 } });
  });
  afterAll(() => t.close());

  const page = (remoteAddress: string, accept = 'text/html,*/*;q=0.8') =>
    t.app.inject({
      url: `/bollettainterattiva?id=${t.crypto('alfa-2026-0001')}`,
      headers: { host: ALFA, accept },
      remoteAddress,
    });

  it('takes pagesPerMinutePerAddress pages from one address, then 429 and the undrawn page', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await page('203.0.113.40');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>rendered</title>');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // A client other than a browser is told why, in the problem shape.
    const limited = expectProblem(
      await page('203.0.113.40', 'application/json'),
      429,
      'rate-limited',
    );
    expect(limited.message).toMatch(/retry in \d+ seconds/);
    // A browser (many customers may share one address) gets the undrawn page, which draws the
    // bill itself through the API, with the same refusal and no drawing.
    const browser = await page('203.0.113.40');
    expect(browser.statusCode).toBe(429);
    expect(Number(browser.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.body).toBe('<!doctype html><title>quadro</title>');
    // The API's reads are another budget, and another address has its own pages.
    const document = await t.app.inject({
      url: `/api/bollettainterattiva/document/${t.crypto('alfa-2026-0001')}`,
      headers: { host: ALFA },
      remoteAddress: '203.0.113.40',
    });
    expect(document.statusCode).toBe(200);
    expect((await page('203.0.113.41')).statusCode).toBe(200);
  });

  it(`draws ${RENDERS_AT_ONCE} bills at once and refuses one more at once, 503 busy`, async () => {
    const held: (() => void)[] = [];
    scope.quadroHeldRenders = held;
    try {
      const running = Array.from({ length: RENDERS_AT_ONCE }, (_, i) => page(`198.18.1.${i + 1}`));
      await vi.waitFor(() => {
        expect(held).toHaveLength(RENDERS_AT_ONCE);
      });
      const refused = await page('198.18.1.100', 'application/json');
      expectProblem(refused, 503, 'busy');
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['cache-control']).toBe('no-store');
      // A browser gets the undrawn page, which draws the bill itself, with the same refusal.
      const browser = await page('198.18.1.102');
      expect(browser.statusCode).toBe(503);
      expect(browser.headers['retry-after']).toBe('1');
      expect(browser.headers['content-type']).toMatch(/^text\/html/);
      expect(browser.body).toBe('<!doctype html><title>quadro</title>');
      expect(held).toHaveLength(RENDERS_AT_ONCE);
      // The rest of the server answers meanwhile.
      expect((await t.app.inject({ url: '/api/health', headers: { host: ALFA } })).statusCode).toBe(
        200,
      );
      for (const release of held) release();
      for (const answer of await Promise.all(running)) expect(answer.statusCode).toBe(200);
    } finally {
      delete scope.quadroHeldRenders;
    }
    // Their places are free again.
    const after = await page('198.18.1.101');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>rendered</title>');
  });
});
