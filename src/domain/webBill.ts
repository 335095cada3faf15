import { isFlagOn, readPath } from './flags.ts';

/**
 * Spec §2 "Help tiles (template 5)" and §5 "Display rules": the web bill tile shows only when
 * `fatt_interattiva_data.riepilogo_doc.scelta_bolletta_web` is '1' (the number 1 too, as every
 * 0/1 flag of the data is read: decision 3).
 */
export function showsWebBill(doc: unknown): boolean {
  return isFlagOn(readPath(doc, 'fatt_interattiva_data.riepilogo_doc.scelta_bolletta_web'));
}
