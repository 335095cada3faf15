/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The messages of the customer the client selector chose (issue 18, spec §1 "messages"): newest first, the unread ones marked and counted (the new-message count, GET /api/message/new/{id}); a message opens in place (GET /api/message/detail/{id}, which marks it read) and can be deleted after a confirmation (DELETE /api/message/{id}). With `latest`, only the customer's newest messages (GET /api/message/home/{id}) and a link to /messages, for the home page. Outside the customer area it shows nothing.
 */
export interface MessageListProps {
  /**
   * Show only this many of the newest messages (at most the 3 the home call answers) and a link to all of them. Missing: every message.
   */
  latest?: number;
  /**
   * The i18n key of the card's title (default `areaMessages.title`, or `areaMessages.latestTitle` with `latest`).
   */
  titleKey?: string;
}
