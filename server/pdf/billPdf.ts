/**
 * A printable A4 copy of a bill, drawn from the bill document (spec §3) with pdfkit's built-in
 * Helvetica: no font files, no network. The document is untrusted: a missing field or one of the
 * wrong type leaves its part out (decision 2) and never throws.
 *
 * The output is deterministic: the same document, `now` and `link` give the same bytes. pdfkit
 * derives the file /ID from the info dictionary (an MD5 of it, not random), so fixing
 * CreationDate is enough; the default date is the bill's own document_date.
 *
 * It is a tagged PDF (ADR 0046): a structure tree in reading order (headings, paragraphs, tables
 * with header cells, the link, the QR code as a figure with alternative text), the language and
 * the title shown as the window's title; page footers and decoration are artifacts.
 */
import PDFDocument from 'pdfkit';
import { parseBillDate } from '../../src/domain/dates.ts';
import { COLOR, CONTENT_WIDTH, PAGE, artifact, font } from './layout.ts';
import { linkBlock, printableLink } from './link.ts';
import { drawLogo, type PdfLogo } from './logo.ts';
import { pdfSafe, record, type Data } from './read.ts';
import { dataText } from '../../src/domain/flags.ts';
import { amounts, header, summary, supplies, title, vat } from './sections.ts';
import type { Pen } from './layout.ts';

export interface BillPdfOptions {
  /** CreationDate of the PDF; defaults to document_date (midnight UTC), else the epoch. */
  now?: Date;
  /** Deflate the content streams (default true); tests turn it off to read the text. */
  compress?: boolean;
  /**
   * The bill's link, printed on the first page as text, link annotation and QR code; without it
   * the PDF has no link block. An absolute http(s) URL of visible ASCII, else renderBillPdf
   * rejects (it is the caller's value, not the document's).
   */
  link?: string;
  /** The supplier's logo, drawn at the top with its alternative text (hostPdfLogo). */
  logo?: PdfLogo | undefined;
  /** Told when a section failed to draw; the section is left out and the PDF still renders. */
  onSectionError?: (section: string, error: unknown) => void;
}

export const FOOTER_TEXT = 'Documento generato dal server di riferimento quadro';

type Section = (pen: Pen, data: Data) => void;

/** The parts in reading order; the link right after the summary, so on the first page. */
function sections({ link, logo }: BillPdfOptions): [string, Section][] {
  const logoPart: Section = (pen) => {
    if (logo !== undefined) drawLogo(pen, logo);
  };
  const linkPart: Section = (pen) => {
    if (link !== undefined) linkBlock(pen, link);
  };
  return [
    ['logo', logoPart],
    ['header', header],
    ['summary', summary],
    ['link', linkPart],
    ['supplies', supplies],
    ['amounts', amounts],
    ['vat', vat],
  ];
}

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
    // Screen readers go through the annotations in the order of the structure tree.
    // (pdfkit writes the page dictionary's data as given; its types list only some keys.)
    Object.assign(doc.page.dictionary.data, { Tabs: 'S' });
    const y = PAGE.height - PAGE.margin + 8;
    // A footer repeats on every page: a pagination artifact, not read as content.
    artifact(
      doc,
      () => {
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
      },
      'Pagination',
    );
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
  const { link } = options;
  if (link !== undefined && !printableLink(link)) {
    throw new TypeError('the link printed on a bill PDF must be an absolute http(s) URL');
  }
  const data = record(document) ?? {};
  const type = dataText(data.document_type);
  const date = creationDate(data, options.now);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    // Tagged PDF, with its language and title (ADR 0046); 1.7 for the structure attributes.
    pdfVersion: '1.7',
    tagged: true,
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
  const tree = doc.struct('Document');
  doc.addStructure(tree);
  const pen: Pen = { doc, y: PAGE.margin, tree };
  for (const [name, draw] of sections(options)) {
    try {
      draw(pen, data);
    } catch (error) {
      options.onSectionError?.(name, error);
    }
  }
  tree.end();
  drawFooters(doc);
  doc.end();
  return await bytes;
}
