import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { Host } from '../hosts/hosts.ts';
import type { Opened, Sealer } from '../links/seal.ts';
import { findDocument, type StoredDocument } from '../store/documents.ts';
import { documentReader, type ReadDocument } from './renderReads.ts';
import {
  billWithdrawn,
  linkExpired,
  linkNotFound,
  sessionExpired,
  sessionRequired,
} from './problem.ts';

/** What a request may read: one bill, until `expiresAt`. */
export interface Grant {
  document: StoredDocument;
  expiresAt: Date;
}

export interface AccessDeps {
  db: Queryable;
  sealer: Sealer;
  now: () => Date;
}

const DAY = 24 * 60 * 60 * 1000;
/** A host's link lifetime when its server.json names none (as `billLink` seals them). */
export const DEFAULT_LINK_TTL_DAYS = 365;

/**
 * When a link opened on `site` stops opening: its own expiry, or, for a link that carries its
 * issue time, that time plus the host's link lifetime as configured now, whichever is first.
 * So lowering `linkTtlDays` shortens links already sent; a link sealed before issue times
 * were sealed in keeps its own expiry only.
 */
export function linkEnd(site: Host, opened: Exclude<Opened, { status: 'invalid' }>): Date {
  if (opened.issuedAt === undefined) return opened.expiresAt;
  const days = site.server.linkTtlDays ?? DEFAULT_LINK_TTL_DAYS;
  const byHost = opened.issuedAt.getTime() + days * DAY;
  return new Date(Math.min(opened.expiresAt.getTime(), byHost));
}

/**
 * The bill a link's `id` opens on the request's host. Every outcome costs one decryption and
 * one query (a forged or expired link still looks up a document, the empty id that none has),
 * and 404 and 410 share one body shape, so neither the answer nor its timing tells whether a
 * document exists. A link opens only on its own supplier's hosts: elsewhere it is refused as
 * a link to no bill is. A caller that has already opened the link passes what it got, so it
 * is decrypted once; one that has a request passes its `documentReader` (./renderReads.ts).
 */
export async function grantFromLink(
  deps: AccessDeps,
  site: Host,
  crypto: string,
  opened: Opened = deps.sealer.open('link', crypto, deps.now()),
  read: ReadDocument = findDocument,
): Promise<Grant> {
  const document = await read(deps.db, opened.status === 'invalid' ? '' : opened.value);
  if (opened.status === 'invalid') throw linkNotFound();
  // Another supplier's bill is not found here, expired or not, as if the link were forged.
  if (document !== null && !belongsTo(site, document)) throw linkNotFound();
  const expiresAt = linkEnd(site, opened);
  if (expiresAt.getTime() <= deps.now().getTime()) throw linkExpired();
  if (document === null) throw linkNotFound();
  // Withdrawn by the billing system (issue 28): gone for good, as an expired link is.
  if (document.status === 'withdrawn') throw billWithdrawn();
  return { document, expiresAt };
}

/** The bill the request's bearer token was given for (by /api/public/access), on its host. */
export async function grantFromSession(deps: AccessDeps, request: FastifyRequest): Promise<Grant> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw sessionRequired();
  const opened = deps.sealer.open('token', match[1], deps.now());
  const document = await documentReader(request)(
    deps.db,
    opened.status === 'invalid' ? '' : opened.value,
  );
  if (opened.status !== 'valid' || !belongsTo(request.site, document)) throw sessionExpired();
  if (document.status === 'withdrawn') throw billWithdrawn();
  return { document, expiresAt: opened.expiresAt };
}

/**
 * Where the spec names a call's parameter `{id}`, it takes a link's crypto id; a plain document
 * id is served only with a bearer token given for that same document.
 */
export async function grantFromId(
  deps: AccessDeps,
  request: FastifyRequest,
  id: string,
): Promise<Grant> {
  const opened = deps.sealer.open('link', id, deps.now());
  if (opened.status !== 'invalid') {
    return grantFromLink(deps, request.site, id, opened, documentReader(request));
  }
  const grant = await grantFromSession(deps, request);
  if (grant.document.id !== id) throw linkNotFound();
  return grant;
}

/** Whether a stored bill is one of the supplier's that `site` serves. */
export function belongsTo(site: Host, document: StoredDocument | null): document is StoredDocument {
  return document !== null && document.supplier === site.settings.supplier;
}
