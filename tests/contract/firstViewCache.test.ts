import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle } from '../../server/bundles.ts';
import { markPaid } from '../../server/payments/store.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import {
  ALFA,
  BETA,
  bundles,
  config,
  fixturesDir,
  freshStorage,
  linkSealer,
  testKeys,
  type DatabaseKind,
} from './harness.ts';
import { startRenderer, type Renderer } from './firstViewRenderer.ts';

/**
 * Issue 31: the bill's first view rendered on the server is kept in the process's memory
 * (server/cache/firstViewCache.ts, ADR 0056). A view from the cache is the page an uncached
 * render gives for the same request, apart from what every render seals afresh (decision 578);
 * a payment marked by this process or another on the same database drops it; it never crosses
 * hosts, suppliers or links; a link that does not open never fills or reads it.
 *
 * The renderer is the page's own (src/ssr/entry.tsx, loaded by Vite: ./firstViewRenderer.ts).
 */
let renderer: Renderer;
beforeAll(async () => {
  renderer = await startRenderer();
}, 120_000);
afterAll(() => renderer.close());

interface Opened {
  runtime: Runtime;
  /** Answers from the first-view cache. */
  cached: FastifyInstance;
  /** The same database and keys, the cache off: every page is an uncached render. */
  plain: FastifyInstance;
  clock: { now: Date };
  link(documentId: string, days?: number): string;
  close(): Promise<void>;
}

async function open(kind: DatabaseKind, databaseUrl?: string): Promise<Opened> {
  const storage =
    databaseUrl === undefined
      ? await freshStorage(kind)
      : { databaseUrl, dataDir: 'memory://', linkKeys: undefined };
  const runtime = await openRuntime({ ...config, ...storage });
  if (databaseUrl === undefined) {
    for (const bundle of bundles)
      await importBundle(runtime.db, bundle, fixturesDir, runtime.blobs);
  }
  const clock = { now: new Date() };
  const app = (firstViewCache: boolean) =>
    buildApp({
      ...runtime,
      distDir: renderer.distDir,
      templatesDir: config.templatesDir,
      env: testKeys,
      now: () => clock.now,
      firstViewCache,
    });
  const cached = await app(true);
  const plain = await app(false);
  return {
    runtime,
    cached,
    plain,
    clock,
    link: linkSealer(runtime, clock),
    async close() {
      await cached.close();
      await plain.close();
      await runtime.db.close();
    },
  };
}

interface Asked {
  host?: string;
  userAgent?: string;
  cookie?: string;
  query?: string;
}

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

async function page(app: FastifyInstance, link: string, asked: Asked = {}): Promise<string> {
  const answer = await app.inject({
    url: `/bollettainterattiva?id=${link}${asked.query ?? ''}`,
    headers: {
      host: asked.host ?? ALFA,
      accept: 'text/html',
      'user-agent': asked.userAgent ?? desktop,
      ...(asked.cookie === undefined ? {} : { cookie: asked.cookie }),
    },
  });
  expect(answer.headers['cache-control']).toMatch(/no-store|no-cache/);
  return answer.body;
}

const rendered = (html: string) => html.includes('id="quadro-state"');
const intlTexts = (html: string) => {
  const state = /<script type="application\/json" id="quadro-state">([^<]*)<\/script>/.exec(html);
  return (JSON.parse(state?.[1] ?? '{}') as { intl?: Record<string, string> }).intl ?? {};
};
const paymentStatus = (html: string) => /"document_payment_status":(\d+)/.exec(html)?.[1];

/**
 * What every render seals afresh (decision 578): the session token of public access and the
 * PDF's media reference, the same bill and end sealed with a new random IV each time.
 */
const sealedAfresh = (html: string) =>
  html
    .replace(/"token":"[^"]+"/g, '"token":"<sealed>"')
    .replace(/"detail":"[^"]+"/g, '"detail":"<sealed>"');

