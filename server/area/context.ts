import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import type { Authenticate, Principal } from '../identity/bearer.ts';
import type { Identity } from '../identity/provider.ts';
import type { Sealer } from '../links/seal.ts';
import type { BlobStore } from '../store/blobs.ts';
import { schemaId } from '../validation.ts';

/** What the customer-area routes need; `authenticate` is the identity provider's check. */
export interface CustomerAreaOptions {
  db: Database;
  /** The bearer check of server/identity/bearer.ts: a principal, or a 401 problem. */
  authenticate: Authenticate;
  /** Seals the bill links and PDF references the invoices carry. */
  sealer: Sealer;
  /** FAQ files' bytes on the embedded database (ADR 0014); null: bytea. */
  blobs: BlobStore | null;
  /** The hosts' public origins: the absolute links events carry (issue 29). */
  identity: Pick<Identity, 'origin'>;
  now?: () => Date;
}

export interface AreaContext extends Required<CustomerAreaOptions> {
  /** The principal the route's onRequest hook authenticated. */
  principal(request: FastifyRequest): Principal;
}

/** `{ $ref }` to a schema of `schemas/`. */
export const ref = (file: string): { $ref: string } => ({ $ref: schemaId(file) });

/** The path parameters of the area, each with the shape that can name something real. */
export const param = {
  /** A customer: `<supplier>:<fiscal code>` (codice fiscale or partita IVA). */
  customer: { type: 'string', pattern: '^[a-z][a-z0-9]{0,30}:([A-Z0-9]{16}|[0-9]{11})$' },
  /** A stored bill's id, as bundles name them. */
  document: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' },
  contract: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,99}$' },
  /** A POD or PDR. */
  point: { type: 'string', pattern: '^[A-Za-z0-9]{6,32}$' },
  message: { type: 'string', pattern: '^[0-9]{1,18}$' },
  slug: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
} as const;

/** A params schema naming each path parameter's shape. */
export const params = (shapes: Record<string, object>): object => ({
  type: 'object',
  properties: shapes,
  required: Object.keys(shapes),
});

/** The answers of a route: its own at 200, a problem otherwise. */
export const answers = (file: string): object => ({
  200: ref(file),
  '4xx': ref('problem.schema.json'),
  '5xx': ref('problem.schema.json'),
});

/**
 * Not found, whether it does not exist or belongs to another login: the same status and body,
 * so an id tells nothing about anyone else's data (issue 18: never 403 with a hint).
 */
export const notFound = (what: 'customer' | 'invoice' | 'contract' | 'message' | 'faq'): Problem =>
  new Problem(404, `${what}-not-found`, `No ${what} of yours has this id.`);
