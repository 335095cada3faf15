/* Generated from schemas/customer-names.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/customer/names (spec §7), asked only for a logged-in customer (spec §6): the customers (clients) this login may act for, which the client selector offers; the chosen one's `id` is the `{id}` of the customer-area calls (home, profile, invoices). Data, so tolerant: unknown properties are ignored. Issue 17, decision 229.
 */
export interface CustomerNames {
  /**
   * The customers, in the order offered.
   */
  names: {
    /**
     * The customer's identifier in the customer-area calls.
     */
    id: string | number;
    /**
     * The name shown: a person's or a business's name.
     */
    name: string;
    /**
     * The customer code, shown beside the name to tell namesakes apart.
     */
    code?: string;
    /**
     * The customer to start with; the first one when none is.
     */
    selected?: boolean;
  }[];
}
