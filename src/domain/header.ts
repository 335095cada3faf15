/**
 * The bill header (spec §2 "Header", §3 `fatt_interattiva_data.header`): the service description
 * lines show only when `bolletta_interattiva_esponi_descrizione_servizio_header` is on. One rule
 * for every header widget (BillHeader, AppHeader), so two headers never disagree.
 */
import { dataText, isFlagOn, readPath } from './flags.ts';

const header = 'fatt_interattiva_data.header';

/** The non-empty description lines 1 and 2, in order; none while the flag is off. */
export function serviceDescriptionLines(doc: unknown): string[] {
  if (!isFlagOn(readPath(doc, 'bolletta_interattiva_esponi_descrizione_servizio_header'))) {
    return [];
  }
  return [
    dataText(readPath(doc, `${header}.descrizione_servizio_header_1`)),
    dataText(readPath(doc, `${header}.descrizione_servizio_header_2`)),
  ].filter((line) => line !== '');
}
