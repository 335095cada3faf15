/** Spec §9: a token with less than this many seconds left is refreshed (§6). */
export const refreshThresholdSeconds = 70;

/** What the login does next with its access token. */
export type TokenStep =
  /** Nothing yet: look again in `seconds` (none: the token states no expiry). */
  | { kind: 'wait'; seconds: number | undefined }
  /** Ask the identity provider for a new token (the refresh token grant). */
  | { kind: 'refresh' }
  /** The refresh failed and the token has expired: log out, back to the origin. */
  | { kind: 'logout' };

/**
 * Spec §6 "Token refresh" with §9's threshold: "when a token has less than 70 seconds left it is
 * refreshed through the identity provider; if refresh fails and the token has expired, the user
 * is logged out and returned to the origin". `secondsLeft` is the access token's remaining life
 * (negative once expired); `refreshFailed` says the last refresh of this token failed (it was
 * logged). A failed refresh is not tried again for the same token: it is kept while it is still
 * valid, and the customer is logged out when it expires. An expired token that was never
 * refreshed (a page opened again after a while) is refreshed first.
 */
export function tokenStep(secondsLeft: number | undefined, refreshFailed: boolean): TokenStep {
  if (secondsLeft === undefined) return { kind: 'wait', seconds: undefined };
  if (refreshFailed) {
    return secondsLeft <= 0 ? { kind: 'logout' } : { kind: 'wait', seconds: secondsLeft };
  }
  if (secondsLeft < refreshThresholdSeconds) return { kind: 'refresh' };
  // Woken one second past the threshold, the token has less than 70 seconds left.
  return { kind: 'wait', seconds: secondsLeft - refreshThresholdSeconds + 1 };
}
