/**
 * The addresses a card payment hands to its provider (spec §4 "First card provider flow",
 * "Second card provider flow"): this portal's return pages and the server-to-server
 * notification address. Pure: the page's origin and host name are passed in.
 */

/** Where the page runs, as `window.location` says it. */
export interface PageLocation {
  /** `https://bolletta.alfa-energia.test`: scheme, host and port, no trailing slash. */
  origin: string;
  /** `bolletta.alfa-energia.test`: the host name alone, which the notification address names. */
  hostname: string;
}

/** `{origin}{path}?{params}`: a return page of this portal, its query encoded. */
export function returnPage(
  location: PageLocation,
  path: string,
  params: Record<string, string>,
): string {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Spec §4: "the server-to-server url is built from the setting, the id and the base64 of the
 * host name": `{setting}/{id}/{base64(hostname)}`, a setting that is a path resolved against
 * the page's origin. A host name (letters, digits, dots, hyphens) never gives `+` or `/` in
 * base64, so the segment needs no escaping; the id does. Undefined when the setting is missing.
 */
export function notificationUrl(
  setting: string | undefined,
  location: PageLocation,
  id: string,
): string | undefined {
  const base = setting?.trim();
  if (base === undefined || base === '') return undefined;
  const resolved = new URL(base, location.origin).href.replace(/\/+$/, '');
  return `${resolved}/${encodeURIComponent(id)}/${btoa(location.hostname)}`;
}
