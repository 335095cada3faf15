/**
 * The bill header (spec §2 "Header", §3 `fatt_interattiva_data.header`): the service description
 * lines show only when `bolletta_interattiva_esponi_descrizione_servizio_header` is on. One rule
 * for every header widget (BillHeader, AppHeader), so two headers never disagree.
 */
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText, isFlagOn } from './flags.ts';

/** The non-empty description lines 1 and 2, in order; none while the flag is off. */
export function serviceDescriptionLines(doc: BillDocument | undefined): string[] {
  if (!isFlagOn(doc?.bolletta_interattiva_esponi_descrizione_servizio_header)) {
    return [];
  }
  const header = doc?.fatt_interattiva_data?.header;
  return [
    dataText(header?.descrizione_servizio_header_1),
    dataText(header?.descrizione_servizio_header_2),
  ].filter((line) => line !== '');
}
