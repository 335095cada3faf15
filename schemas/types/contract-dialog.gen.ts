/* Generated from schemas/contract-dialog.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/contract/dialog/{id}/kind/{kind}, {id} = the contract, {kind} = one of its requests (issue 18): what the dialog shows (the facts the request needs, an explanation) and where the customer goes on to make it. Data, so tolerant. Decision 244.
 */
export interface ContractDialog {
  /**
   * The request's kind.
   */
  kind: 'autolettura' | 'voltura' | 'disdetta' | 'potenza' | 'domiciliazione';
  /**
   * The contract it is about.
   */
  contractId: string;
  /**
   * A catalogue key: the dialog's title.
   */
  title: string;
  /**
   * A catalogue key: what the request does and what it needs.
   */
  text: string;
  /**
   * The facts the customer will be asked for, from the contract (supply point, address …).
   */
  rows: {
    /**
     * A catalogue key.
     */
    label: string;
    /**
     * The value, as text.
     */
    value: string;
  }[];
  /**
   * The portal path that makes the request (`/contacts`, the send form); one leading slash, never another site.
   */
  next: string;
}
