/**
 * Drawing primitives of the bill PDF: a pen that walks down the page and breaks to a new one
 * before a block would cross the footer, blocks of lines (optionally label … value); tables are
 * in table.ts. Every string from the document goes through pdfSafe (here and in table.ts)
 * before it reaches pdfkit.
 *
 * The PDF is tagged (ADR 0046): every text drawn is the content of a structure element under the
 * pen's `tree` (in the order drawn, which is the reading order), every rule, fill and repeated
 * header is an artifact a screen reader skips. A page never breaks inside marked content: `need`
 * is only called between elements.
 */
import { pdfSafe } from './read.ts';

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y a block may reach; the footer lives below. */
const BOTTOM = PAGE.height - PAGE.margin - 24;

export const COLOR = {
  ink: '#1f2933',
  muted: '#52606d',
  accent: '#0b5cad',
  tint: '#eef4fb',
  stripe: '#f5f7fa',
  rule: '#d9e2ec',
} as const;

export interface Pen {
  doc: PDFKit.PDFDocument;
  y: number;
  /** The structure element the next parts are read under (the Document). */
  tree: PDFKit.PDFStructureElement;
}

/** Table header cells name their scope (pdfkit writes it as the Table attribute /Scope). */
type StructOptions = PDFKit.Mixins.StructureElementOptions & {
  scope?: 'Row' | 'Column';
  bbox?: [number, number, number, number];
};

/** Draws `draw` as the marked content of a new `type` element under `parent`, at once. */
export function tag(
  doc: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
  draw: () => void,
  options: StructOptions = {},
): void {
  parent.add(doc.struct(type, options, draw));
}

/** A structure element under `parent` that children are added to; the caller ends it. */
export function group(
  doc: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
): PDFKit.PDFStructureElement {
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

/** Draws what is only decoration (rules, fills) or repetition, outside the structure tree. */
export function artifact(
  doc: PDFKit.PDFDocument,
  draw: () => void,
  type?: 'Pagination' | 'Layout',
): void {
  doc.markContent('Artifact', type === undefined ? undefined : { type });
  draw();
  doc.endMarkedContent();
}

/** Starts a new page when `height` more points would not fit above the footer; true if it did. */
export function need(pen: Pen, height: number): boolean {
  if (pen.y + height <= BOTTOM) return false;
  pen.doc.addPage();
  pen.y = PAGE.margin;
  return true;
}

export interface Style {
  size?: number;
  bold?: boolean;
  color?: string;
}

export interface Line extends Style {
  text: string;
  /** The structure type the line is read as (default P). */
  role?: 'H1' | 'H2' | 'P';
  /** Drawn right-aligned on the same line when present. */
  value?: string;
  /** Space after the line. */
  gap?: number;
}

export function font(doc: PDFKit.PDFDocument, style: Style): void {
  doc
    .font(style.bold === true ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? COLOR.ink);
}

function split(line: Line, width: number): { label: number; value: number } {
  return line.value === undefined
    ? { label: width, value: 0 }
    : { label: width * 0.55, value: width * 0.45 };
}

export function lineHeight(doc: PDFKit.PDFDocument, line: Line, width: number): number {
  font(doc, line);
  const w = split(line, width);
  const label = doc.heightOfString(pdfSafe(line.text), { width: w.label });
  const value =
    line.value === undefined ? 0 : doc.heightOfString(pdfSafe(line.value), { width: w.value });
  return Math.max(label, value) + (line.gap ?? 3);
}

export function linesHeight(
  doc: PDFKit.PDFDocument,
  lines: readonly Line[],
  width: number,
): number {
  return lines.reduce((sum, line) => sum + lineHeight(doc, line, width), 0);
}

/**
 * Draws lines from (x, y), each one element under the pen's tree (a label and its value are read
 * together), and answers the y below them.
 */
export function drawLines(
  pen: Pen,
  lines: readonly Line[],
  x: number,
  y: number,
  width: number,
): number {
  const { doc } = pen;
  let top = y;
  for (const line of lines) {
    const height = lineHeight(doc, line, width);
    const w = split(line, width);
    tag(doc, pen.tree, line.role ?? 'P', () => {
      // A label read with its value keeps a space between them ("Scadenza 25/03/2026").
      const label = pdfSafe(line.text) + (line.value === undefined ? '' : ' ');
      doc.text(label, x, top, { width: w.label });
      if (line.value !== undefined) {
        doc.text(pdfSafe(line.value), x + w.label, top, { width: w.value, align: 'right' });
      }
    });
    top += height;
  }
  return top;
}

/** A horizontal rule, as decoration. */
export function hrule(
  doc: PDFKit.PDFDocument,
  from: number,
  to: number,
  y: number,
  width: number,
  color: string,
): void {
  artifact(doc, () => {
    doc.moveTo(from, y).lineTo(to, y).lineWidth(width).stroke(color);
  });
}

export function sectionTitle(pen: Pen, title: string): void {
  // Room for the title, a table's header and its first row: a title never ends a page alone.
  need(pen, 100);
  pen.y += 14;
  const { doc } = pen;
  font(doc, { size: 13, bold: true });
  const top = pen.y;
  tag(doc, pen.tree, 'H2', () => {
    doc.text(pdfSafe(title), PAGE.margin, top, { width: CONTENT_WIDTH });
  });
  pen.y += 19;
  hrule(doc, PAGE.margin, PAGE.margin + 32, pen.y, 2, COLOR.accent);
  pen.y += 8;
}
