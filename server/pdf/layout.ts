/**
 * Drawing primitives of the bill PDF: a pen that walks down the page and breaks to a new one
 * before a block would cross the footer, blocks of lines (optionally label … value), and tables.
 * Every string goes through pdfSafe here, the one place text reaches pdfkit.
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

/**
 * How a row is read: `header` cells are TH of their column, a `total` row starts with the TH of
 * its row, `repeat` (the header again on a new page) is an artifact, read once only.
 */
type RowRole = 'header' | 'body' | 'total' | 'repeat';

function cellType(role: RowRole, index: number): ['TH' | 'TD', 'Row' | 'Column' | undefined] {
  if (role === 'header') return ['TH', 'Column'];
  if (role === 'total' && index === 0) return ['TH', 'Row'];
  return ['TD', undefined];
}

function drawRow(
  pen: Pen,
  table: PDFKit.PDFStructureElement,
  role: RowRole,
  columns: readonly Column[],
  cells: readonly string[],
  color: string,
  fill?: string,
): void {
  const { doc } = pen;
  const height = rowHeight(doc, columns, cells);
  need(pen, height);
  const top = pen.y;
  if (fill !== undefined) {
    artifact(doc, () => doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(fill));
  }
  doc.fillColor(color);
  const lefts = columns.map((_, i) =>
    columns.slice(0, i).reduce<number>((x, column) => x + column.width, PAGE.margin),
  );
  const drawCell = (i: number) => () => {
    const column = columns[i];
    if (column === undefined) return;
    const width = column.width - 2 * CELL_PAD;
    doc.text(pdfSafe(cells[i] ?? ''), (lefts[i] ?? 0) + CELL_PAD, top + CELL_PAD, {
      width,
      align: column.align,
    });
  };
  if (role === 'repeat') {
    artifact(
      doc,
      () => {
        columns.forEach((_, i) => {
          drawCell(i)();
        });
      },
      'Pagination',
    );
  } else {
    const row = group(doc, table, 'TR');
    columns.forEach((_, i) => {
      const [type, scope] = cellType(role, i);
      tag(doc, row, type, drawCell(i), scope === undefined ? {} : { scope });
    });
    row.end();
  }
  pen.y += height;
}

function rule(pen: Pen, color: string, width: number): void {
  hrule(pen.doc, PAGE.margin, PAGE.margin + CONTENT_WIDTH, pen.y, width, color);
}

/** A table with a header (repeated on a new page), striped rows and an optional bold total row. */
export function drawTable(
  pen: Pen,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  total?: readonly string[],
): void {
  const { doc } = pen;
  const table = group(doc, pen.tree, 'Table');
  const drawHeader = (role: 'header' | 'repeat') => {
    font(doc, { size: 8.5, bold: true });
    const headers = columns.map((column) => column.header.toUpperCase());
    drawRow(pen, table, role, columns, headers, COLOR.muted);
    rule(pen, COLOR.rule, 0.75);
  };
  drawHeader('header');
  rows.forEach((cells, i) => {
    font(doc, { size: 10 });
    if (need(pen, rowHeight(doc, columns, cells))) {
      drawHeader('repeat');
      font(doc, { size: 10 });
    }
    const fill = i % 2 === 1 ? COLOR.stripe : undefined;
    drawRow(pen, table, 'body', columns, cells, COLOR.ink, fill);
  });
  if (total !== undefined) {
    font(doc, { size: 10.5, bold: true });
    need(pen, rowHeight(doc, columns, total));
    rule(pen, COLOR.ink, 1);
    drawRow(pen, table, 'total', columns, total, COLOR.ink);
  }
  table.end();
}
