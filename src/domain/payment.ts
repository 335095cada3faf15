/**
 * The payment-data card (spec §2 "Section screens", §4 "Payment status", §5 "Display rules";
 * decisions 7 and 16). Every rule takes the bill document as its generated type and never
 * throws: a field of the wrong type gives the empty answer (decision 2), through the tolerant
 * readers (`isFlagOn`, `readAmount`, `hasItems`).
 */
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { amountText } from './amounts.ts';
import { hasItems, isDirectDebit, isFlagOn } from './flags.ts';

type Doc = BillDocument | undefined;

/** The flags this card reads, by their name after `bolletta_interattiva_`. */
type PaymentFlag =
  | 'esponi_stato_pagamento'
  | 'esponi_paga_ora'
  | 'esponi_rid'
  | 'pagaora_nexi_attivazione'
  | 'pagaora_pagopa_attivazione'
  | 'pagaora_boll'
  | 'pagaora_worldline_attivazione'
  | `pagaora_link_${LinkIndex}`
  | 'pagaora_bollettino'
  | 'sintesi_importi_riepilogo_iva'
  | 'sintesi_import_grafico'
  | 'bottone_apri_sintesi_importi'
  | 'esponi_2colonne_pagamento';

/** The further pay links of §9, 1 to 5. */
type LinkIndex = 1 | 2 | 3 | 4 | 5;
const linkIndexes: readonly LinkIndex[] = [1, 2, 3, 4, 5];

const flag = (doc: Doc, name: PaymentFlag): boolean =>
  isFlagOn(doc?.[`bolletta_interattiva_${name}`]);

/**
 * An amount as a number, for comparisons only (display keeps the text, decision 7): a finite
 * number, or a text as a back end writes it (`1.234,56`, `1234.56`, `-45,80 €`). Undefined when
 * it cannot be read. The reference server reads debts the same way (project decision 51).
 */
export function readAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value.replace(/euro|€|\s/gi, '');
  // Italian: dots group thousands, a comma marks the decimals; otherwise a plain decimal point.
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** §4: the status as a number (an integer, or a string of digits, project decision 28); else -1. */
export function paymentStatus(doc: Doc): number {
  const value: unknown = doc?.document_payment_status;
  if (typeof value === 'number') return Number.isInteger(value) ? value : -1;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return -1;
}

const debtOf = (doc: Doc): number | undefined => readAmount(doc?.document_payment_debt);

export type PaymentStatusMessage = 'cancelled' | 'toValidate' | 'paid' | 'directDebit';

/**
 * §4 "Payment status": with the expose-status flag on and a debt above zero, status 0 shows the
 * cancelled message, 3 the to-be-validated one and 4 the paid one; any other status (1, 2,
 * missing) shows none. For direct debit the answer is `'directDebit'` instead, whatever the
 * status: the bank collects the bill, so its message replaces them (project decision 58).
 */
export function paymentStatusMessage(doc: Doc): PaymentStatusMessage | null {
  if (!flag(doc, 'esponi_stato_pagamento')) return null;
  const debt = debtOf(doc);
  if (debt === undefined || debt <= 0) return null;
  if (isDirectDebit(doc?.document_payment)) return 'directDebit';
  switch (paymentStatus(doc)) {
    case 0:
      return 'cancelled';
    case 3:
      return 'toValidate';
    case 4:
      return 'paid';
    default:
      return null;
  }
}

/**
 * What the debt asks of the customer (issue 13, project decision 126): `'due'` a debt above
 * zero on a bill that is not paid; `'paid'` a debt above zero on a paid bill (status 4, which
 * the server sets once a payment is recorded, decision 55); `'credit'` a debt below zero (§2,
 * §5 "Negative debt is shown as its absolute value with a credit label"); `'none'` a debt of
 * zero or one that cannot be read.
 */
export type DebtSituation = 'due' | 'paid' | 'credit' | 'none';

export function debtSituation(doc: Doc): DebtSituation {
  const debt = debtOf(doc);
  if (debt === undefined || debt === 0) return 'none';
  if (debt < 0) return 'credit';
  return paymentStatus(doc) === 4 ? 'paid' : 'due';
}

