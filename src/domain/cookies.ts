/**
 * The first-party cookies the page keeps for what the server must know before it renders a
 * bill (ADR 0026, 0028): the chosen language and the cookie banner's answer. Only the parsing
 * and the text of a `Set-Cookie`-like assignment live here; the page assigns `document.cookie`.
 */

/** The value of cookie `name` in a `Cookie` header (or `document.cookie`), if there is one. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/**
 * What the page assigns to `document.cookie` to keep `value` under `name` for `maxAgeSeconds`:
 * the whole host (`Path=/`), sent on a link followed from another site (`SameSite=Lax`), and
 * only over https where the page is on https.
 */
export function cookieAssignment(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const flags = `Path=/; Max-Age=${Math.floor(maxAgeSeconds)}; SameSite=Lax`;
  return `${name}=${value}; ${flags}${secure ? '; Secure' : ''}`;
}
