import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importCommand } from '../../server/cli/commands.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { qrCodesOnFirstPage } from '../../server/pdf/qrCodes.testing.ts';
import { config, databaseKinds, fixturesDir, freshStorage, testKeys } from './harness.ts';

/**
 * Issue 28, ADR 0046: a bill imported with `quadro import` (the real command, its own runtime)
 * has a tagged PDF whose first page carries the host's logo and the bill's link as a QR code; decoded by an outside decoder
 * (zbarimg) from the PDF the customer downloads, the link opens that bill on the server.
 */
const run = promisify(execFile);
const drawn = 'alfa-2026-0002';
const ownPdf = 'alfa-2026-0001';

describe.each(databaseKinds)('the link on an imported bill’s PDF (%s)', (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-pdf-link-'));
  const printed = new Map<string, string>();
  let runtime: Runtime;
  let app: FastifyInstance;

  beforeAll(async () => {
    // PGlite in a folder (the command and the server are two runtimes); PostgreSQL fresh.
    const storage = await freshStorage(kind, path.join(folder, 'pglite'));
    const files = [drawn, ownPdf].map((id) => path.join(fixturesDir, `${id}.json`));
    const code = await importCommand({ ...config, ...storage }, files, (line) => {
      const [id = '', link = ''] = line.split(/\s+/);
      printed.set(id, link);
    });
    expect(code).toBe(0);
    runtime = await openRuntime({ ...config, ...storage });
    app = await buildApp({ ...runtime, env: testKeys });
  });
  afterAll(async () => {
    await app.close();
    await runtime.db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The bill a link opens, asked on the link's own host as a browser would. */
  const open = async (link: string) => {
    const url = new URL(link);
    const id = url.searchParams.get('id') ?? '';
    const response = await app.inject({
      url: `/api/bollettainterattiva/document/${encodeURIComponent(id)}`,
      headers: { host: url.host },
    });
    return { url, response };
  };

  /** The PDF as the customer downloads it from the bill's page. */
  const downloaded = async (link: string): Promise<Buffer> => {
    const { url, response } = await open(link);
    const { detail } = response.json<{ detail: string }>();
    const pdf = await app.inject({ url: `/api/media/${detail}`, headers: { host: url.host } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    return pdf.rawPayload;
  };

  it('prints on the first page a QR code of the link the command printed, which opens the bill', async () => {
    const link = printed.get(drawn) ?? '';
    expect(link).toMatch(/^http:\/\/[^/]+\/bollettainterattiva\?id=/);
    const pdf = await downloaded(link);
    const file = path.join(folder, `${kind}-tagged.pdf`);
    writeFileSync(file, pdf);
    const decoded = await qrCodesOnFirstPage(file);
    expect(decoded).toEqual([link]);
    // Tagged, under the host's logo read by its alternative text.
    const tree = (await run('pdfinfo', ['-struct-text', file])).stdout;
    expect(tree).toContain('Figure "Logo di Alfa Energia":');
    expect(tree).toContain(`"${link}"`);

    const [only = ''] = decoded;
    const { url, response } = await open(only);
    expect(url.pathname).toBe('/bollettainterattiva');
    expect(response.statusCode).toBe(200);
    const bundle = JSON.parse(readFileSync(path.join(fixturesDir, `${drawn}.json`), 'utf8')) as {
      document: { document_number: string };
    };
    expect(response.json<{ document_number: unknown }>().document_number).toBe(
      bundle.document.document_number,
    );
  });

  it('stores a bundle’s own PDF as the supplier made it, with no link added', async () => {
    const pdf = await downloaded(printed.get(ownPdf) ?? '');
    expect(pdf.equals(readFileSync(path.join(fixturesDir, `${ownPdf}.pdf`)))).toBe(true);
  });
});
