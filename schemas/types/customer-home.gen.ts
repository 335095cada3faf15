/* Generated from schemas/customer-home.schema.json by scripts/gen-schema-types.ts: do not edit. */
import type { Invoice } from './invoice.gen.ts';

/**
 * The body of GET /api/customer/home/{id}, {id} = the selected customer (issue 18): what the area's home page shows at a glance: the latest invoice, what is due, and how many invoices are new, messages unread and contracts active. Data, so tolerant. Decision 240.
 */
export interface CustomerHome {
  /**
   * Who the page is about.
   */
  customer: {
    /**
     * The customer's id (`<supplier>:<fiscal code>`).
     */
    id: string;
    /**
     * A person's or a business's name.
     */
    name: string;
    /**
     * The supplier's customer code.
     */
    code?: string;
  };
  /**
   * The newest invoice by issue date; null before the first.
   */
  latestInvoice: Invoice | null;
  /**
   * The sum of the payable invoices' debts, in euro; 0 when nothing is due.
   */
  amountDue: number;
  /**
   * How many invoices are payable now.
   */
  unpaidInvoices: number;
  /**
   * How many invoices this login has not opened yet.
   */
  newInvoices: number;
  /**
   * How many messages are unread (deleted ones not counted).
   */
  unreadMessages: number;
  /**
   * How many supply contracts the customer has.
   */
  contracts: number;
  /**
   * How many of them are active.
   */
  activeContracts: number;
}
