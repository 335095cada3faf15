/* Generated from schemas/customer-area-fixture.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * A file of fixtures/customer-area/ (issue 18): for one supplier, the sample customer-area data that bills do not hold: which logins act for further customers, the messages sent to customers, and the FAQ with its files. Written by hand beside the sample bills, so strict: a misspelt name is an error. Decision 239.
 */
export interface CustomerAreaFixture {
  /**
   * The path of this schema, for editors.
   */
  $schema?: string;
  /**
   * The supplier (a host's `supplier`).
   */
  supplier: string;
  /**
   * Customers of the sample bills that get no demo account, so that the demo can show their registration (/register, decision 265): each must be a customer of the sample bills.
   *
   * Items: The customer's id (`<supplier>:<fiscal code>`).
   */
  registrable?: string[];
  /**
   * Logins that also act for another customer (a condominium's administrator).
   */
  administrators: {
    /**
     * The account's id (`<supplier>:<fiscal code>`).
     */
    account: string;
    /**
     * The customer's id it also acts for; must be a customer of the sample bills.
     */
    customer: string;
  }[];
  /**
   * Messages sent to customers.
   */
  messages: {
    /**
     * The customer's id.
     */
    customer: string;
    /**
     * What it is about.
     */
    category: 'info' | 'invoice' | 'payment' | 'contract' | 'service';
    /**
     * The subject.
     */
    subject: string;
    /**
     * The text; paragraphs separated by blank lines.
     */
    body: string;
    /**
     * When it was sent.
     */
    sent_at: string;
    /**
     * Already opened (an hour after it was sent).
     */
    read?: boolean;
  }[];
  /**
   * The FAQ entries, in order.
   */
  faq: {
    /**
     * The entry's id.
     */
    id: string;
    /**
     * Its topic.
     */
    topic: string;
    /**
     * The question.
     */
    question: string;
    /**
     * The answer.
     */
    answer: string;
    /**
     * Its files: PDFs drawn by the seed from a title and lines of text.
     */
    attachments?: {
      /**
       * The file's id within the entry.
       */
      id: string;
      /**
       * The name it is saved under.
       */
      filename: string;
      /**
       * The PDF's heading.
       */
      title: string;
      /**
       * The PDF's paragraphs.
       */
      lines: string[];
    }[];
  }[];
}
