/* Generated from schemas/faq.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/Faq/{id}, {id} = a topic of the host's supplier or `all` (issue 18): the questions and answers of that topic, with their files, which GET /api/Faq/attach/{a}/{b}/{c} downloads ({a} = the topic, {b} = the entry, {c} = the file). In the supplier's language, like a bill. Data, so tolerant. Decision 246.
 */
export interface FaqAnswer {
  /**
   * The topic asked for (`all`: every one).
   */
  topic: string;
  /**
   * Every topic of the supplier, in order, for the page's topic tabs.
   */
  topics: string[];
  /**
   * The entries, in the supplier's order.
   */
  entries: {
    /**
     * The entry's id.
     */
    id: string;
    /**
     * Its topic (`bolletta`, `pagamenti` …).
     */
    topic: string;
    /**
     * The question; text, never HTML (decision 6).
     */
    question: string;
    /**
     * The answer, paragraphs separated by blank lines; text, never HTML.
     */
    answer: string;
    /**
     * Its files.
     */
    attachments: {
      /**
       * The file's id within the entry.
       */
      id: string;
      /**
       * The name it is saved under.
       */
      filename: string;
      /**
       * Its media type (`application/pdf`).
       */
      contentType: string;
      /**
       * Its size in bytes.
       */
      size: number;
      /**
       * The portal path that downloads it (`/api/Faq/attach/{topic}/{entry}/{file}`), with the bearer token.
       */
      href: string;
    }[];
  }[];
}
