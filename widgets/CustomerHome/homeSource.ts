import { useCallback, useSyncExternalStore } from 'react';
import type { CustomerHome } from '../../schemas/types/customer-home.gen.ts';
import type { AreaCalls } from '../../src/api/areaCalls.ts';
import { onAreaChange, type AreaSession } from '../../src/state/area.ts';

/** The home figures of one customer as a part of the page sees them. */
export type HomeState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; home: CustomerHome };

interface HomeSource {
  state: HomeState;
  subscribe: (listener: () => void) => () => void;
  load: () => void;
}

/*
 * A template places several parts of the home (the summary, the latest invoice, a tile per
 * figure), each an instance of this widget: they share one request per customer and page. The
 * cache is keyed by the page's calls, which the area page makes anew at every mount, so a page
 * opened again asks again and a login's figures never outlive its page.
 */
const sources = new WeakMap<AreaCalls, Map<string, HomeSource>>();

function createSource(fetch: AreaCalls['home'], customerId: string): HomeSource {
  const listeners = new Set<() => void>();
  let started = false;
  let generation = 0;
  // While a part shows the figures, another part's change (a message read) reads them again.
  let stopListening: (() => void) | undefined;
  const source: HomeSource = {
    state: { status: 'loading' },
    subscribe(listener) {
      listeners.add(listener);
      stopListening ??= onAreaChange(() => {
        source.load();
      });
      if (!started) source.load();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopListening?.();
        stopListening = undefined;
      };
    },
    load() {
      started = true;
      const current = ++generation;
      const set = (state: HomeState) => {
        source.state = state;
        listeners.forEach((listener) => {
          listener();
        });
      };
      set({ status: 'loading' });
      void fetch(customerId).then((answer) => {
        // A retry started meanwhile owns the state: an older answer would undo it.
        if (current !== generation) return;
        if (!answer.ok) console.warn('[quadro] the customer home did not load', answer.failure);
        set(answer.ok ? { status: 'loaded', home: answer.value } : { status: 'failed' });
      });
    },
  };
  return source;
}

function sourceFor(calls: AreaCalls, customerId: string): HomeSource {
  let byCustomer = sources.get(calls);
  if (!byCustomer) {
    byCustomer = new Map();
    sources.set(calls, byCustomer);
  }
  let source = byCustomer.get(customerId);
  if (!source) {
    source = createSource(calls.home, customerId);
    byCustomer.set(customerId, source);
  }
  return source;
}

const nothing: HomeSource = {
  state: { status: 'loading' },
  subscribe: () => () => undefined,
  load: () => undefined,
};

/**
 * The selected customer's home figures (GET /api/customer/home/{id}) and a retry; asked for
 * again when the client selector picks another customer. Outside an area page, or without a
 * customer, it stays loading and asks nothing.
 */
export function useCustomerHome(area: AreaSession | undefined): {
  state: HomeState;
  retry: () => void;
} {
  const id = area?.customer?.id;
  const source = area && id !== undefined ? sourceFor(area.calls, id) : nothing;
  const state = useSyncExternalStore(source.subscribe, () => source.state);
  const retry = useCallback(() => {
    source.load();
  }, [source]);
  return { state, retry };
}
