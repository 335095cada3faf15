/**
 * Instalments (spec §2 "Instalments (rate)", §3 "Instalment (rata)", §4 "Instalment state",
 * §5 "Display rules"; decision 10). Every rule takes the instalments data as `unknown` and
 * never throws: a field of the wrong type gives the empty answer (decision 2).
 */
import { formatEuro } from './amounts.ts';
import { readAmount } from './payment.ts';

export type InstalmentState = 'paid' | 'toPay' | 'cancelled';

/** The catalogue's labels of the three states, as the back end writes them in `stato_pagamento`. */
export interface InstalmentLabels {
  paid: string;
  toPay: string;
  cancelled: string;
}

/** Decision 10: the Italian labels, the default and fallback language (project decision 23). */
export const ITALIAN_INSTALMENT_LABELS: InstalmentLabels = {
  paid: 'Pagata',
  toPay: 'Da pagare',
  cancelled: 'Annullata',
};

const normalise = (text: string): string => text.trim().toLocaleLowerCase('it-IT');
const states: readonly InstalmentState[] = ['paid', 'toPay', 'cancelled'];

/**
 * §4 "Instalment state" and decision 10: `stato_pagamento` matched ignoring case and surrounding
 * spaces against the catalogue's labels, then against the Italian ones (back ends write the
 * state in Italian whatever the page's language). Null for anything else.
 */
export function instalmentState(
  statoPagamento: unknown,
  labels: InstalmentLabels = ITALIAN_INSTALMENT_LABELS,
): InstalmentState | null {
  if (typeof statoPagamento !== 'string') return null;
  const value = normalise(statoPagamento);
  if (value === '') return null;
  for (const catalogue of [labels, ITALIAN_INSTALMENT_LABELS]) {
    for (const state of states) {
      const label: unknown = catalogue[state];
      if (typeof label === 'string' && normalise(label) === value) return state;
    }
  }
  return null;
}

const plainNumber = /^-?(\d{1,3}(\.\d{3})+|\d+)([.,]\d+)?$/;

/**
 * §5 "in the instalment view ' €' is added when the value is numeric" and decision 10: a number
 * is formatted it-IT with ' €'; a plain numeric text (`218,92`, `1.234,56`, `150`) keeps its
 * writing and gets ' €'; any other text is shown as written; anything else is ''.
 */
export function instalmentAmountText(importo: unknown, locale?: string): string {
  if (typeof importo === 'number') {
    return Number.isFinite(importo) ? formatEuro(importo, 2, locale) : '';
  }
  if (typeof importo !== 'string') return '';
  const text = importo.trim();
  return plainNumber.test(text) ? `${text} €` : text;
}

/** An instalment's `numero` as a number (an integer, or a string of digits); else undefined. */
export function instalmentNumber(item: unknown): number | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const value = (item as Record<string, unknown>)['numero'];
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * §3 "numero (0 = single/balance item, listed last)": the instalments that are objects, in the
 * server's order except that the items numbered 0 move to the end. Not a list: [].
 */
export function sortInstalments(rate: unknown): Record<string, unknown>[] {
  if (!Array.isArray(rate)) return [];
  const items = rate.filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
  const isBalance = (item: unknown) => instalmentNumber(item) === 0;
  return [...items.filter((item) => !isBalance(item)), ...items.filter(isBalance)];
}

/**
 * §2 "heading 'unique payment' for item numbered 0 when no instalment is paid": true when the
 * list has an item numbered 0 and none of the other items is paid.
 */
export function showsUniquePaymentHeading(
  rate: unknown,
  labels: InstalmentLabels = ITALIAN_INSTALMENT_LABELS,
): boolean {
  const items = sortInstalments(rate);
  const others = items.filter((item) => instalmentNumber(item) !== 0);
  return (
    items.some((item) => instalmentNumber(item) === 0) &&
    !others.some((item) => instalmentState(item['stato_pagamento'], labels) === 'paid')
  );
}

/**
 * §4 "Only 'to be paid' gives an active pay button with the payment link": the instalment's
 * `link_pagamento` when it is to be paid and the link is http(s) (decision 6); else null.
 */
export function instalmentPayLink(
  item: unknown,
  labels: InstalmentLabels = ITALIAN_INSTALMENT_LABELS,
): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  if (instalmentState(record['stato_pagamento'], labels) !== 'toPay') return null;
  const link = record['link_pagamento'];
  if (typeof link !== 'string') return null;
  const text = link.trim();
  return /^https?:\/\/\S+$/i.test(text) ? text : null;
}

export type TotalPaidMessage = { kind: 'toPay'; text: string } | { kind: 'totalPaid' };

/**
 * §4 "Bill total: if totaledapagare > 0 the amount to pay is shown, otherwise a 'total paid'
 * message". The amount is written as in the instalment view. Null when the total cannot be
 * read (missing, or text that is not an amount): the page then claims nothing.
 */
export function totalPaidMessage(totaledapagare: unknown): TotalPaidMessage | null {
  const total = readAmount(totaledapagare);
  if (total === undefined) return null;
  return total > 0
    ? { kind: 'toPay', text: instalmentAmountText(totaledapagare) }
    : { kind: 'totalPaid' };
}
