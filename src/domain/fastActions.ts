/**
 * Template 5's quick actions (`fast_action`, spec §2 "Template 5"): download the bill when it
 * has a file, pay now when the bill is payable (the payment card's own rule, §4/§5), gas
 * self-reading for gas bills (§2, §4 "Gas self-reading") and writing to customer care.
 */
import { isGas, readPath } from './flags.ts';
import { showsPayNow } from './payment.ts';

export type FastAction = 'download' | 'payNow' | 'selfReading' | 'customerCare';

/** The document's `detail` (its PDF, spec §3) as text, or '' when there is none. */
function detailOf(doc: unknown): string {
  const detail = readPath(doc, 'detail');
  if (typeof detail === 'string') return detail.trim();
  if (typeof detail === 'number' && Number.isFinite(detail)) return String(detail);
  return '';
}

/** The actions to offer, in the order shown. Customer care is always there: anyone may write. */
export function fastActions(doc: unknown): FastAction[] {
  const actions: FastAction[] = [];
  if (detailOf(doc) !== '') actions.push('download');
  if (showsPayNow(doc)) actions.push('payNow');
  if (isGas(readPath(doc, 'tipo_bolletta'))) actions.push('selfReading');
  actions.push('customerCare');
  return actions;
}
