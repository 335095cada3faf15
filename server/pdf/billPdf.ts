/**
 * A printable A4 copy of a bill, drawn from the bill document (spec §3) with pdfkit's built-in
 * Helvetica: no font files, no network. The document is untrusted: a missing field or one of the
 * wrong type leaves its part out (decision 2) and never throws.
 *
 * The output is deterministic: the same document and `now` give the same bytes. pdfkit derives
 * the file /ID from the info dictionary (an MD5 of it, not random), so fixing CreationDate is
 * enough; the default date is the bill's own document_date.
 */
import PDFDocument from 'pdfkit';
import { parseBillDate } from '../../src/domain/dates.ts';
import { COLOR, CONTENT_WIDTH, PAGE, font } from './layout.ts';
import { pdfSafe, record, type Data } from './read.ts';
import { dataText } from '../../src/domain/flags.ts';
import { amounts, header, summary, supplies, title, vat } from './sections.ts';
import type { Pen } from './layout.ts';

export interface BillPdfOptions {
  /** CreationDate of the PDF; defaults to document_date (midnight UTC), else the epoch. */
  now?: Date;
  /** Deflate the content streams (default true); tests turn it off to read the text. */
  compress?: boolean;
  /** Told when a section failed to draw; the section is left out and the PDF still renders. */
  onSectionError?: (section: string, error: unknown) => void;
}

export const FOOTER_TEXT = 'Documento generato dal server di riferimento quadro';

const sections = { header, summary, supplies, amounts, vat } as const;

function creationDate(data: Data, now: Date | undefined): Date {
  if (now instanceof Date && !Number.isNaN(now.getTime())) return now;
  const date = parseBillDate(data.document_date);
  return date === undefined ? new Date(0) : new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function drawFooters(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .stroke(COLOR.rule);
    font(doc, { size: 8, color: COLOR.muted });
    doc.text(FOOTER_TEXT, PAGE.margin, y, { width: CONTENT_WIDTH, lineBreak: false });
    doc.text(`Pagina ${index - start + 1} di ${count}`, PAGE.margin, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
  }
}

function bytesOf(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
    doc.on('error', reject);
  });
}

/** Renders the bill document as a one- or two-page A4 PDF. */
export async function renderBillPdf(
  document: Readonly<Record<string, unknown>>,
  options: BillPdfOptions = {},
): Promise<Uint8Array> {
  const data = record(document) ?? {};
  const type = dataText(data.document_type);
  const date = creationDate(data, options.now);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'it-IT',
    displayTitle: true,
    info: {
      Title: title(data),
      Author: 'quadro',
      Creator: 'quadro',
      ...(type === '' ? {} : { Subject: pdfSafe(type) }),
      CreationDate: date,
      ModDate: date,
    },
  });
  const bytes = bytesOf(doc);
  const pen: Pen = { doc, y: PAGE.margin };
  for (const [name, draw] of Object.entries(sections)) {
    try {
      draw(pen, data);
    } catch (error) {
      options.onSectionError?.(name, error);
    }
  }
  drawFooters(doc);
  doc.end();
  return await bytes;
}
