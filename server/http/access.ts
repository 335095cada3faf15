import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { Opened, Sealer } from '../links/seal.ts';
import { findDocument, type StoredDocument } from '../store/documents.ts';
import { linkExpired, linkNotFound, sessionExpired, sessionRequired } from './problem.ts';

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

/**
 * The bill a link's `id` opens. Every outcome costs one decryption and one query (a forged or
 * expired link still looks up a document, the empty id that none has), and 404 and 410 share
 * one body shape, so neither the answer nor its timing tells whether a document exists.
 * A caller that has already opened the link passes what it got, so it is decrypted once.
 */
export async function grantFromLink(
  deps: AccessDeps,
  crypto: string,
  opened: Opened = deps.sealer.open('link', crypto, deps.now()),
): Promise<Grant> {
  const document = await findDocument(deps.db, opened.status === 'invalid' ? '' : opened.value);
  if (opened.status === 'expired') throw linkExpired();
  if (opened.status === 'invalid' || document === null) throw linkNotFound();
  return { document, expiresAt: opened.expiresAt };
}

/** The bill the request's bearer token was given for (by /api/public/access). */
export async function grantFromSession(deps: AccessDeps, request: FastifyRequest): Promise<Grant> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw sessionRequired();
  const opened = deps.sealer.open('token', match[1], deps.now());
  const document = await findDocument(deps.db, opened.status === 'invalid' ? '' : opened.value);
  if (opened.status !== 'valid' || document === null) throw sessionExpired();
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
  if (opened.status !== 'invalid') return grantFromLink(deps, id, opened);
  const grant = await grantFromSession(deps, request);
  if (grant.document.id !== id) throw linkNotFound();
  return grant;
}
