/* Generated from schemas/info-rows.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/document/moreinfo/headers/{id} ({id} = a document) and GET /api/contract/moreinfo/headers/{id} ({id} = a contract) (issue 18): labelled values shown under "more information", like a bill's index fields (spec §3). Data, so tolerant. Decision 241.
 */
export interface InfoRows {
  /**
   * The rows, in the order shown.
   */
  rows: {
    /**
     * A catalogue key (`invoices_codice_cliente`), or text shown as written when no key has that name.
     */
    label: string;
    /**
     * The value, as text.
     */
    value: string;
    /**
     * How the value is shown: `date` as dd/mm/yyyy, `amount` as euro; plain by default.
     */
    format?: 'plain' | 'date' | 'amount';
  }[];
}
