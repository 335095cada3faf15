/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's contracts (spec §1 "contracts (headers, details, dialogs)", GET /api/contract/headers/{id}): a card per contract of the customer the client selector chose (offer, status, commodity, POD or PDR, address, start, code), its details on demand (one card open at a time) and the requests it offers, each in a dialog. Shows nothing outside an area page; a quiet notice with a retry when the contracts do not load.
 */
export interface ContractListProps {
  /**
   * Offers each contract's details behind a disclosure (default true).
   */
  showDetails?: boolean;
  /**
   * Shows the requests each contract offers (change of holder, termination …), each opening its dialog (default true).
   */
  showRequests?: boolean;
}
