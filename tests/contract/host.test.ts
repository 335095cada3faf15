import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  type TestApp,
} from './harness.ts';

/**
 * What a page reads of its host before anything else (spec §7 "Also: GET of a per-host settings
 * file … and a per-host static locale messages file", /api/locales/list, /api/social, /api/footer),
 * which host answers (decision 41), and the headers every answer carries.
 */
const hosts = [
  { name: ALFA, alias: 'localhost', supplier: 'alfa', locales: ['it', 'en', 'de', 'zh-CN'] },
  { name: BETA, alias: '127.0.0.1', supplier: 'beta', locales: ['it'] },
];

const serverJson = (host: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join('hosts', host, 'server.json'), 'utf8')) as Record<
    string,
    unknown
  >;

describe.each(databaseKinds)('a host (%s)', (kind) => {
  let t: TestApp;
  const portal = mkdtempSync(path.join(tmpdir(), 'quadro-portal-'));
  writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>quadro</title>');
  beforeAll(async () => {
    t = await openTestApp(kind, { distDir: portal });
  });
  afterAll(async () => {
    await t.close();
    rmSync(portal, { recursive: true, force: true });
  });
  const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

  describe.each(hosts)('$name', ({ name, alias, supplier, locales }) => {
    it('serves its settings as /hostsettings.json, by name or alias (§7, decision 41)', async () => {
      for (const host of [name, alias, `${name.toUpperCase()}:4173`]) {
        const response = await get('/hostsettings.json', host);
        expect(response.statusCode).toBe(200);
        const settings = response.json<{ supplier: string; locales: string[] }>();
        expectSchema('host-settings.schema.json', settings);
        expect(settings.supplier).toBe(supplier);
        expect(settings.locales).toEqual(locales);
      }
    });

    it('tags its settings and texts, and answers 304 when the page has them (ADR 0035)', async () => {
      for (const path of ['/hostsettings.json', `/locales/${locales[0] ?? 'it'}.json`]) {
        const first = await get(path, name);
        const etag = first.headers.etag;
        expect(etag).toMatch(/^"[\w-]{27}"$/);
        expect(first.headers['cache-control']).toBe('no-cache');
        const again = await t.app.inject({
          method: 'GET',
          url: path,
          headers: { host: name, 'if-none-match': String(etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
    });

    it('lists its locales at /api/locales/list (§7)', async () => {
      const response = await get('/api/locales/list', name);
      expect(response.statusCode).toBe(200);
      expectSchema('locales-list.schema.json', response.json());
      expect(response.json()).toEqual(locales);
    });

    it.each(locales)('serves the merged %s catalogue (decision 43)', async (locale) => {
      const response = await get(`/locales/${locale}.json`, name);
      expect(response.statusCode).toBe(200);
      const catalogue = response.json<{ host?: { name?: string } }>();
      expectSchema('locale-catalogue.schema.json', catalogue);
      const base = JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')) as object;
      expect(Object.keys(catalogue)).toEqual(expect.arrayContaining(Object.keys(base)));
      expect(typeof catalogue.host?.name).toBe('string');
    });

    it('answers 404 for a locale it does not offer', async () => {
      expectProblem(await get('/locales/fr.json', name), 404, 'unknown-locale');
      if (locales.length === 1) expectProblem(await get('/locales/en.json', name), 404);
    });

    it('answers its social links and footer (§3 "Social data")', async () => {
      const social = await get('/api/social', name);
      expect(social.statusCode).toBe(200);
      expect(social.json()).toMatchObject({ social_link_presence: expect.any(Number) as number });
      const footer = await get('/api/footer', name);
      expect(footer.statusCode).toBe(200);
      expect(footer.json()).toMatchObject({ lines: expect.any(Array) as unknown[] });
    });

    it('serves its own logo beside /hostsettings.json (host-settings theme.logo)', async () => {
      const response = await t.app.inject({ url: '/logo.svg', headers: { host: alias } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toBe(readFileSync(path.join('hosts', name, 'logo.svg'), 'utf8'));
    });

    it('never serves its private server.json, in any form (decision 41)', async () => {
      const settings = (await get('/hostsettings.json', name)).body;
      for (const secret of ['sandboxDefault', 'macKey', 'hmacKey', 'aliases', '"env"']) {
        expect(settings).not.toContain(secret);
      }
      for (const provider of Object.values(
        (serverJson(name)['payments'] ?? {}) as Record<string, Record<string, unknown>>,
      )) {
        for (const value of Object.values(provider)) {
          const key = (value as { sandboxDefault?: string }).sandboxDefault;
          if (key !== undefined) expect(settings).not.toContain(key);
        }
      }
      for (const url of [
        '/server.json',
        `/hosts/${name}/server.json`,
        `/hosts/${name}/hostsettings.json`,
        '/../hosts/server.json',
        '/%2e%2e/server.json',
        `/${name}/server.json`,
      ]) {
        const response = await get(url, name);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('sandbox');
      }
      // A path without an extension is a page of the portal (history mode), never a listing.
      const folder = await get('/hosts/', name);
      expect(folder.body).toBe(readFileSync(path.join(portal, 'index.html'), 'utf8'));
    });
  });

  it('lets the default host (alfa) answer an unknown or missing Host header (decision 41)', async () => {
    for (const host of ['evil.example', 'bolletta.alfa-energia.test.evil.example', '']) {
      const response = await get('/hostsettings.json', host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json<{ supplier: string }>().supplier).toBe('alfa');
    }
  });

  describe('security headers (CSP, nosniff, no-referrer)', () => {
    const answers = [
      ['a page', '/bollettainterattiva?id=x', /text\/html/],
      ['an API answer', '/api/locales/list', /application\/json/],
      ['a problem', '/api/no-such-call', /application\/json/],
    ] as const;

    it.each(answers)('are on %s', async (_what, url, type) => {
      const response = await get(url, ALFA);
      expect(response.headers['content-type']).toMatch(type);
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });
  });
});
