/**
 * The sections of the bill PDF, top to bottom. Each reads only what it needs from the document
 * and leaves out whatever is missing or of the wrong type (decision 2).
 */
import { amountText, formatNumber } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText, isDirectDebit, isGas } from '../../src/domain/flags.ts';
import {
  COLOR,
  CONTENT_WIDTH,
  PAGE,
  artifact,
  drawLines,
  font,
  hrule,
  tag,
  linesHeight,
  need,
  sectionTitle,
  type Line,
  type Pen,
} from './layout.ts';
import { drawTable } from './table.ts';
import {
  absoluteAmountText,
  debtSign,
  firstUpper,
  list,
  MAX_ITEMS,
  pdfSafe,
  record,
  type Data,
} from './read.ts';

const M = PAGE.margin;
const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

export function supplyLabel(data: Data): string {
  return isGas(data.tipo_bolletta) ? 'Gas' : 'Energia elettrica';
}

export function header(pen: Pen, data: Data): void {
  const { doc } = pen;
  const top = pen.y;
  font(doc, { size: 26, bold: true, color: COLOR.accent });
  tag(doc, pen.tree, 'H1', () => {
    doc.text('Bolletta', M, top, { width: CONTENT_WIDTH });
  });
  const supply = supplyLabel(data);
  font(doc, { size: 10, bold: true, color: COLOR.accent });
  const pill = doc.widthOfString(supply) + 24;
  artifact(doc, () => {
    doc.roundedRect(M + CONTENT_WIDTH - pill, top + 6, pill, 22, 11).fill(COLOR.tint);
  });
  tag(doc, pen.tree, 'P', () => {
    doc.fillColor(COLOR.accent).text(supply, M + CONTENT_WIDTH - pill, top + 12.5, {
      width: pill,
      align: 'center',
    });
  });
  pen.y += 36;
  const date = formatBillDate(data.document_date);
  const number = dataText(data.document_number);
  const subtitle: Line = {
    text: joined(
      dataText(data.document_type),
      number === '' ? '' : `n. ${number}`,
      date === '' ? '' : `del ${date}`,
    ),
    size: 12,
    color: COLOR.muted,
  };
  if (subtitle.text !== '') pen.y = drawLines(pen, [subtitle], M, pen.y, CONTENT_WIDTH);
  pen.y += 10;
  hrule(doc, M, M + CONTENT_WIDTH, pen.y, 0.75, COLOR.rule);
  pen.y += 20;
}

function holderLines(data: Data): Line[] {
  const province = dataText(data.holder_provincia);
  const place = joined(
    dataText(data.holder_cap),
    dataText(data.holder_localita),
    province === '' ? '' : `(${province})`,
  );
  const address = [
    dataText(data.holder_toponimo),
    dataText(data.holder_ind_riga2),
    dataText(data.holder_ind_riga3),
    dataText(data.holder_frazione),
    place,
    dataText(data.holder_nazione),
  ];
  const name = dataText(data.holder_name);
  const lines: Line[] = address.filter((text) => text !== '').map((text) => ({ text }));
  if (name !== '') lines.unshift({ text: name, size: 12, bold: true, gap: 5 });
  if (lines.length === 0) return [];
  const label: Line = { text: 'INTESTATARIO', size: 8.5, bold: true, color: COLOR.muted, gap: 6 };
  return [{ ...label, role: 'H2' }, ...lines];
}

function paymentMethod(value: unknown): string {
  return isDirectDebit(value) ? 'Addebito diretto (RID)' : firstUpper(dataText(value));
}

/** Spec §5 "Negative debt is shown as its absolute value with a credit label"; decision 16. */
export function totalRow(data: Data): [string, string] | undefined {
  const sign = debtSign(data.document_payment_debt);
  const amount = absoluteAmountText(data.document_payment_debt);
  if (sign === undefined || amount === '') return undefined;
  return [sign < 0 ? 'Totale a credito' : 'Totale da pagare', amount];
}

function totalLines(data: Data): Line[] {
  const lines: Line[] = [];
  const total = totalRow(data);
  if (total !== undefined) {
    lines.push({
      text: total[0].toUpperCase(),
      size: 8.5,
      bold: true,
      color: COLOR.muted,
      role: 'H2',
    });
    lines.push({ text: total[1], size: 22, bold: true, color: COLOR.accent, gap: 8 });
  }
  const expiry = formatBillDate(data.document_payment_expiry);
  if (debtSign(data.document_payment_debt) === 1 && expiry !== '') {
    lines.push({ text: 'Scadenza', value: expiry, bold: true, gap: 6 });
  }
  const rows: [string, string][] = [
    ['Importo documento', amountText(data.document_amount)],
    ['Pagamento', paymentMethod(data.document_payment)],
  ];
  for (const [text, value] of rows) {
    if (value !== '') lines.push({ text, value, color: COLOR.muted, gap: 5 });
  }
  return lines;
}

