/* Generated from schemas/ingest-result.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The answer of PUT /api/ingest/v1/bills/{id}, and one line of a batch's NDJSON answer (docs/integrating.md).
 */
export interface IngestResult {
  /**
   * In a batch's answer: the line of the request this result is about, from 1.
   */
  line?: number;
  /**
   * The bill's id, or null for a line too broken to have one.
   */
  id: string | null;
  /**
   * `stored`: a new bill, version 1. `unchanged`: the same content as its newest version, nothing written. `replaced`: a changed bill, stored as its next version; its links open it. `refused`: not stored, see `errors`.
   */
  result: 'stored' | 'unchanged' | 'replaced' | 'refused';
  /**
   * The bill's version after the call (absent when refused).
   */
  version?: number;
  /**
   * Why a bill was refused: each with the JSON pointer (RFC 6901) into the bill it is about.
   */
  errors?: {
    /**
     * Where in the bill, e.g. `/document/document_amount`; `` for the whole line.
     */
    pointer: string;
    /**
     * What is wrong there, in English.
     */
    reason: string;
    /**
     * A stable code when there is one, e.g. `id-unavailable`, `withdrawn`, `quota-exceeded`.
     */
    code?: string;
  }[];
}
