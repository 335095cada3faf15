/* Generated from schemas/contract-dialogs.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/contract/dialog/headers/{id}, {id} = the contract (issue 18): the requests a customer can open on it, each a dialog (GET /api/contract/dialog/{id}/kind/{kind}). Data, so tolerant. Decision 244.
 */
export interface ContractDialogs {
  /**
   * The requests, in the order offered.
   */
  dialogs: {
    /**
     * The request's kind: the `{kind}` of its dialog.
     */
    kind: 'autolettura' | 'voltura' | 'disdetta' | 'potenza' | 'domiciliazione';
    /**
     * A catalogue key: the button's and the dialog's title.
     */
    title: string;
  }[];
}
