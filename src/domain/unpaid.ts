import { amountText } from './amounts.ts';
import { formatBillDate } from './dates.ts';
import { webUrl } from './urls.ts';
import type { BillDocument, UnpaidBill } from '../../schemas/types/bill-document.gen.ts';
import type { DataList } from './consumption.ts';
import { dataText } from './flags.ts';

export interface UnpaidInvoice {
  number: string;
  dueDate: string;
  amount: string;
  /** The pagoPA address that pays this invoice; undefined without a crypto or a link. */
  payUrl: string | undefined;
}

/**
 * Spec §4 "Public payment platform": the configured link with `act=portal` and the invoice's
 * encrypted id. Only an http(s) link becomes a payment link (decision 6); parameters the
 * link already has are kept, except `act` and `id`, which are this invoice's.
 */
export function pagopaUrl(link: unknown, crypto: unknown): string | undefined {
  const base = webUrl(link);
  const id = dataText(crypto);
  if (base === undefined || id === '') return undefined;
  const url = new URL(base);
  url.searchParams.set('act', 'portal');
  url.searchParams.set('id', id);
  return url.toString();
}

/**
 * The rows of `insoluti` (`{ numero_documento, data_scadenza, importo_originale, crypto }`,
 * shared decision 15) as display text: dates d/m/Y (spec §5), amounts by decision 7. Items
 * that are not objects (null, a test's junk: optional chaining reads them as empty) and rows
 * with nothing to show are left out.
 */
export function unpaidInvoices(
  list: DataList<UnpaidBill>,
  link: unknown,
  locale?: string,
): UnpaidInvoice[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((row: UnpaidBill | null | undefined) => {
    const invoice = {
      number: dataText(row?.numero_documento),
      dueDate: formatBillDate(row?.data_scadenza),
      amount: amountText(row?.importo_originale, 2, locale),
      payUrl: pagopaUrl(link, row?.crypto),
    };
    const shown = [invoice.number, invoice.dueDate, invoice.amount].some((text) => text !== '');
    return shown ? [invoice] : [];
  });
}

/** Project decision 25: the document's pagoPA link wins over the host's. */
export function pagopaLinkOf(
  doc: BillDocument | undefined,
  fallback: string | undefined,
): string | undefined {
  return webUrl(doc?.bolletta_interattiva_pagaora_pagopa_link) ?? webUrl(fallback);
}