/**
 * The one rule every mention of paying follows, on every template (project decision 126): only
 * a bill whose debt is `'due'` offers or mentions paying (pay-now buttons, the slip, pagoPA,
 * the due date, template 5's pay-by-the-due-date notice). A credit, a paid bill and a bill with
 * nothing to pay show none of them; the one exception is §4's disabled pay button of template 5
 * on a paid bill that still states a debt (`paidPayButtons`).
 */
export function asksForPayment(doc: Doc): boolean {
  return debtSituation(doc) === 'due';
}

/**
 * §4/§5: the pay-now area needs status 1 or 2, a method that is not direct debit and the
 * pay-now flag; and a debt that asks for payment, as the server needs to start one (project
 * decisions 51, 59 and 126), so a credit bill never offers a button that can only fail.
 */
export function showsPayNow(doc: Doc): boolean {
  const status = paymentStatus(doc);
  return (
    (status === 1 || status === 2) &&
    !isDirectDebit(doc?.document_payment) &&
    flag(doc, 'esponi_paga_ora') &&
    asksForPayment(doc)
  );
}

/** §5: the direct-debit (RID) promotion needs its flag and a method that is not direct debit. */
export function showsDirectDebitPromotion(doc: Doc): boolean {
  return flag(doc, 'esponi_rid') && !isDirectDebit(doc?.document_payment);
}

/** One button of the pay-now area, in the order the area shows them. */
export type PayButton =
  | { kind: 'firstProvider' }
  | { kind: 'pagoPA' }
  | { kind: 'slip' }
  | { kind: 'secondProvider' }
  | { kind: 'link'; index: number; url: string; label: string }
  | { kind: 'billPayment' };

const httpUrl = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^https?:\/\/\S+$/i.test(text) ? text : undefined;
};

/**
 * §5 "Display rules" and §9 (project decision 25): the buttons the flags enable, in order:
 * the first card provider (its activation flag), pagoPA (`riepilogo_doc.pagopa` and its
 * activation flag), the payable slip, the second card provider, the further links 1 to 5 (each
 * its flag and an http(s) `_url`, decision 6; an empty `_label` is `''` and the widget uses its
 * generic pay-now text), then the bill-payment option. Only `payButtons` offers them.
 */
function configuredPayButtons(doc: Doc): PayButton[] {
  const buttons: PayButton[] = [];
  if (flag(doc, 'pagaora_nexi_attivazione')) buttons.push({ kind: 'firstProvider' });
  if (
    isFlagOn(doc?.fatt_interattiva_data?.riepilogo_doc?.pagopa) &&
    flag(doc, 'pagaora_pagopa_attivazione')
  ) {
    buttons.push({ kind: 'pagoPA' });
  }
  if (flag(doc, 'pagaora_boll')) buttons.push({ kind: 'slip' });
  if (flag(doc, 'pagaora_worldline_attivazione')) buttons.push({ kind: 'secondProvider' });
  for (const index of linkIndexes) {
    if (!flag(doc, `pagaora_link_${index}`)) continue;
    const url = httpUrl(doc?.[`bolletta_interattiva_pagaora_link_${index}_url`]);
    if (url === undefined) continue;
    const label: unknown = doc?.[`bolletta_interattiva_pagaora_link_${index}_label`];
    buttons.push({
      kind: 'link',
      index,
      url,
      label: typeof label === 'string' ? label.trim() : '',
    });
  }
  if (flag(doc, 'pagaora_bollettino')) buttons.push({ kind: 'billPayment' });
  return buttons;
}

/**
 * §4 "In template 5 the pay button is disabled when status is 4": on a paid bill whose debt is
 * still above zero (`'paid'`), template 5 keeps its card pay buttons in place, disabled, beside
 * the "paid" status message (project decision 126). Only the card providers' buttons: the
 * slip, pagoPA and the links are gone, as on every paid bill; and nothing on a credit.
 */
