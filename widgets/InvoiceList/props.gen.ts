/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's invoices (spec §1 "invoices (list, detail, download, and each unpaid invoice's payment)"; issue 18): the selected customer's invoices of one view (GET /api/document/{customer}/invoices/{view}), newest first, as a table on a desktop and one block per invoice on a phone: number with a "new" mark, issue date, type, supply, amount, due date, payment status (§4), and per invoice: open the bill in a new tab, download its PDF, pay it (the bill link, whose payment card has the payment flows) and its detail rows. Loading, empty and failure states of its own; nothing outside the customer area.
 */
export interface InvoiceListProps {
  /**
   * The view shown first: `all` (the default), `unpaid` (not paid yet) or `paid`.
   */
  view?: 'all' | 'unpaid' | 'paid';
  /**
   * Whether the customer can choose the view (all / to pay / paid); true by default. False shows only `view`.
   */
  showViews?: boolean;
  /**
   * At most this many invoices, the newest, with a link to the invoices page when there are more (a summary on the home page). All of them by default.
   */
  limit?: number;
  /**
   * The i18n key of the card's title (default `areaInvoices.title`).
   */
  titleKey?: string;
}
