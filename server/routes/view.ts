import type { Deps } from '../deps.ts';
import type { Grant } from '../http/access.ts';
import { withStoredPreviousBill } from '../../src/domain/previousBill.ts';

/**
 * The document as the page receives it: the supplier's data as imported, plus what the server
 * knows and the bundle cannot: the PDF's media reference (`detail`, sealed like a link, so it is
 * valid as long as the grant), status 4 once a payment is recorded (spec §4), the template the
 * bundle names, and the previous stored bill of the same supply when the billing system sent no
 * `bolletta_precedente` (issue 32, decision 663).
 */
export function documentView(deps: Deps, grant: Grant): Record<string, unknown> {
  const { document } = grant;
  const view: Record<string, unknown> = {
    ...withStoredPreviousBill(document.document, document.previousBill),
  };
  if (document.pdfMediaId !== null) {
    view['detail'] = deps.sealer.seal('media', document.pdfMediaId, grant.expiresAt);
  }
  if (document.paid) view['document_payment_status'] = 4;
  // Cancelled or corrected by the billing system (issue 28): spec §4's 0, never payable; a
  // correction names its replacement, whose link this one's grant may open.
  if (document.status === 'cancelled' || document.status === 'corrected') {
    view['document_payment_status'] = 0;
  }
  const replacedBy = document.status_detail?.['replacedBy'];
  if (document.status === 'corrected' && typeof replacedBy === 'string') {
    view['document_replaced_by'] = deps.sealer.seal('link', replacedBy, grant.expiresAt);
  }
  if (document.template !== null && view['template_name'] === undefined) {
    view['template_name'] = document.template;
  }
  return view;
}

export const emptyModules = { modules: [], modules_left: [], modules_right: [] };
export const emptyInstalments = { data: { totaledapagare: 0, rate: [] } };
