import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** A JSON answer with its strong ETag, made once and sent to many. */
export interface Tagged {
  body: string;
  etag: string;
}

/** The answer and its strong ETag: a hash of the bytes, the same in every process. */
export function tagged(body: string): Tagged {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"` };
}

/**
 * Sends configuration the page keeps (templates, a host's settings and texts: ADR 0035) with
 * its ETag and `no-cache`: the browser keeps the answer and revalidates it with one 304, so a
 * variant changed on the server reaches the next page load, and an unchanged one costs no bytes.
 */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Tagged,
): FastifyReply {
  void reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  const asked = request.headers['if-none-match'];
  if (asked !== undefined && asked.split(',').some((tag) => tag.trim() === answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const byValue = new WeakMap<object, Tagged>();

/** `tagged(JSON.stringify(value))`, computed once per object (a loaded host's settings). */
export function taggedJson(value: object): Tagged {
  const known = byValue.get(value);
  if (known) return known;
  const answer = tagged(JSON.stringify(value));
  byValue.set(value, answer);
  return answer;
}
