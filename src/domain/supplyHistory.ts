/**
 * Which charts a supply card's history offers (spec §2 "Supply card: consumption period plus
 * an expandable history and annual-spend charts", §3 flags `esponi_storico_consumi`,
 * `esponi_spesa_annua` and their `_icon` variants; project decision 70). Pure and tolerant:
 * data of the wrong type gives "no chart" (decision 2).
 */
import { splitHistory } from './consumption.ts';
import { isFlagOn, readPath } from './flags.ts';

const flag = (doc: unknown, name: string): boolean =>
  isFlagOn(readPath(doc, `bolletta_interattiva_${name}`));

/** A list with at least one month (an object), as the charts read it. */
const hasMonths = (list: unknown): boolean => {
  const { current, previous } = splitHistory(list);
  return current.length + previous.length > 0;
};

/**
 * The consumption history: `esponi_storico_consumi` or `esponi_storico_consumi_icon` on (the
 * `_icon` variant asked the old portal for the same chart behind an icon; the card's history
 * toggle is that one way in), and the supply's `storico_consumi` has a month.
 */
export function showsConsumptionHistory(doc: unknown, supply: unknown): boolean {
  return (
    (flag(doc, 'esponi_storico_consumi') || flag(doc, 'esponi_storico_consumi_icon')) &&
    hasMonths(readPath(supply, 'storico_consumi'))
  );
}

/** The annual spend: `esponi_spesa_annua` or its `_icon` variant on, and `spesa_annua` has a month. */
export function showsAnnualSpend(doc: unknown, supply: unknown): boolean {
  return (
    (flag(doc, 'esponi_spesa_annua') || flag(doc, 'esponi_spesa_annua_icon')) &&
    hasMonths(readPath(supply, 'spesa_annua'))
  );
}
