/* Generated from schemas/message-list.schema.json by scripts/gen-schema-types.ts: do not edit. */
import type { CustomerMessage } from './message.gen.ts';

/**
 * The body of GET /api/message/headers (every customer this login acts for) and GET /api/message/home/{id} ({id} = the customer; its three newest) (issue 18): messages without their text, newest first, deleted ones left out. Data, so tolerant. Decision 245.
 */
export interface MessageList {
  /**
   * The messages, newest first.
   */
  messages: CustomerMessage[];
  /**
   * How many messages of the same customers are unread (all of them, not only those listed).
   */
  unread: number;
}
