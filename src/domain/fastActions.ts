/**
 * Template 5's quick actions (`fast_action`, spec §2 "Template 5"): download the bill when it
 * has a file, pay now when the bill is payable (the payment card's own rule, §4/§5), gas
 * self-reading for gas bills (§2, §4 "Gas self-reading") and writing to customer care.
 */
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText, isGas } from './flags.ts';
import { showsPayNow } from './payment.ts';

export type FastAction = 'download' | 'payNow' | 'selfReading' | 'customerCare';

/** The actions to offer, in the order shown. Customer care is always there: anyone may write. */
export function fastActions(doc: BillDocument | undefined): FastAction[] {
  const actions: FastAction[] = [];
  // The document's `detail` (its PDF, spec §3) as text: a string or a number.
  if (dataText(doc?.detail) !== '') actions.push('download');
  if (showsPayNow(doc)) actions.push('payNow');
  if (isGas(doc?.tipo_bolletta)) actions.push('selfReading');
  actions.push('customerCare');
  return actions;
}
