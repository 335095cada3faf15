/*
 * JSON pointer segments (RFC 6901). Their own module, not load/'s, because load/ (provenance),
 * validate/ (problem locations) and the API boundary (dropped fields) all speak pointers, and
 * none of them should import another for it.
 */

/** A key as a pointer segment: `~` and `/` escaped. */
export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A pointer segment back to its key. */
export function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
