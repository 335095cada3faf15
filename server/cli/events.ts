import type { Database } from '../db/database.ts';
import { messageOf } from '../events/outbox.ts';
import {
  deliveryStates,
  listEvents,
  replay,
  retryDeliveries,
  seqRange,
  showEvent,
  type DeliveryState,
} from '../webhooks/inspect.ts';
import { disabledEndpoints, setDisabled } from '../webhooks/queue.ts';
import type { Route } from '../webhooks/settings.ts';

type Out = (line: string) => void;

export const eventsUsage = `usage: quadro events list [--type t] [--bill id] [--state pending|delivered|dead]
                         [--since time] [--limit n]
       quadro events show <event id>
       quadro events retry <event id> | --dead
       quadro events replay <from seq> <to seq> | --since <time> [--until <time>]
       quadro events disable|enable <host> <endpoint>`;

const option = (args: string[], name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

const time = (text: string | undefined): Date | undefined => {
  if (text === undefined) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

async function list(db: Database, args: string[], out: Out): Promise<number> {
  const state = option(args, '--state');
  const since = option(args, '--since');
  const limit = Number(option(args, '--limit') ?? 50);
  if (
    (state !== undefined && !deliveryStates.includes(state as DeliveryState)) ||
    (since !== undefined && time(since) === undefined) ||
    !Number.isInteger(limit) ||
    limit < 1
  ) {
    out(eventsUsage);
    return 2;
  }
  const rows = await listEvents(db, {
    type: option(args, '--type'),
    bill: option(args, '--bill'),
    state: state as DeliveryState | undefined,
    since: time(since),
    limit,
  });
  if (rows.length === 0) out('No event matches.');
  const disabled = await disabledEndpoints(db);
  for (const row of rows) {
    out(
      [
        row.seq.padStart(7),
        row.id,
        row.occurredAt.toISOString(),
        row.type.padEnd(26),
        (row.orderingKey ?? '-').padEnd(24),
        row.deliveries.join(' ') || 'no endpoint',
      ].join('  '),
    );
  }
  for (const d of disabled) {
    out(
      `Endpoint ${d.host} ${d.endpoint} is disabled since ${d.disabledAt.toISOString()}: ${d.reason}.`,
    );
  }
  return 0;
}

async function show(db: Database, id: string, out: Out): Promise<number> {
  const shown = await showEvent(db, id);
  if (!shown) {
    out(`No event has the id ${id}.`);
    return 1;
  }
  out(`${shown.event.id} (seq ${shown.event.seq}, key ${shown.event.orderingKey ?? '-'})`);
  out(JSON.stringify(messageOf(shown.event), null, 2));
  if (shown.deliveries.length === 0) out('No endpoint receives it.');
  for (const d of shown.deliveries) {
    const next =
      d.state === 'pending' && d.nextAt ? `, next attempt ${d.nextAt.toISOString()}` : '';
    out(`${d.host} ${d.endpoint}: ${d.state}${next}`);
    for (const a of d.attempts) {
      out(
        `  ${a.at.toISOString()}  ${a.status ?? '---'}  ${String(a.ms).padStart(6)} ms  ${a.error ?? 'ok'}`,
      );
    }
  }
  return 0;
}

/**
 * `quadro events` (issue 29, docs/operating.md "Where events go"): the outbox's events and
 * their webhook deliveries. Changes are rows the running servers' workers act on.
 */
export async function eventsCommandOn(
  db: Database,
  routes: readonly Route[],
  args: string[],
  out: Out,
  now: Date = new Date(),
): Promise<number> {
  const [verb, first, second] = args;
  if (verb === 'list' || verb === undefined) return list(db, args.slice(1), out);
  if (verb === 'show' && first !== undefined) return show(db, first, out);
  if (verb === 'retry' && first !== undefined) {
    const count = await retryDeliveries(db, now, first === '--dead' ? undefined : first);
    out(`${count} deliver${count === 1 ? 'y' : 'ies'} queued again.`);
    return first !== '--dead' && count === 0 ? 1 : 0;
  }
  if (verb === 'replay') {
    const since = time(option(args, '--since'));
    const range =
      since !== undefined
        ? await seqRange(db, since, time(option(args, '--until')) ?? now)
        : first !== undefined && second !== undefined && /^\d+$/.test(first) && /^\d+$/.test(second)
          ? { from: first, to: second }
          : undefined;
    if (!range) {
      out(since !== undefined ? 'No event occurred in that time.' : eventsUsage);
      return since !== undefined ? 1 : 2;
    }
    const count = await replay(db, routes, range, now);
    out(`${count} deliver${count === 1 ? 'y' : 'ies'} of events ${range.from}–${range.to} queued.`);
    return 0;
  }
  if ((verb === 'disable' || verb === 'enable') && first !== undefined && second !== undefined) {
    if (!routes.some((route) => route.host === first && route.id === second)) {
      out(`${first} has no webhook endpoint ${second} in its server.json.`);
      return 1;
    }
    const changed = await setDisabled(db, first, second, verb === 'disable', now);
    out(`${first} ${second} ${changed ? 'is now' : 'was already'} ${verb}d.`);
    return 0;
  }
  out(eventsUsage);
  return 2;
}