export function paidPayButtons(doc: Doc): PayButton[] {
  if (debtSituation(doc) !== 'paid') return [];
  return configuredPayButtons(doc).filter(
    (button) => button.kind === 'firstProvider' || button.kind === 'secondProvider',
  );
}

/**
 * §4/§5: the buttons of the pay-now area, on every template (template 5 included, project
 * decision 126); empty when the area is hidden (`showsPayNow`), never shown disabled.
 */
export function payButtons(doc: Doc): PayButton[] {
  return showsPayNow(doc) ? configuredPayButtons(doc) : [];
}

/** §2/§5 and decision 7: a negative debt is a credit. */
export function isCredit(debt: unknown): boolean {
  const value = readAmount(debt);
  return value !== undefined && value < 0;
}

/**
 * §2 "amount to pay (or a credit label, showing the absolute value, when negative)"; decision
 * 7: a number is formatted, a text keeps its writing with only its minus sign removed.
 * `text` is '' when the debt is missing or of another type.
 */
export function debtDisplay(debt: unknown, locale?: string): { credit: boolean; text: string } {
  const credit = isCredit(debt);
  if (typeof debt === 'number') return { credit, text: amountText(Math.abs(debt), 2, locale) };
  if (typeof debt !== 'string') return { credit: false, text: '' };
  return { credit, text: amountText(credit ? debt.replace(/-(?=\s*\d)/, '') : debt) };
}

/**
 * §2: the expiry date shows only when the debt is above zero; and not on a paid bill, whose due
 * date asks nothing any more (project decision 126).
 */
export function showsExpiry(doc: Doc): boolean {
  return asksForPayment(doc);
}

/**
 * §2 "document amount" beside the debt, saying a credit once (project decision 127): on a
 * credit bill whose document amount is the credit itself (a credit note) it is left out (`text`
 * ''); a negative document amount otherwise reads like the debt, its absolute value with
 * `credit` set so the card words it as a credit (§5).
 */
export function documentAmountDisplay(
  doc: Doc,
  locale?: string,
): { credit: boolean; text: string } {
  const value = doc?.document_amount;
  const amount = readAmount(value);
  const debt = debtOf(doc);
  if (debt !== undefined && debt < 0 && amount === debt) return { credit: true, text: '' };
  return debtDisplay(value, locale);
}

/**
 * Decision 16: the row under the amounts summary, from `document_payment_debt`: TOTALE DA
 * PAGARE above zero, TOTALE A CREDITO below (with the absolute value), none at zero or when the
 * debt cannot be read.
 */
export function amountsTotalRow(
  debt: unknown,
  locale?: string,
): { label: 'TOTALE DA PAGARE' | 'TOTALE A CREDITO'; text: string } | null {
  const value = readAmount(debt);
  if (value === undefined || value === 0) return null;
  return {
    label: value > 0 ? 'TOTALE DA PAGARE' : 'TOTALE A CREDITO',
    text: debtDisplay(debt, locale).text,
  };
}

/** §2/§5: the VAT table shows when its flag is on and `tabella_iva` has rows. */
export function showsVatTable(doc: Doc): boolean {
  return (
    flag(doc, 'sintesi_importi_riepilogo_iva') &&
    hasItems(doc?.fatt_interattiva_data?.sintesi_importi?.tabella_iva)
  );
}

/** §2/§5: the amounts chart shows when its flag is on and `grafico_importi` has entries. */
export function showsAmountsChart(doc: Doc): boolean {
  return (
    flag(doc, 'sintesi_import_grafico') &&
    hasItems(doc?.fatt_interattiva_data?.sintesi_importi?.grafico_importi)
  );
}

/** §2: the amounts summary starts open when the open-summary flag is on. */
export function summaryStartsOpen(doc: Doc): boolean {
  return flag(doc, 'bottone_apri_sintesi_importi');
}

/** §2 "Labels use one or two columns depending on a flag". */
export function paymentLabelColumns(doc: Doc): 1 | 2 {
  return flag(doc, 'esponi_2colonne_pagamento') ? 2 : 1;
}
