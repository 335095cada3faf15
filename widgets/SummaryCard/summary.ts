import { amountText, formatNumber } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText, isFlagOn, readPath } from '../../src/domain/flags.ts';
import { imageUrl } from '../../src/domain/urls.ts';

/** One extra line of the summary (spec §3 `index_fields`): its catalogue label and its text. */
export interface IndexLine {
  label: string;
  text: string;
}

/** What the summary card shows, read from the bill document; empty parts are left out. */
export interface Summary {
  holderName: string;
  addressLines: string[];
  serviceLogo: string | undefined;
  serviceDescription: string;
  documentType: string;
  documentNumber: string;
  documentDate: string;
  period: { start: string; end: string } | undefined;
  indexLines: IndexLine[];
}

/**
 * Index labels that can repeat a fact the card already shows from the document itself, and that
 * fact. A line is left out only when its text is the same text the card shows: a line that
 * merely resembles it (another spelling, a co-holder, another date) is information (issue 13).
 */
const repeats: Record<string, (s: Summary) => string> = {
  invoices_holder_name: (s) => s.holderName,
  invoices_data_emissione: (s) => s.documentDate,
};

function repeatsCard(line: IndexLine, summary: Summary): boolean {
  const shown = repeats[line.label]?.(summary);
  return shown !== undefined && shown !== '' && shown === line.text;
}

function field(doc: unknown, path: string): string {
  return dataText(readPath(doc, path));
}

/** Spec §2 "postal code, locality and province": `00183 Roma (RM)`. */
function localityLine(doc: unknown): string {
  const place = [field(doc, 'holder_cap'), field(doc, 'holder_localita')].filter(Boolean).join(' ');
  const province = field(doc, 'holder_provincia');
  return province === '' ? place : `${place} (${province})`.trim();
}

/** An index field's value in its format (decisions 7 and 8); text as written otherwise. */
export function indexValueText(value: unknown, format: unknown): string {
  if (format === 'date') return formatBillDate(value);
  if (format === 'amount') return amountText(value);
  if (format === 'number' && typeof value === 'number' && Number.isFinite(value)) {
    return formatNumber(value, Number.isInteger(value) ? 0 : 2);
  }
  return dataText(value);
}

function indexLines(doc: unknown): IndexLine[] {
  const list = readPath(doc, 'index_fields');
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const label = dataText(readPath(item, 'label'));
    const text = indexValueText(readPath(item, 'value'), readPath(item, 'format'));
    return label !== '' && text !== '' ? [{ label, text }] : [];
  });
}

export function readSummary(doc: unknown): Summary {
  const start = formatBillDate(readPath(doc, 'document_period_start'));
  const end = formatBillDate(readPath(doc, 'document_period_end'));
  const periodOn = isFlagOn(readPath(doc, 'bolletta_interattiva_esponi_periodo_fatturazione'));
  const summary: Summary = {
    holderName: field(doc, 'holder_name'),
    addressLines: [
      field(doc, 'holder_toponimo'),
      field(doc, 'holder_ind_riga2'),
      field(doc, 'holder_ind_riga3'),
      field(doc, 'holder_frazione'),
      localityLine(doc),
      field(doc, 'holder_nazione'),
    ].filter((line) => line !== ''),
    serviceLogo:
      imageUrl(readPath(doc, 'fatt_interattiva_data.riepilogo_doc.logo_servizio')) ??
      imageUrl(readPath(doc, 'fatt_interattiva_data.header.logo_servizio')),
    serviceDescription: field(doc, 'fatt_interattiva_data.riepilogo_doc.descrizione_servizio'),
    documentType: field(doc, 'document_type'),
    documentNumber: field(doc, 'document_number'),
    documentDate: formatBillDate(readPath(doc, 'document_date')),
    period: periodOn && start !== '' && end !== '' ? { start, end } : undefined,
    indexLines: [],
  };
  summary.indexLines = indexLines(doc).filter((line) => !repeatsCard(line, summary));
  return summary;
}
