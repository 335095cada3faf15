import type { BillDocument, IndexField } from '../../schemas/types/bill-document.gen.ts';
import { amountText, formatNumber } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText, isFlagOn } from '../../src/domain/flags.ts';
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

/** Spec §2 "postal code, locality and province": `00183 Roma (RM)`. */
function localityLine(doc: BillDocument | undefined): string {
  const place = [dataText(doc?.holder_cap), dataText(doc?.holder_localita)]
    .filter(Boolean)
    .join(' ');
  const province = dataText(doc?.holder_provincia);
  return province === '' ? place : `${place} (${province})`.trim();
}

/** An index field's value in its format (decisions 7 and 8); text as written otherwise. */
export function indexValueText(value: unknown, format: unknown, locale?: string): string {
  if (format === 'date') return formatBillDate(value);
  if (format === 'amount') return amountText(value, 2, locale);
  if (format === 'number' && typeof value === 'number' && Number.isFinite(value)) {
    return formatNumber(value, Number.isInteger(value) ? 0 : 2, locale);
  }
  return dataText(value);
}

function indexLines(doc: BillDocument | undefined, locale?: string): IndexLine[] {
  const list = doc?.index_fields;
  if (!Array.isArray(list)) return [];
  // An item is an object once validated; the store may still hold a test's junk (fuzz tests).
  return list.flatMap((item: IndexField | null | undefined) => {
    const label = dataText(item?.label);
    const text = indexValueText(item?.value, item?.format, locale);
    return label !== '' && text !== '' ? [{ label, text }] : [];
  });
}

export function readSummary(doc: BillDocument | undefined, locale?: string): Summary {
  const start = formatBillDate(doc?.document_period_start);
  const end = formatBillDate(doc?.document_period_end);
  const periodOn = isFlagOn(doc?.bolletta_interattiva_esponi_periodo_fatturazione);
  const summary: Summary = {
    holderName: dataText(doc?.holder_name),
    addressLines: [
      dataText(doc?.holder_toponimo),
      dataText(doc?.holder_ind_riga2),
      dataText(doc?.holder_ind_riga3),
      dataText(doc?.holder_frazione),
      localityLine(doc),
      dataText(doc?.holder_nazione),
    ].filter((line) => line !== ''),
    serviceLogo:
      imageUrl(doc?.fatt_interattiva_data?.riepilogo_doc?.logo_servizio) ??
      imageUrl(doc?.fatt_interattiva_data?.header?.logo_servizio),
    serviceDescription: dataText(doc?.fatt_interattiva_data?.riepilogo_doc?.descrizione_servizio),
    documentType: dataText(doc?.document_type),
    documentNumber: dataText(doc?.document_number),
    documentDate: formatBillDate(doc?.document_date),
    period: periodOn && start !== '' && end !== '' ? { start, end } : undefined,
    indexLines: [],
  };
  summary.indexLines = indexLines(doc, locale).filter((line) => !repeatsCard(line, summary));
  return summary;
}
