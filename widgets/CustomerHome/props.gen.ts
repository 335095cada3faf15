/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * A part of the customer area's home (issue 18), from GET /api/customer/home/{id} of the customer the client selector chose: `summary` greets the customer and says what is due (the amount, how many invoices are unpaid, a link to /invoices); `latestInvoice` the newest invoice (number, date, amount, status, the bill opened in a new tab); `newInvoices`, `unreadMessages` and `activeContracts` a tile with that figure linking to its page. The parts of a page share one request. Give a tile a `visible` expression such as `area.home.unreadMessages > 0` to show it only when it counts. Outside the customer area it shows nothing.
 */
export interface CustomerHomeProps {
  /**
   * Which part of the home to show (default `summary`).
   */
  part?: 'summary' | 'latestInvoice' | 'newInvoices' | 'unreadMessages' | 'activeContracts';
}