/** Holder on the left, the amount to pay and its due date in a tinted box on the right. */
export function summary(pen: Pen, data: Data): void {
  const { doc } = pen;
  const columnWidth = 230;
  const holder = holderLines(data);
  const box = totalLines(data);
  const pad = 14;
  const boxX = M + columnWidth + 24;
  const boxWidth = CONTENT_WIDTH - columnWidth - 24;
  const lastGap = box.at(-1)?.gap ?? 3;
  const boxHeight =
    box.length === 0 ? 0 : linesHeight(doc, box, boxWidth - 2 * pad) + 2 * pad - lastGap;
  need(pen, Math.max(boxHeight, linesHeight(doc, holder, columnWidth)));
  const top = pen.y;
  const holderBottom = drawLines(pen, holder, M, top, columnWidth);
  if (boxHeight > 0) {
    artifact(doc, () => doc.roundedRect(boxX, top, boxWidth, boxHeight, 8).fill(COLOR.tint));
    drawLines(pen, box, boxX + pad, top + pad, boxWidth - 2 * pad);
  }
  pen.y = Math.max(holderBottom, top + boxHeight) + 8;
}

function pointOf(item: Data, gas: boolean): Line | undefined {
  const pod = dataText(item.pod);
  const pdr = dataText(item.pdr);
  const kind = dataText(item.tipo_punto).toUpperCase();
  const usePdr = kind === 'PDR' ? pdr !== '' || pod === '' : kind !== 'POD' && (gas || pod === '');
  const [label, code] = usePdr && pdr !== '' ? ['PDR', pdr] : ['POD', pod];
  return code === '' ? undefined : { text: `${label} ${code}`, size: 11, bold: true, gap: 4 };
}

export function supplies(pen: Pen, data: Data): void {
  const items = list(record(data.fatt_interattiva_data)?.fornitura, 10).flatMap((entry) => {
    const item = record(entry);
    return item === undefined ? [] : [item];
  });
  const gas = isGas(data.tipo_bolletta);
  const blocks = items
    .map((item) => {
      const address =
        typeof item.indirizzo === 'string' ? [item.indirizzo] : list(item.indirizzo, 6);
      const lines = address.map(dataText).flatMap((text) => (text === '' ? [] : [{ text }]));
      const point = pointOf(item, gas);
      return point === undefined ? lines : [point, ...lines];
    })
    .filter((lines) => lines.length > 0);
  if (blocks.length === 0) return;
  sectionTitle(pen, gas ? 'Fornitura di gas' : 'Fornitura di energia elettrica');
  for (const lines of blocks) {
    const height = linesHeight(pen.doc, lines, CONTENT_WIDTH - 14);
    need(pen, height + 10);
    const top = pen.y;
    artifact(pen.doc, () => pen.doc.rect(M, top, 3, height - 2).fill(COLOR.accent));
    pen.y = drawLines(pen, lines, M + 14, pen.y, CONTENT_WIDTH - 14) + 10;
  }
}

/** tabella_importi: a map label → amount, or a list of single-entry maps (spec §3). */
function amountRows(value: unknown): [string, string][] {
  const entries = Array.isArray(value)
    ? list(value).flatMap((entry) => Object.entries(record(entry) ?? {}).slice(0, 1))
    : Object.entries(record(value) ?? {}).slice(0, MAX_ITEMS);
  return entries
    .map(([label, amount]): [string, string] => [firstUpper(label.trim()), amountText(amount)])
    .filter(([label, amount]) => label !== '' && amount !== '');
}

export function amounts(pen: Pen, data: Data): void {
  const sintesi = record(record(data.fatt_interattiva_data)?.sintesi_importi);
  const rows = amountRows(sintesi?.tabella_importi);
  if (rows.length === 0) return;
  sectionTitle(pen, 'Sintesi degli importi');
  const columns = [
    { header: 'Voce', width: CONTENT_WIDTH - 170, align: 'left' },
    { header: 'Importo', width: 170, align: 'right' },
  ] as const;
  drawTable(pen, columns, rows, totalRow(data));
}

function vatRate(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `${formatNumber(value, Number.isInteger(value) ? 0 : 2)}%`;
  }
  const text = dataText(value);
  return /^\d+(?:[.,]\d+)?$/.test(text) ? `${text}%` : text;
}

export function vat(pen: Pen, data: Data): void {
  const sintesi = record(record(data.fatt_interattiva_data)?.sintesi_importi);
  const rows = list(sintesi?.tabella_iva)
    .map((entry) => record(entry) ?? {})
    .map((row) => [vatRate(row.aliquota_iva), amountText(row.imponibile), amountText(row.importo)])
    .filter((cells) => cells.some((cell) => cell !== ''));
  if (rows.length === 0) return;
  sectionTitle(pen, 'Riepilogo IVA');
  const columns = [
    { header: 'Aliquota IVA', width: CONTENT_WIDTH - 340, align: 'left' },
    { header: 'Imponibile', width: 170, align: 'right' },
    { header: 'Imposta', width: 170, align: 'right' },
  ] as const;
  drawTable(pen, columns, rows);
}

/** The text used for the PDF title: "Bolletta 2026/000123". */
export function title(data: Data): string {
  return pdfSafe(joined('Bolletta', dataText(data.document_number)));
}
