import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps.ts';
import { hostOfSegment } from '../hosts/addresses.ts';
import type { Host } from '../hosts/hosts.ts';
import { linkNotFound, Problem } from '../http/problem.ts';
import type { ServerSettings } from '../types.ts';
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

type Payments = NonNullable<ServerSettings['payments']>;
export type Provider = keyof Payments;

/** What a notification's path names, checked: a host paid through `provider`, and its bill. */
export type NotificationTarget<P extends Provider> =
  | { ok: true; host: Host; settings: NonNullable<Payments[P]>; documentId: string }
  /** Kept under what the path did name, then refused with `problem`. */
  | { ok: false; supplier: string; documentId: string; problem: Problem };

const ordinal: Record<Provider, string> = { nexi: 'first', worldline: 'second' };

/**
 * The host and the bill a notification names by its path (decision 77); the Host header of a
 * notification is the provider's business, not the customer's. The host must pay through
 * `provider` (else 400 `unknown-host`) and the id must be a link (else 404); an expired link
 * still names its bill: a customer may pay in the link's last minute.
 */
export function notificationTarget<P extends Provider>(
  deps: Deps,
  params: { id: string; host: string },
  provider: P,
): NotificationTarget<P> {
  const host = hostOfSegment(deps.hosts, params.host);
  const opened = deps.sealer.open('link', params.id, deps.now());
  const documentId = opened.status === 'invalid' ? null : opened.value;
  const settings = host?.server.payments?.[provider] as Payments[P] | undefined;
  if (!host || !settings || host.settings.paymentProvider !== provider) {
    const message = `The last segment is not the base64 of a host paid through the ${ordinal[provider]} provider here.`;
    return fail(new Problem(400, 'unknown-host', message));
  }
  if (documentId === null) return fail(linkNotFound());
  return { ok: true, host, settings, documentId };

  function fail(problem: Problem): NotificationTarget<P> {
    return {
      ok: false,
      supplier: host?.settings.supplier ?? '',
      documentId: documentId ?? '',
      problem,
    };
  }
}

/** What `segna_pagamento` and a provider's notification answer: whether the bill is paid. */
export const paidAnswer = { 200: ref('outcome-answer.schema.json'), ...problems };
