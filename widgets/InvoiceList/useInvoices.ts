import { useCallback, useEffect, useState } from 'react';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import type { InvoiceView } from '../../src/api/areaCalls.ts';
import type { AreaSession } from '../../src/state/area.ts';

/** The list as the widget shows it: loading, failed (with why, logged), or the invoices. */
export type InvoicesState =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'loaded'; invoices: Invoice[] };

interface Loaded {
  key: string;
  state: InvoicesState;
}

/**
 * The selected customer's invoices of one view, asked for again when the customer or the view
 * changes, on `retry`, and when the customer comes back to the tab: an invoice is paid in the
 * bill's own tab (spec §2: the invoice path opens in a new tab), and the list should say so
 * once the customer returns. A later answer never overwrites a newer request's.
 */
export function useInvoices(
  area: AreaSession | undefined,
  view: InvoiceView,
): { state: InvoicesState; retry: () => void; seen: (id: string) => void } {
  const customerId = area?.customer?.id;
  const calls = area?.calls;
  const key = `${customerId ?? ''} ${view}`;
  const [loaded, setLoaded] = useState<Loaded>();
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    // After a failure the customer sees the list load again; a list on screen stays meanwhile.
    setLoaded((previous) => (previous?.state.phase === 'failed' ? undefined : previous));
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    if (calls === undefined || customerId === undefined) return;
    let live = true;
    void calls.invoices(customerId, view).then((answer) => {
      if (!live) return;
      if (!answer.ok) console.warn('[quadro] the invoices did not load', answer.failure);
      setLoaded((previous) => ({
        key,
        // A failed refresh keeps the list on screen: only a first load shows the failure.
        state: answer.ok
          ? { phase: 'loaded', invoices: answer.value.invoices }
          : previous?.key === key && previous.state.phase === 'loaded' && round > 0
            ? previous.state
            : { phase: 'failed' },
      }));
    });
    return () => {
      live = false;
    };
  }, [calls, customerId, view, key, round]);

  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') retry();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, [retry]);

  /** Opening an invoice (its bill or its detail) makes it not new: the server records it. */
  const seen = useCallback(
    (id: string) => {
      if (calls === undefined) return;
      void calls.invoice(id).then((answer) => {
        if (!answer.ok) return;
        setLoaded((previous) =>
          previous?.state.phase === 'loaded'
            ? {
                ...previous,
                state: {
                  phase: 'loaded',
                  invoices: previous.state.invoices.map((invoice) =>
                    invoice.id === id ? { ...invoice, isNew: false } : invoice,
                  ),
                },
              }
            : previous,
        );
      });
    },
    [calls],
  );

  const state: InvoicesState = loaded?.key === key ? loaded.state : { phase: 'loading' };
  return { state, retry, seen };
}
