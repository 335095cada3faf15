import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { Problem } from '../http/problem.ts';

/**
 * Who a customer-area call is made for (issue 18): the logged-in account, on the request's
 * host. Every customer-area route answers only with this account's own data.
 */
export interface Principal {
  /** The account's id: the access token's `sub` (`<supplier>:<fiscal code>` for demo ones). */
  accountId: string;
  /** The supplier of the host the token was issued on, which is the request's host's. */
  supplier: string;
  /**
   * The provider session the token was issued in (its `sid` claim, the session's uid): the one
   * session a password change keeps (./sessions.ts). Absent from tokens the provider did not
   * issue (the tests' own).
   */
  session?: string;
}

/** Reads the principal of a request, or refuses it with a 401 problem. */
export type Authenticate = (request: FastifyRequest) => Promise<Principal>;

/** The audience of every access token the portal's API accepts (a resource indicator). */
export const apiAudience = 'quadro-api';

/**
 * The ingestion API's (issue 28, ADR 0043): where it is mounted (its resource indicator is
 * `<origin>` + this), the audience its tokens carry, and the scopes a billing client may ask
 * for: `bills:write` to send bills and change them, `bills:read` to read their state,
 * `events:read` to read the supplier's events from the pull feed (issue 29, ADR 0050).
 */
export const ingestPath = '/api/ingest/v1';
export const ingestAudience = 'quadro-ingest';
export const ingestScope = 'bills:write bills:read events:read';

export interface BearerOptions {
  /** The public signing keys of the request's host's identity provider. */
  keys: (request: FastifyRequest) => Promise<JSONWebKeySet>;
  /** The issuer the request's host's identity provider writes in its tokens. */
  issuer: (request: FastifyRequest) => string;
  /** The clock, so tests can let a token expire. */
  now?: () => Date;
}

export const loginRequired = (): Problem =>
  new Problem(401, 'login-required', 'This call needs the access token of a logged-in customer.');

export const loginExpired = (): Problem =>
  new Problem(401, 'login-expired', 'The access token is not valid any more: log in again.');

/**
 * The API's check of a customer's bearer token: a JWT signed by the host's identity provider
 * (signature), for this API (audience), not expired, issued by this host's provider (issuer)
 * for an account of this host's supplier. A missing token is `login-required`; anything else
 * wrong, forged or expired alike, is `login-expired`, so the answer tells an attacker nothing.
 */
export function createAuthenticate(options: BearerOptions): Authenticate {
  const now = options.now ?? (() => new Date());
  return async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (token === undefined) throw loginRequired();
    try {
      const keys = createLocalJWKSet(await options.keys(request));
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer(request),
        audience: apiAudience,
        currentDate: now(),
        requiredClaims: ['sub', 'exp'],
      });
      const supplier = payload['supplier'];
      if (typeof payload.sub !== 'string' || supplier !== request.site.settings.supplier) {
        throw loginExpired();
      }
      const session = payload['sid'];
      return {
        accountId: payload.sub,
        supplier,
        ...(typeof session === 'string' ? { session } : {}),
      };
    } catch (error) {
      if (error instanceof Problem) throw error;
      if (error instanceof errors.JOSEError) throw loginExpired();
      throw error;
    }
  };
}
