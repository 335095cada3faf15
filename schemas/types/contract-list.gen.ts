/* Generated from schemas/contract-list.schema.json by scripts/gen-schema-types.ts: do not edit. */
import type { Contract } from './contract.gen.ts';

/**
 * The body of GET /api/contract/headers/{id}, {id} = the customer (issue 18): its contracts, active ones first, without their details. Data, so tolerant. Decision 243.
 */
export interface ContractList {
  /**
   * The contracts: active, then activating, then closed; by start date within each.
   */
  contracts: Contract[];
}
