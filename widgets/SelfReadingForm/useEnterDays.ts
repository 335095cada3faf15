import { useEffect, useState } from 'react';
import { useApi } from '../../src/api/context.ts';

export type EnterDays =
  | { state: 'loading' }
  | { state: 'open'; days: number }
  /** The answer 0, or no usable answer (decision 190). */
  | { state: 'closed' };

/**
 * The enter-days call (spec §7 `get_enterdays`), made again on each supply change (§4). A
 * failed call reads as "closed": the page cannot say the window is open, and §8 shows no
 * message for it; the reminder is still offered.
 */
export function useEnterDays(supplier: string, siteId: string | undefined): EnterDays {
  const api = useApi();
  // The answer is kept with the supply it was asked for: another supply is loading until its own.
  const [answer, setAnswer] = useState<{ siteId: string; days: EnterDays } | undefined>();
  useEffect(() => {
    if (siteId === undefined) return undefined;
    let current = true;
    void api.enterDays(supplier).then((result) => {
      if (!current) return;
      setAnswer({
        siteId,
        days:
          result.ok && result.value > 0
            ? { state: 'open', days: result.value }
            : { state: 'closed' },
      });
    });
    return () => {
      current = false;
    };
  }, [api, supplier, siteId]);
  return answer !== undefined && answer.siteId === siteId ? answer.days : { state: 'loading' };
}
