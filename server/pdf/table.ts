/**
 * Tables of the bill PDF, tagged (ADR 0046): a Table of TR rows, the header row of TH cells
 * scoped to their column, a total row led by the TH of its row; stripes and rules are artifacts
 * and the header repeated on a new page is a pagination artifact, so it is read once.
 */
import {
  COLOR,
  CONTENT_WIDTH,
  PAGE,
  artifact,
  font,
  group,
  hrule,
  need,
  tag,
  type Pen,
} from './layout.ts';
import { pdfSafe } from './read.ts';

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
