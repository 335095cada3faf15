import type { DispatchFailedEvent } from '../../schemas/types/event-dispatch-failed.v1.gen.ts';
import type { Database } from '../db/database.ts';
import { billRefIn, dispatchFailed } from '../events/billEvents.ts';
import type { Host } from '../hosts/hosts.ts';
import { markFailed, type Dispatch } from './queue.ts';

/** Why an announcement is given up on, in the supplier's event (decision 445). */
export interface Failure {
  why: DispatchFailedEvent['data']['reason'];
  /** The reason in words: the SMTP server's reply, or why there is no address. */
  reason: string;
  /** The address it was sent to; null when there was none. */
  to: string | null;
}

/**
 * An announcement that waits for `quadro dispatch retry` from now on, and the supplier's
 * `dispatch.failed` event, in one transaction (issue 29): the customer was not told of the
 * bill, and only the supplier can fix the address or reach them another way.
 */
export async function giveUp(
  db: Pick<Database, 'transaction'>,
  what: { host: Host; dispatch: Dispatch; at: Date },
  failure: Failure,
): Promise<void> {
  const { dispatch } = what;
  await db.transaction(async (tx) => {
    await markFailed(tx, dispatch.id, { to: failure.to, reason: failure.reason, retryAt: null });
    const ref = await billRefIn(tx, dispatch.documentId);
    if (!ref) return;
    await dispatchFailed(
      tx,
      { supplier: dispatch.supplier, host: what.host.name, at: what.at },
      {
        ...ref.bill,
        dispatchId: dispatch.id,
        reason: failure.why,
        detail: failure.reason,
        attempts: dispatch.attempts,
        address: failure.to,
      },
    );
  });
}
