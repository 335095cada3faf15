/* Generated from schemas/ingest-state.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The answer of GET /api/ingest/v1/bills/{id}: the bill's newest version, its status, and its history. Tolerant: later issues add members (e.g. the e-mail's `dispatch`).
 */
export interface IngestState {
  /**
   * The bill's id.
   */
  id: string;
  /**
   * Its newest version.
   */
  version: number;
  /**
   * What the billing system last said of it; `issued` until it says anything.
   */
  status: 'issued' | 'cancelled' | 'corrected' | 'withdrawn';
  /**
   * When the status last changed; null while `issued`.
   */
  statusAt: string | null;
  /**
   * For a `corrected` bill: the id of the bill that replaces it.
   */
  replacedBy?: string;
  /**
   * How it was paid, once it is: online by card through the portal, or elsewhere as the billing system said; null while unpaid.
   */
  paid: {
    /**
     * The day (`YYYY-MM-DD`).
     */
    on: string;
    /**
     * `card` for a payment through the portal, else the channel the billing system named.
     */
    channel: string;
  } | null;
  /**
   * Every version stored, oldest first.
   */
  versions: {
    /**
     * The version number: 1 for the first delivery, then one more for each change.
     */
    version: number;
    /**
     * When this version was stored.
     */
    storedAt: string;
    /**
     * Who sent it: `api`, `import`, `seed`, `before-versions`.
     */
    source: string;
  }[];
  /**
   * Every status change, oldest first.
   */
  statusChanges: {
    /**
     * What the billing system said of the bill: paid elsewhere, cancelled, corrected or withdrawn.
     */
    status: 'paid' | 'cancelled' | 'corrected' | 'withdrawn';
    /**
     * What came with it (paidOn, channel, reason, replacedBy).
     */
    detail: {
      [k: string]: unknown;
    };
    /**
     * When the change was recorded.
     */
    at: string;
  }[];
  /**
   * The e-mail that announces the bill (docs/operating.md, "E-mail: bill announcements"): its newest dispatch, and when the bill's link was first opened, e-mail or not.
   */
  dispatch: {
    /**
     * `none` when no e-mail was queued (nothing due changed, or before issue 28); `queued` while waiting or retrying; `sent` once the SMTP server accepted it; `failed` when it gave up.
     */
    state: 'none' | 'queued' | 'sent' | 'failed';
    /**
     * SMTP attempts so far.
     */
    attempts: number;
    /**
     * The address it went to, once sent.
     */
    sentTo: string | null;
    /**
     * The SMTP server's reply to the last failed attempt.
     */
    reason: string | null;
    /**
     * When the SMTP server accepted it.
     */
    sentAt: string | null;
    /**
     * When the queue tries again; null when it will not by itself.
     */
    nextAttemptAt: string | null;
    /**
     * When the bill's link was first opened.
     */
    firstOpenedAt: string | null;
  };
}
