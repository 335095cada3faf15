/**
 * Which charts a supply card's history offers (spec §2 "Supply card: consumption period plus
 * an expandable history and annual-spend charts", §3 flags `esponi_storico_consumi`,
 * `esponi_spesa_annua` and their `_icon` variants; project decision 70). Pure and tolerant:
 * data of the wrong type gives "no chart" (decision 2).
 */
import type { BillDocument, Supply } from '../../schemas/types/bill-document.gen.ts';
import { hasAnnualSpend } from './annualSpend.ts';
import { hasConsumptionHistory } from './consumptionHistory.ts';
import { isFlagOn } from './flags.ts';

/**
 * The consumption history: `esponi_storico_consumi` or `esponi_storico_consumi_icon` on (the
 * `_icon` variant asked the old portal for the same chart behind an icon; the card's history
 * toggle is that one way in), and the supply's `storico_consumi` has a month.
 */
export function showsConsumptionHistory(
  doc: BillDocument | undefined,
  supply: Supply | undefined,
): boolean {
  return (
    (isFlagOn(doc?.bolletta_interattiva_esponi_storico_consumi) ||
      isFlagOn(doc?.bolletta_interattiva_esponi_storico_consumi_icon)) &&
    hasConsumptionHistory(supply)
  );
}

/** The annual spend: `esponi_spesa_annua` or its `_icon` variant on, and `spesa_annua` has a month. */
export function showsAnnualSpend(
  doc: BillDocument | undefined,
  supply: Supply | undefined,
): boolean {
  return (
    (isFlagOn(doc?.bolletta_interattiva_esponi_spesa_annua) ||
      isFlagOn(doc?.bolletta_interattiva_esponi_spesa_annua_icon)) &&
    hasAnnualSpend(supply)
  );
}
