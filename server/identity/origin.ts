import type { FastifyRequest } from 'fastify';
import type { Host } from '../hosts/hosts.ts';

/**
 * Hands a request to the identity provider as addressed to its issuer (issue 27, ADR 0040):
 * the provider builds its cookies' Secure flag and its own addresses (discovery, redirects, the
 * logout form's action) from the request's protocol and host, so it is told them here, in the
 * X-Forwarded-* headers it is set to read: the issuer's protocol, whatever the proxy said or
 * did not say, and the host and address fastify believes (which follow QUADRO_TRUST_PROXY).
 * An https issuer thus always gets Secure cookies, even behind a proxy the operator did not
 * name.
 */
export function asIssuerSees(request: FastifyRequest, issuer: string): void {
  const headers = request.raw.headers;
  const { protocol } = new URL(issuer);
  const host = request.host;
  const ip = request.ip;
  headers['x-forwarded-proto'] = protocol.slice(0, -1);
  headers['x-forwarded-host'] = host;
  headers['x-forwarded-for'] = ip;
}

/**
 * What to warn about at start: an https issuer with no proxy named. The server then sees plain
 * http from one address, the proxy's: cookies are still Secure (above), but the login limit per
 * address counts every customer as that one address.
 */
export function proxyWarnings(
  hosts: readonly Host[],
  issuer: (host: Host) => string,
  proxy: boolean,
): string[] {
  if (proxy) return [];
  return hosts
    .filter((host) => issuer(host).startsWith('https:'))
    .map(
      (host) =>
        `${host.name}: the identity provider's issuer is ${issuer(host)} but QUADRO_TRUST_PROXY ` +
        'is not set, so this server sees plain http from the proxy in front. Its login cookies ' +
        'are marked Secure all the same, but the login limit per address counts every customer ' +
        "as the proxy's one address: set QUADRO_TRUST_PROXY to the proxy's address " +
        '(docs/operating.md, "Login cookies, sessions and throttling").',
    );
}
