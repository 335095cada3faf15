// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodesOnFirstPage } from './qrCodes.testing.ts';
import { readConfig } from '../config.ts';
import { loadHosts } from '../hosts/hosts.ts';
import { renderBillPdf } from './billPdf.ts';
import { LINK_DESCRIPTION, LINK_HEADING, QR_ALT, QR_TITLE } from './link.ts';
import { hostPdfLogo } from './logo.ts';

/**
 * The bill PDF read back by outside readers (ADR 0046): poppler's pdfinfo for the tagging and
 * the structure tree, poppler's pdftoppm and zbar's zbarimg for the QR code, as a screen reader
 * and a phone's camera would meet them.
 */
const run = promisify(execFile);

const bill = {
  document_number: '2026/000123',
  document_date: '2026-03-05',
  document_type: 'Fattura',
  document_payment_debt: 1234.5,
  document_payment_expiry: '2026-03-25',
  holder_name: 'Maria Rossi',
  fatt_interattiva_data: {
    sintesi_importi: {
      tabella_importi: { materia: 98.1, trasporto: 41.27 },
      tabella_iva: [{ aliquota_iva: 10, imponibile: 150.5, importo: 15.05 }],
    },
  },
};

/** As long as a real one: an origin, the route and a sealed id of 150 base64url characters. */
const link = `http://bolletta.alfa-energia.test:4173/bollettainterattiva?id=AQ${'x_-9'.repeat(37)}`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quadro-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function write(pdf: Uint8Array, name: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, pdf);
  return file;
}

async function pdfinfo(file: string, ...args: string[]): Promise<string> {
  return (await run('pdfinfo', [...args, file])).stdout;
}

/** The lines of `pdfinfo -struct-text`, without their indentation. */
async function structure(file: string): Promise<string[]> {
  return (await pdfinfo(file, '-struct-text')).split('\n').map((line) => line.trim());
}

/** The index of each expected line, searched in order after the previous one; -1 if missing. */
function inOrder(lines: readonly string[], expected: readonly string[]): number[] {
  let from = 0;
  return expected.map((want) => {
    const at = lines.indexOf(want, from);
    if (at !== -1) from = at + 1;
    return at;
  });
}

