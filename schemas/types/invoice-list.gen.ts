/* Generated from schemas/invoice-list.schema.json by scripts/gen-schema-types.ts: do not edit. */
import type { Invoice } from './invoice.gen.ts';

/**
 * The body of GET /api/document/{id}/invoices/{view} (issue 18): {id} = the customer, {view} = `all`, `unpaid` or `paid`; newest first. Data, so tolerant. Decision 240.
 */
export interface InvoiceList {
  /**
   * Which of the customer's invoices are listed.
   */
  view: 'all' | 'unpaid' | 'paid';
  /**
   * The invoices, newest (by issue date) first.
   */
  invoices: Invoice[];
}
