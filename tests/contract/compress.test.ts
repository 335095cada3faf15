import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALFA, hostFor, openTestApp, type TestApp } from './harness.ts';

/**
 * Decision 175: JSON answers of 1 KB or more go out Brotli- or gzip-compressed as asked;
 * PDFs, small answers and the portal's precompressed files are left as they were. The
 * database plays no part here, so one kind is enough.
 */
describe('compressed answers (decision 175)', () => {
  let t: TestApp;
  const portal = mkdtempSync(path.join(tmpdir(), 'quadro-portal-'));
  const script = Buffer.from(`export const page = ${JSON.stringify('x'.repeat(4000))};\n`);
  const scriptBr = brotliCompressSync(script);
  mkdirSync(path.join(portal, 'assets'));
  writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>quadro</title>');
  writeFileSync(path.join(portal, 'assets', 'page-abc.js'), script);
  writeFileSync(path.join(portal, 'assets', 'page-abc.js.br'), scriptBr);
  beforeAll(async () => {
    t = await openTestApp('pglite', { distDir: portal });
  });
  afterAll(async () => {
    await t.close();
    rmSync(portal, { recursive: true, force: true });
  });
  const get = (url: string, host: string, encoding?: string) =>
    t.app.inject({
      url,
      headers: { host, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
    });
  const documentUrl = (id: string) => `/api/bollettainterattiva/document/${t.crypto(id)}`;

  it('sends the bill document in Brotli when asked, decoding to the same JSON', async () => {
    const id = 'alfa-2026-0001';
    const plain = await get(documentUrl(id), hostFor(id));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await get(documentUrl(id), hostFor(id), 'br, gzip;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const decoded = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as {
      detail: string;
    };
    // `detail`, the PDF's sealed reference, is sealed afresh for every answer.
    expect({ ...decoded, detail: 'sealed' }).toEqual({
      ...plain.json<{ detail: string }>(),
      detail: 'sealed',
    });
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const id = 'alfa-2026-0002';
    const response = await get(documentUrl(id), hostFor(id), 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    const decoded: unknown = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(decoded).toMatchObject({ document_number: expect.any(String) as unknown });
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await get('/api/locales/list', ALFA, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(['it', 'en', 'de', 'zh-CN']);
  });

  it('sends a PDF as its bytes, never compressed again', async () => {
    const id = 'alfa-2026-0001';
    const { detail } = (await get(documentUrl(id), hostFor(id))).json<{ detail: string }>();
    const response = await get(`/api/media/${detail}`, hostFor(id), 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(readFileSync('fixtures/alfa-2026-0001.pdf'))).toBe(true);
  });

  it("sends the portal's scripts from their build-time copies, compressed once", async () => {
    const response = await get('/assets/page-abc.js', ALFA, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(scriptBr)).toBe(true);
    const plain = await get('/assets/page-abc.js', ALFA);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });
});
