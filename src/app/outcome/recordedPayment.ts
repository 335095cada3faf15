import { useEffect, useState } from 'react';
import { useApi } from '../../api/index.ts';

/** What the server has recorded; `pending` also when it cannot say. */
export type Recorded = 'checking' | 'paid' | 'pending';

/**
 * How long to wait before each new question to the server while the payment is not recorded
 * yet (project decision 100): a provider's notification usually follows the customer's return
 * within seconds, sometimes within a minute; after about two minutes the page stops asking and
 * keeps saying that the bill will show paid once the confirmation arrives.
 */
export const CONFIRMATION_DELAYS_MS: readonly number[] = [
  2_000, 3_000, 5_000, 5_000, 10_000, 15_000, 30_000, 30_000,
];

/** The verification call's answer for a bill recorded as paid (`verifica`, spec §7). */
const PAID_STATUS = 4;

/**
 * Hands the provider's return to `segna_pagamento` and answers the server's word on it (issue
 * 6: the recorded status is the truth). While the answer is "not yet", it asks the verification
 * call again on the `delays` schedule, a read that stores nothing, so a notification that
 * arrives after the customer turns the page to paid without a reload. `record` undefined posts
 * nothing (a refusal).
 */
export function useRecordedPayment(
  supplier: string,
  id: string,
  record: Record<string, string> | undefined,
  delays: readonly number[] = CONFIRMATION_DELAYS_MS,
): Recorded {
  const api = useApi();
  const body = record === undefined ? undefined : JSON.stringify(record);
  const [answer, setAnswer] = useState<{ body: string; recorded: Recorded }>();
  useEffect(() => {
    if (body === undefined) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (recorded: Recorded) => {
      if (!cancelled) setAnswer({ body, recorded });
    };
    const askAgain = (attempt: number) => {
      const delay = delays[attempt];
      if (delay === undefined) return;
      timer = setTimeout(() => {
        void api.verify(supplier, id).then((verified) => {
          if (cancelled) return;
          if (verified.ok && verified.value === PAID_STATUS) settle('paid');
          else askAgain(attempt + 1);
        });
      }, delay);
    };
    void api
      .markPayment(supplier, id, JSON.parse(body) as Record<string, string>)
      .then((answered) => {
        if (cancelled) return;
        if (!answered.ok) console.warn('[quadro] the payment is not recorded', answered.failure);
        const paid = answered.ok && answered.value.paid;
        settle(paid ? 'paid' : 'pending');
        if (!paid) askAgain(0);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, supplier, id, body, delays]);
  return answer !== undefined && answer.body === body ? answer.recorded : 'checking';
}
