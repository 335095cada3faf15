import type { Queryable } from '../db/database.ts';
import {
  listDispatches,
  retryFailed,
  type Dispatch,
  type DispatchState,
} from '../dispatch/queue.ts';

type Out = (line: string) => void;

export const dispatchUsage = `usage: quadro dispatch [--state queued|sent|failed] [--limit n]
       quadro dispatch retry <dispatch id> | --failed`;

const states: readonly DispatchState[] = ['queued', 'sent', 'failed'];

function line(d: Dispatch): string {
  const when =
    d.state === 'sent'
      ? `sent ${d.sentAt?.toISOString() ?? ''}`
      : d.nextAt
        ? `next ${d.nextAt.toISOString()}`
        : 'waits for retry';
  return [
    String(d.id).padStart(6),
    d.state.padEnd(6),
    `x${d.attempts}`.padEnd(4),
    d.documentId.padEnd(20),
    (d.sentTo ?? '-').padEnd(32),
    when,
    d.state === 'sent' ? '' : (d.reason ?? ''),
  ]
    .join('  ')
    .trimEnd();
}

/**
 * `quadro dispatch`: the bill e-mails of the queue (ADR 0045), newest first, with their state,
 * attempts, address, and the SMTP server's reply; `retry` makes failed ones due now with a
 * fresh count of attempts (the server's workers send them).
 */
export async function dispatchCommandOn(
  db: Queryable,
  args: string[],
  out: Out,
  now: Date = new Date(),
): Promise<number> {
  if (args[0] === 'retry') {
    const target = args[1];
    const id = target !== undefined && /^\d+$/.test(target) ? Number(target) : undefined;
    if (target !== '--failed' && id === undefined) {
      out(dispatchUsage);
      return 2;
    }
    const count = await retryFailed(db, now, id);
    out(`${count} failed e-mail${count === 1 ? '' : 's'} queued again.`);
    return id !== undefined && count === 0 ? 1 : 0;
  }
  const stateAt = args.indexOf('--state');
  const state = stateAt === -1 ? undefined : args[stateAt + 1];
  const limitAt = args.indexOf('--limit');
  const limit = limitAt === -1 ? 50 : Number(args[limitAt + 1]);
  if (
    (state !== undefined && !states.includes(state as DispatchState)) ||
    !Number.isInteger(limit) ||
    limit < 1
  ) {
    out(dispatchUsage);
    return 2;
  }
  const rows = await listDispatches(db, { state: state as DispatchState | undefined, limit });
  if (rows.length === 0) out('No e-mail in the queue.');
  for (const row of rows) out(line(row));
  return 0;
}
