/* Generated from schemas/invoices-info.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/invoices/info (issue 18): for each customer this login acts for, how many invoices it has, how many are unpaid and new, and the total due. Data, so tolerant. Decision 240.
 */
export interface InvoicesInfo {
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
     * How many invoices it has.
     */
    invoices: number;
    /**
     * How many of them are payable now.
     */
    unpaid: number;
    /**
     * How many this login has not opened yet.
     */
    newInvoices: number;
    /**
     * The sum of the payable invoices' debts, in euro.
     */
    amountDue: number;
  }[];
}
