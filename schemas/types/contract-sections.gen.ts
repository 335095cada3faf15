/* Generated from schemas/contract-sections.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/contract/details/headers/{id}, {id} = the contract (issue 18): how the contract's details are grouped under headings (offer, supply, meter, gas network), naming only the details this contract has. Data, so tolerant. Decision 243.
 */
export interface ContractSections {
  /**
   * The sections, in order; one without any detail is left out.
   */
  sections: {
    /**
     * The section's stable name (`offerta`, `fornitura`, `misuratore`, `rete_gas`).
     */
    key: string;
    /**
     * A catalogue key: the section's heading.
     */
    title: string;
    /**
     * Keys of the contract's `details`, in the order shown.
     */
    fields: string[];
  }[];
}