describe('the first-view cache (pglite)', () => {
  let t: Opened;
  beforeAll(async () => {
    t = await open('pglite');
    // The first render loads the lazy parts of the page through Vite: until then a render may
    // pass the page's time limit and the undrawn page goes out.
    await vi.waitFor(
      async () => {
        expect(rendered(await page(t.plain, t.link('alfa-2026-0002')))).toBe(true);
      },
      { timeout: 60_000, interval: 100 },
    );
  }, 120_000);
  afterAll(() => t.close());

  it('serves again, without a render, the page an uncached render gives, per device, language and consent', async () => {
    const link = t.link('alfa-2026-0001');
    const consent = `quadro_consent=rejected.${new Date(Date.now() - 86_400_000).toISOString()}`;
    const variants: Asked[] = [
      {},
      { userAgent: phone },
      { cookie: 'quadro_lang=en' },
      { query: '&lang=de' },
      { cookie: consent },
    ];
    const seen = new Set<string>();
    for (const asked of variants) {
      const first = await page(t.cached, link, asked);
      expect(rendered(first)).toBe(true);
      const renders = renderer.renders();
      const again = await page(t.cached, link, asked);
      // From the cache: not rendered again, and the same bytes.
      expect(renderer.renders()).toBe(renders);
      expect(again).toBe(first);
      // What an uncached render gives now, for the same request.
      expect(sealedAfresh(again)).toBe(sealedAfresh(await page(t.plain, link, asked)));
      seen.add(sealedAfresh(again));
    }
    // Each variant is a first view of its own.
    expect(seen.size).toBe(variants.length);
  });

  it('sends a cached view compressed as the browser asks, the same page once decoded', async () => {
    const link = t.link('alfa-2026-0001');
    const asked = (acceptEncoding?: string) =>
      t.cached.inject({
        url: `/bollettainterattiva?id=${link}`,
        headers: {
          host: ALFA,
          accept: 'text/html',
          'user-agent': phone,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });
    const plain = (await asked()).body;
    expect(rendered(plain)).toBe(true);
    const renders = renderer.renders();
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
      { acceptEncoding: '*', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { acceptEncoding, encoding, decode } of cases) {
      // The first hit compresses the view, the next ones send the bytes kept with it.
      for (let hit = 0; hit < 2; hit += 1) {
        const answer = await asked(acceptEncoding);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['vary']).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(decode(answer.rawPayload).toString('utf8')).toBe(plain);
      }
    }
    // Not one of them was a render.
    expect(renderer.renders()).toBe(renders);
    expect((await asked('identity')).body).toBe(plain);
  });

  it('writes the texts Intl made for each page in its own state, renders at once included', async () => {
    // ADR 0061: the page learns them for its hydration. Renders of several requests interleave
    // at their awaits; each keeps to its own texts.
    const asked: [string, Asked][] = [
      [t.link('alfa-2026-0001'), {}],
      [t.link('alfa-2026-0002'), { userAgent: phone }],
      [t.link('beta-2026-0006'), { host: BETA }],
    ];
    const alone: Record<string, string>[] = [];
    for (const [link, how] of asked) alone.push(intlTexts(await page(t.plain, link, how)));
    // The debt of alfa-2026-0001 (109,73 €) as its payment card shows it.
    expect(alone[0]).toMatchObject({ 'it-IT|2|109.73': '109,73' });
    expect(new Set(alone.map((texts) => JSON.stringify(texts))).size).toBe(asked.length);
    for (let round = 0; round < 3; round++) {
      const together = await Promise.all(asked.map(([link, how]) => page(t.plain, link, how)));
      expect(together.map(intlTexts)).toEqual(alone);
    }
  });

  it('shows the bill paid once a payment is marked, then caches the paid view', async () => {
    const link = t.link('alfa-2026-0001');
    expect(paymentStatus(await page(t.cached, link))).toBe('1');
    const renders = renderer.renders();
    expect(paymentStatus(await page(t.cached, link))).toBe('1');
    expect(renderer.renders()).toBe(renders);
    // As the payment routes mark it: the trigger's notification reaches the caches.
    await t.runtime.db.transaction((tx) =>
      markPaid(tx, {
        documentId: 'alfa-2026-0001',
        provider: 'nexi',
        code: 'VIEW1',
        amountCents: 1,
      }),
    );
    await expect.poll(async () => paymentStatus(await page(t.cached, link))).toBe('4');
    expect(sealedAfresh(await page(t.cached, link))).toBe(sealedAfresh(await page(t.plain, link)));
  });

  it("never serves one link's view for another link, customer or supplier", async () => {
    const alfa = t.link('alfa-2026-0001');
    const other = t.link('alfa-2026-0002');
    const filled = await page(t.cached, alfa);
    expect(rendered(filled)).toBe(true);
    // Another customer's bill is its own view.
    const second = await page(t.cached, other);
    expect(second).not.toBe(filled);
    expect(sealedAfresh(second)).toBe(sealedAfresh(await page(t.plain, other)));
    // The Alfa link asked on Beta's host is refused there as ever: the undrawn page.
    const elsewhere = await page(t.cached, alfa, { host: BETA });
    expect(rendered(elsewhere)).toBe(false);
    expect(elsewhere).toBe(await page(t.plain, alfa, { host: BETA }));
    // Beta's own bill on Beta's host is Beta's.
    const beta = await page(t.cached, t.link('beta-2026-0006'), { host: BETA });
    expect(rendered(beta)).toBe(true);
    expect(beta).toContain('beta');
  });

  it('never fills or reads a view for a link that does not open', async () => {
    const link = t.link('alfa-2026-0004', 1);
    expect(rendered(await page(t.cached, link))).toBe(true);
    // A forged id (one character changed) is refused each time, rendered each time.
    const forged = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 2; i++) {
      const renders = renderer.renders();
      expect(rendered(await page(t.cached, forged))).toBe(false);
      expect(renderer.renders()).toBe(renders + 1);
    }
    // The cached link, once expired, is refused as an expired link is: no view from the cache.
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 2 * 86_400_000);
    try {
      expect(rendered(await page(t.cached, link))).toBe(false);
    } finally {
      t.clock.now = now;
    }
  });
});

describe('the first-view cache with two processes on one PostgreSQL database', () => {
  it('drops a view when the other process marks the bill paid', async () => {
    const a = await open('postgres');
    const b = await open('postgres', a.runtime.db.location);
    try {
      const link = a.link('beta-2026-0006');
      await expect
        .poll(async () => paymentStatus(await page(a.cached, link, { host: BETA })), {
          timeout: 60_000,
        })
        .toBe('1');
      const renders = renderer.renders();
      expect(paymentStatus(await page(a.cached, link, { host: BETA }))).toBe('1');
      expect(renderer.renders()).toBe(renders);
      await b.runtime.db.transaction((tx) =>
        markPaid(tx, {
          documentId: 'beta-2026-0006',
          provider: 'worldline',
          code: 'VIEW2',
          amountCents: 1,
        }),
      );
      await expect
        .poll(async () => paymentStatus(await page(a.cached, link, { host: BETA })))
        .toBe('4');
    } finally {
      await b.close();
      await a.close();
    }
  }, 120_000);
});
