import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import type { Deps } from '../deps.ts';
import { Problem } from '../http/problem.ts';
import { ingestAudience } from '../identity/bearer.ts';
import type { IngestClient, IngestClients } from './clients.ts';

/** Who an ingestion call is made by: the host's billing client, for the host's supplier. */
export interface IngestPrincipal {
  client: IngestClient;
  supplier: string;
}

export type Scope = 'bills:write' | 'bills:read' | 'events:read';

const tokenRequired = () =>
  new Problem(
    401,
    'token-required',
    'This call needs an access token of the billing client: POST grant_type=client_credentials to <origin>/oidc/token.',
  );
const tokenInvalid = () =>
  new Problem(
    401,
    'token-invalid',
    'The access token is not valid here: expired, forged, or not issued for this API on this host. Get a new one.',
  );
const scopeMissing = (scope: Scope) =>
  new Problem(403, 'insufficient-scope', `This call needs a token with the scope ${scope}.`);

/**
 * The ingestion API's check of a bearer token (ADR 0043), as the customer area checks its own
 * (../identity/bearer.ts): a JWT signed by the host's identity provider (signature), issued by
 * it (issuer), for this API (audience `quadro-ingest`), not expired on the server's clock, to
 * the host's billing client for the host's supplier, with the scope the call needs. 401 with a
 * `WWW-Authenticate` challenge (RFC 6750) for a token missing or not good here, 403 for one
 * lacking the scope.
 */
export async function authenticateClient(
  deps: Deps,
  clients: IngestClients,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
): Promise<IngestPrincipal> {
  const challenge = (error: string) =>
    void reply.header('www-authenticate', `Bearer realm="quadro-ingest", error="${error}"`);
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const client = clients.of(request.site);
  if (token === undefined) {
    void reply.header('www-authenticate', 'Bearer realm="quadro-ingest"');
    throw tokenRequired();
  }
  let payload: Record<string, unknown>;
  try {
    if (!client) throw tokenInvalid();
    const keys = createLocalJWKSet(await deps.identity.publicKeys(request.site));
    ({ payload } = await jwtVerify(token, keys, {
      issuer: deps.identity.issuer(request.site),
      audience: ingestAudience,
      currentDate: deps.now(),
      requiredClaims: ['exp', 'client_id'],
      typ: 'at+jwt',
    }));
  } catch (error) {
    if (error instanceof Problem || error instanceof errors.JOSEError) {
      challenge('invalid_token');
      throw tokenInvalid();
    }
    throw error;
  }
  const supplier = request.site.settings.supplier;
  if (payload['client_id'] !== client.clientId || payload['supplier'] !== supplier) {
    challenge('invalid_token');
    throw tokenInvalid();
  }
  const scopes = typeof payload['scope'] === 'string' ? payload['scope'].split(' ') : [];
  if (!scopes.includes(scope)) {
    challenge('insufficient_scope');
    throw scopeMissing(scope);
  }
  return { client, supplier };
}
