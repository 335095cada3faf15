/**
 * The bill-payment option (`pagaora_bollettino`, project decision 98): what a customer needs to
 * pay the bill at a counter (post office, bank, tobacconist) or by home banking, read from the
 * bill and the host. Pure; a field that is missing or of another type is left out (decision 2).
 */
import { formatBillDate } from '../domain/dates.ts';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText, indexValue } from '../domain/flags.ts';
import { debtDisplay } from '../domain/payment.ts';

/** The facts, in the order a payment form asks for them; each names its catalogue label. */
export type BillPaymentFact =
  'beneficiary' | 'noticeCode' | 'customerCode' | 'amount' | 'expiry' | 'documentNumber';

export interface BillPaymentLine {
  fact: BillPaymentFact;
  value: string;
}

/**
 * Beneficiary (the host's `supplierName`), notice code (`invoices_n_avviso`), customer code
 * (`invoices_codice_cliente`), the amount to pay as the card shows it (`document_payment_debt`,
 * decision 7; none for a credit, which is not paid), the expiry (`document_payment_expiry`,
 * d/m/Y) and the document number.
 */
export function billPaymentLines(
  doc: BillDocument | undefined,
  supplierName: string | undefined,
): BillPaymentLine[] {
  const debt = debtDisplay(doc?.document_payment_debt);
  const lines: BillPaymentLine[] = [
    { fact: 'beneficiary', value: dataText(supplierName) },
    { fact: 'noticeCode', value: indexValue(doc, 'invoices_n_avviso') },
    { fact: 'customerCode', value: indexValue(doc, 'invoices_codice_cliente') },
    { fact: 'amount', value: debt.credit ? '' : debt.text },
    { fact: 'expiry', value: formatBillDate(doc?.document_payment_expiry) },
    { fact: 'documentNumber', value: dataText(doc?.document_number) },
  ];
  return lines.filter((line) => line.value !== '');
}
