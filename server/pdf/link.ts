/**
 * The bill's link on its first page, as ARERA's 2025 format asks ("tramite QR code e link"):
 * a heading, a sentence saying what the link opens, the link as text and as a link annotation,
 * and its QR code beside them (ADR 0046).
 *
 * The QR code is drawn as vector squares, not an embedded image: it stays sharp at any zoom and
 * on any printer, adds no image decoder to the reader, and its bytes depend only on the link.
 * Its reading is given by its alternative text (a Figure with Alt); the link itself is read once,
 * from the text beside it.
 */
import QRCode from 'qrcode';
import { COLOR, CONTENT_WIDTH, PAGE, font, group, tag, type Pen } from './layout.ts';

export const LINK_HEADING = 'La bolletta online';
export const LINK_SENTENCE =
  'Inquadra il codice QR o apri il link qui sotto: trovi il dettaglio della bolletta, ' +
  'puoi pagarla e scaricarne i documenti.';
/** What the link annotation says it does, for a reader that lists the page's links. */
export const LINK_DESCRIPTION = 'Apri la bolletta online';
/** The Figure's title (/T), which readers such as pdfinfo list in the tree; Alt is what is read. */
export const QR_TITLE = 'Codice QR della bolletta online';
export const QR_ALT =
  'Codice QR che apre la bolletta online: contiene lo stesso link scritto accanto.';

/** Side of the QR code in points (about 38 mm), quiet zone included. */
const QR_SIZE = 108;
/** The quiet zone a decoder needs around the symbol, in modules (ISO/IEC 18004). */
const QUIET = 4;
const GAP = 18;
/** A link is printed whole, so it must be short enough for a QR code a phone reads at arm's length. */
const MAX_LINK = 400;

/** A link fit to print: an absolute http(s) URL of visible ASCII characters, not too long. */
export function printableLink(link: string): boolean {
  return link.length <= MAX_LINK && /^https?:\/\/[\x21-\x7e]+$/.test(link);
}

/** Draws the QR code of `text` with its top-left corner (quiet zone included) at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  // Level M (15% recovery) keeps the modules large enough for a long link at this size.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / (modules.size + 2 * QUIET);
  // In module units (integers), so the path stays short: one rectangle per run of dark modules
  // in a row, filled together, with no seams between them.
  doc
    .save()
    .translate(x + QUIET * cell, y + QUIET * cell)
    .scale(cell);
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (modules.get(row, col) === 0) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col) !== 0) col += 1;
      doc.rect(start, row, col - start, 1);
    }
  }
  doc.fill('#000000').restore();
}

/** The link block, drawn below the summary: always on the first page. */
export function linkBlock(pen: Pen, link: string): void {
  const { doc } = pen;
  const M = PAGE.margin;
  const section = group(doc, pen.tree, 'Sect');
  const top = pen.y + 6;
  font(doc, { size: 13, bold: true });
  tag(doc, section, 'H2', () => {
    doc.text(LINK_HEADING, M, top, { width: CONTENT_WIDTH });
  });
  const textX = M + QR_SIZE + GAP;
  const textWidth = CONTENT_WIDTH - QR_SIZE - GAP;
  let y = top + 22;
  font(doc, { size: 10 });
  tag(doc, section, 'P', () => {
    doc.text(LINK_SENTENCE, textX, y, { width: textWidth });
  });
  y += doc.heightOfString(LINK_SENTENCE, { width: textWidth }) + 6;
  // Courier tells 0 from O and l from 1, and wraps the link by characters where it must.
  doc.font('Courier').fontSize(8.5).fillColor(COLOR.accent);
  const height = doc.heightOfString(link, { width: textWidth });
  // One annotation over the whole link, with a description (pdfkit's per-line ones have none),
  // attached to the Link element beside the text it covers.
  const element = group(doc, section, 'Link');
  const content = doc.markStructureContent('Link');
  doc.text(link, textX, y, { width: textWidth });
  doc.endMarkedContent();
  element.add(content);
  // pdfkit writes a String object as a PDF string, a plain string as a name (its types say
  // string); structParent is pdfkit's, missing from its types.
  const contents = new String(LINK_DESCRIPTION) as unknown as string;
  const annotation = { structParent: element, Contents: contents };
  doc.link(textX, y, textWidth, height, link, annotation);
  element.end();
  y += height;
  const qrTop = top + 18;
  tag(
    doc,
    section,
    'Figure',
    () => {
      drawQr(doc, link, M, qrTop);
    },
    {
      title: QR_TITLE,
      alt: QR_ALT,
      bbox: [M, qrTop, M + QR_SIZE, qrTop + QR_SIZE],
    },
  );
  section.end();
  pen.y = Math.max(y, qrTop + QR_SIZE) + 10;
}
