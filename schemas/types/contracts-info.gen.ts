/* Generated from schemas/contracts-info.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/contract/info (issue 18): for each customer this login acts for, how many contracts it has, of which active, power and gas. Data, so tolerant. Decision 243.
 */
export interface ContractsInfo {
  /**
   * One entry per customer, in the client selector's order.
   */
  customers: {
    /**
     * The customer's id.
     */
    id: string;
    /**
     * The customer's name.
     */
    name: string;
    /**
     * How many contracts it has.
     */
    contracts: number;
    /**
     * How many are active.
     */
    active: number;
    /**
     * How many supply electricity.
     */
    power: number;
    /**
     * How many supply gas.
     */
    gas: number;
  }[];
}
