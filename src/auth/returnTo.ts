/** The callback route (issue 18): where the identity provider sends the customer back. */
export const callbackPath = '/auth/callback';

/**
 * Spec §6 "a redirect back to the same page": where the customer was going, carried through the
 * login in the request's state. Only an address of this portal (one leading `/`, never `//`
 * another host) and never the callback itself; anything else, or nothing, is the home page.
 */
export function returnTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\')) return '/';
  const path = value.split(/[?#]/)[0];
  return path === callbackPath ? '/' : value;
}

/** What the login request carries in its state: the target, from a route's location. */
export function returnState(location: { pathname: string; search: string; hash: string }): {
  returnTo: string;
} {
  return { returnTo: returnTarget(`${location.pathname}${location.search}${location.hash}`) };
}

/** The target a completed login's state names (`returnState`), checked again on the way back. */
export function returnOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  return returnTarget(state.returnTo);
}
