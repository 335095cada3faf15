/* Generated from schemas/problem.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of every error answer (4xx, 5xx) of the reference API, in Fastify's error shape. The page reads only the HTTP status (spec §4: 404 not found, 410 link no longer valid); message is for people, code for programs. Tolerant: other fields are allowed.
 */
export interface Problem {
  /**
   * The HTTP status again, for clients that only see the body.
   */
  statusCode: number;
  /**
   * The status's reason phrase, for example `Not Found`.
   */
  error: string;
  /**
   * What went wrong, in English, for a developer or an operator; never shown to customers as is.
   */
  message: string;
  /**
   * A stable machine code, lower case with dashes, for example `link-expired`, `link-not-found`, `invalid-request`.
   */
  code?: string;
}
