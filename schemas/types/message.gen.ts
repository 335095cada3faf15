/* Generated from schemas/message.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * A message from the supplier to a customer (issue 18): an item of GET /api/message/headers and /api/message/home/{id} (without `body`); the body of GET /api/message/{id} (header only, leaves it unread), GET /api/message/detail/{id} (with `body`, marks it read) and DELETE /api/message/{id} (marks it deleted), {id} = the message. Data, so tolerant. Decision 245.
 */
export interface CustomerMessage {
  /**
   * The message's id: the `{id}` of the message calls.
   */
  id: string;
  /**
   * The customer it was sent to.
   */
  customerId: string;
  /**
   * What it is about; the page picks an icon and a catalogue label by it.
   */
  category: 'info' | 'invoice' | 'payment' | 'contract' | 'service';
  /**
   * Its subject, in the supplier's language; text, never HTML (decision 6).
   */
  subject: string;
  /**
   * When it was sent (ISO 8601, UTC).
   */
  sent_at: string;
  /**
   * The customer has opened it.
   */
  read: boolean;
  /**
   * When it was first opened; null while unread.
   */
  read_at?: string | null;
  /**
   * Only in DELETE's answer: true, it is gone from the lists.
   */
  deleted?: boolean;
  /**
   * The text, paragraphs separated by blank lines; text, never HTML (decision 6). Only in the detail and DELETE answers.
   */
  body?: string;
}
