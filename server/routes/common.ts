import type { FastifyReply } from 'fastify';
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
