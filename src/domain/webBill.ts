import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { isFlagOn } from './flags.ts';

/**
 * Spec §2 "Help tiles (template 5)" and §5 "Display rules": the web bill tile shows only when
 * `fatt_interattiva_data.riepilogo_doc.scelta_bolletta_web` is '1' (the number 1 too, as every
 * 0/1 flag of the data is read: decision 3).
 */
export function showsWebBill(doc: BillDocument | undefined): boolean {
  return isFlagOn(doc?.fatt_interattiva_data?.riepilogo_doc?.scelta_bolletta_web);
}
