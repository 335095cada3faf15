/* Generated from schemas/contract.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * One supply contract of a customer, per supply point (issue 18): an item of GET /api/contract/headers/{id} (without `details`), and the body of GET /api/contract/details/{id} ({id} = the contract) and GET /api/contract/{a}/{b} ({a} = the customer, {b} = the POD or PDR), both with `details`. Data, so tolerant. Decision 243.
 */
export interface Contract {
  /**
   * The contract code (`CTR-2019-004518`): the `{id}` of the contract calls.
   */
  id: string;
  /**
   * The customer holding it.
   */
  customerId: string;
  /**
   * Electricity or gas.
   */
  commodity: 'power' | 'gas';
  /**
   * The supply point's kind (spec §3): POD for power, PDR for gas.
   */
  tipo_punto: 'POD' | 'PDR';
  /**
   * The supply point's code (the POD or PDR).
   */
  point: string;
  /**
   * The supplier's id of the supply site.
   */
  id_sede?: string;
  /**
   * The supply address, as lines.
   */
  address: string[];
  /**
   * The offer's name (tipologia_offerta).
   */
  offer: string;
  /**
   * The offer's code (codice_offerta).
   */
  offer_code?: string;
  /**
   * Start of supply, YYYY-MM-DD; null when not known.
   */
  start_date?: string | null;
  /**
   * Supplying, being switched on, or ended.
   */
  status: 'active' | 'activating' | 'closed';
  /**
   * The supply's details as its latest bill lists them (spec §3 `dettagli_fornitura`: potenza_impegnata, codice_remi …), in that order.
   */
  details?: {
    [k: string]: string | number | null;
  };
}
