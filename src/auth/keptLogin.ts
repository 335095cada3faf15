/**
 * Whether this tab keeps a login (oidc-client-ts's `oidc.user:` entry in sessionStorage,
 * decision 248), read without the login's chunk: a page that needs no login (`/register`)
 * asks the login only then. Storage that cannot be read keeps none.
 */
export function tabKeepsLogin(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'));
  } catch {
    return false;
  }
}
