import type { Queryable } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import { isEventType, type EventType } from './catalogue.ts';
import { eventsAfter, messageOf } from './outbox.ts';

/**
 * The pull feed (issue 29, ADR 0050): a supplier's events after a cursor, for a system that
 * cannot receive webhooks. Each item is the webhook's body with its `webhook-id` as `id`, so a
 * receiver handles both the same way. The cursor is opaque to the integrator (it may change
 * shape in a later version); today it carries the outbox `seq` of the last event handed out.
 */

export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 500;

const prefix = 'v1.';
const maxSeq = 9_223_372_036_854_775_807n;

/** The opaque cursor of the position after the event with this `seq`. */
export const cursorOf = (seq: string): string =>
  Buffer.from(`${prefix}${seq}`).toString('base64url');

const badCursor = () =>
  new Problem(
    400,
    'bad-cursor',
    'after is not a cursor this feed gave: pass the `next` of an earlier answer, or leave it out to start from the first event.',
  );

/** The `seq` a cursor stands for; a refusal with its reason for anything this feed did not give. */
export function seqOf(cursor: string): string {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) throw badCursor();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const seq = text.startsWith(prefix) ? text.slice(prefix.length) : '';
  if (!/^(0|[1-9][0-9]{0,18})$/.test(seq) || BigInt(seq) > maxSeq) throw badCursor();
  return seq;
}

/** `limit` as asked: absent is the default, anything but 1…FEED_MAX_LIMIT is refused. */
export function limitOf(raw: string | undefined): number {
  if (raw === undefined) return FEED_DEFAULT_LIMIT;
  const limit = /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : 0;
  if (limit < 1 || limit > FEED_MAX_LIMIT)
    throw new Problem(
      400,
      'bad-limit',
      `limit is a whole number from 1 to ${FEED_MAX_LIMIT} (${FEED_DEFAULT_LIMIT} when left out).`,
    );
  return limit;
}

/** `types` as asked: a comma-separated list of event types of the catalogue (docs/events.md). */
export function typesOf(raw: string | undefined): EventType[] | undefined {
  if (raw === undefined) return undefined;
  const names = raw.split(',');
  const unknown = names.find((name) => !isEventType(name));
  if (unknown !== undefined)
    throw new Problem(
      400,
      'unknown-event-type',
      `types names ${JSON.stringify(unknown.slice(0, 80))}, which is no event type of docs/events.md.`,
    );
  return names.filter(isEventType);
}

export interface FeedItem {
  id: string;
  type: EventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface FeedPage {
  events: FeedItem[];
  next: string;
  more: boolean;
}

/**
 * One page of `supplier`'s events after `after` (a `seq`). `next` resumes after the last event
 * of the page, or stays where it was when the page is empty, so a poller always sends back the
 * `next` it was given. One row more than asked tells whether another page is ready now.
 */
export async function feedPage(
  db: Queryable,
  query: { supplier: string; after: string; limit: number; types?: EventType[] | undefined },
): Promise<FeedPage> {
  const rows = await eventsAfter(db, {
    supplier: query.supplier,
    after: query.after,
    limit: query.limit + 1,
    ...(query.types ? { types: query.types } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map((event) => ({ id: event.id, ...messageOf(event) })),
    next: cursorOf(last?.seq ?? query.after),
    more: rows.length > query.limit,
  };
}
