/* Generated from schemas/event-bill-opened.v1.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * A customer opened the bill's link for the first time (from its e-mail, its QR code or a link the supplier sent): the bill was seen. Sent once per bill; later openings send nothing. As the ingestion API's `dispatch.firstOpenedAt`, it is written a moment after the page answered, so an opening in the last moment before the server stops is told on the next one.
 */
export interface BillOpenedEvent {
  /**
   * The event type: `bill.opened`, version 1 of this message.
   */
  type: 'bill.opened';
  /**
   * When the link was first opened (the ingestion API's `dispatch.firstOpenedAt`).
   */
  timestamp: string;
  /**
   * What the supplier is told of the first opening.
   */
  data: {
    /**
     * The id of the bill opened.
     */
    billId: string;
    /**
     * The bill's number as printed (`document_number`), when it has one.
     */
    documentNumber: string | null;
  };
}
