/* Generated from schemas/event-dispatch-failed.v1.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The portal gave up sending a bill's announcement e-mail: it has no address for the customer, or the mail server refused it on every attempt (after backoff; a refusal that a later attempt overcomes sends nothing). The customer has not been told of the bill: the supplier fixes the address (in the bundle's `announce.email` or the customer's profile) or reaches the customer another way; `quadro dispatch retry` queues it again. Not sent for an announcement replaced by a newer version of the bill, nor for a bill withdrawn or deleted before it left.
 */
export interface DispatchFailedEvent {
  /**
   * The event type: `dispatch.failed`, version 1 of this message.
   */
  type: 'dispatch.failed';
  /**
   * When the portal gave up.
   */
  timestamp: string;
  /**
   * What the supplier is told of the failed e-mail.
   */
  data: {
    /**
     * The id of the bill whose e-mail was not sent.
     */
    billId: string;
    /**
     * The bill's number as printed (`document_number`), when it has one.
     */
    documentNumber: string | null;
    /**
     * The announcement's number in the portal's queue, as `quadro dispatch` lists it.
     */
    dispatchId: number;
    /**
     * `no-address`: neither the bundle, the customer's account nor the profile gives an e-mail address. `refused`: the mail server refused the message on every attempt.
     */
    reason: 'no-address' | 'refused';
    /**
     * The reason in words: the mail server's last reply (e.g. `550 5.1.1 <…>: no such user`), or why there was no address.
     */
    detail: string;
    /**
     * How many times the portal tried to send it.
     */
    attempts: number;
    /**
     * The e-mail address it was sent to (the supplier's data: the bundle's, the account's or the profile's); null when there was none.
     */
    address: string | null;
  };
}
