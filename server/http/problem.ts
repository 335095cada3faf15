/**
 * Every refusal of the API is a `Problem`: a status, a stable machine code and a sentence that
 * says what was wrong. The error handler turns it into the body of `schemas/problem.schema.json`.
 */
export class Problem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const linkNotFound = (): Problem =>
  new Problem(
    404,
    'link-not-found',
    'This bill link is not valid: check that it was copied whole.',
  );

export const linkExpired = (): Problem =>
  new Problem(410, 'link-expired', 'This bill link has expired: ask your supplier for a new one.');

/** A bill its supplier withdrew (issue 28): its links answer as an expired one does, 410. */
export const billWithdrawn = (): Problem =>
  new Problem(410, 'bill-withdrawn', 'This bill was withdrawn by your supplier.');

export const sessionRequired = (): Problem =>
  new Problem(
    401,
    'session-required',
    'This call needs the bearer token that /api/public/access gives for a bill link.',
  );

export const sessionExpired = (): Problem =>
  new Problem(401, 'session-expired', 'The session has expired: open the bill link again.');
