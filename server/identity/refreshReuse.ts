import type { AdapterPayload } from 'oidc-provider';

/**
 * How long a rotated refresh token may be used again (ADR 0060). The page rotates its refresh
 * token on every use (oidc-provider's default for a public client); a page that navigates
 * while its refresh is in flight never receives the new one, and the next page sends the old
 * one again within seconds. oidc-provider takes any second use for a stolen token and revokes
 * the whole grant, which logged the customer out at the next expiry. Okta's default grace
 * period is the same 30 seconds; long enough for a slow phone's next page, short enough that a
 * token read from a page later is still caught.
 */
export const refreshReuseSeconds = 30;

/**
 * A stored refresh token as oidc-provider is to read it at `nowSeconds`: within
 * `refreshReuseSeconds` of its first use it reads as unspent, so the grant rotates it again
 * (RFC 9700 §4.14.2's "grace period"); later it reads as spent, and a use then revokes the
 * grant. The time of the first use is kept (`consume` never moves it), so reuses cannot stretch
 * the window.
 */
export function refreshTokenAt(payload: AdapterPayload, nowSeconds: number): AdapterPayload {
  const { consumed, ...unspent } = payload;
  if (typeof consumed !== 'number') return payload;
  return nowSeconds - consumed < refreshReuseSeconds ? unspent : payload;
}
