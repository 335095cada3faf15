import type { Host, Hosts } from './hosts.ts';

/**
 * Which addresses belong to this portal. A provider returns the customer's browser and posts its
 * notifications to addresses the page chose; the server accepts, and the sandboxes follow, only
 * this portal's own, so none of them is ever an open redirect or a request to elsewhere.
 */

/** The host a name (a host name or one of its aliases, any case) names exactly: never the default host. */
export function hostNamed(hosts: Hosts, name: string): Host | undefined {
  const wanted = name.toLowerCase();
  return hosts.all.find((host) =>
    [host.name, ...(host.server.aliases ?? [])].some((known) => known.toLowerCase() === wanted),
  );
}

/**
 * The host a notification address's last segment names: the base64 of a host name (decision 77),
 * standard or URL-safe, padded or not; Node's decoder reads both alphabets.
 */
export const hostOfSegment = (hosts: Hosts, segment: string): Host | undefined =>
  hostNamed(hosts, Buffer.from(segment, 'base64').toString('utf8'));

const BASE = 'http://portal.invalid';

/**
 * A return or notification address of this portal: a path of the origin the browser is on, or
 * an http(s) URL of a host served here; null for anything else. Both are read by the WHATWG URL
 * parser, as a browser reads a Location: `//evil.example`, `/\evil.example` or a path with a tab
 * (which browsers drop) all leave the origin, and are refused. Answers the address as parsed.
 */
export function ownUrl(hosts: Hosts, address: string): string | null {
  try {
    if (address.startsWith('/')) {
      const url = new URL(address, BASE);
      return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
    }
    const url = new URL(address);
    return /^https?:$/.test(url.protocol) && hostNamed(hosts, url.hostname) !== undefined
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether an own address (as `ownUrl` answers it) stays on the scheme and port the request came
 * in on (`origin`, e.g. `http://127.0.0.1:4173`): a path always does; an absolute URL must name
 * both, as the origin the browser is on does. A host served here on another port is another
 * origin, which may be another program on the same machine.
 */
export function onOrigin(address: string, origin: string): boolean {
  if (address.startsWith('/')) return true;
  try {
    const url = new URL(address);
    const here = new URL(origin);
    return url.protocol === here.protocol && url.port === here.port;
  } catch {
    return false;
  }
}

/** The path and query an own address is served at (what `app.inject` takes), or null. */
export function ownPath(hosts: Hosts, address: string): string | null {
  const url = ownUrl(hosts, address);
  if (url === null) return null;
  const parsed = new URL(url, BASE);
  return `${parsed.pathname}${parsed.search}`;
}

/** `address` with these query parameters set, a path staying a path. */
export function withParams(address: string, params: Record<string, string>): string {
  const url = new URL(address, BASE);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return address.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}
