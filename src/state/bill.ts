import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { InstalmentsData } from '../../schemas/types/instalments.gen.ts';
import type { BillModules } from '../../schemas/types/modules.gen.ts';

/**
 * The bill on screen: what the API answered, validated at the boundary before it lands here.
 * Widgets read it with selectors; the template engine reads a snapshot as its context.
 */
export interface BillState {
  doc: BillDocument | undefined;
  /** The instalments answer's `data` (spec §7 `rate`). */
  rate: InstalmentsData | undefined;
  modules: BillModules | undefined;
  /** Index of the supply chosen in the supply selector (spec §2 "Supply data"). */
  supplyIndex: number;
  setBill: (bill: {
    doc: BillDocument | undefined;
    rate?: InstalmentsData | undefined;
    modules?: BillModules | undefined;
  }) => void;
  selectSupply: (index: number) => void;
}

/** What a store starts with, as `setBill` takes it. */
export type BillInput = Parameters<BillState['setBill']>[0];

/** One engine's bill. Each page, story or test that shows a bill makes its own. */
export type BillStore = StoreApi<BillState>;

/**
 * A bill store. One per engine instance, not one per module: two engines on a page (a
 * playground beside the bill, two stories side by side) each show their own bill. A store
 * made with its bill also answers server renderers, which read only the initial state.
 */
export function createBillStore(initial?: BillInput): BillStore {
  return createStore<BillState>()((set) => ({
    doc: initial?.doc,
    rate: initial?.rate,
    modules: initial?.modules,
    supplyIndex: 0,
    setBill: ({ doc, rate, modules }) => {
      set({ doc, rate, modules, supplyIndex: 0 });
    },
    selectSupply: (supplyIndex) => {
      set({ supplyIndex });
    },
  }));
}

const BillContext = createContext<BillStore | null>(null);

/** Hands a bill store to the engine and the widgets below it. */
export function BillProvider(props: { store: BillStore; children?: ReactNode }) {
  return createElement(BillContext.Provider, { value: props.store }, props.children);
}

/** The bill store of the engine this component renders in. */
export function useBillStore(): BillStore {
  const store = useContext(BillContext);
  // No silent fallback to a shared store: that is the bug a per-engine store exists to prevent.
  if (store === null) throw new Error('[quadro] useBill needs a BillProvider above it');
  return store;
}

/** A value of the bill, read with a selector; re-renders when the selected value changes. */
export function useBill<T>(selector: (state: BillState) => T): T {
  return useStore(useBillStore(), selector);
}
