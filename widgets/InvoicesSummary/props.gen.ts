/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's invoices at a glance (issue 18; GET /api/invoices/info): how many invoices, how many to pay, how many new, and the total to pay, for the selected customer or for every customer the login acts for. Loading, failure (with a retry) of its own; nothing outside the customer area.
 */
export interface InvoicesSummaryProps {
  /**
   * Every customer the login acts for, each under its name; false (the default) shows the selected customer only.
   */
  allCustomers?: boolean;
  /**
   * The i18n key of the card's title (default `areaInvoices.summary.title`).
   */
  titleKey?: string;
}
