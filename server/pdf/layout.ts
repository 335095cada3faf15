/**
 * Drawing primitives of the bill PDF: a pen that walks down the page and breaks to a new one
 * before a block would cross the footer, blocks of lines (optionally label … value), and tables.
 * Every string goes through pdfSafe here, the one place text reaches pdfkit.
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

/** Draws lines from (x, y) and answers the y below them. */
export function drawLines(
  doc: PDFKit.PDFDocument,
  lines: readonly Line[],
  x: number,
  y: number,
  width: number,
): number {
  let top = y;
  for (const line of lines) {
    const height = lineHeight(doc, line, width);
    const w = split(line, width);
    doc.text(pdfSafe(line.text), x, top, { width: w.label });
    if (line.value !== undefined) {
      doc.text(pdfSafe(line.value), x + w.label, top, { width: w.value, align: 'right' });
    }
    top += height;
  }
  return top;
}

export function sectionTitle(pen: Pen, title: string): void {
  need(pen, 60);
  pen.y += 14;
  const { doc } = pen;
  font(doc, { size: 13, bold: true });
  doc.text(pdfSafe(title), PAGE.margin, pen.y, { width: CONTENT_WIDTH });
  pen.y += 19;
  doc
    .moveTo(PAGE.margin, pen.y)
    .lineTo(PAGE.margin + 32, pen.y)
    .lineWidth(2)
    .stroke(COLOR.accent);
  pen.y += 8;
}

export interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

const CELL_PAD = 5;

function rowHeight(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  cells: readonly string[],
): number {
  const heights = columns.map((column, i) =>
    doc.heightOfString(pdfSafe(cells[i] ?? ''), { width: column.width - 2 * CELL_PAD }),
  );
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(
  pen: Pen,
  columns: readonly Column[],
  cells: readonly string[],
  color: string,
  fill?: string,
): void {
  const { doc } = pen;
  const height = rowHeight(doc, columns, cells);
  need(pen, height);
  if (fill !== undefined) doc.rect(PAGE.margin, pen.y, CONTENT_WIDTH, height).fill(fill);
  let x = PAGE.margin;
  doc.fillColor(color);
  columns.forEach((column, i) => {
    const text = pdfSafe(cells[i] ?? '');
    const width = column.width - 2 * CELL_PAD;
    doc.text(text, x + CELL_PAD, pen.y + CELL_PAD, { width, align: column.align });
    x += column.width;
  });
  pen.y += height;
}

function rule(pen: Pen, color: string, width: number): void {
  pen.doc
    .moveTo(PAGE.margin, pen.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, pen.y)
    .lineWidth(width)
    .stroke(color);
}

/** A table with a header (repeated on a new page), striped rows and an optional bold total row. */
export function drawTable(
  pen: Pen,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  total?: readonly string[],
): void {
  const { doc } = pen;
  const drawHeader = () => {
    font(doc, { size: 8.5, bold: true });
    const headers = columns.map((column) => column.header.toUpperCase());
    drawRow(pen, columns, headers, COLOR.muted);
    rule(pen, COLOR.rule, 0.75);
  };
  drawHeader();
  rows.forEach((cells, i) => {
    font(doc, { size: 10 });
    if (need(pen, rowHeight(doc, columns, cells))) {
      drawHeader();
      font(doc, { size: 10 });
    }
    drawRow(pen, columns, cells, COLOR.ink, i % 2 === 1 ? COLOR.stripe : undefined);
  });
  if (total === undefined) return;
  font(doc, { size: 10.5, bold: true });
  need(pen, rowHeight(doc, columns, total));
  rule(pen, COLOR.ink, 1);
  drawRow(pen, columns, total, COLOR.ink);
}
