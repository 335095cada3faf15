import { amountText } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText, isRecord } from '../../src/domain/flags.ts';

export interface MissedPayment {
  number: string;
  issueDate: string;
  dueDate: string;
  amount: string;
}

/**
 * The rows of `mancati_pagamenti` (project decision 30: `{ numero_documento, data_emissione,
 * data_scadenza, importo }`) as display text: dates d/m/Y (spec §5), amounts by decision 7.
 * Items that are not objects, and rows with nothing to show, are left out.
 */
export function missedPayments(list: unknown, locale?: string): MissedPayment[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((row) => {
    const shown = {
      number: dataText(row.numero_documento),
      issueDate: formatBillDate(row.data_emissione),
      dueDate: formatBillDate(row.data_scadenza),
      amount: amountText(row.importo, 2, locale),
    };
    return Object.values(shown).some((text) => text !== '') ? [shown] : [];
  });
}
