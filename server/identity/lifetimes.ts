/**
 * How long a login lasts (issue 27, ADR 0040). The provider's session cookie is a
 * browser-session cookie (no Expires, gone when the browser closes) unless the customer ticks
 * "remember me" on the login page; either way the session ends on the server a bounded time
 * after the login, however often it is used, and its refresh tokens end with it. Access tokens
 * stay short (server.json's `accessTokenTtlSeconds`, 5 minutes by default).
 */
export const sessionLifetimes = {
  /** A session the customer asked to be remembered: 14 days from the login. */
  rememberedSeconds: 14 * 24 * 3600,
  /**
   * A browser-session one: 12 hours from the login, for the browser that is never closed (or
   * restores its cookies when it opens again).
   */
  browserSeconds: 12 * 3600,
} as const;

export interface SessionTimes {
  transient?: boolean;
  /** When the customer logged in, in seconds since the epoch. */
  loginTs?: number;
}

/**
 * The seconds a session has left when the provider saves it: what is left of its lifetime since
 * the login, so using it does not extend it (at least a second, as the provider wants).
 */
export function sessionTtl(session: SessionTimes, now = Date.now()): number {
  const lifetime =
    session.transient === true
      ? sessionLifetimes.browserSeconds
      : sessionLifetimes.rememberedSeconds;
  const since = session.loginTs === undefined ? 0 : Math.floor(now / 1000) - session.loginTs;
  return Math.max(1, lifetime - Math.max(0, since));
}
