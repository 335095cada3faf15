/* Generated from schemas/area-count.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/invoices/new/{id} (the customer's invoices this login has not opened) and GET /api/message/new/{id} (the customer's unread messages), {id} = the customer (issue 18): what a menu badge shows. Data, so tolerant. Decision 240.
 */
export interface AreaCount {
  /**
   * How many there are; 0 shows no badge.
   */
  count: number;
}
