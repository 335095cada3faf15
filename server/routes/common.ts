import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps.ts';
import { hostOfSegment } from '../hosts/addresses.ts';
import type { Host } from '../hosts/hosts.ts';
import { schemaId } from '../validation.ts';

/** `{ $ref }` to a schema of `schemas/`, for route definitions. */
export const ref = (file: string): { $ref: string } => ({ $ref: schemaId(file) });

/** The answers every call may give besides its own: problems, by status. */
export const problems = {
  '4xx': ref('problem.schema.json'),
  '5xx': ref('problem.schema.json'),
};

/** A crypto id or document id in a path: long enough for a link, short enough to refuse junk. */
export const idParams = (name: string): object => ({
  type: 'object',
  properties: { [name]: { type: 'string', minLength: 1, maxLength: 512 } },
  required: [name],
});

/**
 * Sends JSON already serialised and validated (`serializeChecked`): a cached answer, or a string
 * answer (`""`, `"ko"`, a URL), which fastify would otherwise send as text/plain, unquoted
 * (decision 33).
 */
export const sendSerialized = (reply: FastifyReply, body: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(body);

/**
 * A provider notification's path parameters (decision 77): the bill link's id, and the base64 of
 * the host name, standard or URL-safe, padded or not (a host name is at most 253 characters).
 */
export const notificationParams = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 512 },
    host: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9+_-]+={0,2}$' },
  },
  required: ['id', 'host'],
};

/**
 * The host and the bill a notification names by its path (decision 77); the Host header of a
 * notification is the provider's business, not the customer's. An expired link still names its
 * bill: a customer may pay in the link's last minute. Null: the id is no link at all.
 */
export function notificationTarget(
  deps: Deps,
  params: { id: string; host: string },
): { host: Host | undefined; documentId: string | null } {
  const opened = deps.sealer.open('link', params.id, deps.now());
  return {
    host: hostOfSegment(deps.hosts, params.host),
    documentId: opened.status === 'invalid' ? null : opened.value,
  };
}