describe('the tagged bill PDF', () => {
  it('is tagged, in PDF 1.7, titled and in Italian', async () => {
    const pdf = await renderBillPdf(bill, { link, compress: false });
    const info = await pdfinfo(await write(pdf, 'info.pdf'));
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Title:\s+Bolletta 2026\/000123$/m);
    // pdfinfo lists neither the catalogue's language nor the viewer preferences.
    const source = Buffer.from(pdf).toString('latin1');
    expect(source).toMatch(/\/Lang \(it-IT\)/);
    expect(source).toMatch(/\/DisplayDocTitle true/);
  });

  it('reads in order: title, holder, amount, the link and its QR code, then the tables', async () => {
    const file = await write(await renderBillPdf(bill, { link }), 'order.pdf');
    const lines = await structure(file);
    const expected = [
      'Document',
      'H1 (block)',
      '"Bolletta"',
      '"Fattura n. 2026/000123 del 05/03/2026"',
      '"INTESTATARIO"',
      '"Maria Rossi"',
      '"TOTALE DA PAGARE"',
      '"1.234,50 €"',
      '"Scadenza 25/03/2026"',
      'H2 (block)',
      `"${LINK_HEADING}"`,
      'Link (inline)',
      `"${link}"`,
      `Figure "${QR_TITLE}":`,
      '"Sintesi degli importi"',
      'Table (block)',
      'TR',
      'TH:',
      '/Scope /Column',
      '"VOCE"',
      '"IMPORTO"',
      'TD',
      '"Materia"',
      '"98,10 €"',
      'TH:',
      '/Scope /Row',
      '"Totale da pagare"',
      '"Riepilogo IVA"',
      '"ALIQUOTA IVA"',
      '"10%"',
    ];
    expect(inOrder(lines, expected)).not.toContain(-1);
    // Footers and decoration are artifacts: no page number in the tree.
    expect(lines.join('\n')).not.toMatch(/Pagina 1 di 1|Documento generato/);
  });

  it('gives the QR code its alternative text and the link its annotation in the tree', async () => {
    const pdf = await renderBillPdf(bill, { link, compress: false });
    const source = Buffer.from(pdf).toString('latin1');
    // pdfinfo 22 prints a figure's title, not its Alt: read it from the Figure element itself.
    expect(source).toMatch(
      new RegExp(`/S /Figure\\n[^>]*/Alt \\(${QR_ALT.replace(/[.()]/g, '\\$&')}\\)`),
    );
    expect(source).toContain(`/URI (${link})`);
    expect(source).toContain(`/Contents (${LINK_DESCRIPTION})`);
    const lines = await structure(await write(pdf, 'annotation.pdf'));
    const at = lines.indexOf('Link (inline)');
    expect(lines[at + 2]).toMatch(/^Object \d+ 0$/);
  });

  it('prints a QR code on the first page that decodes to exactly the link', async () => {
    const file = await write(await renderBillPdf(bill, { link }), 'qr.pdf');
    expect(await qrCodesOnFirstPage(file)).toEqual([link]);
  });

  it('keeps the link on the first page when the tables fill two pages', async () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`voce ${i}`, i]));
    const long = { ...bill, fatt_interattiva_data: { sintesi_importi: { tabella_importi: many } } };
    const file = await write(await renderBillPdf(long, { link }), 'long.pdf');
    expect(await pdfinfo(file)).toMatch(/^Pages:\s+2$/m);
    expect(await qrCodesOnFirstPage(file)).toEqual([link]);
    // The header repeated on page 2 is an artifact: the table has one header row.
    expect((await structure(file)).filter((line) => line === '"VOCE"')).toHaveLength(1);
  });

  it('draws every mark inside marked content: a structure element or an artifact', async () => {
    const pdf = await renderBillPdf(bill, { link, compress: false });
    const source = Buffer.from(pdf).toString('latin1');
    const streams = [...source.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => m[1] ?? '');
    const outside: string[] = [];
    for (const stream of streams.filter((s) => s.includes(' Tf'))) {
      let depth = 0;
      for (const line of stream.split('\n')) {
        if (/\b(BDC|BMC)$/.test(line)) depth += 1;
        else if (line === 'EMC') depth -= 1;
        else if (/(^| )(TJ|Tj|f|f\*|S|s|B|b)$/.test(line) && depth === 0) outside.push(line);
      }
      expect(depth).toBe(0);
    }
    expect(outside).toEqual([]);
  });

  it('draws the supplier’s logo first, as a figure with its alternative text', async () => {
    const config = readConfig({});
    const alfa = loadHosts(config.hostsDir, config.cataloguesDir).bySupplier('alfa');
    const logo = hostPdfLogo(alfa);
    expect(logo?.alt).toBe('Logo di Alfa Energia');
    const pdf = await renderBillPdf(bill, { link, logo, compress: false });
    const lines = await structure(await write(pdf, 'logo.pdf'));
    expect(inOrder(lines, ['Document', 'Figure "Logo di Alfa Energia":', 'H1 (block)'])).toEqual([
      0, 1, 5,
    ]);
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Alt \(Logo di Alfa Energia\)/);
    expect(hostPdfLogo(alfa && { ...alfa, chain: [dir] })).toBeUndefined();
  });

  it('has no link block without a link, and refuses a link that is not http(s)', async () => {
    const lines = await structure(await write(await renderBillPdf(bill), 'none.pdf'));
    expect(lines).not.toContain(`"${LINK_HEADING}"`);
    for (const bad of ['javascript:alert(1)', '/bollettainterattiva?id=x', 'http://a b', '']) {
      await expect(renderBillPdf(bill, { link: bad })).rejects.toThrow(/http\(s\) URL/);
    }
  });
});
